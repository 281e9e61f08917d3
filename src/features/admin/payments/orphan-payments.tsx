// Under Payment Management: captured payments that matched no unpaid order (a buyer who paid an order
// twice, an order Cardcast never made). Each was refunded by itself, once; a refund that failed says
// why. Shown only when there is any.
import { Alert, Code, Text } from '@mantine/core'
import { formatDateTime } from '../../../../contract/dates'
import { formatRupees } from '../../../../contract/money'
import type { OrphanPayment } from '../../../../contract/refunds'
import { type Column, DataTable } from '../components/data-table'
import { useGetOrphanPaymentsQuery } from './payments-api'

const STATUS_TEXT: Record<OrphanPayment['status'], string> = {
  refunding: 'Refund under way',
  refunded: 'Refunded',
  'refund-failed': 'Refund failed',
}

const columns: Column<OrphanPayment>[] = [
  { key: 'payment', header: 'Payment', cell: (payment) => <Code fz="xs">{payment.paymentId}</Code> },
  { key: 'order', header: 'Order', cell: (payment) => <Code fz="xs">{payment.orderId}</Code> },
  {
    key: 'amount',
    header: 'Amount',
    cell: (payment) => formatRupees(payment.amount, { alwaysPaise: true }),
  },
  {
    key: 'status',
    header: 'Status',
    width: 220,
    wrap: true,
    cell: (payment) => `${STATUS_TEXT[payment.status]}${payment.failure ? `: ${payment.failure}` : ''}`,
  },
  { key: 'when', header: 'When', cell: (payment) => formatDateTime(payment.createdAt) },
]

export function OrphanPayments() {
  const { data } = useGetOrphanPaymentsQuery()
  const payments = data?.payments ?? []
  if (payments.length === 0) return null
  const failed = payments.some((payment) => payment.status === 'refund-failed')
  return (
    <Alert
      color={failed ? 'red' : 'yellow'}
      variant="light"
      title="Payments that matched no order"
      data-orphan-payments
    >
      <Text size="sm" mb="xs">
        These captured payments bought nothing (a second payment of a paid order, or an order this site never
        made): each is refunded automatically, once.
      </Text>
      <DataTable
        caption="Payments that matched no order"
        columns={columns}
        rows={payments}
        rowKey={(payment) => payment.paymentId}
        emptyText="No payments that matched no order"
        minWidth={640}
      />
    </Alert>
  )
}
