// /my-subscriptions: the signed-in user's subscriptions, live ones first. Each says its tier, what it
// costs and when it renews or until when it stays. 'Cancel subscription' and
// its confirmation are the two taps that end one (at the end of the period paid for); 'Resume' undoes
// that while the period runs. Subscribing again after the end is one tap on the streamer's page.
import type { I18n, MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { Alert, Anchor, Badge, Button, Group, Paper, Stack, Text } from '@mantine/core'
import { useState } from 'react'
import { Link } from 'react-router'
import { formatDate } from '../../../contract/dates'
import type { Locale } from '../../../contract/locales'
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
import { useLabel } from '../../lib/use-label'
import {
  useCancelSubscriptionMutation,
  useGetMySubscriptionsQuery,
  useResumeSubscriptionMutation,
} from '../../subscriptions/subscriptions-api'
import { TierBadge } from '../../subscriptions/tier-badge'
import { usePayOverdue } from '../../subscriptions/use-pay-overdue'

const STATE_LABELS: Record<MySubscription['state'], { label: MessageDescriptor; color: string }> = {
  active: { label: msg`Active`, color: 'teal' },
  cancelling: { label: msg`Cancelled`, color: 'yellow' },
  'past-due': { label: msg`Payment failed`, color: 'red' },
  halted: { label: msg`Stopped`, color: 'gray' },
  ended: { label: msg`Ended`, color: 'gray' },
}

/** What the subscription's period says, in `i18n`'s language; `show` speaks the contract's texts. */
function periodText(i18n: I18n, show: (text: string) => string, subscription: MySubscription): string {
  const date = formatDate(subscription.currentPeriodEnd, i18n.locale as Locale)
  if (subscription.state === 'active' && subscription.renewal) {
    const amount = formatRupees(subscription.renewal.amount)
    return i18n._(msg`Renews on ${date} for ${amount}.`)
  }
  if (subscription.state === 'cancelling') return i18n._(msg`Active until ${date}; nothing more is charged.`)
  // The alert below says what is owed and by when.
  if (subscription.state === 'past-due') return i18n._(msg`Paid to ${date}.`)
  if (subscription.state === 'halted') return show(subscriptionMessages.halted)
  return i18n._(msg`Ended on ${date}.`)
}

/** The streamer's page, as 'Show Cards' opens it (the id in the navigation state). */
const streamerPage = (subscription: MySubscription) => ({
  pathname: paths.streamerCards,
  state: { streamerEmailId: subscription.streamer.id },
})

export default function MySubscriptionsPage() {
  const { t, i18n } = useLingui()
  const show = useLabel()
  const query = useGetMySubscriptionsQuery()
  const [cancel, cancelling] = useCancelSubscriptionMutation()
  const [resume, resuming] = useResumeSubscriptionMutation()
  const [asking, setAsking] = useState<MySubscription | null>(null)
  const overdue = usePayOverdue()
  const askingStreamer = asking?.streamer.username ?? ''
  const askingTier = asking?.tier.name ?? ''
  const askingEnd = asking ? formatDate(asking.currentPeriodEnd, i18n.locale as Locale) : ''

  async function confirmCancel() {
    if (!asking) return
    try {
      notify.success((await cancel(asking.id).unwrap()).message)
    } catch (error) {
      notify.error(serverMessage(describeFailure(error)) ?? show(subscriptionMessages.cancelFailed))
    } finally {
      setAsking(null)
    }
  }

  async function resumeOne(subscription: MySubscription) {
    try {
      notify.success((await resume(subscription.id).unwrap()).message)
    } catch (error) {
      notify.error(serverMessage(describeFailure(error)) ?? show(subscriptionMessages.resumeFailed))
    }
  }

  return (
    <PageSection
      title={t`My Subscriptions`}
      description={t`The streamers you support each month, and until when.`}
    >
      <Stack maw={760}>
        <QueryState
          query={query}
          loading={show(subscriptionMessages.loading)}
          error={show(subscriptionMessages.fetchFailed)}
          isEmpty={(body) => body.subscriptions.length === 0}
          empty={
            <EmptyNote title={t`No subscriptions yet`}>
              <Trans>
                Subscribe to a streamer from their page:{' '}
                <Anchor component={Link} to={paths.streamers}>
                  find streamers
                </Anchor>
                .
              </Trans>
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
              aria-label={t`Subscriptions`}
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
                        {i18n._(STATE_LABELS[subscription.state].label)}
                      </Badge>
                    </Group>
                    <Group gap="xs">
                      <TierBadge tier={subscription.tier} />
                    </Group>
                    <Text size="sm" data-period>
                      {periodText(i18n, show, subscription)}
                    </Text>
                    {subscription.state !== 'ended' && subscription.tier.monthlyAllowance > 0 ? (
                      <Text size="sm" data-allowance>
                        {show(
                          allowanceLeftText(subscription.allowanceLeft, subscription.tier.monthlyAllowance),
                        )}
                      </Text>
                    ) : null}
                    {subscription.state === 'active' && subscription.renewal?.noticeSent ? (
                      <Alert color="yellow" variant="light" p="xs" data-renewal-notice>
                        <RenewalNotice subscription={subscription} amount={subscription.renewal.amount} />
                      </Alert>
                    ) : null}
                    {subscription.state === 'past-due' ? (
                      <Alert color="red" variant="light" p="xs" data-past-due>
                        {show(
                          subscriptionMessages.pastDue(
                            formatRupees(subscription.renewal?.amount ?? subscription.price),
                            formatDate(subscription.payBy ?? subscription.currentPeriodEnd),
                          ),
                        )}
                      </Alert>
                    ) : null}
                    {subscription.state === 'past-due' ? (
                      <Group justify="flex-end">
                        <Button variant="default" color="red" onClick={() => setAsking(subscription)}>
                          <Trans>Cancel subscription</Trans>
                        </Button>
                        <Button
                          loading={overdue.paying === subscription.id}
                          disabled={overdue.paying !== null && overdue.paying !== subscription.id}
                          onClick={() => void overdue.pay(subscription)}
                        >
                          <Trans>Pay now</Trans>
                        </Button>
                      </Group>
                    ) : subscription.state === 'active' ? (
                      <Group justify="flex-end">
                        <Button variant="default" color="red" onClick={() => setAsking(subscription)}>
                          <Trans>Cancel subscription</Trans>
                        </Button>
                      </Group>
                    ) : subscription.state === 'cancelling' ? (
                      <Group justify="flex-end">
                        <Button
                          variant="light"
                          loading={resuming.isLoading && resuming.originalArgs === subscription.id}
                          onClick={() => void resumeOne(subscription)}
                        >
                          <Trans>Resume</Trans>
                        </Button>
                      </Group>
                    ) : (
                      <Group justify="flex-end">
                        <Button component={Link} to={streamerPage(subscription)} variant="light">
                          <Trans>Subscribe again</Trans>
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
        title={t`Cancel ${askingStreamer}: ${askingTier}?`}
        confirmLabel={t`Cancel subscription`}
        cancelLabel={t`Keep it`}
        destructive
        loading={cancelling.isLoading}
        onConfirm={() => void confirmCancel()}
        onCancel={() => setAsking(null)}
      >
        {asking?.state === 'past-due' ? (
          <Trans>Nothing more is charged, and your perks end now.</Trans>
        ) : (
          <Trans>
            Nothing more is charged. Your perks stay until {askingEnd}, the end of the month you paid for.
          </Trans>
        )}
      </ConfirmDialog>
      {overdue.checkoutDialog ? <SimulatedCheckoutDialog {...overdue.checkoutDialog} /> : null}
    </PageSection>
  )
}

/** A renewal whose pre-debit notice went out: how much, on which day, and how to stop it. */
function RenewalNotice({ subscription, amount }: { subscription: MySubscription; amount: number }) {
  const { i18n } = useLingui()
  const charge = formatRupees(amount)
  const day = formatDate(subscription.currentPeriodEnd, i18n.locale as Locale)
  return (
    <Trans>
      {charge} will be charged on {day}. Cancel before then to stop it.
    </Trans>
  )
}
