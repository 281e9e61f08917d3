import { adminMessages } from '../../../../contract/admin'
import type { AdminActivityLogEntry } from '../../../../contract/admin-auth'
import { type Column, DataTable } from '../components/data-table'
import { formatDateTime } from '../components/format'

const columns: Column<AdminActivityLogEntry>[] = [
  { key: 'action', header: 'Action', wrap: true, cell: (entry) => entry.action },
  { key: 'date', header: 'Date', width: 200, cell: (entry) => formatDateTime(entry.date) },
  { key: 'ip', header: 'IP Address', width: 180, cell: (entry) => entry.ip ?? '—' },
]

/** What this administrator did, newest first, with where from. */
export function ActivityLogTab({
  entries,
  loading,
  failed,
}: {
  entries: AdminActivityLogEntry[]
  loading: boolean
  failed: boolean
}) {
  return (
    <DataTable
      caption="Activity Log"
      columns={columns}
      rows={entries}
      rowKey={(entry) => entry.id}
      loading={loading}
      error={failed ? adminMessages.fetchProfileFailed : null}
      emptyText="No activity yet"
      minWidth={560}
    />
  )
}
