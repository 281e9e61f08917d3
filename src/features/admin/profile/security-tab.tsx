import { Trans, useLingui } from '@lingui/react/macro'
import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core'
import { useForm } from '@mantine/form'
import type { z } from 'zod'
import { adminMessages } from '../../../../contract/admin'
import { adminChangePasswordFormSchema } from '../../../../contract/admin-auth'
import { ADMIN_PASSWORD_MIN_LENGTH } from '../../../../contract/fields'
import { translateMessage } from '../../../../contract/translate'
import { PasswordField } from '../../../components/password-field'
import { focusFirstInvalid } from '../../../lib/focus-first-error'
import { currentLocale } from '../../../lib/i18n'
import { zodValidate } from '../../../lib/zod-form'
import { adminServerError } from '../admin-errors'
import { adminToast } from '../admin-notify'
import { useChangeAdminPasswordMutation } from './profile-api'

type PasswordForm = z.input<typeof adminChangePasswordFormSchema>

/** Change password: current, new and confirmation all required; the new ones must match. */
export function SecurityTab() {
  const { t } = useLingui()
  const [changePassword, { isLoading }] = useChangeAdminPasswordMutation()
  const form = useForm<PasswordForm>({
    initialValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
    validate: (values) => {
      const errors = zodValidate<PasswordForm>(adminChangePasswordFormSchema)(values)
      // The schema compares only once every field is valid; say a mismatch at once.
      if (
        !errors.confirmPassword &&
        values.confirmPassword &&
        values.confirmPassword !== values.newPassword
      ) {
        errors.confirmPassword = translateMessage(adminMessages.newPasswordsMismatch, currentLocale())
      }
      return errors
    },
  })

  async function save({ currentPassword, newPassword }: PasswordForm) {
    try {
      await changePassword({ currentPassword, newPassword }).unwrap()
      adminToast.success(adminMessages.passwordUpdated)
      form.reset()
    } catch (error) {
      adminToast.error(adminMessages.updatePasswordFailed)
      const reason = adminServerError(error)
      if (reason) form.setFieldError('currentPassword', reason)
    }
  }

  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }} maw={560}>
      <Title order={2} fz="lg">
        <Trans>Change Password</Trans>
      </Title>
      <Text size="sm" c="dimmed" mb="lg">
        <Trans>
          At least {ADMIN_PASSWORD_MIN_LENGTH} characters and hard to guess: not the site's name or your
          address. Use a password you do not use anywhere else.
        </Trans>
      </Text>
      <form noValidate onSubmit={form.onSubmit(save, focusFirstInvalid)}>
        <Stack gap="md">
          <PasswordField
            label={t`Current Password`}
            autoComplete="current-password"
            withAsterisk
            {...form.getInputProps('currentPassword')}
          />
          <PasswordField
            label={t`New Password`}
            autoComplete="new-password"
            withAsterisk
            {...form.getInputProps('newPassword')}
          />
          <PasswordField
            label={t`Confirm New Password`}
            autoComplete="new-password"
            withAsterisk
            {...form.getInputProps('confirmPassword')}
          />
          <Group justify="flex-end">
            <Button type="submit" loading={isLoading}>
              <Trans>Update Password</Trans>
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  )
}
