import { useLingui } from '@lingui/react/macro'
import { adminMessages } from '../../../../contract/admin'
import type { AdminActivityLogEntry } from '../../../../contract/admin-auth'
import { useLabel } from '../../../lib/use-label'
import { type Column, DataTable } from '../components/data-table'
import { useAdminDates } from '../components/format'

/** What this administrator did (the server's words), newest first, with where from. */
export function ActivityLogTab({
  entries,
  loading,
  failed,
}: {
  entries: AdminActivityLogEntry[]
  loading: boolean
  failed: boolean
}) {
  const { t } = useLingui()
  const show = useLabel()
  const { dateTime } = useAdminDates()
  const columns: Column<AdminActivityLogEntry>[] = [
    { key: 'action', header: t`Action`, wrap: true, cell: (entry) => entry.action },
    { key: 'date', header: t`Date`, width: 200, cell: (entry) => dateTime(entry.date) },
    { key: 'ip', header: t`IP Address`, width: 180, cell: (entry) => entry.ip ?? '—' },
  ]
  return (
    <DataTable
      caption={t`Activity Log`}
      columns={columns}
      rows={entries}
      rowKey={(entry) => entry.id}
      loading={loading}
      error={failed ? show(adminMessages.fetchProfileFailed) : null}
      emptyText={t`No activity yet`}
      minWidth={560}
    />
  )
}
