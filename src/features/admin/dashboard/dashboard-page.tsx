import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { Alert, Badge, SimpleGrid, Title } from '@mantine/core'
import { adminMessages } from '../../../../contract/admin'
import type { ActivityItem, ActivityType } from '../../../../contract/admin-dashboard'
import { CardsIcon, UsersIcon } from '../../../components/icons'
import { useLabel } from '../../../lib/use-label'
import {
  useGetDashboardActivityQuery,
  useGetDashboardStatsQuery,
  useGetDashboardWarningsQuery,
} from '../admin-api'
import { ShieldIcon, StreamIcon } from '../components/admin-icons'
import { AdminPage } from '../components/admin-page'
import { type Column, DataTable } from '../components/data-table'
import { useAdminDates } from '../components/format'
import { StatTile } from '../components/stat-tile'
import { useFailureToast } from '../components/use-failure-toast'

/** The Total Admin tile is fixed at 1. */
const TOTAL_ADMIN = 1

const actionLabels: Record<ActivityType, { label: MessageDescriptor; color: string }> = {
  signup: { label: msg`Sign up`, color: 'blue' },
  card_created: { label: msg`Card created`, color: 'grape' },
  purchase: { label: msg`Purchase`, color: 'teal' },
  card_used: { label: msg`Card used`, color: 'orange' },
  admin: { label: msg`Admin`, color: 'gray' },
}

export default function AdminDashboardPage() {
  const { t, i18n } = useLingui()
  const show = useLabel()
  const { dateTime } = useAdminDates()
  const stats = useGetDashboardStatsQuery(undefined, { refetchOnMountOrArgChange: true })
  const activity = useGetDashboardActivityQuery(undefined, { refetchOnMountOrArgChange: true })
  const warnings = useGetDashboardWarningsQuery()
  const failed = stats.isError || activity.isError
  useFailureToast(failed, adminMessages.dashboardLoadFailed)

  // The activity's details are the server's words about its data (names, card titles).
  const columns: Column<ActivityItem>[] = [
    { key: 'date', header: t`Date`, cell: (item) => dateTime(item.timestamp), width: 190 },
    { key: 'user', header: t`User`, cell: (item) => item.user.name, width: 200 },
    {
      key: 'action',
      header: t`Action`,
      width: 150,
      cell: (item) => {
        const action = actionLabels[item.type]
        return (
          <Badge variant="light" color={action?.color ?? 'gray'}>
            {action ? i18n._(action.label) : item.type}
          </Badge>
        )
      },
    },
    { key: 'details', header: t`Details`, wrap: true, cell: (item) => item.description },
  ]

  return (
    <AdminPage title={t`Dashboard`} description={t`The site at a glance`}>
      {/* The contract's words (adminMessages): the server translates a reply's own message, not a list's. */}
      {warnings.data?.warnings.map((warning) => (
        <Alert key={warning.code} color="yellow" variant="light" title={t`Warning`} role="alert">
          {show(warning.message)}
        </Alert>
      ))}
      {failed ? (
        <Alert color="red" variant="light">
          {show(adminMessages.dashboardLoadFailed)}
        </Alert>
      ) : null}
      <SimpleGrid cols={{ base: 1, xs: 2, lg: 4 }} spacing="md">
        <StatTile
          label={t`Total Users`}
          value={stats.data?.totalUsers ?? 0}
          icon={<UsersIcon />}
          loading={stats.isLoading}
        />
        <StatTile
          label={t`Total Streamers`}
          value={stats.data?.totalStreamers ?? 0}
          icon={<StreamIcon />}
          color="grape"
          loading={stats.isLoading}
        />
        <StatTile
          label={t`Total Cards`}
          value={stats.data?.totalCards ?? 0}
          icon={<CardsIcon />}
          color="teal"
          loading={stats.isLoading}
        />
        <StatTile label={t`Total Admin`} value={TOTAL_ADMIN} icon={<ShieldIcon />} color="orange" />
      </SimpleGrid>
      <Title order={2} fz="lg">
        <Trans>Recent Activity</Trans>
      </Title>
      <DataTable
        caption={t`Recent Activity`}
        columns={columns}
        rows={activity.data ?? []}
        rowKey={(item, index) => `${index}|${item.timestamp}|${item.description}`}
        loading={activity.isLoading}
        error={activity.isError ? show(adminMessages.dashboardLoadFailed) : null}
        emptyText={t`No recent activity`}
      />
    </AdminPage>
  )
}
