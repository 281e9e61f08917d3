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
import { MoreIcon } from '../components/admin-icons'
import { AdminPage } from '../components/admin-page'
import { type Column, DataTable } from '../components/data-table'
import { EmailText } from '../components/email-text'
import { formatDateTime, SEARCH_DEBOUNCE_MS } from '../components/format'
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

const statusOptions = [
  { value: 'all', label: 'All' },
  { value: 'used', label: 'Used' },
  { value: 'unused', label: 'Unused' },
]

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
        Refunded
      </Badge>
    )
  if (transaction.refundStatus === 'pending')
    return (
      <Badge variant="light" color="orange">
        Refund pending
      </Badge>
    )
  if (transaction.refundStatus === 'failed')
    return (
      <Badge variant="light" color="red">
        Refund failed
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
    { key: 'card', header: 'Card ID', cell: (transaction) => mono(transaction.cardId) },
    {
      key: 'creator',
      header: 'Creator',
      width: 170,
      wrap: true,
      cell: (transaction) => <EmailText email={transaction.streamerEmailId} />,
    },
    {
      key: 'user',
      header: 'User',
      width: 170,
      wrap: true,
      cell: (transaction) => <EmailText email={transaction.userEmailId} />,
    },
    {
      key: 'title',
      header: 'Card Title',
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
      header: 'Amount',
      width: 110,
      align: 'right',
      cell: (transaction) =>
        transaction.paymentId === 'free' || transaction.amount === 0 ? (
          <Text size="sm" c="dimmed">
            Free
          </Text>
        ) : (
          <Text size="sm" fw={600} style={{ fontVariantNumeric: 'tabular-nums' }}>
            {formatRupees(transaction.amount, { alwaysPaise: true })}
          </Text>
        ),
    },
    {
      key: 'status',
      header: 'Status',
      width: 130,
      cell: (transaction) => (
        <Stack gap={4} align="flex-start">
          {transaction.isUsed ? (
            <Badge variant="light" color="gray">
              used
            </Badge>
          ) : (
            <Badge variant="light" color="teal">
              unused
            </Badge>
          )}
          <RefundBadge transaction={transaction} />
        </Stack>
      ),
    },
    {
      key: 'date',
      header: 'Purchase Date',
      width: 170,
      cell: (transaction) => formatDateTime(transaction.purchaseDate),
    },
    { key: 'payment', header: 'Payment ID', cell: (transaction) => mono(transaction.paymentId) },
    { key: 'order', header: 'Order ID', cell: (transaction) => mono(transaction.orderId) },
    {
      key: 'description',
      header: 'Description',
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
      header: 'Actions',
      width: 140,
      sticky: true,
      cell: (transaction) => (
        <Group gap={6} wrap="nowrap" justify="space-between">
          {refundable(transaction) ? (
            <Button
              size="xs"
              variant="light"
              color="orange"
              aria-label={`Refund transaction ${transaction.title}`}
              onClick={() => setRefunding(transaction)}
            >
              Refund
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
                aria-label={`More actions for transaction ${transaction.title}`}
              >
                <MoreIcon size={18} />
              </ActionIcon>
            </Menu.Target>
            <Menu.Dropdown>
              <Menu.Item
                color="red"
                leftSection={<TrashIcon size={16} />}
                aria-label={`Delete transaction ${transaction.title}`}
                onClick={() =>
                  remove.ask(
                    transaction._id,
                    `the purchase of "${transaction.title}" by ${transaction.userEmailId}`,
                  )
                }
              >
                Delete
              </Menu.Item>
            </Menu.Dropdown>
          </Menu>
        </Group>
      ),
    },
  ]

  return (
    <AdminPage title="Payment Management" description="Card purchases, free and paid">
      <OrphanPayments />
      <Paper withBorder radius="md" p="md">
        <Group gap="md" wrap="wrap" align="flex-end">
          <TextInput
            label="Search by user email or card title"
            type="search"
            placeholder="Email or title"
            value={search}
            onChange={(event) => setSearch(event.currentTarget.value)}
            w={{ base: '100%', sm: 320 }}
          />
          <NativeSelect
            label="Status"
            data={statusOptions}
            value={status}
            onChange={(event) => setStatus(event.currentTarget.value as StatusFilter)}
            w={160}
          />
        </Group>
      </Paper>
      <DataTable
        caption="Transactions"
        columns={columns}
        rows={transactions.data?.transactions ?? []}
        pagination={pagination}
        rowKey={(transaction) => transaction._id}
        loading={transactions.isFetching}
        error={transactions.isError ? adminMessages.fetchTransactionsFailed : null}
        emptyText="No transactions found"
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
              <>
                Refund <strong>{formatRupees(refunding.amount, { alwaysPaise: true })}</strong> for "
                {refunding.title}" to <EmailText email={refunding.userEmailId} />? The money goes back to the
                way they paid, the creator's share is taken back, and an unused card can no longer be used.
              </>
            ),
          }
        }
        refund={(id, reason) => refundTransaction({ id, reason }).unwrap()}
        loading={refundingNow.isLoading}
        title={refundMessages.confirmTitle}
        failedMessage={refundMessages.refundFailed}
        onClose={() => setRefunding(null)}
      />
    </AdminPage>
  )
}
