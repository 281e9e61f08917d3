// Under Payment Management: the latest subscription charges (each paid month), with Refund. A refund
// gives the money back, takes the streamer's share back and ends the month it paid for.
import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { Badge, Button, Stack, Text, Title } from '@mantine/core'
import { useState } from 'react'
import { formatRupees } from '../../../../contract/money'
import {
  type AdminSubscriptionCharge,
  chargeRefundMessages,
  SUBSCRIPTION_CHARGES_SHOWN,
} from '../../../../contract/subscription-charges'
import { useLabel } from '../../../lib/use-label'
import { type Column, DataTable } from '../components/data-table'
import { EmailText } from '../components/email-text'
import { useAdminDates } from '../components/format'
import { useFailureToast } from '../components/use-failure-toast'
import { useGetSubscriptionChargesQuery, useRefundSubscriptionChargeMutation } from './payments-api'
import { RefundDialog } from './refund-dialog'

const REFUND_BADGES: Record<'pending' | 'processed' | 'failed', { label: MessageDescriptor; color: string }> =
  {
    pending: { label: msg`Refund pending`, color: 'yellow' },
    processed: { label: msg`Refunded`, color: 'gray' },
    failed: { label: msg`Refund failed`, color: 'red' },
  }

export function SubscriptionCharges() {
  const { t, i18n } = useLingui()
  const show = useLabel()
  const { dateTime } = useAdminDates()
  const { data, isError } = useGetSubscriptionChargesQuery()
  const [refund, refunding] = useRefundSubscriptionChargeMutation()
  const [asking, setAsking] = useState<AdminSubscriptionCharge | null>(null)
  useFailureToast(isError, chargeRefundMessages.fetchFailed)
  const charges = data?.charges ?? []
  if (charges.length === 0) return null

  const columns: Column<AdminSubscriptionCharge>[] = [
    {
      key: 'subscriber',
      header: t`Subscriber`,
      width: 200,
      wrap: true,
      cell: (charge) => <EmailText email={charge.subscriber.emailId} />,
    },
    {
      key: 'streamer-tier',
      header: t`Streamer · tier`,
      width: 180,
      wrap: true,
      cell: (charge) => `${charge.streamer} · ${charge.tier}`,
    },
    {
      key: 'amount',
      header: t`Amount`,
      cell: (charge) => formatRupees(charge.amount, { alwaysPaise: true }),
    },
    { key: 'month-from', header: t`Month from`, cell: (charge) => dateTime(charge.periodStart) },
    { key: 'charged', header: t`Charged`, cell: (charge) => dateTime(charge.createdAt) },
    {
      key: 'refund',
      header: t`Refund`,
      sticky: true,
      cell: (charge) =>
        charge.refund && charge.refund.status !== 'failed' ? (
          <Badge color={REFUND_BADGES[charge.refund.status].color} variant="light">
            {i18n._(REFUND_BADGES[charge.refund.status].label)}
          </Badge>
        ) : (
          <Button
            size="xs"
            variant="light"
            color="red"
            aria-label={t`Refund the ${charge.tier} charge of ${charge.subscriber.emailId}`}
            onClick={() => setAsking(charge)}
          >
            {charge.refund?.status === 'failed' ? t`Retry refund` : t`Refund`}
          </Button>
        ),
    },
  ]

  return (
    <Stack gap="xs" component="section" aria-labelledby="subscription-charges-title">
      <Title order={2} fz="h4" id="subscription-charges-title">
        <Trans>Subscription charges</Trans>
      </Title>
      <Text size="sm" c="dimmed">
        <Trans>The latest {SUBSCRIPTION_CHARGES_SHOWN} paid months, newest first.</Trans>
      </Text>
      <DataTable
        caption={t`Subscription charges`}
        columns={columns}
        rows={charges}
        rowKey={(charge) => charge.id}
        emptyText={t`No subscription charges`}
        minWidth={760}
      />
      <RefundDialog
        target={
          asking && {
            id: asking.id,
            question: (
              <Trans>
                Refund <strong>{formatRupees(asking.amount, { alwaysPaise: true })}</strong> of the{' '}
                {asking.tier} subscription to {asking.streamer} to{' '}
                <EmailText email={asking.subscriber.emailId} />? The money goes back to the way they paid, the
                streamer's share is taken back, and the month it paid for ends now.
              </Trans>
            ),
          }
        }
        refund={(id, reason) => refund({ id, reason }).unwrap()}
        loading={refunding.isLoading}
        title={show(chargeRefundMessages.confirmTitle)}
        failedMessage={chargeRefundMessages.refundFailed}
        onClose={() => setAsking(null)}
      />
    </Stack>
  )
}
