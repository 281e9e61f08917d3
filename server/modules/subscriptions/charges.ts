import { addDays, addMonths, subDays } from 'date-fns'
import type { FastifyBaseLogger } from 'fastify'
import { formatDate } from '../../../contract/dates'
import { hasPerks } from '../../../contract/subscription-states'
import type { AppServices } from '../../app-services'
import { isUniqueViolation } from '../../db/database'
import { lockUserRow } from '../../db/locks'
import type { SubscriptionRow } from '../../db/schema-subscriptions'
import { mailParentOfSpending } from '../accounts'
import { addMarathonTime, announceMarathon, type MarathonAdded } from '../marathons'
import { bookSale } from '../money'
import {
  type ChargeRecordingRepository,
  createChargeRecordingRepository,
} from './charge-recording-repository'
import { mailSubscriptionCharge, type SubscriptionMailServices } from './subscription-mail'
import { renewsAt, subscriptionState } from './subscriptions-repository'

/** Whether a renewal due at `periodEnd` should still be charged, read under the subscription's lock. */
async function stillRenews(
  charges: ChargeRecordingRepository,
  current: SubscriptionRow,
  periodEnd: string,
  now: Date,
) {
  if (current.status !== 'active') return false
  if (current.current_period_end !== periodEnd || current.notice_period_end !== periodEnd) return false
  const sellers = await charges.sellerOfTier(current.tier_id)
  return (
    sellers !== undefined && renewsAt({ ...sellers, cancel_at_period_end: current.cancel_at_period_end }, now)
  )
}

/** A subscription pays for this many months at a time. */
export const MONTHS_PER_PERIOD = 1

/**
 * Records one paid period of a subscription — once per provider payment, whoever reports it first
 * (the subscriber's verify, a webhook, a renewal run): the charge row is unique per payment id. In
 * one transaction the subscription becomes active for the next period (from the current end while
 * it runs, from now otherwise) and the payment is booked as a sale (modules/money/book-sale.ts:
 * 'subscription:<payment id>', split like a card sale, the streamer's share held PAYOUT_HOLD_DAYS,
 * and the subscriber's invoice); a live marathon of the streamer is extended by it
 * (modules/marathons/marathons.ts).
 * Answers whether this payment pays a period (now, or by an earlier report of it).
 */
export async function recordSubscriptionCharge(
  app: Pick<AppServices, 'db' | 'clock' | 'config' | 'overlayBus' | 'users' | 'mailer' | 'parentLinks'> &
    SubscriptionMailServices & { log: Pick<FastifyBaseLogger, 'warn'> },
  subscriptionId: string,
  payment: { paymentId: string; amountPaise: number },
  /**
   * 'first': the first month's payment, recorded only while the subscription awaits it and its
   * subscriber has no other running subscription to the streamer. A renewal names the period end its
   * pre-debit notice announced, and is recorded only if, under the lock, the subscription still runs
   * to that end, was not cancelled, and its tier and streamer still sell it. An overdue payment pays
   * the failed renewal at the period end it names, only while the subscription is past-due there. A
   * provider's own charge (Razorpay charges each month by itself) pays the next period of one that has
   * been paid before and is not over (active, past-due, or halted after a late success).
   */
  which: 'first' | { renewalOf: string } | { overdueAt: string } | 'provider',
): Promise<boolean> {
  const now = app.clock.now()
  let added: MarathonAdded | undefined
  let period: { start: Date; end: Date } | undefined
  let chargedViewerId: string | undefined
  let chargedStreamer: string | undefined
  try {
    const paid = await app.db.transaction().execute(async (trx) => {
      // Locked (PostgreSQL; SQLite writes one at a time) while the period is computed, so two charges
      // of one subscription both extend it.
      const charges = createChargeRecordingRepository(trx)
      const current = await charges.lockedById(subscriptionId)
      if (!current) throw new Error(`a charge names a missing subscription ${subscriptionId}`)
      if (which === 'first') {
        // A second first payment (two checkouts of one subscription) pays for nothing.
        if (current.status !== 'created') return false
        // Two subscriptions opened side by side: the first paid wins, the other is let go.
        await lockUserRow(trx, current.viewer_id)
        const others = await charges.othersRunning(current)
        if (others.some((other) => hasPerks(subscriptionState(other, now)))) {
          // Let go here, so cancelled at its provider too (its payment is refunded: orphan-charges.ts).
          await charges.letGo(current.id, now)
          return false
        }
      } else if (which === 'provider') {
        if (!['active', 'past_due', 'halted'].includes(current.status)) return false
      } else if ('overdueAt' in which) {
        if (current.status !== 'past_due' || current.current_period_end !== which.overdueAt) return false
      } else if (!(await stillRenews(charges, current, which.renewalOf, now))) {
        return false
      }
      const runningEnd =
        current.status !== 'created' && current.current_period_end
          ? new Date(current.current_period_end)
          : null
      // A renewal continues the period it follows (the sweep may come a little after its end), and so
      // does an overdue payment (its perks ran on meanwhile); a first payment, or a renewal that came
      // more than a day late, starts now.
      const continues =
        runningEnd &&
        (runningEnd > now ||
          which === 'provider' ||
          (which !== 'first' && ('overdueAt' in which || runningEnd > subDays(now, 1))))
      const start = continues ? runningEnd : now
      const end = addMonths(start, MONTHS_PER_PERIOD)
      await charges.insertCharge({
        subscriptionId: current.id,
        paymentId: payment.paymentId,
        amountPaise: payment.amountPaise,
        start,
        end,
        now,
      })
      await charges.startPeriod(current.id, {
        pricePaise: payment.amountPaise,
        start,
        end,
        // Paid by the subscriber at last: a new mandate, so the simulated one's declines end too.
        newMandate: typeof which === 'object' && 'overdueAt' in which,
        now,
      })
      const [subscriber, streamer] = await Promise.all(
        [current.viewer_id, current.streamer_id].map((id) => charges.usernameOf(id)),
      )
      // The subscriber is invoiced for Cardcast's share; the streamer's is collected on their behalf.
      const booked = await bookSale(trx, {
        kind: 'subscription',
        groupKey: `subscription:${payment.paymentId}`,
        buyerId: current.viewer_id,
        sellerId: current.streamer_id,
        amountPaise: payment.amountPaise,
        paymentId: payment.paymentId,
        at: now,
        shareAvailableAt: addDays(now, app.config.payoutHoldDays),
        invoiceDescription: `Subscription to ${streamer?.username ?? 'a streamer'}, ${formatDate(start.toISOString())} to ${formatDate(end.toISOString())}`,
      })
      // The charge row is new, so its group is too: anything else is a bug, and rolls the charge back.
      if (!booked) throw new Error(`ledger group subscription:${payment.paymentId} exists without its charge`)
      added = await addMarathonTime(trx, {
        streamerId: current.streamer_id,
        cause: 'subscription',
        sourceKey: `subscription:${payment.paymentId}`,
        userId: current.viewer_id,
        username: subscriber?.username ?? '',
        amountPaise: payment.amountPaise,
        now,
      })
      period = { start, end }
      chargedViewerId = current.viewer_id
      chargedStreamer = streamer?.username
      return true
    })
    if (added) await announceMarathon(app.overlayBus, added.streamerId, added)
    // Committed: the subscriber's receipt, which says it started or renewed.
    if (period)
      await mailSubscriptionCharge(
        app,
        { subscriptionId, ...payment, ...period, paidAt: now, started: which === 'first' },
        app.log,
      )
    // A child's subscription, started or renewed: the parent hears of it (docs/privacy.md).
    if (period && chargedViewerId) {
      const child = await app.users.byId(chargedViewerId)
      if (child) {
        const what = { kind: 'subscription' as const, streamer: chargedStreamer ?? null }
        await mailParentOfSpending(app, child, what, payment.amountPaise, app.log)
      }
    }
    return paid
  } catch (error) {
    // Reported twice: the first report recorded it (the whole transaction rolled back).
    if (!isUniqueViolation(error)) throw error
    return true
  }
}
