// Under Payment Management: the latest subscription charges (each paid month), with Refund. A refund
// gives the money back, takes the streamer's share back and ends the month it paid for.
import { Badge, Button, Paper, Stack, Table, Text, Title } from '@mantine/core'
import { useState } from 'react'
import { formatRupees } from '../../../../contract/money'
import {
  type AdminSubscriptionCharge,
  chargeRefundMessages,
  SUBSCRIPTION_CHARGES_SHOWN,
} from '../../../../contract/subscription-charges'
import { formatDateTime } from '../../../lib/dates'
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
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="subscription-charges-title">
      <Stack gap="xs">
        <Title order={2} fz="h4" id="subscription-charges-title">
          Subscription charges
        </Title>
        <Text size="sm" c="dimmed">
          The latest {SUBSCRIPTION_CHARGES_SHOWN} paid months, newest first.
        </Text>
        <Table.ScrollContainer minWidth={760}>
          <Table fz="sm" verticalSpacing={6}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Subscriber</Table.Th>
                <Table.Th>Streamer · tier</Table.Th>
                <Table.Th>Amount</Table.Th>
                <Table.Th>Month from</Table.Th>
                <Table.Th>Charged</Table.Th>
                <Table.Th>Refund</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {charges.map((charge) => (
                <Table.Tr key={charge.id}>
                  <Table.Td>
                    <EmailText email={charge.subscriber.emailId} />
                  </Table.Td>
                  <Table.Td>
                    {charge.streamer} · {charge.tier}
                  </Table.Td>
                  <Table.Td>{formatRupees(charge.amount, { alwaysPaise: true })}</Table.Td>
                  <Table.Td>{formatDateTime(charge.periodStart)}</Table.Td>
                  <Table.Td>{formatDateTime(charge.createdAt)}</Table.Td>
                  <Table.Td>
                    {charge.refund && charge.refund.status !== 'failed' ? (
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
                    )}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Stack>
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
    </Paper>
  )
}
