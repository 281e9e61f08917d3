// 'Invoices': the signed-in user's tax invoices and credit notes, newest first, each downloadable as a
// PDF. On Profile for everyone, and on Earnings for creators (their monthly commission invoices).
import { Badge, Button, Table, Text, VisuallyHidden } from '@mantine/core'
import { documentLabels, type Invoice, invoiceMessages, purposeLabels } from '../../contract/invoices'
import { formatRupees } from '../../contract/money'
import { Panel } from '../components/panel'
import { LoadError, LoadingNote } from '../components/query-state'
import { notify } from '../lib/notify'
import { sessionHeaders } from '../lib/session'
import { useDownload } from '../lib/use-download'
import { useGetInvoicesQuery } from './invoices-api'

export function InvoicesPanel() {
  const invoices = useGetInvoicesQuery(undefined, { refetchOnMountOrArgChange: true })
  return (
    <Panel title="Invoices">
      {invoices.isError && !invoices.data ? (
        <LoadError message={invoiceMessages.failed} onRetry={() => void invoices.refetch()} />
      ) : !invoices.data ? (
        <LoadingNote label={invoiceMessages.loading} />
      ) : invoices.data.invoices.length === 0 ? (
        <Text size="sm" c="dimmed">
          {invoiceMessages.empty}
        </Text>
      ) : (
        <InvoiceTable invoices={invoices.data.invoices} />
      )}
    </Panel>
  )
}

function InvoiceTable({ invoices }: { invoices: Invoice[] }) {
  const { busy, download: save } = useDownload((message) =>
    notify.error(message ?? invoiceMessages.downloadFailed),
  )
  const download = (invoice: Invoice) =>
    save(invoice.id, {
      url: `/auth/user/invoices/${encodeURIComponent(invoice.id)}.pdf`,
      headers: sessionHeaders(),
      fallbackName: `${invoice.serial.replaceAll('/', '-')}.pdf`,
    })
  return (
    <Table.ScrollContainer minWidth={560}>
      <Table fz="sm" verticalSpacing={6} aria-label="Invoices">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Serial</Table.Th>
            <Table.Th>Date</Table.Th>
            <Table.Th>For</Table.Th>
            <Table.Th ta="right">Total</Table.Th>
            <Table.Th>
              <VisuallyHidden>Download</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {invoices.map((invoice) => (
            <Table.Tr key={invoice.id}>
              <Table.Td ff="monospace">{invoice.serial}</Table.Td>
              <Table.Td>{invoice.date}</Table.Td>
              <Table.Td>
                {purposeLabels[invoice.purpose]}
                {invoice.document === 'credit_note' ? (
                  <Badge ml={6} size="sm" variant="light" color="orange">
                    {documentLabels.credit_note}
                  </Badge>
                ) : null}
              </Table.Td>
              <Table.Td ta="right">{formatRupees(invoice.total, { alwaysPaise: true })}</Table.Td>
              <Table.Td ta="right">
                <Button
                  size="xs"
                  variant="light"
                  loading={busy === invoice.id}
                  aria-label={`Download ${documentLabels[invoice.document].toLowerCase()} ${invoice.serial}`}
                  onClick={() => void download(invoice)}
                >
                  PDF
                </Button>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  )
}
