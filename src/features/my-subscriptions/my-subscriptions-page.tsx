// /my-subscriptions: the signed-in user's subscriptions, live ones first. Each says its tier, what it
// costs and when it renews or until when it stays. 'Cancel subscription' and
// its confirmation are the two taps that end one (at the end of the period paid for); 'Resume' undoes
// that while the period runs. Subscribing again after the end is one tap on the streamer's page.
import { Alert, Anchor, Badge, Button, Group, Paper, Stack, Text } from '@mantine/core'
import { useState } from 'react'
import { Link } from 'react-router'
import { formatDate } from '../../../contract/dates'
import { formatRupees } from '../../../contract/money'
import { paths } from '../../../contract/paths'
import { allowanceLeftText } from '../../../contract/subscriber-cards'
import { type MySubscription, subscriptionMessages } from '../../../contract/subscriptions'
import { SimulatedCheckoutDialog } from '../../buying/simulated-checkout-dialog'
import { ConfirmDialog } from '../../components/confirm-dialog'
import { EmptyNote } from '../../components/empty-note'
import { PageSection } from '../../components/page-section'
import { QueryState } from '../../components/query-state'
import { describeFailure, serverMessage } from '../../lib/api-error'
import { notify } from '../../lib/notify'
import {
  useCancelSubscriptionMutation,
  useGetMySubscriptionsQuery,
  useResumeSubscriptionMutation,
} from '../../subscriptions/subscriptions-api'
import { TierBadge } from '../../subscriptions/tier-badge'
import { usePayOverdue } from '../../subscriptions/use-pay-overdue'

const STATE_LABELS: Record<MySubscription['state'], { label: string; color: string }> = {
  active: { label: 'Active', color: 'teal' },
  cancelling: { label: 'Cancelled', color: 'yellow' },
  'past-due': { label: 'Payment failed', color: 'red' },
  halted: { label: 'Stopped', color: 'gray' },
  ended: { label: 'Ended', color: 'gray' },
}

function periodText(subscription: MySubscription): string {
  const date = formatDate(subscription.currentPeriodEnd)
  if (subscription.state === 'active' && subscription.renewal)
    return `Renews on ${date} for ${formatRupees(subscription.renewal.amount)}.`
  if (subscription.state === 'cancelling') return `Active until ${date}; nothing more is charged.`
  // The alert below says what is owed and by when.
  if (subscription.state === 'past-due') return `Paid to ${date}.`
  if (subscription.state === 'halted') return subscriptionMessages.halted
  return `Ended on ${date}.`
}

/** The streamer's page, as 'Show Cards' opens it (the id in the navigation state). */
const streamerPage = (subscription: MySubscription) => ({
  pathname: paths.streamerCards,
  state: { streamerEmailId: subscription.streamer.id },
})

export default function MySubscriptionsPage() {
  const query = useGetMySubscriptionsQuery()
  const [cancel, cancelling] = useCancelSubscriptionMutation()
  const [resume, resuming] = useResumeSubscriptionMutation()
  const [asking, setAsking] = useState<MySubscription | null>(null)
  const overdue = usePayOverdue()

  async function confirmCancel() {
    if (!asking) return
    try {
      notify.success((await cancel(asking.id).unwrap()).message)
    } catch (error) {
      notify.error(serverMessage(describeFailure(error)) ?? subscriptionMessages.cancelFailed)
    } finally {
      setAsking(null)
    }
  }

  async function resumeOne(subscription: MySubscription) {
    try {
      notify.success((await resume(subscription.id).unwrap()).message)
    } catch (error) {
      notify.error(serverMessage(describeFailure(error)) ?? subscriptionMessages.resumeFailed)
    }
  }

  return (
    <PageSection title="My Subscriptions" description="The streamers you support each month, and until when.">
      <Stack maw={760}>
        <QueryState
          query={query}
          loading={subscriptionMessages.loading}
          error={subscriptionMessages.fetchFailed}
          isEmpty={(body) => body.subscriptions.length === 0}
          empty={
            <EmptyNote title="No subscriptions yet">
              Subscribe to a streamer from their page:{' '}
              <Anchor component={Link} to={paths.streamers}>
                find streamers
              </Anchor>
              .
            </EmptyNote>
          }
        >
          {(body) => (
            <Stack
              gap="md"
              component="ul"
              m={0}
              p={0}
              style={{ listStyle: 'none' }}
              aria-label="Subscriptions"
            >
              {body.subscriptions.map((subscription) => (
                <Paper
                  key={subscription.id}
                  component="li"
                  withBorder
                  radius="lg"
                  p={{ base: 'md', sm: 'lg' }}
                  aria-label={`${subscription.streamer.username}: ${subscription.tier.name}`}
                >
                  <Stack gap="xs">
                    <Group justify="space-between" gap="xs">
                      <Anchor component={Link} to={streamerPage(subscription)} fw={700} fz="lg">
                        {subscription.streamer.username}
                      </Anchor>
                      <Badge color={STATE_LABELS[subscription.state].color} variant="light">
                        {STATE_LABELS[subscription.state].label}
                      </Badge>
                    </Group>
                    <Group gap="xs">
                      <TierBadge tier={subscription.tier} />
                    </Group>
                    <Text size="sm" data-period>
                      {periodText(subscription)}
                    </Text>
                    {subscription.state !== 'ended' && subscription.tier.monthlyAllowance > 0 ? (
                      <Text size="sm" data-allowance>
                        {allowanceLeftText(subscription.allowanceLeft, subscription.tier.monthlyAllowance)}
                      </Text>
                    ) : null}
                    {subscription.state === 'active' && subscription.renewal?.noticeSent ? (
                      <Alert color="yellow" variant="light" p="xs" data-renewal-notice>
                        {formatRupees(subscription.renewal.amount)} will be charged on{' '}
                        {formatDate(subscription.currentPeriodEnd)}. Cancel before then to stop it.
                      </Alert>
                    ) : null}
                    {subscription.state === 'past-due' ? (
                      <Alert color="red" variant="light" p="xs" data-past-due>
                        {subscriptionMessages.pastDue(
                          formatRupees(subscription.renewal?.amount ?? subscription.price),
                          formatDate(subscription.payBy ?? subscription.currentPeriodEnd),
                        )}
                      </Alert>
                    ) : null}
                    {subscription.state === 'past-due' ? (
                      <Group justify="flex-end">
                        <Button variant="default" color="red" onClick={() => setAsking(subscription)}>
                          Cancel subscription
                        </Button>
                        <Button
                          loading={overdue.paying === subscription.id}
                          disabled={overdue.paying !== null && overdue.paying !== subscription.id}
                          onClick={() => void overdue.pay(subscription)}
                        >
                          Pay now
                        </Button>
                      </Group>
                    ) : subscription.state === 'active' ? (
                      <Group justify="flex-end">
                        <Button variant="default" color="red" onClick={() => setAsking(subscription)}>
                          Cancel subscription
                        </Button>
                      </Group>
                    ) : subscription.state === 'cancelling' ? (
                      <Group justify="flex-end">
                        <Button
                          variant="light"
                          loading={resuming.isLoading && resuming.originalArgs === subscription.id}
                          onClick={() => void resumeOne(subscription)}
                        >
                          Resume
                        </Button>
                      </Group>
                    ) : (
                      <Group justify="flex-end">
                        <Button component={Link} to={streamerPage(subscription)} variant="light">
                          Subscribe again
                        </Button>
                      </Group>
                    )}
                  </Stack>
                </Paper>
              ))}
            </Stack>
          )}
        </QueryState>
      </Stack>
      <ConfirmDialog
        opened={asking !== null}
        title={`Cancel ${asking?.streamer.username ?? ''}: ${asking?.tier.name ?? ''}?`}
        confirmLabel="Cancel subscription"
        cancelLabel="Keep it"
        destructive
        loading={cancelling.isLoading}
        onConfirm={() => void confirmCancel()}
        onCancel={() => setAsking(null)}
      >
        {asking?.state === 'past-due' ? (
          'Nothing more is charged, and your perks end now.'
        ) : (
          <>
            Nothing more is charged. Your perks stay until {asking ? formatDate(asking.currentPeriodEnd) : ''}
            , the end of the month you paid for.
          </>
        )}
      </ConfirmDialog>
      {overdue.checkoutDialog ? <SimulatedCheckoutDialog {...overdue.checkoutDialog} /> : null}
    </PageSection>
  )
}
