import { Trans, useLingui } from '@lingui/react/macro'
import { Alert, Anchor, Button, Stack, Text, TextInput } from '@mantine/core'
import { useForm } from '@mantine/form'
import { useRef, useState } from 'react'
import { Link, Navigate, useLocation, useNavigate } from 'react-router'
import { isMinor } from '../../../contract/age'
import type { SignupForm } from '../../../contract/auth'
import { authMessages, limitMessages } from '../../../contract/messages'
import { passwordPolicyMessages } from '../../../contract/password-policy'
import { paths } from '../../../contract/paths'
import { AuthCard } from '../../components/auth-card'
import { HydratedFieldset } from '../../components/hydrated-fieldset'
import { PasswordField } from '../../components/password-field'
import { describeFailure, text } from '../../lib/api-error'
import { contractText, sameMessage } from '../../lib/contract-text'
import { focusFirstError } from '../../lib/focus-first-error'
import { lazyValidation } from '../../lib/lazy-validation'
import { notify, toastFlows } from '../../lib/notify'
import { usePageTitle } from '../../lib/page-title'
import { useLabel } from '../../lib/use-label'
import { askedPathOf, type LoginState } from './login-state'
import { useExistingSession } from './use-existing-session'
import { formatClockTime } from './use-otp-countdown'
import { useSignUp } from './use-sign-up'

/** A refusal that belongs to one field: shown under it as well as in the toast. */
const fieldRefusals: ReadonlyArray<readonly [string, keyof SignupForm]> = [
  [authMessages.emailTaken, 'emailId'],
  [authMessages.usernameTaken, 'username'],
  // The server checks the password against the common-password dictionary, which the page does not load.
  [passwordPolicyMessages.tooCommon, 'password'],
  [passwordPolicyMessages.userTooShort, 'password'],
]

/** The field a refusal belongs to, in whichever language the server said it (contract-text.ts). */
const fieldOfRefusal = (message: string) =>
  fieldRefusals.find(([english]) => sameMessage(message, english))?.[1]

/**
 * A limit's message without its closing 'Please try again later.', which the time replaces; the
 * server's Hindi ends so too ('कृपया बाद में फिर कोशिश करें।', contract/hindi-messages.ts).
 */
const withoutTryLater = (message: string) =>
  message.replace(/\s*(?:Please try again later\.|कृपया बाद में फिर कोशिश करें।)$/, '')

/** The form's rules, with zod, load at the visitor's first focus in the form, not with the page. */
const signupValidation = lazyValidation(async () => (await import('./form-validation')).validateSignup)

/** A full date of birth (YYYY-MM-DD) of someone under 18: the form asks the parent's email. */
const childBirthDate = (day: string | undefined) => !!day && /^\d{4}-\d{2}-\d{2}$/.test(day) && isMinor(day)

export default function SignupPage() {
  const { t } = useLingui()
  const show = useLabel()
  usePageTitle(t`Sign Up`)
  const hasSession = useExistingSession()
  const { submit, busy, working } = useSignUp()
  // A sign-up mail limit's answer: the form says when this device may try again.
  const [refusedUntil, setRefusedUntil] = useState<{ message: string; retryAt: string } | null>(null)
  const navigate = useNavigate()
  // A Buy tapped signed out sent the visitor here: the login that follows returns to that card.
  const from = askedPathOf(useLocation().state)
  const form = useForm<SignupForm>({
    initialValues: {
      username: '',
      emailId: '',
      password: '',
      confirmPassword: '',
      dateOfBirth: '',
      parentEmail: '',
    },
    validate: signupValidation.validate,
  })
  const formElement = useRef<HTMLFormElement>(null)

  function refuse(message: string) {
    notify.error(message, toastFlows.signup)
    const field = fieldOfRefusal(message)
    if (!field) return
    const said = contractText(message)
    form.setFieldError(field, said)
    focusFirstError(formElement.current, { [field]: said })
  }

  async function register({ username, emailId, password, dateOfBirth, parentEmail }: SignupForm) {
    setRefusedUntil(null)
    // The confirmation stays in the form; the parent's email goes only with a child's date of birth.
    const child = childBirthDate(dateOfBirth)
    const outcome = await submit({
      username,
      emailId,
      password,
      dateOfBirth,
      ...(child && parentEmail ? { parentEmail } : {}),
    })
    if (outcome.kind === 'signedUp') {
      notify.success(authMessages.signupSuccess, toastFlows.signup)
      // Straight to the OTP screen (on /login, in place of its form) for the code just mailed.
      const loginState: LoginState = { email: emailId, signedUp: outcome.times ?? {}, from }
      navigate(paths.login, { state: loginState })
    } else if (outcome.kind === 'refused') {
      const message =
        text(outcome.body.error) ??
        (outcome.body.signUp === false ? authMessages.signupUnsuccessful : authMessages.signupFailed)
      if (outcome.retryAt) setRefusedUntil({ message, retryAt: outcome.retryAt })
      refuse(message)
    } else {
      const failure = describeFailure(outcome.error)
      notify.error(
        failure.kind === 'network' ? authMessages.signupUnreachable : authMessages.unexpected,
        toastFlows.signup,
      )
    }
  }

  if (hasSession) return <Navigate to={from ?? paths.market} replace />

  return (
    <AuthCard
      title={t`Create Your Account`}
      subtitle={t`Join to buy cards and play them live on stream`}
      footer={
        <Trans>
          Already have an account?{' '}
          <Anchor component={Link} to={paths.login} state={from ? { from } : undefined} fw={600}>
            Log in
          </Anchor>
        </Trans>
      }
    >
      <form
        ref={formElement}
        noValidate
        onSubmit={signupValidation.onSubmit(form, register, () =>
          notify.error(authMessages.signupUnreachable, toastFlows.signup),
        )}
        onFocusCapture={signupValidation.prefetch}
      >
        <HydratedFieldset>
          <Stack gap="md">
            <TextInput label={t`Username`} autoComplete="username" {...form.getInputProps('username')} />
            <TextInput
              label={t`Email`}
              type="email"
              autoComplete="email"
              {...form.getInputProps('emailId')}
            />
            <TextInput
              label={t`Date of Birth`}
              type="date"
              autoComplete="bday"
              max={new Date().toISOString().slice(0, 10)}
              {...form.getInputProps('dateOfBirth')}
            />
            {childBirthDate(form.values.dateOfBirth) ? (
              <TextInput
                label={t`Parent's or guardian's email`}
                type="email"
                autoComplete="off"
                description={t`Under 18: we ask them for consent before your account opens.`}
                {...form.getInputProps('parentEmail')}
              />
            ) : null}
            <PasswordField
              label={t`Password`}
              autoComplete="new-password"
              {...form.getInputProps('password')}
            />
            <PasswordField
              label={t`Confirm Password`}
              autoComplete="new-password"
              {...form.getInputProps('confirmPassword')}
            />
            {refusedUntil ? (
              <Alert color="red" variant="light" role="alert" title={t`Not signed up yet`}>
                {/* The time replaces the message's own 'try again later'. */}
                {withoutTryLater(show(refusedUntil.message))}{' '}
                {show(limitMessages.tryAgainAt(formatClockTime(refusedUntil.retryAt)))}
              </Alert>
            ) : null}
            <Button type="submit" fullWidth disabled={busy}>
              {busy ? <Trans>Signing Up...</Trans> : <Trans>Sign Up</Trans>}
            </Button>
            {working ? (
              <Text size="sm" c="dimmed" ta="center" role="status">
                {show(limitMessages.signupWorking)}
              </Text>
            ) : null}
          </Stack>
        </HydratedFieldset>
      </form>
    </AuthCard>
  )
}
