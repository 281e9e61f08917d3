import { addDays, addMonths, subDays } from 'date-fns'
import type { Kysely } from 'kysely'
import { hasPerks } from '../../../contract/subscription-states'
import type { AppServices } from '../../app-services'
import { isUniqueViolation } from '../../db/database'
import { newId } from '../../db/ids'
import { forUpdate, lockUserRow } from '../../db/locks'
import type { Database } from '../../db/schema'
import type { SubscriptionRow } from '../../db/schema-subscriptions'
import { dayOf } from '../../lib/mail-dates'
import { addMarathonTime, announceMarathon, type MarathonAdded } from '../marathons'
import {
  createLedgerRepository,
  creatorSharePaise,
  issueInvoice,
  saleLines,
  withholdFromCredit,
} from '../money'
import { renewsAt, subscriptionState } from './subscriptions-repository'

/** Whether a renewal due at `periodEnd` should still be charged, read under the subscription's lock. */
async function stillRenews(trx: Kysely<Database>, current: SubscriptionRow, periodEnd: string, now: Date) {
  if (current.status !== 'active') return false
  if (current.current_period_end !== periodEnd || current.notice_period_end !== periodEnd) return false
  const sellers = await trx
    .selectFrom('subscription_tiers as tier')
    .innerJoin('users as streamer', 'streamer.id', 'tier.streamer_id')
    .select([
      'tier.retired_at as tier_retired_at',
      'streamer.user_type as streamer_user_type',
      'streamer.plan as streamer_plan',
      'streamer.pro_until as streamer_pro_until',
    ])
    .where('tier.id', '=', current.tier_id)
    .executeTakeFirst()
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
 * it runs, from now otherwise) and the payment is written to the ledger as 'subscription:<payment
 * id>', split like a card sale: the streamer's share held PAYOUT_HOLD_DAYS, the platform's rest; a
 * live marathon of the streamer is extended by it (modules/marathons/marathons.ts).
 * Answers whether this payment pays a period (now, or by an earlier report of it).
 */
export async function recordSubscriptionCharge(
  app: AppServices,
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
  try {
    const paid = await app.db.transaction().execute(async (trx) => {
      // Locked (PostgreSQL; SQLite writes one at a time) while the period is computed, so two charges
      // of one subscription both extend it.
      const current = await forUpdate(
        trx,
        trx.selectFrom('subscriptions').selectAll().where('id', '=', subscriptionId),
      ).executeTakeFirst()
      if (!current) throw new Error(`a charge names a missing subscription ${subscriptionId}`)
      if (which === 'first') {
        // A second first payment (two checkouts of one subscription) pays for nothing.
        if (current.status !== 'created') return false
        // Two subscriptions opened side by side: the first paid wins, the other is let go.
        await lockUserRow(trx, current.viewer_id)
        const others = await trx
          .selectFrom('subscriptions')
          .selectAll()
          .where('viewer_id', '=', current.viewer_id)
          .where('streamer_id', '=', current.streamer_id)
          .where('status', 'in', ['active', 'past_due'])
          .where('id', '!=', current.id)
          .execute()
        if (others.some((other) => hasPerks(subscriptionState(other, now)))) {
          // Let go here, so cancelled at its provider too (its payment is refunded: orphan-charges.ts).
          await trx
            .updateTable('subscriptions')
            .set({
              status: 'ended',
              provider_cancel_due_at: now.toISOString(),
              updated_at: now.toISOString(),
            })
            .where('id', '=', current.id)
            .execute()
          return false
        }
      } else if (which === 'provider') {
        if (!['active', 'past_due', 'halted'].includes(current.status)) return false
      } else if ('overdueAt' in which) {
        if (current.status !== 'past_due' || current.current_period_end !== which.overdueAt) return false
      } else if (!(await stillRenews(trx, current, which.renewalOf, now))) {
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
      await trx
        .insertInto('subscription_charges')
        .values({
          id: newId(),
          subscription_id: current.id,
          payment_id: payment.paymentId,
          amount_paise: payment.amountPaise,
          period_start: start.toISOString(),
          period_end: end.toISOString(),
          created_at: now.toISOString(),
          refund_status: null,
          refund_key: null,
          refund_reason: null,
          refund_admin_id: null,
          provider_refund_id: null,
          refunded_at: null,
        })
        .execute()
      await trx
        .updateTable('subscriptions')
        .set({
          status: 'active',
          price_paise: payment.amountPaise,
          current_period_start: start.toISOString(),
          current_period_end: end.toISOString(),
          past_due_since: null,
          // Paid by the subscriber at last: a new mandate, so the simulated one's declines end too.
          ...(typeof which === 'object' && 'overdueAt' in which ? { simulated_renewals: null } : {}),
          updated_at: now.toISOString(),
        })
        .where('id', '=', current.id)
        .execute()
      const availableAt = addDays(now, app.config.payoutHoldDays)
      const posted = await createLedgerRepository(trx).post({
        groupKey: `subscription:${payment.paymentId}`,
        kind: 'subscription',
        lines: saleLines(payment.amountPaise, current.streamer_id, availableAt),
        paymentId: payment.paymentId,
        at: now,
      })
      // The charge row is new, so its group is too: anything else is a bug, and rolls the charge back.
      if (!posted) throw new Error(`ledger group subscription:${payment.paymentId} exists without its charge`)
      await withholdFromCredit(trx, {
        sourceGroupKey: `subscription:${payment.paymentId}`,
        creatorId: current.streamer_id,
        grossPaise: payment.amountPaise,
        availableAt,
        at: now,
        paymentId: payment.paymentId,
      })
      const [subscriber, streamer] = await Promise.all(
        [current.viewer_id, current.streamer_id].map((id) =>
          trx.selectFrom('users').select('username').where('id', '=', id).executeTakeFirst(),
        ),
      )
      // The subscriber is invoiced for Cardcast's share; the streamer's is collected on their behalf.
      await issueInvoice(trx, {
        purpose: 'subscription',
        sourceKey: `subscription:${payment.paymentId}`,
        recipientId: current.viewer_id,
        totalPaise: payment.amountPaise,
        supplyPaise: payment.amountPaise - creatorSharePaise(payment.amountPaise),
        description: `Subscription to ${streamer?.username ?? 'a streamer'}, ${dayOf(start.toISOString())} to ${dayOf(end.toISOString())}`,
        paymentId: payment.paymentId,
        at: now,
      })
      added = await addMarathonTime(trx, {
        streamerId: current.streamer_id,
        cause: 'subscription',
        sourceKey: `subscription:${payment.paymentId}`,
        userId: current.viewer_id,
        username: subscriber?.username ?? '',
        amountPaise: payment.amountPaise,
        now,
      })
      return true
    })
    if (added) await announceMarathon(app.overlayBus, added.streamerId, added)
    return paid
  } catch (error) {
    // Reported twice: the first report recorded it (the whole transaction rolled back).
    if (!isUniqueViolation(error)) throw error
    return true
  }
}
