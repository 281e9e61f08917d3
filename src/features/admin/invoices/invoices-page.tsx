// The admin's Invoices screen: every tax invoice and credit note Cardcast issued (docs/tax.md), found
// by serial, name or e-mail and filtered by document and purpose, paged by the server, and the same
// filter exported as CSV.
import { Trans, useLingui } from '@lingui/react/macro'
import { Badge, Button, Code, Group, NativeSelect, Paper, TextInput } from '@mantine/core'
import { useDebouncedValue } from '@mantine/hooks'
import { useState } from 'react'
import { documentLabels, type Invoice, invoiceMessages, purposeLabels } from '../../../../contract/invoices'
import { formatRupees } from '../../../../contract/money'
import { useDownload } from '../../../lib/use-download'
import { useLabel } from '../../../lib/use-label'
import { adminToast } from '../admin-notify'
import { adminSessionHeaders } from '../admin-session'
import { AdminPage } from '../components/admin-page'
import { type Column, DataTable } from '../components/data-table'
import { SEARCH_DEBOUNCE_MS, useAdminDates } from '../components/format'
import { useCursorPagination, usePageCursor } from '../components/use-cursor-pagination'
import { useFailureToast } from '../components/use-failure-toast'
import {
  type InvoicesFilter,
  invoiceParams,
  useGetAdminInvoicesQuery,
  useLazyGetAdminInvoicesQuery,
} from './invoices-api'
import { TdsReport } from './tds-report'

const money = (rupees: number) => formatRupees(rupees, { alwaysPaise: true })

export default function AdminInvoicesPage() {
  const { t } = useLingui()
  // The documents' and purposes' names are the contract's (the invoices themselves stay English).
  const show = useLabel()
  const { day } = useAdminDates()
  const documentOptions = [
    { value: '', label: t`All documents` },
    { value: 'invoice', label: show(documentLabels.invoice) },
    { value: 'credit_note', label: show(documentLabels.credit_note) },
  ]
  const purposeOptions = [
    { value: '', label: t`Everything` },
    ...Object.entries(purposeLabels).map(([value, label]) => ({ value, label: show(label) })),
  ]
  const columns: Column<Invoice>[] = [
    {
      key: 'serial',
      header: t`Serial`,
      cell: (invoice) => (
        <Code fz="xs" style={{ whiteSpace: 'nowrap' }}>
          {invoice.serial}
        </Code>
      ),
    },
    { key: 'date', header: t`Date`, width: 110, cell: (invoice) => day(invoice.date) },
    {
      key: 'document',
      header: t`Document`,
      width: 150,
      cell: (invoice) => (
        <Group gap={4}>
          {show(purposeLabels[invoice.purpose])}
          {invoice.document === 'credit_note' ? (
            <Badge size="sm" variant="light" color="orange">
              {show(documentLabels.credit_note)}
            </Badge>
          ) : null}
        </Group>
      ),
    },
    {
      key: 'recipient',
      header: t`Recipient`,
      width: 200,
      wrap: true,
      cell: (invoice) => `${invoice.recipient.name} · ${invoice.recipient.email}`,
    },
    { key: 'place', header: t`Place of supply`, width: 150, cell: (invoice) => invoice.placeOfSupply },
    { key: 'taxable', header: t`Taxable`, width: 110, cell: (invoice) => money(invoice.taxable) },
    {
      key: 'gst',
      // The tax's name, in Hindi too.
      header: 'GST',
      width: 100,
      cell: (invoice) => money(invoice.cgst + invoice.sgst + invoice.igst),
    },
    { key: 'total', header: t`Total`, width: 110, cell: (invoice) => money(invoice.total) },
  ]
  const [search, setSearch] = useState('')
  const [document, setDocument] = useState<InvoicesFilter['document']>('')
  const [purpose, setPurpose] = useState<InvoicesFilter['purpose']>('')
  const [typed] = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS)
  const filter: InvoicesFilter = { q: typed, document, purpose }
  const cursor = usePageCursor(`${typed}|${document}|${purpose}`)
  const invoices = useGetAdminInvoicesQuery(
    { ...filter, ...cursor.args },
    { refetchOnMountOrArgChange: true },
  )
  const [fetchInvoices] = useLazyGetAdminInvoicesQuery()
  const pagination = useCursorPagination(cursor, invoices, (args) =>
    fetchInvoices({ ...filter, ...args }, true).unwrap(),
  )
  useFailureToast(invoices.isError, invoiceMessages.failed)
  const { busy, download } = useDownload((message) =>
    adminToast.error(message ?? invoiceMessages.downloadFailed),
  )
  const exporting = busy !== null

  function exportCsv() {
    const query = new URLSearchParams(invoiceParams(filter)).toString()
    return download('csv', {
      url: `/auth/admin/invoices.csv${query ? `?${query}` : ''}`,
      headers: adminSessionHeaders(),
      fallbackName: 'invoices.csv',
    })
  }

  return (
    <AdminPage
      title={t`Invoices`}
      description={t`Tax invoices and credit notes: Creator Pro, subscriptions and monthly commission`}
      actions={
        <Button variant="light" loading={exporting} onClick={() => void exportCsv()}>
          <Trans>Export CSV</Trans>
        </Button>
      }
    >
      <Paper withBorder radius="md" p="md">
        <Group gap="md" wrap="wrap" align="flex-end">
          <TextInput
            label={t`Search by serial, name or email`}
            type="search"
            value={search}
            onChange={(event) => setSearch(event.currentTarget.value)}
            w={{ base: '100%', sm: 320 }}
          />
          <NativeSelect
            label={t`Document`}
            data={documentOptions}
            value={document}
            onChange={(event) => setDocument(event.currentTarget.value as InvoicesFilter['document'])}
            w={170}
          />
          <NativeSelect
            label={t`For`}
            data={purposeOptions}
            value={purpose}
            onChange={(event) => setPurpose(event.currentTarget.value as InvoicesFilter['purpose'])}
            w={170}
          />
        </Group>
      </Paper>
      <DataTable
        caption={t`Invoices`}
        columns={columns}
        rows={invoices.data?.invoices ?? []}
        pagination={pagination}
        rowKey={(invoice) => invoice.id}
        loading={invoices.isFetching}
        error={invoices.isError ? show(invoiceMessages.failed) : null}
        emptyText={t`No invoices found`}
        minWidth={1000}
      />
      <TdsReport />
    </AdminPage>
  )
}
