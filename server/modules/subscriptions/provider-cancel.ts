import { subDays, subSeconds } from 'date-fns'
import type { AppServices } from '../../app-services'
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

/** What a cancel at the provider reads and writes. */
export type ProviderCancelServices = Pick<AppServices, 'subscriptions' | 'clock' | 'payments'>

/**
 * Cancels at once at its provider a subscription marked due and not yet cancelled there; true when
 * it is cancelled there now (or nothing was due). The simulated provider charges only through this
 * server's sweep, which runs on active rows alone: its cancel is the mark.
 */
export async function cancelAtProvider(
  app: ProviderCancelServices,
  subscriptionId: string,
  log: CancelLogger,
): Promise<boolean> {
  const row = await app.subscriptions.byId(subscriptionId)
  if (!row || row.provider_cancel_due_at === null || row.provider_cancelled_at !== null) return true
  // One attempt at a time (the request that let it go, the sweep on every instance): the claim.
  const now = app.clock.now()
  const triedBefore = subSeconds(now, RETRY_AFTER_SECONDS).toISOString()
  if (!(await app.subscriptions.claimProviderCancel(subscriptionId, now, triedBefore))) return false
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
  await app.subscriptions.markProviderCancelled(subscriptionId, app.clock.now())
  return true
}

/** One pass over the subscriptions whose cancel at the provider is due (the subscription sweep). */
export async function cancelDueAtProvider(app: ProviderCancelServices, log: CancelLogger): Promise<void> {
  const due = await app.subscriptions.providerCancelsDue(
    subDays(app.clock.now(), RETRY_DAYS).toISOString(),
    subSeconds(app.clock.now(), RETRY_AFTER_SECONDS).toISOString(),
  )
  for (const { id } of due) await cancelAtProvider(app, id, log)
}
