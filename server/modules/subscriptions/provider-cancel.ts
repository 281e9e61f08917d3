import { subDays, subSeconds } from 'date-fns'
import { type Kysely, sql } from 'kysely'
import type { AppServices } from '../../app-services'
import type { Database } from '../../db/schema'
import { PaymentProviderError } from '../money'

// A subscription let go here (a checkout replaced by a newer one, a first payment that lost to
// another subscription, a month refunded or lost to a dispute, a charge taken down the orphan path)
// must stop at its provider too, or Razorpay goes on charging the mandate every month. The row is
// marked due in the same write that lets it go; the cancel is tried at once after that write, and the
// subscription sweep (renewals.ts) tries again what the provider refused or never heard.

/** Where a refused cancel is told (a request's logger, the sweep's). */
interface CancelLogger {
  warn(obj: object, msg: string): void
}

/** A refused (or unanswered) attempt is tried again this long after it (Razorpay's own timeout is 10 s). */
const RETRY_AFTER_SECONDS = 30

/** How long a refused cancel is tried again before only the log remembers it. */
const RETRY_DAYS = 30

/** Marks the subscription to be cancelled at its provider (once: a later mark keeps the first time). */
export async function markProviderCancelDue(db: Kysely<Database>, subscriptionId: string, at: Date) {
  await db
    .updateTable('subscriptions')
    .set({ provider_cancel_due_at: sql<string>`coalesce(provider_cancel_due_at, ${at.toISOString()})` })
    .where('id', '=', subscriptionId)
    .where('provider_cancelled_at', 'is', null)
    .execute()
}

/**
 * Cancels at once at its provider a subscription marked due and not yet cancelled there; true when
 * it is cancelled there now (or nothing was due). The simulated provider charges only through this
 * server's sweep, which runs on active rows alone: its cancel is the mark.
 */
export async function cancelAtProvider(
  app: AppServices,
  subscriptionId: string,
  log: CancelLogger,
): Promise<boolean> {
  const row = await app.subscriptions.byId(subscriptionId)
  if (!row || row.provider_cancel_due_at === null || row.provider_cancelled_at !== null) return true
  // One attempt at a time (the request that let it go, the sweep on every instance): the claim.
  const now = app.clock.now()
  const claimed = await app.db
    .updateTable('subscriptions')
    .set({ provider_cancel_tried_at: now.toISOString() })
    .where('id', '=', subscriptionId)
    .where('provider_cancelled_at', 'is', null)
    .where((eb) =>
      eb.or([
        eb('provider_cancel_tried_at', 'is', null),
        eb('provider_cancel_tried_at', '<=', subSeconds(now, RETRY_AFTER_SECONDS).toISOString()),
      ]),
    )
    .executeTakeFirst()
  if (claimed.numUpdatedRows !== 1n) return false
  if (row.provider === 'razorpay') {
    const razorpay = await app.payments.razorpaySubscriptions()
    if (!razorpay) {
      log.warn({ subscriptionId }, 'a subscription let go cannot be cancelled: Razorpay is not configured')
      return false
    }
    try {
      // Nothing more is owed on it, so it stops now, not at a cycle's end.
      await razorpay.cancel(row.provider_subscription_id, { atCycleEnd: false })
    } catch (error) {
      if (!(error instanceof PaymentProviderError)) throw error
      log.warn({ err: error, subscriptionId }, 'Razorpay did not cancel a subscription let go')
      return false
    }
  }
  await app.db
    .updateTable('subscriptions')
    .set({ provider_cancelled_at: app.clock.now().toISOString() })
    .where('id', '=', subscriptionId)
    .where('provider_cancelled_at', 'is', null)
    .execute()
  return true
}

/** One pass over the subscriptions whose cancel at the provider is due (the subscription sweep). */
export async function cancelDueAtProvider(app: AppServices, log: CancelLogger): Promise<void> {
  const due = await app.db
    .selectFrom('subscriptions')
    .select('id')
    .where('provider_cancel_due_at', '>', subDays(app.clock.now(), RETRY_DAYS).toISOString())
    .where('provider_cancelled_at', 'is', null)
    .where((eb) =>
      eb.or([
        eb('provider_cancel_tried_at', 'is', null),
        eb('provider_cancel_tried_at', '<=', subSeconds(app.clock.now(), RETRY_AFTER_SECONDS).toISOString()),
      ]),
    )
    .orderBy('provider_cancel_due_at')
    .limit(100)
    .execute()
  for (const { id } of due) await cancelAtProvider(app, id, log)
}
