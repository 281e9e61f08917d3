import { Trans, useLingui } from '@lingui/react/macro'
import { Anchor, Button, Group, Stack, Text, TextInput } from '@mantine/core'
import { useForm } from '@mantine/form'
import { useState } from 'react'
import { useDispatch } from 'react-redux'
import { Link, Navigate, useNavigate } from 'react-router'
import type { z } from 'zod'
import { adminMessages } from '../../../../contract/admin'
import { adminLoginSchema } from '../../../../contract/admin-auth'
import { paths } from '../../../../contract/paths'
import { PasswordField } from '../../../components/password-field'
import { describeFailure } from '../../../lib/api-error'
import { zodValidate } from '../../../lib/zod-form'
import { adminApi, useAdminLoginMutation } from '../admin-api'
import { adminFailureMessage } from '../admin-errors'
import { adminToast } from '../admin-notify'
import { storeAdminSession, useAdminSession } from '../admin-session'
import { CodeField } from '../two-factor/code-field'
import { AdminAuthCard } from './admin-auth-card'

type LoginForm = z.input<typeof adminLoginSchema>

/**
 * The login's 401 when the password was right and two-factor is on, and its 429 when the account or
 * this network is locked after wrong passwords (the right password with a code still signs in): the
 * form asks for a code. 'locked' when it is the lock, whose message is shown under the code field.
 */
function askedForCode(error: unknown): 'asked' | 'locked' | undefined {
  const failure = describeFailure(error)
  if (failure.kind !== 'http' || failure.body.twoFactorRequired !== true) return undefined
  if (failure.status === 401) return 'asked'
  return failure.status === 429 ? 'locked' : undefined
}

export default function AdminLoginPage() {
  const { t } = useLingui()
  const { token } = useAdminSession()
  const [login, { isLoading }] = useAdminLoginMutation()
  const [needsCode, setNeedsCode] = useState(false)
  // Asked for a code by a lock, which every address gets alike: two-factor may or may not be on.
  const [lockedOut, setLockedOut] = useState(false)
  const dispatch = useDispatch()
  const navigate = useNavigate()
  const form = useForm<LoginForm>({
    initialValues: { email: '', password: '', code: '' },
    // The code is checked only once the server has asked for it.
    validate: (values) => zodValidate<LoginForm>(adminLoginSchema)(withoutUnaskedCode(values)),
  })

  function withoutUnaskedCode(values: LoginForm): LoginForm {
    return needsCode ? values : { email: values.email, password: values.password }
  }

  async function signIn(values: LoginForm) {
    try {
      const body = await login(withoutUnaskedCode(values)).unwrap()
      // Nothing cached for an earlier administrator may show to this one.
      dispatch(adminApi.util.resetApiState())
      storeAdminSession(body)
      adminToast.success(adminMessages.loginSuccess, 'flow-admin-login')
      navigate(body.twoFactorSetupRequired ? paths.admin.twoFactor : paths.admin.dashboard, { replace: true })
    } catch (error) {
      const asked = askedForCode(error)
      if (asked) {
        // The first time is a question, not a failure; after that the code was wrong. A lock says so.
        form.setFieldValue('code', '')
        if (needsCode || asked === 'locked') form.setFieldError('code', adminFailureMessage(error))
        setNeedsCode(true)
        setLockedOut(asked === 'locked')
        return
      }
      adminToast.error(adminFailureMessage(error), 'flow-admin-login')
    }
  }

  if (token && !isLoading) return <Navigate to={paths.admin.dashboard} replace />

  return (
    <AdminAuthCard title={t`Admin Login`} subtitle={t`Sign in to manage the site`}>
      <form noValidate onSubmit={form.onSubmit(signIn)}>
        <Stack gap="md">
          <TextInput
            label={t`Email`}
            type="email"
            autoComplete="username"
            withAsterisk
            readOnly={needsCode}
            {...form.getInputProps('email')}
          />
          <PasswordField
            label={t`Password`}
            autoComplete="current-password"
            withAsterisk
            readOnly={needsCode}
            {...form.getInputProps('password')}
          />
          {needsCode && (
            <>
              <Text size="sm" role="status">
                {lockedOut
                  ? t`If two-factor authentication is on for this account, enter a code from your app or a recovery code; otherwise use Forgot password.`
                  : t`Two-factor authentication is on for this account.`}
              </Text>
              {/* The one field left to fill, shown once the password was accepted. */}
              <CodeField autoFocus orRecoveryCode {...form.getInputProps('code')} />
            </>
          )}
          <Group justify="flex-end" mt={-6}>
            <Anchor component={Link} to={paths.admin.forgotPassword} size="sm">
              <Trans>Forgot password?</Trans>
            </Anchor>
          </Group>
          <Button type="submit" fullWidth disabled={isLoading}>
            {isLoading ? t`Signing in...` : needsCode ? t`Verify` : t`Sign In`}
          </Button>
        </Stack>
      </form>
    </AdminAuthCard>
  )
}
