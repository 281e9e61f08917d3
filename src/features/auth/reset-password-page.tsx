import { Trans, useLingui } from '@lingui/react/macro'
import { Button, Stack } from '@mantine/core'
import { useForm } from '@mantine/form'
import { useEffect, useRef } from 'react'
import { Navigate, useLocation, useNavigate } from 'react-router'
import type { z } from 'zod'
import { resetPasswordFormSchema } from '../../../contract/auth'
import { resetMessages } from '../../../contract/messages'
import { passwordPolicyMessages } from '../../../contract/password-policy'
import { paths } from '../../../contract/paths'
import { AuthCard } from '../../components/auth-card'
import { PasswordField } from '../../components/password-field'
import { describeFailure, serverMessage, text } from '../../lib/api-error'
import { contractText, sameMessage } from '../../lib/contract-text'
import { focusFirstError } from '../../lib/focus-first-error'
import { notify, toastFlows } from '../../lib/notify'
import { usePageTitle } from '../../lib/page-title'
import { zodValidate } from '../../lib/zod-form'
import { useResetPasswordMutation } from './auth-api'
import { verifiedEmailOf } from './reset-state'

type ResetPasswordForm = z.infer<typeof resetPasswordFormSchema>

/** The server's refusals of the new password itself (in whichever language it said them). */
const passwordRefusals = [passwordPolicyMessages.tooCommon, passwordPolicyMessages.userTooShort]
const refusesPassword = (message: string) => passwordRefusals.some((english) => sameMessage(message, english))

export default function ResetPasswordPage() {
  const { t } = useLingui()
  usePageTitle(t`Reset Password`)
  const email = verifiedEmailOf(useLocation().state)
  const navigate = useNavigate()
  const [resetPassword, { isLoading }] = useResetPasswordMutation()
  const form = useForm<ResetPasswordForm>({
    initialValues: { password: '', confirmPassword: '' },
    validate: zodValidate<ResetPasswordForm>(resetPasswordFormSchema),
  })
  const formElement = useRef<HTMLFormElement>(null)

  useEffect(() => {
    if (!email) notify.error(resetMessages.verifyFirst, 'verify-otp-first')
  }, [email])

  if (!email) return <Navigate to={paths.forgotPassword} replace />

  async function reset({ password }: ResetPasswordForm) {
    if (!email) return
    try {
      const body = await resetPassword({ email, password }).unwrap()
      if (body.success) {
        notify.success(resetMessages.resetSuccess, toastFlows.resetPassword)
        navigate(paths.login)
      } else {
        notify.error(text(body.message) ?? resetMessages.failedToReset, toastFlows.resetPassword)
      }
    } catch (error) {
      const message = serverMessage(describeFailure(error))
      notify.error(message ?? resetMessages.genericError, toastFlows.resetPassword)
      // The server checks the password against the common-password dictionary, which the page does
      // not load: its refusal belongs under the field.
      if (message && refusesPassword(message)) {
        const said = contractText(message)
        form.setFieldError('password', said)
        focusFirstError(formElement.current, { password: said })
      }
      // The reset grant (the cookie verify-otp set in this browser) is missing, used or too old:
      // a new code is the way on.
      if (sameMessage(message, resetMessages.verifyFirst)) navigate(paths.forgotPassword, { replace: true })
    }
  }

  return (
    <AuthCard title={t`Reset Password`} subtitle={t`Choose a new password for your account`}>
      <form ref={formElement} noValidate onSubmit={form.onSubmit(reset)}>
        <Stack gap="md">
          <PasswordField
            label={t`New Password`}
            autoComplete="new-password"
            {...form.getInputProps('password')}
          />
          <PasswordField
            label={t`Confirm Password`}
            autoComplete="new-password"
            {...form.getInputProps('confirmPassword')}
          />
          <Button type="submit" fullWidth disabled={isLoading}>
            <Trans>Reset Password</Trans>
          </Button>
        </Stack>
      </form>
    </AuthCard>
  )
}
