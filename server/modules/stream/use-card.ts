import { differenceInMilliseconds } from 'date-fns'
import type { Kysely } from 'kysely'
import { cardMessages } from '../../../contract/card-messages'
import { HOURLY_QUOTAS } from '../../../contract/constants'
import { refundMessages } from '../../../contract/refunds'
import { streamMessages } from '../../../contract/stream'
import type { AppServices } from '../../app-services'
import { type LockKey, lockedTransaction } from '../../db/locks'
import type { Database, UserRow } from '../../db/schema'
import type { PurchaseRow } from '../../db/schema-marketplace'
import type { StreamUseRow } from '../../db/schema-stream'
import { RefusalError } from '../../errors'
import { quotaRefusals, quotaRetryAfter } from '../limits'
import { addMarathonTime, announceMarathon, type MarathonAdded } from '../marathons'
import { type ModeratedUse, moderateUse } from '../realtime'
import type { CooldownWait } from './use-readiness'
import type { UseReads } from './use-reads'
import {
  createUseStatementsRepository,
  isTrue,
  type NewUse,
  USE_QUOTA,
  type UseFactsRow,
  type UseRuleInputs,
} from './use-statements-repository'

// A card use, the service: what a use is judged with (use-reads.ts), its text moderated, the one
// statement that writes it (use-statements-repository.ts) under the viewer's lock, then the judging of
// a refusal from the facts that statement saw, the answer, and what follows the commit.

/** What a use reads, writes and wakes. */
export type UseServices = Pick<
  AppServices,
  'db' | 'clock' | 'quotaUses' | 'streamUses' | 'useReads' | 'overlayBus' | 'liveQueue'
>

/**
 * The answer to a use stored (or to its retry with the same idempotency key). `maxWaitMinutes`, the
 * streamer's, as read for the use (unknown to a retry of a card since deleted): the app tells a viewer
 * whose card waits for a stream that is off how long it may wait.
 */
const usedAnswer = (
  purchase: Pick<PurchaseRow, 'id' | 'used_at'>,
  use: Pick<StreamUseRow, 'id' | 'status'> | undefined,
  extra: { marathonSeconds?: number; maxWaitMinutes?: number } = {},
) => {
  const held = use?.status === 'held'
  const { marathonSeconds, maxWaitMinutes } = extra
  return {
    status: 'success' as const,
    message: held ? streamMessages.held : cardMessages.used,
    transactionId: purchase.id,
    usedAt: purchase.used_at,
    useId: use?.id ?? '',
    useStatus: held ? ('held' as const) : ('queued' as const),
    ...(maxWaitMinutes === undefined ? {} : { maxWaitMinutes }),
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

/** What the write came to: the use (with what a free use added to a marathon), or the facts. */
type Written =
  | { use: StreamUseRow; usedAt: string; added?: MarathonAdded; facts?: undefined }
  | { facts: UseFactsRow; use?: undefined }

/** A free card used extends the streamer's marathon (a paid one did when it was bought). */
const addFreeUseTime = (trx: Kysely<Database>, use: StreamUseRow, rule: UseRuleInputs) =>
  addMarathonTime(trx, {
    streamerId: rule.streamerId,
    cause: 'free-use',
    sourceKey: `use:${use.purchase_id}`,
    userId: use.viewer_id,
    username: use.viewer_name,
    amountPaise: 0,
    now: rule.now,
  })

/** The seconds left of the card's or the viewer's cooldown, the longer of the two (use-readiness.ts). */
function cooldownOf(facts: UseFactsRow, rule: UseRuleInputs): CooldownWait | undefined {
  const waits = [
    { seconds: rule.cardCooldownSeconds, last: facts.last_card_use, message: streamMessages.cardCooldown },
    {
      seconds: rule.viewerCooldownSeconds,
      last: facts.last_viewer_use,
      message: streamMessages.viewerCooldown,
    },
  ]
  let longest: CooldownWait | undefined
  for (const wait of waits) {
    if (wait.seconds <= 0 || !wait.last) continue
    const left = Math.ceil(
      (wait.seconds * 1000 - differenceInMilliseconds(rule.now, new Date(wait.last))) / 1000,
    )
    if (left > 0 && left > (longest?.seconds ?? 0)) longest = { seconds: left, message: wait.message(left) }
  }
  return longest
}

/**
 * Why nothing was written, from the facts the statement saw, in the order the rules are told: the
 * purchase (not the viewer's, used, refunded), the quota, the cooldowns, the waiting cap.
 */
async function judgeUse(
  app: Pick<AppServices, 'streamUses'>,
  facts: UseFactsRow,
  rule: UseRuleInputs,
  key: string | undefined,
  maxWaitMinutes: number,
): Promise<CardUseOutcome> {
  if (!facts.purchase_id) throw new RefusalError(404, cardMessages.purchaseNotFound)
  if (facts.is_used === 1) {
    if (key !== undefined && facts.use_key === key) {
      const latest = (await app.streamUses.latestForPurchases([facts.purchase_id])).get(facts.purchase_id)
      return {
        used: usedAnswer({ id: facts.purchase_id, used_at: facts.used_at }, latest, { maxWaitMinutes }),
      }
    }
    throw new RefusalError(409, cardMessages.alreadyUsed)
  }
  if (facts.refunded_at !== null || isTrue(facts.refund_pending))
    throw new RefusalError(409, refundMessages.cardRefunded)
  if (facts.quota_used >= HOURLY_QUOTAS[USE_QUOTA])
    throw new RefusalError(429, quotaRefusals[USE_QUOTA], quotaRetryAfter(facts.quota_oldest, rule.now))
  const cooldown = cooldownOf(facts, rule)
  if (cooldown) return { cooldown }
  if ((facts.waiting ?? 0) >= rule.maxWaiting) return { tooManyWaiting: rule.maxWaiting }
  throw new RefusalError(409, cardMessages.alreadyUsed)
}

/**
 * For a use refused before its statement (an unknown card, its text): a retry with the key of the use
 * that spent the purchase gets that use's answer, as a retry that reaches the statement does; else the
 * purchase's own refusals, in judgeUse's order.
 */
async function retryOrRefuse(
  app: Pick<AppServices, 'streamUses'>,
  request: CardUse,
  maxWaitMinutes: number | undefined,
): Promise<CardUseOutcome | undefined> {
  const purchase = await app.streamUses.purchaseById(request.transactionId)
  if (!purchase || purchase.user_id !== request.viewer.id || purchase.card_id !== request.cardId)
    throw new RefusalError(404, cardMessages.purchaseNotFound)
  if (purchase.is_used === 1) {
    if (request.key !== undefined && purchase.use_key === request.key) {
      const latest = (await app.streamUses.latestForPurchases([purchase.id])).get(purchase.id)
      return { used: usedAnswer(purchase, latest, { maxWaitMinutes }) }
    }
    throw new RefusalError(409, cardMessages.alreadyUsed)
  }
  if (purchase.refunded_at !== null) throw new RefusalError(409, refundMessages.cardRefunded)
  return undefined
}

/** A statement that found the card or the settings changed since they were read tries once more. */
const TRIES = 2

/**
 * Using a card: the purchase is marked used only if it was unused and not refunded (nor being
 * refunded), outside the card's and the viewer's cooldowns, under the waiting cap and the hourly
 * quota; the use joins the streamer's line in the same statement (use-statements-repository.ts
 * holds the rules), held for approval or in line. The line moves after the commit, on its own
 * (live-queue.ts `advanceSoon`): a use never waits for the streamer's line. docs/stream-control.md
 * tells the whole way.
 */
export async function recordCardUse(app: UseServices, request: CardUse): Promise<CardUseOutcome> {
  const { key } = request
  for (let attempt = 1; ; attempt++) {
    const reads = await app.useReads.forUse(request.cardId)
    if (!reads) {
      const retried = await retryOrRefuse(app, request, undefined)
      if (retried) return retried
      throw new RefusalError(404, cardMessages.cardNotFound)
    }
    const text = moderateUse(request.text, reads.card, reads.control)
    if ('refused' in text) {
      const retried = await retryOrRefuse(app, request, reads.control.maxWaitMinutes)
      if (retried) return retried
      throw new RefusalError(400, text.refused)
    }
    const { written, rule } = await writeUse(app, request, reads, text)
    if (written.use) return afterCommit(app, request, written, reads.control.maxWaitMinutes)
    const { facts } = written
    if (facts.purchase_id && !isTrue(facts.judged_current) && attempt < TRIES) {
      app.useReads.forget(reads.card.id, reads.card.creator_id)
      continue
    }
    return judgeUse(app, facts, rule, key, reads.control.maxWaitMinutes)
  }
}

function ruleFor(request: CardUse, reads: UseReads, now: Date): UseRuleInputs {
  const { card, control, settingsVersion } = reads
  return {
    viewerId: request.viewer.id,
    purchaseId: request.transactionId,
    cardId: card.id,
    streamerId: card.creator_id,
    judged: {
      cooldownSeconds: card.cooldown_seconds,
      viewerCooldownSeconds: card.viewer_cooldown_seconds,
      settingsVersion,
    },
    cardCooldownSeconds: card.cooldown_seconds ?? control.defaultCooldownSeconds,
    viewerCooldownSeconds: card.viewer_cooldown_seconds ?? control.defaultViewerCooldownSeconds,
    maxWaiting: control.maxWaitingPerViewer,
    now,
  }
}

/** Writes the use if every rule holds; returns what was written or seen, and the rule it was judged by. */
async function writeUse(
  app: Pick<AppServices, 'db' | 'clock' | 'quotaUses'>,
  request: CardUse,
  reads: UseReads,
  text: Exclude<ModeratedUse, { refused: string }>,
): Promise<{ written: Written; rule: UseRuleInputs }> {
  const { card } = reads
  const now = app.clock.now()
  const rule = ruleFor(request, reads, now)
  const use: NewUse = {
    streamer_id: card.creator_id,
    viewer_id: request.viewer.id,
    viewer_name: request.viewer.username,
    purchase_id: request.transactionId,
    card_id: card.id,
    title: text.title,
    description: text.description,
    viewer_text: text.viewerText ? 1 : 0,
    flag: text.flag,
    status: text.hold ? 'held' : 'queued',
    created_at: now.toISOString(),
    waiting_since: now.toISOString(),
  }
  // The viewer's uses take turns (their cooldown, their count of waiting uses), and so do the uses of
  // a card with a cooldown; uses of one streamer by different viewers do not wait on each other.
  const keys: LockKey[] = [{ user: request.viewer.id }]
  if (rule.cardCooldownSeconds > 0) keys.push({ card: card.id })
  app.quotaUses.sweep(now)
  const written = await lockedTransaction(app.db, keys, async (trx): Promise<Written> => {
    const spent = await createUseStatementsRepository(trx).spendPurchase(rule, use, request.key ?? null)
    if (!spent.use) return spent
    // A free card used extends the streamer's live marathon, in the transaction that spent it.
    const added = spent.freeInLiveMarathon ? await addFreeUseTime(trx, spent.use, rule) : undefined
    return { use: spent.use, usedAt: spent.usedAt, added }
  })
  return { written, rule }
}

/** After the commit: the line moves on by itself, the pages hear of it, a marathon shows its time. */
async function afterCommit(
  app: Pick<AppServices, 'overlayBus' | 'liveQueue'>,
  request: CardUse,
  written: Extract<Written, { use: StreamUseRow }>,
  maxWaitMinutes: number,
): Promise<CardUseOutcome> {
  const { use, added } = written
  app.overlayBus.signalSoon([use.streamer_id], 'queue')
  app.overlayBus.signalSoon([use.viewer_id], 'uses')
  // Every use moves the line on, a held one too: a card out and overdue goes back without waiting for
  // the sweep. Should moving it fail, the delivery sweep moves it later.
  void app.liveQueue
    .advanceSoon(use.streamer_id)
    .catch((error) => request.log.warn({ err: error }, 'useCard: the line moves on the sweep'))
  if (added) await announceMarathon(app.overlayBus, use.streamer_id, added)
  return {
    used: usedAnswer({ id: use.purchase_id, used_at: written.usedAt }, use, {
      marathonSeconds: added?.seconds,
      maxWaitMinutes,
    }),
  }
}
