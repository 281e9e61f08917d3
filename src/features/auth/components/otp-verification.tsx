// The OTP screen (spec section 2): shown in place of the login form, and as the second step of the
// forgot-password flow. 'Go Back' returns to the form that led here.
import { Button, Group, Stack, Text, TextInput } from '@mantine/core'
import { useForm } from '@mantine/form'
import { useEffect, useRef, useState } from 'react'
import { AuthCard } from '../../../components/auth-card'
import { PasswordField } from '../../../components/password-field'
import { otpFormSchema, otpWithPasswordFormSchema } from '../../../contract/auth'
import { OTP_LENGTH } from '../../../contract/constants'
import { authMessages } from '../../../contract/messages'
import { notify } from '../../../lib/notify'
import { zodValidate } from '../../../lib/zod-form'
import { formatMinutesSeconds, useOtpCountdown } from '../use-otp-countdown'
import { type OtpType, type OtpValues, useOtpVerify } from '../use-otp-verify'

interface OtpVerificationProps {
  type: OtpType
  /** The address the OTP was sent to. */
  email: string
  onBack: () => void
  /** Sends a new OTP; without it, 'Resend OTP' asks the user to go back and closes the screen. */
  onResend?: () => Promise<unknown>
  /** Shows the optional 'New Password' field. */
  withNewPassword?: boolean
}

export function OtpVerification({
  type,
  email,
  onBack,
  onResend,
  withNewPassword = false,
}: OtpVerificationProps) {
  const { verify, verifying } = useOtpVerify(type, email, withNewPassword)
  const [resending, setResending] = useState(false)
  const secondsLeft = useOtpCountdown()
  const otpInput = useRef<HTMLInputElement>(null)
  const form = useForm<OtpValues>({
    initialValues: { otp: '', password: '' },
    validate: zodValidate<OtpValues>(withNewPassword ? otpWithPasswordFormSchema : otpFormSchema),
  })

  // The screen replaces a form whose button had the focus: give it to the code field.
  useEffect(() => {
    otpInput.current?.focus()
  }, [])

  async function resend() {
    if (!onResend) {
      notify.error(authMessages.otpNoResendHandler)
      onBack()
      return
    }
    setResending(true)
    try {
      await onResend()
    } finally {
      setResending(false)
    }
  }

  return (
    <AuthCard title="Verify OTP" subtitle="Enter the OTP sent to your email">
      <form noValidate onSubmit={form.onSubmit(verify)}>
        <Stack gap="md">
          <TextInput
            ref={otpInput}
            label="OTP"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={OTP_LENGTH}
            styles={{ input: { letterSpacing: '0.4em', fontVariantNumeric: 'tabular-nums' } }}
            {...form.getInputProps('otp')}
          />
          {withNewPassword ? (
            <PasswordField
              label="New Password"
              autoComplete="new-password"
              {...form.getInputProps('password')}
            />
          ) : null}
          <Button type="submit" fullWidth disabled={verifying}>
            {verifying ? 'Verifying...' : 'Verify OTP'}
          </Button>
          <Group justify="space-between" gap="xs">
            <Button variant="subtle" size="compact-sm" onClick={onBack}>
              Go Back
            </Button>
            <Button variant="subtle" size="compact-sm" onClick={resend} disabled={resending}>
              {resending ? 'Sending...' : 'Resend OTP'}
            </Button>
          </Group>
          <Text size="xs" c="dimmed" ta="center" role="timer">
            Code expires in {formatMinutesSeconds(secondsLeft)}
          </Text>
        </Stack>
      </form>
    </AuthCard>
  )
}
