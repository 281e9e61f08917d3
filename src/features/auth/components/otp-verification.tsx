// The OTP screen: shown in place of the login form, and as the second step of the
// forgot-password flow. 'Go Back' returns to the form that led here. The spec's 2040-second countdown
// runs, but what the screen says about the code comes from the server's answer: the code's
// real expiry, and 'Resend OTP' waits for the server's resend backoff instead of failing.
import { Trans, useLingui } from '@lingui/react/macro'
import { Button, Group, Stack, Text, TextInput } from '@mantine/core'
import { useForm } from '@mantine/form'
import { useEffect, useRef, useState } from 'react'
import { type OtpTimes, otpFormSchema, otpWithPasswordFormSchema } from '../../../../contract/auth'
import { OTP_LENGTH } from '../../../../contract/constants'
import { maskEmail } from '../../../../contract/masked-email'
import { authMessages } from '../../../../contract/messages'
import { AuthCard } from '../../../components/auth-card'
import { PasswordField } from '../../../components/password-field'
import { focusFirstError } from '../../../lib/focus-first-error'
import { notify } from '../../../lib/notify'
import { zodValidate } from '../../../lib/zod-form'
import { formatClockTime, formatMinutesSeconds, secondsUntil, useOtpCountdown } from '../use-otp-countdown'
import { type OtpType, type OtpValues, useOtpVerify } from '../use-otp-verify'

export interface OtpVerificationProps {
  type: OtpType
  /** The address the OTP was sent to. */
  email: string
  onBack: () => void
  /** The server's times from the answer that mailed the code: its expiry and the resend backoff. */
  times?: OtpTimes | undefined
  /**
   * Sends a new OTP and resolves to the server's new times (or the wait, when it was too early);
   * without it, 'Resend OTP' asks the user to go back and closes the screen.
   */
  onResend?: () => Promise<OtpTimes | undefined>
  /** Shows the optional 'New Password' field. */
  withNewPassword?: boolean
}

export function OtpVerification({
  type,
  email,
  onBack,
  times,
  onResend,
  withNewPassword = false,
}: OtpVerificationProps) {
  const { t } = useLingui()
  const { verify, verifying } = useOtpVerify(type, email, withNewPassword)
  const [resending, setResending] = useState(false)
  const screenCountdown = useOtpCountdown()
  const [expiresAt, setExpiresAt] = useState(times?.otpExpiresAt)
  const [resendAt, setResendAt] = useState(times?.resendAvailableAt)
  const now = useNow()
  const codeSeconds = secondsUntil(expiresAt, now)
  const resendSeconds = secondsUntil(resendAt, now) ?? 0
  const until = expiresAt ? formatClockTime(expiresAt) : ''
  const left = formatMinutesSeconds(Math.min(codeSeconds ?? 0, screenCountdown))
  const otpInput = useRef<HTMLInputElement>(null)
  const formElement = useRef<HTMLFormElement>(null)
  const form = useForm<OtpValues>({
    initialValues: { otp: '', password: '' },
    validate: zodValidate<OtpValues>(withNewPassword ? otpWithPasswordFormSchema : otpFormSchema),
  })

  // The screen replaces a form whose button had the focus: give it to the code field.
  useEffect(() => {
    otpInput.current?.focus()
  }, [])

  // A refusal is said under its field (a wrong code with the tries left), where the eyes go.
  async function submit(values: OtpValues) {
    const refusal = await verify(values)
    if (!refusal) return
    form.setFieldError(refusal.field, refusal.message)
    focusFirstError(formElement.current, { [refusal.field]: refusal.message })
  }

  async function resend() {
    if (!onResend) {
      notify.error(authMessages.otpNoResendHandler)
      onBack()
      return
    }
    setResending(true)
    try {
      const next = await onResend()
      if (next?.otpExpiresAt) setExpiresAt(next.otpExpiresAt)
      if (next?.resendAvailableAt) setResendAt(next.resendAvailableAt)
    } finally {
      setResending(false)
    }
  }

  return (
    <AuthCard
      title={t`Verify OTP`}
      subtitle={
        <>
          <Trans>Enter the OTP sent to your email</Trans>
          <br />
          {/* Where it went, without spelling the address out on a shared screen. */}
          <Text span size="sm" fw={600} c="var(--mantine-color-text)">
            {maskEmail(email)}
          </Text>
        </>
      }
    >
      <form ref={formElement} noValidate onSubmit={form.onSubmit(submit)}>
        <Stack gap="md">
          <TextInput
            ref={otpInput}
            label={t`OTP`}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={OTP_LENGTH}
            styles={{ input: { letterSpacing: '0.4em', fontVariantNumeric: 'tabular-nums' } }}
            {...form.getInputProps('otp')}
          />
          {withNewPassword ? (
            <PasswordField
              label={t`New Password`}
              autoComplete="new-password"
              {...form.getInputProps('password')}
            />
          ) : null}
          <Button type="submit" fullWidth disabled={verifying}>
            {verifying ? <Trans>Verifying...</Trans> : <Trans>Verify OTP</Trans>}
          </Button>
          <Group justify="space-between" gap="xs">
            {/* 44 px tall: touch targets on a phone. */}
            <Button variant="subtle" size="sm" h={44} onClick={onBack}>
              <Trans>Go Back</Trans>
            </Button>
            <Button
              variant="subtle"
              size="sm"
              h={44}
              onClick={resend}
              disabled={resending || resendSeconds > 0}
            >
              {resending ? (
                <Trans>Sending...</Trans>
              ) : resendSeconds > 0 ? (
                <Trans>Resend in {resendSeconds} s</Trans>
              ) : (
                <Trans>Resend OTP</Trans>
              )}
            </Button>
          </Group>
          {expiresAt && codeSeconds !== undefined ? (
            codeSeconds > 0 ? (
              <Text size="xs" c="dimmed" ta="center" role="timer">
                <Trans>
                  This code works until {until} ({left} left)
                </Trans>
              </Text>
            ) : (
              <Text size="sm" c="red" ta="center" role="alert">
                <Trans>This code has expired. Press Resend OTP for a new one.</Trans>
              </Text>
            )
          ) : null}
        </Stack>
      </form>
    </AuthCard>
  )
}

/** The current time, renewed each second, for the screen's countdowns. */
function useNow(): number {
  const [now, setNow] = useState(() => Date.now())
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 1000)
    return () => window.clearInterval(timer)
  }, [])
  return now
}
