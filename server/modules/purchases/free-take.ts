import { cardMessages } from '../../../contract/card-messages'
import { HOURLY_QUOTAS } from '../../../contract/constants'
import { streamMessages } from '../../../contract/stream'
import type { AppServices } from '../../app-services'
import { lockedTransaction } from '../../db/locks'
import type { PurchaseRow } from '../../db/schema-marketplace'
import { RefusalError } from '../../errors'
import { quotaRefusals, quotaRetryAfter } from '../limits'
import {
  createFreeTakesRepository,
  FREE_TAKE_QUOTA,
  type FreeTake,
  type TakeFacts,
} from './free-takes-repository'

// Taking a free card in a flash, the service: the one statement (free-takes-repository.ts) under the
// taker's lock, then, when it wrote nothing, the refusal judged from the facts it saw. `judgeTake`
// only picks the message: a mismatch there can give a wrong message, never a wrong write.

/** The refusal for a take that wrote nothing, in the order the rules are told. */
function judgeTake(facts: TakeFacts, take: FreeTake, now: Date): RefusalError | 'locked' {
  if (!facts.found) return new RefusalError(404, cardMessages.cardNotFound)
  if (facts.creatorId === take.userId) return new RefusalError(403, cardMessages.ownCard)
  if (facts.price !== 0) return new RefusalError(400, cardMessages.notFreeCard)
  if (facts.locked) return 'locked'
  if (facts.quotaUsed >= HOURLY_QUOTAS[FREE_TAKE_QUOTA] && !facts.held)
    return new RefusalError(429, quotaRefusals[FREE_TAKE_QUOTA], quotaRetryAfter(facts.quotaOldest, now))
  return new RefusalError(409, streamMessages.unusedFreeCard)
}

/** What a take came to: the purchase, or the card is for subscribers (the caller's own path decides). */
export type TakeOutcome = { purchase: PurchaseRow; creatorId: string } | { locked: true }

/**
 * Takes a free card: the purchase, or a RefusalError (not found, not free, one held, the quota), or
 * `locked` for a card for subscribers, whose rules the caller runs on its own path.
 */
export async function takeFreeCard(
  app: Pick<AppServices, 'db' | 'quotaUses'>,
  take: FreeTake,
): Promise<TakeOutcome> {
  const now = new Date()
  app.quotaUses.sweep(now)
  const result = await lockedTransaction(app.db, [{ user: take.userId }], (trx) =>
    createFreeTakesRepository(trx).take(take, now),
  )
  if (result.purchase) return { purchase: result.purchase, creatorId: result.creatorId }
  const verdict = judgeTake(result.facts, take, now)
  if (verdict === 'locked') return { locked: true }
  throw verdict
}
