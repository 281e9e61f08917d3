// Under Payment Management: captured payments that matched no unpaid order (a buyer who paid an order
// twice, an order Cardcast never made). Each was refunded by itself, once; a refund that failed says
// why. Shown only when there is any.
import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { Alert, Code, Text } from '@mantine/core'
import { formatRupees } from '../../../../contract/money'
import type { OrphanPayment } from '../../../../contract/refunds'
import { type Column, DataTable } from '../components/data-table'
import { useAdminDates } from '../components/format'
import { useGetOrphanPaymentsQuery } from './payments-api'

const STATUS_TEXT: Record<OrphanPayment['status'], MessageDescriptor> = {
  refunding: msg`Refund under way`,
  refunded: msg`Refunded`,
  'refund-failed': msg`Refund failed`,
}

export function OrphanPayments() {
  const { t, i18n } = useLingui()
  const { dateTime } = useAdminDates()
  // A failed refund's reason is the payment provider's, as it answered.
  const columns: Column<OrphanPayment>[] = [
    { key: 'payment', header: t`Payment`, cell: (payment) => <Code fz="xs">{payment.paymentId}</Code> },
    { key: 'order', header: t`Order`, cell: (payment) => <Code fz="xs">{payment.orderId}</Code> },
    {
      key: 'amount',
      header: t`Amount`,
      cell: (payment) => formatRupees(payment.amount, { alwaysPaise: true }),
    },
    {
      key: 'status',
      header: t`Status`,
      width: 220,
      wrap: true,
      cell: (payment) =>
        `${i18n._(STATUS_TEXT[payment.status])}${payment.failure ? `: ${payment.failure}` : ''}`,
    },
    { key: 'when', header: t`When`, cell: (payment) => dateTime(payment.createdAt) },
  ]
  const { data } = useGetOrphanPaymentsQuery()
  const payments = data?.payments ?? []
  if (payments.length === 0) return null
  const failed = payments.some((payment) => payment.status === 'refund-failed')
  return (
    <Alert
      color={failed ? 'red' : 'yellow'}
      variant="light"
      title={t`Payments that matched no order`}
      data-orphan-payments
    >
      <Text size="sm" mb="xs">
        <Trans>
          These captured payments bought nothing (a second payment of a paid order, or an order this site
          never made): each is refunded automatically, once.
        </Trans>
      </Text>
      <DataTable
        caption={t`Payments that matched no order`}
        columns={columns}
        rows={payments}
        rowKey={(payment) => payment.paymentId}
        emptyText={t`No payments that matched no order`}
        minWidth={640}
      />
    </Alert>
  )
}
