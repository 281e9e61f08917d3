import type { Kysely } from 'kysely'
import { cardMessages } from '../../../contract/card-messages'
import { formatDate } from '../../../contract/dates'
import { paiseToRupees } from '../../../contract/money'
import { planMessages } from '../../../contract/plan-rules'
import { subscriberCardMessages, tierOpens } from '../../../contract/subscriber-cards'
import type { AppServices } from '../../app-services'
import { lockSubscriptionRow } from '../../db/locks'
import type { Database } from '../../db/schema'
import type { CardRow, PurchaseRow } from '../../db/schema-marketplace'
import { RefusalError } from '../../errors'
import { planOf } from '../accounts'
import { createAllowanceClaimsRepository } from './allowance-claims-repository'

// What a subscription opens: cards for subscribers only (locked at a tier, contract/subscriber-cards.ts)
// and an allowance of cards taken free each paid period. A refusal is thrown (RefusalError).

/** What deciding a subscriber's perks reads. */
type PerkServices = Pick<AppServices, 'subscriptions' | 'subscriptionTiers' | 'clock'>

/** The viewer's subscription to the card's streamer that runs now, with its tier. */
async function runningSubscription(app: PerkServices, viewerId: string, streamerId: string) {
  const subscription = await app.subscriptions.liveOf(viewerId, streamerId, app.clock.now())
  if (!subscription) return undefined
  const tier = await app.subscriptionTiers.byId(subscription.tier_id)
  return tier ? { subscription, tier } : undefined
}

/** Refuses (403) a viewer whose subscription does not open this subscribers-only card. */
export async function refuseLockedOut(app: PerkServices, viewerId: string, card: CardRow): Promise<void> {
  if (card.min_tier_id === null || card.creator_id === viewerId) return
  const lock = await app.subscriptionTiers.byId(card.min_tier_id)
  const running = await runningSubscription(app, viewerId, card.creator_id)
  const lockPrice = paiseToRupees(lock?.price_paise ?? 0)
  if (running && tierOpens(paiseToRupees(running.tier.price_paise), { price: lockPrice })) return
  throw new RefusalError(403, subscriberCardMessages.locked(lock?.name ?? 'a tier'))
}

/**
 * Takes a priced card free from the viewer's allowance. The claims of the period are counted and the
 * new one written in one transaction holding the subscription's row (PostgreSQL; SQLite writes one at
 * a time), so two taps at once cannot take one card more than the tier gives.
 */
export async function claimFromAllowance(
  app: PerkServices & Pick<AppServices, 'cards' | 'db'>,
  viewer: { id: string; email: string },
  cardId: string,
  /** Writes the card's purchase in the claim's transaction (modules/purchases, above this module). */
  writePurchase: (trx: Kysely<Database>, card: CardRow) => Promise<PurchaseRow>,
): Promise<{ purchase: PurchaseRow; card: CardRow; left: number }> {
  const card = await app.cards.onSaleById(cardId)
  if (!card) throw new RefusalError(404, cardMessages.cardNotFound)
  if (card.price_paise === 0) throw new RefusalError(400, subscriberCardMessages.freeAlready)
  const now = app.clock.now()
  if (planOf({ plan: card.seller_plan, pro_until: card.seller_pro_until }, now.getTime()) !== 'pro')
    throw new RefusalError(409, planMessages.streamerNotPro)
  const running = await runningSubscription(app, viewer.id, card.creator_id)
  if (!running) throw new RefusalError(403, subscriberCardMessages.notSubscribed)
  const allowance = running.tier.monthly_allowance
  if (allowance === 0) throw new RefusalError(403, subscriberCardMessages.noAllowance)
  await refuseLockedOut(app, viewer.id, card)
  const { subscription } = running
  const periodEnd = subscription.current_period_end ?? now.toISOString()

  const taken = await app.db.transaction().execute(async (trx) => {
    const claimsOf = createAllowanceClaimsRepository(trx)
    await lockSubscriptionRow(trx, subscription.id)
    const claims = await claimsOf.count(subscription.id, periodEnd)
    if (claims >= allowance) return undefined
    const purchase = await writePurchase(trx, card)
    await claimsOf.insert({ subscriptionId: subscription.id, periodEnd, purchaseId: purchase.id, at: now })
    return { purchase, left: allowance - claims - 1 }
  })
  if (!taken) throw new RefusalError(409, subscriberCardMessages.allowanceUsed(formatDate(periodEnd)))
  return { ...taken, card }
}
