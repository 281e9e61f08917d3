import { Alert, Badge, SimpleGrid, Title } from '@mantine/core'
import { adminMessages } from '../../../../contract/admin'
import type { ActivityItem, ActivityType } from '../../../../contract/admin-dashboard'
import { CardsIcon, UsersIcon } from '../../../components/icons'
import {
  useGetDashboardActivityQuery,
  useGetDashboardStatsQuery,
  useGetDashboardWarningsQuery,
} from '../admin-api'
import { ShieldIcon, StreamIcon } from '../components/admin-icons'
import { AdminPage } from '../components/admin-page'
import { type Column, DataTable } from '../components/data-table'
import { formatDateTime } from '../components/format'
import { StatTile } from '../components/stat-tile'
import { useFailureToast } from '../components/use-failure-toast'

/** The Total Admin tile is fixed at 1. */
const TOTAL_ADMIN = 1

const actionLabels: Record<ActivityType, { label: string; color: string }> = {
  signup: { label: 'Sign up', color: 'blue' },
  card_created: { label: 'Card created', color: 'grape' },
  purchase: { label: 'Purchase', color: 'teal' },
  card_used: { label: 'Card used', color: 'orange' },
  admin: { label: 'Admin', color: 'gray' },
}

const columns: Column<ActivityItem>[] = [
  { key: 'date', header: 'Date', cell: (item) => formatDateTime(item.timestamp), width: 190 },
  { key: 'user', header: 'User', cell: (item) => item.user.name, width: 200 },
  {
    key: 'action',
    header: 'Action',
    width: 150,
    cell: (item) => {
      const action = actionLabels[item.type] ?? { label: item.type, color: 'gray' }
      return (
        <Badge variant="light" color={action.color}>
          {action.label}
        </Badge>
      )
    },
  },
  { key: 'details', header: 'Details', wrap: true, cell: (item) => item.description },
]

export default function AdminDashboardPage() {
  const stats = useGetDashboardStatsQuery(undefined, { refetchOnMountOrArgChange: true })
  const activity = useGetDashboardActivityQuery(undefined, { refetchOnMountOrArgChange: true })
  const warnings = useGetDashboardWarningsQuery()
  const failed = stats.isError || activity.isError
  useFailureToast(failed, adminMessages.dashboardLoadFailed)

  return (
    <AdminPage title="Dashboard" description="The site at a glance">
      {warnings.data?.warnings.map((warning) => (
        <Alert key={warning.code} color="yellow" variant="light" title="Warning" role="alert">
          {warning.message}
        </Alert>
      ))}
      {failed ? (
        <Alert color="red" variant="light">
          {adminMessages.dashboardLoadFailed}
        </Alert>
      ) : null}
      <SimpleGrid cols={{ base: 1, xs: 2, lg: 4 }} spacing="md">
        <StatTile
          label="Total Users"
          value={stats.data?.totalUsers ?? 0}
          icon={<UsersIcon />}
          loading={stats.isLoading}
        />
        <StatTile
          label="Total Streamers"
          value={stats.data?.totalStreamers ?? 0}
          icon={<StreamIcon />}
          color="grape"
          loading={stats.isLoading}
        />
        <StatTile
          label="Total Cards"
          value={stats.data?.totalCards ?? 0}
          icon={<CardsIcon />}
          color="teal"
          loading={stats.isLoading}
        />
        <StatTile label="Total Admin" value={TOTAL_ADMIN} icon={<ShieldIcon />} color="orange" />
      </SimpleGrid>
      <Title order={2} fz="lg">
        Recent Activity
      </Title>
      <DataTable
        caption="Recent Activity"
        columns={columns}
        rows={activity.data ?? []}
        rowKey={(item, index) => `${index}|${item.timestamp}|${item.description}`}
        loading={activity.isLoading}
        error={activity.isError ? adminMessages.dashboardLoadFailed : null}
        emptyText="No recent activity"
      />
    </AdminPage>
  )
}
