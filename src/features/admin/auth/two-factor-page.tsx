import { Text } from '@mantine/core'
import { useNavigate } from 'react-router-dom'
import { paths } from '../../../../contract/paths'
import { TwoFactorSetup } from '../two-factor/two-factor-setup'
import { AdminAuthCard } from './admin-auth-card'

/** Where an administrator goes first when the site requires two-factor (ADMIN_2FA=required) and theirs is off. */
export default function AdminTwoFactorPage() {
  const navigate = useNavigate()
  return (
    <AdminAuthCard
      title="Turn on two-factor authentication"
      subtitle="Required for administrators of this site"
    >
      <Text size="sm" mb="md">
        Before you can manage the site, protect your account with a code from an authenticator app.
      </Text>
      <TwoFactorSetup onEnabled={() => navigate(paths.admin.dashboard, { replace: true })} />
    </AdminAuthCard>
  )
}
