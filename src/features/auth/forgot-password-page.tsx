import { Trans, useLingui } from '@lingui/react/macro'
import { Anchor, Button, Stack, TextInput } from '@mantine/core'
import { useForm } from '@mantine/form'
import { useState } from 'react'
import { Link } from 'react-router'
import type { ForgotPasswordRequest, OtpTimes } from '../../../contract/auth'
import { resetMessages } from '../../../contract/messages'
import { paths } from '../../../contract/paths'
import { AuthCard } from '../../components/auth-card'
import { HydratedFieldset } from '../../components/hydrated-fieldset'
import { describeFailure, serverMessage, text } from '../../lib/api-error'
import { lazyValidation } from '../../lib/lazy-validation'
import { notify, toastFlows } from '../../lib/notify'
import { usePageTitle } from '../../lib/page-title'
import { useForgotPasswordMutation } from './auth-api'
import { LazyOtpVerification, preloadOtpScreen } from './components/lazy-otp-verification'
import { otpTimesOf } from './use-resend-login-otp'

// The OTP step and the form's rules (both with zod) load apart from the page, as on /login.
const forgotValidation = lazyValidation(
  async () => (await import('./form-validation')).validateForgotPassword,
)

/** At the visitor's first focus in the form: what a submit will need. */
function prepareForm() {
  forgotValidation.prefetch()
  preloadOtpScreen()
}

export default function ForgotPasswordPage() {
  const { t } = useLingui()
  usePageTitle(t`Forgot Password`)
  const [forgotPassword, { isLoading }] = useForgotPasswordMutation()
  // Set once an OTP was sent: the OTP step (type reset) replaces the form.
  const [otpEmail, setOtpEmail] = useState<string | null>(null)
  const [otpTimes, setOtpTimes] = useState<OtpTimes | undefined>()
  const form = useForm<ForgotPasswordRequest>({
    initialValues: { email: '' },
    validate: forgotValidation.validate,
  })

  /**
   * Sends an OTP to `email` (also the OTP step's resend): the server's times for it (the code's
   * expiry, the resend backoff), or undefined when it was not sent.
   */
  async function sendOtp(email: string): Promise<OtpTimes | undefined> {
    try {
      const body = await forgotPassword({ email }).unwrap()
      if (body.success) {
        notify.success(text(body.message) ?? resetMessages.otpSentToEmail, toastFlows.resetPassword)
        return otpTimesOf(body) ?? {}
      }
      notify.error(text(body.message) ?? resetMessages.failedToSendOtp, toastFlows.resetPassword)
    } catch (error) {
      notify.error(
        serverMessage(describeFailure(error)) ?? resetMessages.genericError,
        toastFlows.resetPassword,
      )
    }
    return undefined
  }

  if (otpEmail) {
    return (
      <LazyOtpVerification
        type="reset"
        email={otpEmail}
        onBack={() => setOtpEmail(null)}
        times={otpTimes}
        onResend={() => sendOtp(otpEmail)}
      />
    )
  }

  return (
    <AuthCard
      title={t`Forgot Password`}
      subtitle={t`Enter your email and we will send you an OTP to reset your password`}
      footer={
        <Anchor component={Link} to={paths.login} fw={600}>
          <Trans>Back to Sign In</Trans>
        </Anchor>
      }
    >
      <form
        noValidate
        onSubmit={forgotValidation.onSubmit(
          form,
          async ({ email }) => {
            const times = await sendOtp(email)
            if (!times) return
            setOtpTimes(times)
            setOtpEmail(email)
          },
          () => notify.error(resetMessages.genericError, toastFlows.resetPassword),
        )}
        onFocusCapture={prepareForm}
      >
        <HydratedFieldset>
          <Stack gap="md">
            <TextInput label={t`Email`} type="email" autoComplete="email" {...form.getInputProps('email')} />
            <Button type="submit" fullWidth disabled={isLoading}>
              <Trans>Send OTP</Trans>
            </Button>
          </Stack>
        </HydratedFieldset>
      </form>
    </AuthCard>
  )
}
