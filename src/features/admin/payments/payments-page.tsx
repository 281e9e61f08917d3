import { Trans, useLingui } from '@lingui/react/macro'
import {
  ActionIcon,
  Badge,
  Button,
  Code,
  Group,
  Menu,
  NativeSelect,
  Paper,
  Stack,
  Text,
  TextInput,
} from '@mantine/core'
import { useDebouncedValue } from '@mantine/hooks'
import { useState } from 'react'
import { adminMessages } from '../../../../contract/admin'
import type { AdminTransaction } from '../../../../contract/admin-marketplace'
import { formatRupees } from '../../../../contract/money'
import { refundMessages } from '../../../../contract/refunds'
import { TrashIcon } from '../../../components/icons'
import { useLabel } from '../../../lib/use-label'
import { MoreIcon } from '../components/admin-icons'
import { AdminPage } from '../components/admin-page'
import { type Column, DataTable } from '../components/data-table'
import { EmailText } from '../components/email-text'
import { SEARCH_DEBOUNCE_MS, useAdminDates } from '../components/format'
import { useConfirmDelete } from '../components/use-confirm-delete'
import { useCursorPagination, usePageCursor } from '../components/use-cursor-pagination'
import { useFailureToast } from '../components/use-failure-toast'
import { Auctions } from './auctions'
import { OrphanPayments } from './orphan-payments'
import {
  type StatusFilter,
  type TransactionsFilter,
  useDeleteAdminTransactionMutation,
  useGetAdminTransactionsQuery,
  useLazyGetAdminTransactionsQuery,
  useRefundAdminTransactionMutation,
} from './payments-api'
import { RefundDialog } from './refund-dialog'
import { SubscriptionCharges } from './subscription-charges'

/** A paid purchase with no refund made or under way: 'Refund' is offered (again after a failed one). */
const refundable = (transaction: AdminTransaction) =>
  transaction.amount > 0 &&
  transaction.paymentId !== 'free' &&
  (transaction.refundStatus === null || transaction.refundStatus === 'failed')

/** The refund's state beside the used/unused badge. */
function RefundBadge({ transaction }: { transaction: AdminTransaction }) {
  if (transaction.refundedAt || transaction.refundStatus === 'processed')
    return (
      <Badge variant="filled" color="orange">
        <Trans>Refunded</Trans>
      </Badge>
    )
  if (transaction.refundStatus === 'pending')
    return (
      <Badge variant="light" color="orange">
        <Trans>Refund pending</Trans>
      </Badge>
    )
  if (transaction.refundStatus === 'failed')
    return (
      <Badge variant="light" color="red">
        <Trans>Refund failed</Trans>
      </Badge>
    )
  return null
}

const mono = (value: string) => (
  <Code fz="xs" style={{ whiteSpace: 'nowrap' }}>
    {value}
  </Code>
)

export default function AdminPaymentsPage() {
  const { t } = useLingui()
  const show = useLabel()
  const { dateTime } = useAdminDates()
  const statusOptions = [
    { value: 'all', label: t`All` },
    { value: 'used', label: t`Used` },
    { value: 'unused', label: t`Unused` },
  ]
  const [search, setSearch] = useState('')
  const [status, setStatus] = useState<StatusFilter>('all')
  // The server filters and pages; the search is sent once typing pauses.
  const [typed] = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS)
  const filter: TransactionsFilter = { q: typed, status }
  const cursor = usePageCursor(`${typed}|${status}`)
  const transactions = useGetAdminTransactionsQuery(
    { ...filter, ...cursor.args },
    { refetchOnMountOrArgChange: true },
  )
  const [fetchTransactions] = useLazyGetAdminTransactionsQuery()
  const pagination = useCursorPagination(cursor, transactions, (args) =>
    fetchTransactions({ ...filter, ...args }, true).unwrap(),
  )
  const [deleteTransaction] = useDeleteAdminTransactionMutation()
  const remove = useConfirmDelete((id) => deleteTransaction(id).unwrap(), {
    success: adminMessages.transactionDeleted,
    failure: adminMessages.deleteTransactionFailed,
  })
  useFailureToast(transactions.isError, adminMessages.fetchTransactionsFailed)
  const [refunding, setRefunding] = useState<AdminTransaction | null>(null)
  const [refundTransaction, refundingNow] = useRefundAdminTransactionMutation()

  const columns: Column<AdminTransaction>[] = [
    { key: 'card', header: t`Card ID`, cell: (transaction) => mono(transaction.cardId) },
    {
      key: 'creator',
      header: t`Creator`,
      width: 170,
      wrap: true,
      cell: (transaction) => <EmailText email={transaction.streamerEmailId} />,
    },
    {
      key: 'user',
      header: t`User`,
      width: 170,
      wrap: true,
      cell: (transaction) => <EmailText email={transaction.userEmailId} />,
    },
    {
      key: 'title',
      header: t`Card Title`,
      width: 150,
      wrap: true,
      cell: (transaction) => (
        <Text size="sm" fw={600}>
          {transaction.title}
        </Text>
      ),
    },
    {
      key: 'amount',
      header: t`Amount`,
      width: 110,
      align: 'right',
      cell: (transaction) =>
        transaction.paymentId === 'free' || transaction.amount === 0 ? (
          <Text size="sm" c="dimmed">
            <Trans>Free</Trans>
          </Text>
        ) : (
          <Text size="sm" fw={600} style={{ fontVariantNumeric: 'tabular-nums' }}>
            {formatRupees(transaction.amount, { alwaysPaise: true })}
          </Text>
        ),
    },
    {
      key: 'status',
      header: t`Status`,
      width: 130,
      cell: (transaction) => (
        <Stack gap={4} align="flex-start">
          {transaction.isUsed ? (
            <Badge variant="light" color="gray">
              <Trans>used</Trans>
            </Badge>
          ) : (
            <Badge variant="light" color="teal">
              <Trans>unused</Trans>
            </Badge>
          )}
          <RefundBadge transaction={transaction} />
        </Stack>
      ),
    },
    {
      key: 'date',
      header: t`Purchase Date`,
      width: 170,
      cell: (transaction) => dateTime(transaction.purchaseDate),
    },
    { key: 'payment', header: t`Payment ID`, cell: (transaction) => mono(transaction.paymentId) },
    { key: 'order', header: t`Order ID`, cell: (transaction) => mono(transaction.orderId) },
    {
      key: 'description',
      header: t`Description`,
      width: 200,
      wrap: true,
      cell: (transaction) => (
        <Text size="sm" lineClamp={2} title={transaction.description}>
          {transaction.description || '—'}
        </Text>
      ),
    },
    {
      key: 'actions',
      header: t`Actions`,
      width: 140,
      sticky: true,
      cell: (transaction) => (
        <Group gap={6} wrap="nowrap" justify="space-between">
          {refundable(transaction) ? (
            <Button
              size="xs"
              variant="light"
              color="orange"
              aria-label={t`Refund transaction ${transaction.title}`}
              onClick={() => setRefunding(transaction)}
            >
              <Trans>Refund</Trans>
            </Button>
          ) : (
            <span />
          )}
          {/* Delete hides the record (it refunds nobody): kept in a menu, a click away from Refund. */}
          <Menu position="bottom-end" withinPortal shadow="md">
            <Menu.Target>
              <ActionIcon
                variant="subtle"
                color="gray"
                aria-label={t`More actions for transaction ${transaction.title}`}
              >
                <MoreIcon size={18} />
              </ActionIcon>
            </Menu.Target>
            <Menu.Dropdown>
              <Menu.Item
                color="red"
                leftSection={<TrashIcon size={16} />}
                aria-label={t`Delete transaction ${transaction.title}`}
                onClick={() =>
                  remove.ask(
                    transaction._id,
                    t`the purchase of "${transaction.title}" by ${transaction.userEmailId}`,
                  )
                }
              >
                <Trans>Delete</Trans>
              </Menu.Item>
            </Menu.Dropdown>
          </Menu>
        </Group>
      ),
    },
  ]

  return (
    <AdminPage title={t`Payment Management`} description={t`Card purchases, free and paid`}>
      <OrphanPayments />
      <Paper withBorder radius="md" p="md">
        <Group gap="md" wrap="wrap" align="flex-end">
          <TextInput
            label={t`Search by user email or card title`}
            type="search"
            placeholder={t`Email or title`}
            value={search}
            onChange={(event) => setSearch(event.currentTarget.value)}
            w={{ base: '100%', sm: 320 }}
          />
          <NativeSelect
            label={t`Status`}
            data={statusOptions}
            value={status}
            onChange={(event) => setStatus(event.currentTarget.value as StatusFilter)}
            w={160}
          />
        </Group>
      </Paper>
      <DataTable
        caption={t`Transactions`}
        columns={columns}
        rows={transactions.data?.transactions ?? []}
        pagination={pagination}
        rowKey={(transaction) => transaction._id}
        loading={transactions.isFetching}
        error={transactions.isError ? show(adminMessages.fetchTransactionsFailed) : null}
        emptyText={t`No transactions found`}
        minWidth={1200}
      />
      {remove.modal}
      <SubscriptionCharges />
      <Auctions />
      <RefundDialog
        target={
          refunding && {
            id: refunding._id,
            question: (
              <Trans>
                Refund <strong>{formatRupees(refunding.amount, { alwaysPaise: true })}</strong> for "
                {refunding.title}" to <EmailText email={refunding.userEmailId} />? The money goes back to the
                way they paid, the creator's share is taken back, and an unused card can no longer be used.
              </Trans>
            ),
          }
        }
        refund={(id, reason) => refundTransaction({ id, reason }).unwrap()}
        loading={refundingNow.isLoading}
        title={show(refundMessages.confirmTitle)}
        failedMessage={refundMessages.refundFailed}
        onClose={() => setRefunding(null)}
      />
    </AdminPage>
  )
}
