import { Trans, useLingui } from '@lingui/react/macro'
import { Anchor, Button, Group, Stack, TextInput } from '@mantine/core'
import { useForm } from '@mantine/form'
import { useState } from 'react'
import { Link, Navigate, useLocation, useNavigate } from 'react-router'
import type { LoginRequest, OtpTimes } from '../../../contract/auth'
import { authMessages } from '../../../contract/messages'
import { paths } from '../../../contract/paths'
import { AuthCard } from '../../components/auth-card'
import { HydratedFieldset } from '../../components/hydrated-fieldset'
import { PasswordField } from '../../components/password-field'
import { describeFailure, text } from '../../lib/api-error'
import { lazyValidation } from '../../lib/lazy-validation'
import { notify, toastFlows } from '../../lib/notify'
import { usePageTitle } from '../../lib/page-title'
import { sessionGrantOf } from '../../lib/session'
import { useLoginUserMutation } from './auth-api'
import { LazyOtpVerification, preloadOtpScreen } from './components/lazy-otp-verification'
import { askedPathOf, returnPathOf, signedUpCodeOf, signedUpEmailOf } from './login-state'
import { useExistingSession } from './use-existing-session'
import { otpTimesOf, useResendLoginOtp } from './use-resend-login-otp'
import { useStartSession } from './use-start-session'

// The OTP screen and the form's rules (both with zod) load apart from the page: neither is needed
// for its first paint, and on a phone they made the longest task of its start.
const loginValidation = lazyValidation(async () => (await import('./form-validation')).validateLogin)

/** At the visitor's first focus in the form: what a submit will need. */
function prepareForm() {
  loginValidation.prefetch()
  preloadOtpScreen()
}

export default function LoginPage() {
  const { t } = useLingui()
  usePageTitle(t`Log In`)
  const { state } = useLocation()
  const returnTo = returnPathOf(state)
  const hasSession = useExistingSession({ clearExpired: true })
  const [loginUser, { isLoading }] = useLoginUserMutation()
  const startSession = useStartSession()
  const resendOtp = useResendLoginOtp()
  const navigate = useNavigate()
  // Set when the account still needs its email verified: the OTP screen then replaces the form. Fresh
  // from sign-up it is so at once, for the code sign-up mailed: no second code is asked for.
  const signedUp = signedUpCodeOf(state)
  const [otpEmail, setOtpEmail] = useState<string | null>(signedUp?.email ?? null)
  const [otpTimes, setOtpTimes] = useState<OtpTimes | undefined>(signedUp?.times)
  const form = useForm<LoginRequest>({
    // Fresh from sign-up, the email is already known.
    initialValues: { emailId: signedUpEmailOf(state), password: '' },
    validate: loginValidation.validate,
  })

  async function logIn(values: LoginRequest) {
    try {
      const body = await loginUser(values).unwrap()
      if (!body.login) {
        notify.error(text(body.error) ?? authMessages.loginFailed, toastFlows.login)
      } else if (!body.verify) {
        notify.info(authMessages.verifyEmailFirst, toastFlows.login)
        setOtpTimes(otpTimesOf(body))
        setOtpEmail(values.emailId)
      } else {
        const grant = sessionGrantOf(body)
        if (!grant) throw new Error('The login answer carries no session.')
        startSession(grant)
        notify.success(authMessages.loginSuccess, toastFlows.login)
        navigate(returnTo)
      }
    } catch (error) {
      const failure = describeFailure(error)
      if (failure.kind === 'http') {
        notify.error(text(failure.body.error) ?? authMessages.loginFailed, toastFlows.login)
      } else {
        notify.error(
          failure.kind === 'network' ? authMessages.noResponse : authMessages.tryAgain,
          toastFlows.login,
        )
      }
    }
  }

  if (hasSession) return <Navigate to={returnTo} replace />

  if (otpEmail) {
    return (
      <LazyOtpVerification
        type="login"
        email={otpEmail}
        onBack={() => setOtpEmail(null)}
        times={otpTimes}
        onResend={() => resendOtp(otpEmail)}
      />
    )
  }

  return (
    <AuthCard
      title={t`Welcome Back`}
      subtitle={t`Sign in to your account`}
      footer={
        <Trans>
          Don't have an account?{' '}
          <Anchor
            component={Link}
            to={paths.signup}
            state={askedPathOf(state) ? { from: returnTo } : undefined}
            fw={600}
          >
            Sign up
          </Anchor>
        </Trans>
      }
    >
      <form
        noValidate
        onSubmit={loginValidation.onSubmit(form, logIn, () =>
          notify.error(authMessages.noResponse, toastFlows.login),
        )}
        onFocusCapture={prepareForm}
      >
        <HydratedFieldset>
          <Stack gap="md">
            <TextInput
              label={t`Email`}
              type="email"
              autoComplete="email"
              {...form.getInputProps('emailId')}
            />
            <PasswordField
              label={t`Password`}
              autoComplete="current-password"
              {...form.getInputProps('password')}
            />
            <Group justify="flex-end" mt={-6}>
              <Anchor component={Link} to={paths.forgotPassword} size="sm">
                <Trans>Forgot password?</Trans>
              </Anchor>
            </Group>
            <Button type="submit" fullWidth disabled={isLoading}>
              {isLoading ? <Trans>Signing In...</Trans> : <Trans>Sign In</Trans>}
            </Button>
          </Stack>
        </HydratedFieldset>
      </form>
    </AuthCard>
  )
}
