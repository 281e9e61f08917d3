import { setTimeout as sleep } from 'node:timers/promises'
import type { FastifyBaseLogger } from 'fastify'
import { subscriptionMessages } from '../../../contract/subscriptions'
import type { AppServices } from '../../app-services'
import { newId } from '../../db/ids'
import type { SubscriptionTierRow } from '../../db/schema-subscriptions'
import { RefusalError } from '../../errors'
import { spendHourlyQuota } from '../limits'
import { PaymentProviderError } from '../money'
import { openAtProvider } from './open-at-provider'
import { cancelAtProvider, markProviderCancelDue } from './provider-cancel'

type Recurring = NonNullable<Awaited<ReturnType<AppServices['payments']['recurring']>>>

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
  app: AppServices,
  provider: Recurring,
  opening: { tier: SubscriptionTierRow; streamerName: string; viewerId: string },
  log: FastifyBaseLogger,
): Promise<string> {
  const { tier, viewerId } = opening
  const streamerId = tier.streamer_id
  const db = app.db
  const held = () =>
    db
      .selectFrom('subscription_checkouts')
      .selectAll()
      .where('viewer_id', '=', viewerId)
      .where('streamer_id', '=', streamerId)
      .executeTakeFirst()
  const started = Date.now()

  for (;;) {
    const now = app.clock.now()
    const claim = newId()
    const mine = {
      tier_id: tier.id,
      price_paise: tier.price_paise,
      provider: provider.name,
      claim,
      claimed_at: now.toISOString(),
      subscription_id: null,
    }
    const inserted = await db
      .insertInto('subscription_checkouts')
      .values({ viewer_id: viewerId, streamer_id: streamerId, ...mine })
      .onConflict((oc) => oc.columns(['viewer_id', 'streamer_id']).doNothing())
      .returning('claim')
      .executeTakeFirst()
    if (inserted) return openClaimed(app, provider, opening, claim, log)
    const current = await held()
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
    const taken = await db
      .updateTable('subscription_checkouts')
      .set(mine)
      .where('viewer_id', '=', viewerId)
      .where('streamer_id', '=', streamerId)
      .where('claim', '=', current.claim)
      .executeTakeFirst()
    if (taken.numUpdatedRows === 1n) return openClaimed(app, provider, opening, claim, log)
  }
}

/** The claim is this request's: the older unpaid checkouts go, and one is opened at the provider. */
async function openClaimed(
  app: AppServices,
  provider: Recurring,
  opening: { tier: SubscriptionTierRow; streamerName: string; viewerId: string },
  claim: string,
  log: FastifyBaseLogger,
): Promise<string> {
  const { tier, viewerId } = opening
  const streamerId = tier.streamer_id
  const giveUp = () =>
    app.db
      .deleteFrom('subscription_checkouts')
      .where('viewer_id', '=', viewerId)
      .where('streamer_id', '=', streamerId)
      .where('claim', '=', claim)
      .execute()
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
  await app.db
    .updateTable('subscription_checkouts')
    .set({ subscription_id: id })
    .where('viewer_id', '=', viewerId)
    .where('streamer_id', '=', streamerId)
    .where('claim', '=', claim)
    .execute()
  return providerId
}

/**
 * Lets the viewer's unpaid checkouts to the streamer go: ended here, each marked in the same write to
 * be cancelled at its provider, and cancelled there now (a refusal is retried by the sweep).
 */
export async function letGoUnpaid(
  app: AppServices,
  viewerId: string,
  streamerId: string,
  log: FastifyBaseLogger,
) {
  const now = app.clock.now()
  const ended = await app.db
    .updateTable('subscriptions')
    .set({ status: 'ended', provider_cancel_due_at: now.toISOString(), updated_at: now.toISOString() })
    .where('viewer_id', '=', viewerId)
    .where('streamer_id', '=', streamerId)
    .where('status', '=', 'created')
    .returning('id')
    .execute()
  for (const { id } of ended) await cancelAtProvider(app, id, log)
}

/** A first payment that lost to another subscription let its row go: it is cancelled at the provider. */
export async function cancelLetGo(app: AppServices, subscriptionId: string, log: FastifyBaseLogger) {
  await markProviderCancelDue(app.db, subscriptionId, app.clock.now())
  await cancelAtProvider(app, subscriptionId, log)
}
