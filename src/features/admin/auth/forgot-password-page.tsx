import { Trans, useLingui } from '@lingui/react/macro'
import { Alert, Anchor, Button, Stack, Text, TextInput } from '@mantine/core'
import { useForm } from '@mantine/form'
import { useState } from 'react'
import { Link } from 'react-router'
import type { z } from 'zod'
import { adminMessages } from '../../../../contract/admin'
import { adminForgotPasswordSchema } from '../../../../contract/admin-auth'
import { paths } from '../../../../contract/paths'
import { zodValidate } from '../../../lib/zod-form'
import { useAdminForgotPasswordMutation } from '../admin-api'
import { adminToast } from '../admin-notify'
import { AdminAuthCard } from './admin-auth-card'

type ForgotForm = z.input<typeof adminForgotPasswordSchema>

const backToLogin = (
  <Anchor component={Link} to={paths.admin.login} fw={600}>
    <Trans>Back to Login</Trans>
  </Anchor>
)

export default function AdminForgotPasswordPage() {
  const { t } = useLingui()
  const [forgotPassword, { isLoading }] = useAdminForgotPasswordMutation()
  // Set once the request went out: the confirmation replaces the form.
  const [sentTo, setSentTo] = useState<string | null>(null)
  const form = useForm<ForgotForm>({
    initialValues: { email: '' },
    validate: zodValidate<ForgotForm>(adminForgotPasswordSchema),
  })

  async function send({ email }: ForgotForm) {
    try {
      await forgotPassword({ email }).unwrap()
      adminToast.success(adminMessages.resetInstructionsSent)
      setSentTo(email)
    } catch {
      adminToast.error(adminMessages.resetInstructionsFailed)
    }
  }

  if (sentTo) {
    return (
      <AdminAuthCard title={t`Check your email`} footer={backToLogin}>
        <Alert color="violet" variant="light">
          <Text size="sm">
            <Trans>
              If an account exists for <strong>{sentTo}</strong>, you will receive password reset instructions
              shortly. The link works once, for one hour.
            </Trans>
          </Text>
        </Alert>
      </AdminAuthCard>
    )
  }

  return (
    <AdminAuthCard
      title={t`Forgot Password`}
      subtitle={t`Enter your admin email and we will send you a link to reset your password`}
      footer={backToLogin}
    >
      <form noValidate onSubmit={form.onSubmit(send)}>
        <Stack gap="md">
          <TextInput
            label={t`Email`}
            type="email"
            autoComplete="username"
            withAsterisk
            {...form.getInputProps('email')}
          />
          <Button type="submit" fullWidth loading={isLoading}>
            <Trans>Send Reset Link</Trans>
          </Button>
        </Stack>
      </form>
    </AdminAuthCard>
  )
}
