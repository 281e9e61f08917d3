// 'Subscribe' on a streamer's cards page: the tiers the streamer offers, each with its price, perks and
// free cards a month, and a Subscribe button that takes the first month through the checkout.
// A subscriber sees their tier and until when it runs instead; nothing shows for a streamer with no
// tiers.
import { Trans, useLingui } from '@lingui/react/macro'
import { Anchor, Button, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core'
import { useId } from 'react'
import { Link } from 'react-router'
import { authMessages } from '../../contract/messages'
import { formatRupees } from '../../contract/money'
import { paths, streamerPagePath } from '../../contract/paths'
import { allowanceText } from '../../contract/subscriber-cards'
import { hasPerks } from '../../contract/subscription-states'
import type { OfferedTier } from '../../contract/subscriptions'
import { SimulatedCheckoutDialog } from '../buying/simulated-checkout-dialog'
import { Panel } from '../components/panel'
import { useBillingState } from '../invoices/billing-state'
import { isLiveSession } from '../lib/session'
import { useSession } from '../lib/session-slice'
import { useSignUpFirst } from '../lib/sign-up-first'
import { useDates } from '../lib/use-dates'
import { useLabel } from '../lib/use-label'
import { useGetMySubscriptionsQuery, useGetStreamerTiersQuery } from './subscriptions-api'
import { TierBadge } from './tier-badge'
import { useSubscribe } from './use-subscribe'

/** The tiers' section, which 'Subscribe to unlock' on a locked card scrolls to. */
export const STREAMER_TIERS_ID = 'streamer-tiers'

export function StreamerTiers({ streamerId, streamerName }: { streamerId: string; streamerName: string }) {
  const { t } = useLingui()
  const show = useLabel()
  const dates = useDates()
  const titleId = useId()
  const session = useSession()
  const { user } = session
  const signedIn = isLiveSession(session)
  const { data } = useGetStreamerTiersQuery(streamerId)
  const mine = useGetMySubscriptionsQuery(undefined, { skip: !user })
  const { subscribe, pendingTier, checkoutDialog } = useSubscribe()
  const billing = useBillingState({ skip: !signedIn })
  // Signed out, Subscribe asks for an account first and returns to these tiers.
  const signUpFirst = useSignUpFirst()
  const tiers = data?.tiers ?? []
  if (tiers.length === 0) return null

  const current = mine.data?.subscriptions.find(
    (subscription) => subscription.streamer.id === streamerId && hasPerks(subscription.state),
  )
  const isSelf = user?._id === streamerId
  let note: string | null = null
  if (isSelf) note = t`Your tiers, as your audience sees them.`
  else if (data && !data.open) note = t`This streamer isn't taking new subscribers right now.`
  const tierName = current?.tier.name
  const periodEnd = current ? dates.date(current.currentPeriodEnd) : ''

  return (
    <Panel
      title={t`Subscribe to ${streamerName}`}
      titleId={titleId}
      id={STREAMER_TIERS_ID}
      tabIndex={-1}
      description={t`Monthly, cancel any time from My Subscriptions: your perks stay to the end of the month you paid for.`}
    >
      {current ? (
        <Text size="sm" role="status" data-current-subscription>
          {current.state === 'cancelling' ? (
            <Trans>
              You subscribe: <strong>{tierName}</strong>, until {periodEnd}.
            </Trans>
          ) : (
            <Trans>
              You subscribe: <strong>{tierName}</strong>, renews on {periodEnd}.
            </Trans>
          )}{' '}
          <Anchor component={Link} to={paths.mySubscriptions} underline="always">
            <Trans>My Subscriptions</Trans>
          </Anchor>
        </Text>
      ) : note ? (
        <Text size="sm" c="dimmed">
          {note}
        </Text>
      ) : null}
      {current || isSelf ? null : billing.field}
      <SimpleGrid component="ul" cols={{ base: 1, sm: Math.min(tiers.length, 3) }} spacing="md" m={0} p={0}>
        {tiers.map((tier) => (
          <TierOffer
            key={tier.id}
            tier={tier}
            subscribed={current?.tier.id === tier.id}
            canSubscribe={Boolean(data?.open) && !isSelf && !current && pendingTier === null}
            loading={pendingTier === tier.id}
            onSubscribe={() =>
              signedIn
                ? void subscribe(tier, streamerName, billing.billingState).then(
                    (done) => done && billing.refresh(),
                  )
                : signUpFirst(
                    show(authMessages.signUpToSubscribe),
                    `#${STREAMER_TIERS_ID}`,
                    streamerPagePath(streamerName),
                  )
            }
          />
        ))}
      </SimpleGrid>
      {checkoutDialog ? <SimulatedCheckoutDialog {...checkoutDialog} /> : null}
    </Panel>
  )
}

interface TierOfferProps {
  tier: OfferedTier
  subscribed: boolean
  canSubscribe: boolean
  loading: boolean
  onSubscribe: () => void
}

function TierOffer({ tier, subscribed, canSubscribe, loading, onSubscribe }: TierOfferProps) {
  const { t } = useLingui()
  const show = useLabel()
  const name = tier.name
  const price = formatRupees(tier.price)
  return (
    <Paper component="li" withBorder radius="md" p="md" aria-label={tier.name} style={{ listStyle: 'none' }}>
      <Stack gap="xs" h="100%">
        <Group gap="xs" justify="space-between">
          <TierBadge tier={tier} />
          <Text fw={700}>
            <Trans>{price} / month</Trans>
          </Text>
        </Group>
        <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-line', flex: 1 }}>
          {tier.perks}
        </Text>
        {tier.monthlyAllowance > 0 ? (
          <Text size="sm" fw={600}>
            {show(allowanceText(tier.monthlyAllowance))}
          </Text>
        ) : null}
        <Button
          onClick={onSubscribe}
          disabled={!canSubscribe && !loading}
          loading={loading}
          variant={subscribed ? 'light' : 'filled'}
          aria-label={subscribed ? t`Subscribed: ${name}` : t`Subscribe: ${name}, ${price} a month`}
        >
          {subscribed ? t`Subscribed` : t`Subscribe`}
        </Button>
      </Stack>
    </Paper>
  )
}
