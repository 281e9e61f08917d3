// 'Invoices': the signed-in user's tax invoices and credit notes, newest first, each downloadable as a
// PDF. On Profile for everyone, and on Earnings for creators (their monthly commission invoices). A
// table from the small breakpoint up; on a phone each invoice is a card of its own, its PDF button in
// reach, instead of a table scrolled sideways.
import { Trans, useLingui } from '@lingui/react/macro'
import { Badge, Box, Button, Group, Paper, Stack, Table, Text, VisuallyHidden } from '@mantine/core'
import type { ReactNode } from 'react'
import { documentLabels, type Invoice, invoiceMessages, purposeLabels } from '../../contract/invoices'
import { formatRupees } from '../../contract/money'
import { Panel } from '../components/panel'
import { LoadError, LoadingNote } from '../components/query-state'
import { notify } from '../lib/notify'
import { sessionHeaders } from '../lib/session'
import { useDates } from '../lib/use-dates'
import { useDownload } from '../lib/use-download'
import { useLabel } from '../lib/use-label'
import { useGetInvoicesQuery } from './invoices-api'

export function InvoicesPanel() {
  const { t } = useLingui()
  const show = useLabel()
  const invoices = useGetInvoicesQuery(undefined, { refetchOnMountOrArgChange: true })
  return (
    <Panel title={t`Invoices`}>
      {invoices.isError && !invoices.data ? (
        <LoadError message={show(invoiceMessages.failed)} onRetry={() => void invoices.refetch()} />
      ) : !invoices.data ? (
        <LoadingNote label={show(invoiceMessages.loading)} />
      ) : invoices.data.invoices.length === 0 ? (
        <Text size="sm" c="dimmed">
          {show(invoiceMessages.empty)}
        </Text>
      ) : (
        <InvoiceList invoices={invoices.data.invoices} />
      )}
    </Panel>
  )
}

function InvoiceList({ invoices }: { invoices: Invoice[] }) {
  const { t } = useLingui()
  const show = useLabel()
  const dates = useDates()
  const { busy, download: save } = useDownload((message) =>
    notify.error(message ?? show(invoiceMessages.downloadFailed)),
  )
  const download = (invoice: Invoice) =>
    save(invoice.id, {
      url: `/auth/user/invoices/${encodeURIComponent(invoice.id)}.pdf`,
      headers: sessionHeaders(),
      fallbackName: `${invoice.serial.replaceAll('/', '-')}.pdf`,
    })
  const pdfButton = (invoice: Invoice) => {
    const serial = invoice.serial
    return (
      <Button
        size="xs"
        variant="light"
        loading={busy === invoice.id}
        aria-label={
          invoice.document === 'credit_note'
            ? t`Download credit note ${serial}`
            : t`Download tax invoice ${serial}`
        }
        onClick={() => void download(invoice)}
      >
        {/* i18n-ignore: the file's format */}
        PDF
      </Button>
    )
  }
  return (
    <>
      <Box visibleFrom="sm">
        <InvoiceTable invoices={invoices} pdfButton={pdfButton} />
      </Box>
      <Stack
        component="ul"
        hiddenFrom="sm"
        gap="xs"
        p={0}
        m={0}
        style={{ listStyle: 'none' }}
        aria-label={t`Invoices`}
      >
        {invoices.map((invoice) => (
          <Paper component="li" key={invoice.id} withBorder radius="md" p="sm">
            <Group justify="space-between" wrap="nowrap" align="flex-start">
              <Stack gap={2} miw={0}>
                <Text ff="monospace" size="sm" style={{ overflowWrap: 'anywhere' }}>
                  {invoice.serial}
                </Text>
                <Text size="sm" c="dimmed">
                  {dates.day(invoice.date)} · {show(purposeLabels[invoice.purpose])}
                  {invoice.document === 'credit_note' ? (
                    <Badge ml={6} size="sm" variant="light" color="orange">
                      {show(documentLabels.credit_note)}
                    </Badge>
                  ) : null}
                </Text>
              </Stack>
              <Stack gap={4} align="flex-end" style={{ flex: 'none' }}>
                <Text fw={600}>{formatRupees(invoice.total, { alwaysPaise: true })}</Text>
                {pdfButton(invoice)}
              </Stack>
            </Group>
          </Paper>
        ))}
      </Stack>
    </>
  )
}

function InvoiceTable({
  invoices,
  pdfButton,
}: {
  invoices: Invoice[]
  pdfButton: (invoice: Invoice) => ReactNode
}) {
  const { t } = useLingui()
  const show = useLabel()
  const dates = useDates()
  return (
    <Table.ScrollContainer minWidth={560}>
      <Table fz="sm" verticalSpacing={6} aria-label={t`Invoices`}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>
              <Trans>Serial</Trans>
            </Table.Th>
            <Table.Th>
              <Trans>Date</Trans>
            </Table.Th>
            <Table.Th>
              <Trans>For</Trans>
            </Table.Th>
            <Table.Th ta="right">
              <Trans>Total</Trans>
            </Table.Th>
            <Table.Th>
              <VisuallyHidden>
                <Trans>Download</Trans>
              </VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {invoices.map((invoice) => (
            <Table.Tr key={invoice.id}>
              <Table.Td ff="monospace">{invoice.serial}</Table.Td>
              <Table.Td>{dates.day(invoice.date)}</Table.Td>
              <Table.Td>
                {show(purposeLabels[invoice.purpose])}
                {invoice.document === 'credit_note' ? (
                  <Badge ml={6} size="sm" variant="light" color="orange">
                    {show(documentLabels.credit_note)}
                  </Badge>
                ) : null}
              </Table.Td>
              <Table.Td ta="right">{formatRupees(invoice.total, { alwaysPaise: true })}</Table.Td>
              <Table.Td ta="right">{pdfButton(invoice)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  )
}
