import { Trans, useLingui } from '@lingui/react/macro'
import { Alert, Anchor, Button, Stack } from '@mantine/core'
import { useForm } from '@mantine/form'
import { Link, useNavigate, useSearchParams } from 'react-router'
import type { z } from 'zod'
import { adminMessages, adminServerMessages } from '../../../../contract/admin'
import { adminResetPasswordFormSchema } from '../../../../contract/admin-auth'
import { paths } from '../../../../contract/paths'
import { PasswordField } from '../../../components/password-field'
import { text } from '../../../lib/api-error'
import { useLabel } from '../../../lib/use-label'
import { zodValidate } from '../../../lib/zod-form'
import { useAdminResetPasswordMutation } from '../admin-api'
import { adminFailureMessage } from '../admin-errors'
import { adminToast } from '../admin-notify'
import { AdminAuthCard } from './admin-auth-card'

type ResetForm = z.input<typeof adminResetPasswordFormSchema>

export default function AdminResetPasswordPage() {
  const { t } = useLingui()
  const show = useLabel()
  const [params] = useSearchParams()
  const token = params.get('token')?.trim() ?? ''
  const [resetPassword, { isLoading }] = useAdminResetPasswordMutation()
  const navigate = useNavigate()
  const form = useForm<ResetForm>({
    initialValues: { newPassword: '', confirmPassword: '' },
    validate: zodValidate<ResetForm>(adminResetPasswordFormSchema),
  })

  async function reset({ newPassword }: ResetForm) {
    if (!token) return
    try {
      const body = await resetPassword({ token, newPassword }).unwrap()
      adminToast.success(text(body.message) ?? adminServerMessages.passwordReset)
      navigate(paths.admin.login, { replace: true })
    } catch (error) {
      adminToast.error(adminFailureMessage(error))
    }
  }

  return (
    <AdminAuthCard
      title={t`Reset Password`}
      subtitle={t`Choose a new password for your admin account`}
      footer={
        <Anchor component={Link} to={paths.admin.login} fw={600}>
          <Trans>Back to Login</Trans>
        </Anchor>
      }
    >
      <form noValidate onSubmit={form.onSubmit(reset)}>
        <Stack gap="md">
          {token ? null : (
            <Alert color="red" variant="light" role="alert">
              {show(adminMessages.invalidResetToken)}
            </Alert>
          )}
          <PasswordField
            label={t`New Password`}
            autoComplete="new-password"
            withAsterisk
            {...form.getInputProps('newPassword')}
          />
          <PasswordField
            label={t`Confirm Password`}
            autoComplete="new-password"
            withAsterisk
            {...form.getInputProps('confirmPassword')}
          />
          <Button type="submit" fullWidth disabled={!token} loading={isLoading}>
            <Trans>Reset Password</Trans>
          </Button>
        </Stack>
      </form>
    </AdminAuthCard>
  )
}
