// Under Payment Management: the latest subscription charges (each paid month), with Refund. A refund
// gives the money back, takes the streamer's share back and ends the month it paid for.
import { Badge, Button, Stack, Text, Title } from '@mantine/core'
import { useState } from 'react'
import { formatDateTime } from '../../../../contract/dates'
import { formatRupees } from '../../../../contract/money'
import {
  type AdminSubscriptionCharge,
  chargeRefundMessages,
  SUBSCRIPTION_CHARGES_SHOWN,
} from '../../../../contract/subscription-charges'
import { type Column, DataTable } from '../components/data-table'
import { EmailText } from '../components/email-text'
import { useFailureToast } from '../components/use-failure-toast'
import { useGetSubscriptionChargesQuery, useRefundSubscriptionChargeMutation } from './payments-api'
import { RefundDialog } from './refund-dialog'

const REFUND_BADGES = {
  pending: { label: 'Refund pending', color: 'yellow' },
  processed: { label: 'Refunded', color: 'gray' },
  failed: { label: 'Refund failed', color: 'red' },
} as const

export function SubscriptionCharges() {
  const { data, isError } = useGetSubscriptionChargesQuery()
  const [refund, refunding] = useRefundSubscriptionChargeMutation()
  const [asking, setAsking] = useState<AdminSubscriptionCharge | null>(null)
  useFailureToast(isError, chargeRefundMessages.fetchFailed)
  const charges = data?.charges ?? []
  if (charges.length === 0) return null

  const columns: Column<AdminSubscriptionCharge>[] = [
    {
      key: 'subscriber',
      header: 'Subscriber',
      width: 200,
      wrap: true,
      cell: (charge) => <EmailText email={charge.subscriber.emailId} />,
    },
    {
      key: 'streamer-tier',
      header: 'Streamer · tier',
      width: 180,
      wrap: true,
      cell: (charge) => `${charge.streamer} · ${charge.tier}`,
    },
    {
      key: 'amount',
      header: 'Amount',
      cell: (charge) => formatRupees(charge.amount, { alwaysPaise: true }),
    },
    { key: 'month-from', header: 'Month from', cell: (charge) => formatDateTime(charge.periodStart) },
    { key: 'charged', header: 'Charged', cell: (charge) => formatDateTime(charge.createdAt) },
    {
      key: 'refund',
      header: 'Refund',
      sticky: true,
      cell: (charge) =>
        charge.refund && charge.refund.status !== 'failed' ? (
          <Badge color={REFUND_BADGES[charge.refund.status].color} variant="light">
            {REFUND_BADGES[charge.refund.status].label}
          </Badge>
        ) : (
          <Button
            size="xs"
            variant="light"
            color="red"
            aria-label={`Refund the ${charge.tier} charge of ${charge.subscriber.emailId}`}
            onClick={() => setAsking(charge)}
          >
            {charge.refund?.status === 'failed' ? 'Retry refund' : 'Refund'}
          </Button>
        ),
    },
  ]

  return (
    <Stack gap="xs" component="section" aria-labelledby="subscription-charges-title">
      <Title order={2} fz="h4" id="subscription-charges-title">
        Subscription charges
      </Title>
      <Text size="sm" c="dimmed">
        The latest {SUBSCRIPTION_CHARGES_SHOWN} paid months, newest first.
      </Text>
      <DataTable
        caption="Subscription charges"
        columns={columns}
        rows={charges}
        rowKey={(charge) => charge.id}
        emptyText="No subscription charges"
        minWidth={760}
      />
      <RefundDialog
        target={
          asking && {
            id: asking.id,
            question: (
              <>
                Refund <strong>{formatRupees(asking.amount, { alwaysPaise: true })}</strong> of the{' '}
                {asking.tier} subscription to {asking.streamer} to{' '}
                <EmailText email={asking.subscriber.emailId} />? The money goes back to the way they paid, the
                streamer's share is taken back, and the month it paid for ends now.
              </>
            ),
          }
        }
        refund={(id, reason) => refund({ id, reason }).unwrap()}
        loading={refunding.isLoading}
        title={chargeRefundMessages.confirmTitle}
        failedMessage={chargeRefundMessages.refundFailed}
        onClose={() => setAsking(null)}
      />
    </Stack>
  )
}
