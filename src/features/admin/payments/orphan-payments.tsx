// Under Payment Management: captured payments that matched no unpaid order (a buyer who paid an order
// twice, an order Cardcast never made). Each was refunded by itself, once; a refund that failed says
// why. Shown only when there is any.
import { Alert, Table, Text } from '@mantine/core'
import { formatRupees } from '../../../../contract/money'
import type { OrphanPayment } from '../../../../contract/refunds'
import { formatDateTime } from '../../../lib/dates'
import { useGetOrphanPaymentsQuery } from './payments-api'

const STATUS_TEXT: Record<OrphanPayment['status'], string> = {
  refunding: 'Refund under way',
  refunded: 'Refunded',
  'refund-failed': 'Refund failed',
}

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
      <Table.ScrollContainer minWidth={640}>
        <Table fz="sm" verticalSpacing={4}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Payment</Table.Th>
              <Table.Th>Order</Table.Th>
              <Table.Th>Amount</Table.Th>
              <Table.Th>Status</Table.Th>
              <Table.Th>When</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {payments.map((payment) => (
              <Table.Tr key={payment.paymentId}>
                <Table.Td ff="monospace">{payment.paymentId}</Table.Td>
                <Table.Td ff="monospace">{payment.orderId}</Table.Td>
                <Table.Td>{formatRupees(payment.amount, { alwaysPaise: true })}</Table.Td>
                <Table.Td>
                  {STATUS_TEXT[payment.status]}
                  {payment.failure ? `: ${payment.failure}` : ''}
                </Table.Td>
                <Table.Td>{formatDateTime(payment.createdAt)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Alert>
  )
}
