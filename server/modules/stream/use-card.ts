import { cardMessages } from '../../../contract/card-messages'
import { refundMessages } from '../../../contract/refunds'
import { streamMessages } from '../../../contract/stream'
import type { AppServices } from '../../app-services'
import { lockCardRow, lockUserRow, tryLockUserRow } from '../../db/locks'
import type { UserRow } from '../../db/schema'
import type { PurchaseRow } from '../../db/schema-marketplace'
import type { StreamUseRow } from '../../db/schema-stream'
import { RefusalError } from '../../errors'
import { spendHourlyQuota } from '../limits/quotas'
import { announceMarathon } from '../marathons/announce'
import { addMarathonTime } from '../marathons/marathons'
import { createPurchasesRepository } from '../purchases/purchases-repository'
import { advanceLine, type QueueEffects, queueChange } from './live-queue'
import { moderateUse } from './moderation'
import { createStreamUsesRepository } from './stream-uses-repository'
import { type CooldownWait, cooldownLeft } from './use-readiness'

/** The answer to a use stored (or to its retry with the same idempotency key). */
const usedAnswer = (
  purchase: Pick<PurchaseRow, 'id' | 'used_at'>,
  use: StreamUseRow | undefined,
  marathonSeconds?: number,
) => {
  const held = use?.status === 'held'
  return {
    status: 'success' as const,
    message: held ? streamMessages.held : cardMessages.used,
    transactionId: purchase.id,
    usedAt: purchase.used_at,
    useId: use?.id ?? '',
    useStatus: held ? ('held' as const) : ('queued' as const),
    ...(marathonSeconds ? { marathonAddedSeconds: marathonSeconds } : {}),
  }
}

export interface CardUse {
  viewer: Pick<UserRow, 'id' | 'username'>
  cardId: string
  transactionId: string
  /** The viewer's edits of the card's text, moderated (moderation.ts). */
  text: { title?: string; description?: string }
  /** The idempotency key: a retry with it gets the first call's answer. */
  key?: string
  log: { warn(obj: object, msg: string): void }
}

/** What a use came to: stored (the answer), or refused for a cooldown or too many waiting uses. */
export type CardUseOutcome =
  | { used: ReturnType<typeof usedAnswer> }
  | { cooldown: CooldownWait }
  | { tooManyWaiting: number }

/**
 * Using a card: the purchase is marked used only if it was unused and not refunded (nor being
 * refunded), outside the card's and the viewer's cooldowns; the use enters the streamer's live queue
 * in the same transaction — held for approval, or in line, sent at once when nothing is ahead (its
 * overlay event the bus announces after the commit). Other refusals are thrown (RefusalError).
 * docs/stream-control.md tells the whole way.
 */
export async function recordCardUse(app: AppServices, request: CardUse): Promise<CardUseOutcome> {
  const { viewer, key } = request
  const latestUse = async (purchaseId: string) =>
    (await app.streamUses.latestForPurchases([purchaseId])).get(purchaseId)
  const purchase = await app.purchases.byId(request.transactionId)
  if (!purchase || purchase.user_id !== viewer.id || purchase.card_id !== request.cardId) {
    throw new RefusalError(404, cardMessages.purchaseNotFound)
  }
  const repeated = (row: PurchaseRow) => row.is_used === 1 && key !== undefined && row.use_key === key
  if (repeated(purchase)) return { used: usedAnswer(purchase, await latestUse(purchase.id)) }
  if (purchase.is_used === 1) throw new RefusalError(409, cardMessages.alreadyUsed)
  // Refunded, or a refund under way (it may yet fail, and give the card back). A free card has no
  // refund to look for (modules/money/refunds/refunds.ts refuses one): a round trip less in a flash.
  const refundPending = async () =>
    purchase.amount_paise > 0 && (await app.refunds.byPurchaseId(purchase.id))?.status === 'pending'
  if (purchase.refunded_at !== null || (await refundPending()))
    throw new RefusalError(409, refundMessages.cardRefunded)

  const card = await app.cards.byId(purchase.card_id)
  if (!card) throw new RefusalError(404, cardMessages.cardNotFound)
  const control = await app.streamSettings.get(card.creator_id)
  const text = moderateUse(request.text, card, control)
  if ('refused' in text) throw new RefusalError(400, text.refused)

  // Counted only for a use that can happen: a retried use (same key) above costs nothing.
  const releaseQuota = await spendHourlyQuota(app.quotaUses, viewer.id, 'useCard')
  const connected = await app.liveQueue.isConnected(card.creator_id)
  const effects: QueueEffects = { eventIds: [], viewers: [] }
  let lineHeldElsewhere = false
  const outcome = await app.db.transaction().execute(async (trx) => {
    const uses = createStreamUsesRepository(trx)
    // The viewer's uses take turns (their cooldown, their count of waiting uses), and so do the
    // uses of a card with a cooldown; uses of one streamer by different viewers do not wait on
    // each other (docs/stream-control.md).
    await lockUserRow(trx, viewer.id)
    if ((card.cooldown_seconds ?? control.defaultCooldownSeconds) > 0) await lockCardRow(trx, card.id)
    const now = app.clock.now()
    const cooldown = await cooldownLeft(uses, card, viewer.id, control, now)
    const waitingLimitReached =
      !cooldown && (await uses.waitingOfViewer(card.creator_id, viewer.id)) >= control.maxWaitingPerViewer
    if (cooldown || waitingLimitReached) {
      // Used meanwhile (the viewer's lock orders their uses): that answer, not the refusal's. Asked
      // only here: on the way to a use, marking it used below answers the same.
      if ((await createPurchasesRepository(trx).byId(purchase.id))?.is_used === 1) return { taken: true }
      return cooldown ? { cooldown } : { tooManyWaiting: control.maxWaitingPerViewer }
    }
    const usedAt = await createPurchasesRepository(trx).markUsed(purchase.id, key ?? null)
    if (usedAt === undefined) return { taken: true }
    const use = await uses.insert({
      streamer_id: card.creator_id,
      viewer_id: viewer.id,
      viewer_name: viewer.username,
      purchase_id: purchase.id,
      card_id: card.id,
      title: text.title,
      description: text.description,
      viewer_text: text.viewerText ? 1 : 0,
      flag: text.flag,
      status: text.hold ? 'held' : 'queued',
      event_id: null,
      starts_at: null,
      ends_at: null,
      created_at: now.toISOString(),
      waiting_since: now.toISOString(),
    })
    // Sent at once when the stream is on and nothing is ahead; else it waits in line. The line is
    // moved here when no other action holds it, else after the commit (advanceSoon below).
    if (await tryLockUserRow(trx, card.creator_id))
      await advanceLine(trx, card.creator_id, now, connected, effects, card)
    else lineHeldElsewhere = true
    // A free card used extends the streamer's marathon (a paid one did when it was bought).
    const added =
      purchase.amount_paise === 0
        ? await addMarathonTime(trx, {
            streamerId: card.creator_id,
            cause: 'free-use',
            sourceKey: `use:${purchase.id}`,
            userId: viewer.id,
            username: viewer.username,
            amountPaise: 0,
            now,
          })
        : undefined
    // Told with the commit (overlay/bus.ts): other instances' overlays get the card even if this one
    // dies right after it.
    const change = queueChange(card.creator_id, { ...effects, viewers: [...effects.viewers, viewer.id] })
    await app.overlayBus.notifyWithin(trx, change)
    return { use, usedAt, added, change }
  })

  if ('cooldown' in outcome && outcome.cooldown) {
    await releaseQuota()
    return { cooldown: outcome.cooldown }
  }
  if ('tooManyWaiting' in outcome && outcome.tooManyWaiting !== undefined) {
    await releaseQuota()
    return { tooManyWaiting: outcome.tooManyWaiting }
  }
  if (!('use' in outcome) || !outcome.use) {
    await releaseQuota() // this call used nothing
    // Another request used it first; if that was this same use (same key), answer as it did.
    const now = await app.purchases.byId(purchase.id)
    if (now && repeated(now)) return { used: usedAnswer(now, await latestUse(now.id)) }
    if (now?.refunded_at) throw new RefusalError(409, refundMessages.cardRefunded)
    throw new RefusalError(409, cardMessages.alreadyUsed)
  }
  await app.overlayBus.deliverHere(outcome.change)
  // The use is stored and answered 'queued' either way: the line moves right after, without the
  // viewer waiting on the streamer's lock for it (My Cards hears when the card is sent). Should
  // moving it fail, the delivery sweep moves it later.
  if (lineHeldElsewhere)
    void app.liveQueue
      .advanceSoon(card.creator_id)
      .catch((error) => request.log.warn({ err: error }, 'useCard: the line moves on the sweep'))
  if (outcome.added) await announceMarathon(app.overlayBus, card.creator_id, outcome.added)
  return {
    used: usedAnswer({ id: purchase.id, used_at: outcome.usedAt }, outcome.use, outcome.added?.seconds),
  }
}
