import { Trans, useLingui } from '@lingui/react/macro'
import { Stack, Tabs } from '@mantine/core'
import { adminMessages } from '../../../../contract/admin'
import { QueryState } from '../../../components/query-state'
import { useLabel } from '../../../lib/use-label'
import { AdminPage } from '../components/admin-page'
import { useFailureToast } from '../components/use-failure-toast'
import { TwoFactorPanel } from '../two-factor/two-factor-panel'
import { ActivityLogTab } from './activity-log-tab'
import { AdminSessionsPanel } from './admin-sessions-panel'
import { useGetAdminProfileQuery } from './profile-api'
import { ProfileInfoTab } from './profile-info-tab'
import { SecurityTab } from './security-tab'

export default function AdminProfilePage() {
  const { t } = useLingui()
  const show = useLabel()
  const profile = useGetAdminProfileQuery(undefined, { refetchOnMountOrArgChange: true })
  useFailureToast(profile.isError, adminMessages.fetchProfileFailed)

  return (
    <AdminPage title={t`Profile`} description={t`Your administrator account`}>
      <Tabs defaultValue="profile" keepMounted={false}>
        <Tabs.List mb="lg">
          <Tabs.Tab value="profile">
            <Trans>Profile Information</Trans>
          </Tabs.Tab>
          <Tabs.Tab value="security">
            <Trans>Security</Trans>
          </Tabs.Tab>
          <Tabs.Tab value="activity">
            <Trans>Activity Log</Trans>
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="profile">
          <QueryState
            query={profile}
            loading={t`Loading profile...`}
            error={show(adminMessages.fetchProfileFailed)}
          >
            {(data) => <ProfileInfoTab profile={data} />}
          </QueryState>
        </Tabs.Panel>
        <Tabs.Panel value="security">
          <Stack gap="lg" maw={560}>
            <SecurityTab />
            {profile.data && (
              <TwoFactorPanel
                enabled={profile.data.twoFactorEnabled}
                recoveryCodesLeft={profile.data.recoveryCodesLeft}
              />
            )}
            <AdminSessionsPanel />
          </Stack>
        </Tabs.Panel>
        <Tabs.Panel value="activity">
          <ActivityLogTab
            entries={profile.data?.activityLog ?? []}
            loading={profile.isLoading}
            failed={profile.isError}
          />
        </Tabs.Panel>
      </Tabs>
    </AdminPage>
  )
}
