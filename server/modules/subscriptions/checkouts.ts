import { setTimeout as sleep } from 'node:timers/promises'
import type { FastifyBaseLogger } from 'fastify'
import { subscriptionMessages } from '../../../contract/subscriptions'
import type { AppServices } from '../../app-services'
import { newId } from '../../db/ids'
import type { SubscriptionTierRow } from '../../db/schema-subscriptions'
import { RefusalError } from '../../errors'
import { spendHourlyQuota } from '../limits'
import { PaymentProviderError } from '../money'
import { type OpenAtProviderServices, openAtProvider } from './open-at-provider'
import { cancelAtProvider, type ProviderCancelServices } from './provider-cancel'
import type { CheckoutClaim } from './subscription-checkouts-repository'

type Recurring = NonNullable<Awaited<ReturnType<AppServices['payments']['recurring']>>>

/** What opening a checkout reads and writes, letting older ones go on the way. */
export type CheckoutServices = Pick<AppServices, 'subscriptionCheckouts' | 'quotaUses'> &
  OpenAtProviderServices &
  ProviderCancelServices

/** A claim whose request never filled it in (its instance stopped mid-way) is taken over after this. */
const STALE_CLAIM_MS = 60_000
/** A request that finds the checkout being opened waits for it this long (the provider's own timeout). */
const WAIT_FOR_OPENER_MS = 12_000
const POLL_MS = 50

/**
 * The viewer's one open checkout to the streamer (subscription_checkouts, migration 038): opening it
 * again, or twice at once (a double click), answers the same provider subscription, and the provider
 * is asked once. The row is claimed before the provider is asked, so a second request finds it and
 * waits for the first one's answer. A checkout for another tier or price lets the open one go: ended
 * here and cancelled at its provider (provider-cancel.ts), so a late payment of it cannot go on
 * renewing (it is refunded: orphan-charges.ts). Answers the provider subscription id.
 */
export async function openCheckout(
  app: CheckoutServices,
  provider: Recurring,
  opening: { tier: SubscriptionTierRow; streamerName: string; viewerId: string },
  log: FastifyBaseLogger,
): Promise<string> {
  const { tier, viewerId } = opening
  const streamerId = tier.streamer_id
  const checkouts = app.subscriptionCheckouts
  const started = Date.now()

  for (;;) {
    const now = app.clock.now()
    const claim = newId()
    const mine: CheckoutClaim = {
      tier_id: tier.id,
      price_paise: tier.price_paise,
      provider: provider.name,
      claim,
      claimed_at: now.toISOString(),
      subscription_id: null,
    }
    if (await checkouts.claimNew(viewerId, streamerId, mine))
      return openClaimed(app, provider, opening, claim, log)
    const current = await checkouts.held(viewerId, streamerId)
    if (!current) continue
    if (current.subscription_id !== null) {
      const row = await app.subscriptions.byId(current.subscription_id)
      const same =
        row?.status === 'created' &&
        row.tier_id === tier.id &&
        row.price_paise === tier.price_paise &&
        row.provider === provider.name
      if (row && same) return row.provider_subscription_id
    } else if (now.getTime() - Date.parse(current.claimed_at) < STALE_CLAIM_MS) {
      // Another request is asking the provider right now: its answer is this one's too.
      if (Date.now() - started > WAIT_FOR_OPENER_MS)
        throw new RefusalError(409, subscriptionMessages.checkoutOpening)
      await sleep(POLL_MS)
      continue
    }
    // Paid, let go, for another tier, or abandoned mid-way: this request takes the checkout over.
    if (await checkouts.takeOver(viewerId, streamerId, current.claim, mine))
      return openClaimed(app, provider, opening, claim, log)
  }
}

/** The claim is this request's: the older unpaid checkouts go, and one is opened at the provider. */
async function openClaimed(
  app: CheckoutServices,
  provider: Recurring,
  opening: { tier: SubscriptionTierRow; streamerName: string; viewerId: string },
  claim: string,
  log: FastifyBaseLogger,
): Promise<string> {
  const { tier, viewerId } = opening
  const streamerId = tier.streamer_id
  const giveUp = () => app.subscriptionCheckouts.release(viewerId, streamerId, claim)
  let releaseQuota: () => Promise<void>
  try {
    releaseQuota = await spendHourlyQuota(app.quotaUses, viewerId, 'paymentOrder')
  } catch (error) {
    await giveUp()
    throw error
  }
  await letGoUnpaid(app, viewerId, streamerId, log)
  let providerId: string
  try {
    providerId = await openAtProvider(app, provider, opening)
  } catch (error) {
    await giveUp()
    if (!(error instanceof PaymentProviderError)) throw error
    log.warn({ err: error, tierId: tier.id }, 'subscription not opened at the provider')
    await releaseQuota()
    throw new RefusalError(502, subscriptionMessages.subscribeFailed)
  }
  const id = await app.subscriptions.open({
    viewerId,
    streamerId,
    tierId: tier.id,
    provider: provider.name,
    providerSubscriptionId: providerId,
    pricePaise: tier.price_paise,
    now: app.clock.now(),
  })
  await app.subscriptionCheckouts.fill(viewerId, streamerId, claim, id)
  return providerId
}

/**
 * Lets the viewer's unpaid checkouts to the streamer go: ended here, each marked in the same write to
 * be cancelled at its provider, and cancelled there now (a refusal is retried by the sweep).
 */
export async function letGoUnpaid(
  app: ProviderCancelServices,
  viewerId: string,
  streamerId: string,
  log: FastifyBaseLogger,
) {
  const now = app.clock.now()
  const ended = await app.subscriptions.endUnpaidOf(viewerId, streamerId, now)
  for (const { id } of ended) await cancelAtProvider(app, id, log)
}

/** A first payment that lost to another subscription let its row go: it is cancelled at the provider. */
export async function cancelLetGo(
  app: ProviderCancelServices,
  subscriptionId: string,
  log: FastifyBaseLogger,
) {
  await app.subscriptions.markProviderCancelDue(subscriptionId, app.clock.now())
  await cancelAtProvider(app, subscriptionId, log)
}
