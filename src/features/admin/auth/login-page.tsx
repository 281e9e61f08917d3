import { Anchor, Button, Group, Stack, TextInput } from '@mantine/core'
import { useForm } from '@mantine/form'
import { useDispatch } from 'react-redux'
import { Link, Navigate, useNavigate } from 'react-router-dom'
import type { z } from 'zod'
import { PasswordField } from '../../../components/password-field'
import { adminLoginSchema, adminMessages } from '../../../contract/admin'
import { paths } from '../../../lib/paths'
import { zodValidate } from '../../../lib/zod-form'
import { adminApi, useAdminLoginMutation } from '../admin-api'
import { adminFailureMessage } from '../admin-errors'
import { adminToast } from '../admin-notify'
import { storeAdminSession, useAdminSession } from '../admin-session'
import { AdminAuthCard } from './admin-auth-card'

type LoginForm = z.input<typeof adminLoginSchema>

export default function AdminLoginPage() {
  const { token } = useAdminSession()
  const [login, { isLoading }] = useAdminLoginMutation()
  const dispatch = useDispatch()
  const navigate = useNavigate()
  const form = useForm<LoginForm>({
    initialValues: { email: '', password: '' },
    validate: zodValidate<LoginForm>(adminLoginSchema),
  })

  async function signIn(values: LoginForm) {
    try {
      const body = await login(values).unwrap()
      // Nothing cached for an earlier administrator may show to this one.
      dispatch(adminApi.util.resetApiState())
      storeAdminSession(body)
      adminToast.success(adminMessages.loginSuccess, 'flow-admin-login')
      navigate(paths.admin.dashboard, { replace: true })
    } catch (error) {
      adminToast.error(adminFailureMessage(error), 'flow-admin-login')
    }
  }

  if (token && !isLoading) return <Navigate to={paths.admin.dashboard} replace />

  return (
    <AdminAuthCard title="Admin Login" subtitle="Sign in to manage the site">
      <form noValidate onSubmit={form.onSubmit(signIn)}>
        <Stack gap="md">
          <TextInput
            label="Email"
            type="email"
            autoComplete="username"
            withAsterisk
            {...form.getInputProps('email')}
          />
          <PasswordField
            label="Password"
            autoComplete="current-password"
            withAsterisk
            {...form.getInputProps('password')}
          />
          <Group justify="flex-end" mt={-6}>
            <Anchor component={Link} to={paths.admin.forgotPassword} size="sm">
              Forgot password?
            </Anchor>
          </Group>
          <Button type="submit" fullWidth disabled={isLoading}>
            {isLoading ? 'Signing in...' : 'Sign In'}
          </Button>
        </Stack>
      </form>
    </AdminAuthCard>
  )
}
