import { addDays, addMonths, subDays } from 'date-fns'
import type { AppContext } from '../../context'
import { isPostgres, isUniqueViolation } from '../../db/database'
import { newId } from '../../db/ids'
import { createLedgerRepository, saleLines } from '../../db/ledger-repository'
import type { SubscriptionRow } from '../../db/schema-subscriptions'

/** A subscription pays for this many months at a time. */
export const MONTHS_PER_PERIOD = 1

/**
 * Records one paid period of a subscription — once per provider payment, whoever reports it first
 * (the subscriber's verify, a webhook, a renewal run): the charge row is unique per payment id. In
 * one transaction the subscription becomes active for the next period (from the current end while
 * it runs, from now otherwise) and the payment is written to the ledger as 'subscription:<payment
 * id>', split like a card sale: the streamer's share held PAYOUT_HOLD_DAYS, the platform's rest.
 * Returns the subscription as it is afterwards.
 */
export async function recordSubscriptionCharge(
  ctx: AppContext,
  subscriptionId: string,
  payment: { paymentId: string; amountPaise: number },
  /** 'first': the first month's payment, recorded only while the subscription awaits it. */
  which: 'first' | 'renewal' = 'renewal',
): Promise<SubscriptionRow> {
  const now = ctx.clock.now()
  try {
    await ctx.db.transaction().execute(async (trx) => {
      // Locked (PostgreSQL; SQLite writes one at a time) while the period is computed, so two charges
      // of one subscription both extend it.
      let query = trx.selectFrom('subscriptions').selectAll().where('id', '=', subscriptionId)
      if (isPostgres(ctx.db)) query = query.forUpdate()
      const current = await query.executeTakeFirst()
      if (!current) throw new Error(`a charge names a missing subscription ${subscriptionId}`)
      // A second first payment (two checkouts of one subscription) pays for nothing.
      if (which === 'first' && current.status !== 'created') return
      const runningEnd =
        current.status === 'active' && current.current_period_end
          ? new Date(current.current_period_end)
          : null
      // A renewal continues the period it follows (the sweep may come a little after its end); a
      // first payment, or a renewal that came more than a day late, starts now.
      const continues =
        runningEnd && (runningEnd > now || (which === 'renewal' && runningEnd > subDays(now, 1)))
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
        })
        .execute()
      await trx
        .updateTable('subscriptions')
        .set({
          status: 'active',
          price_paise: payment.amountPaise,
          current_period_start: start.toISOString(),
          current_period_end: end.toISOString(),
          updated_at: now.toISOString(),
        })
        .where('id', '=', current.id)
        .execute()
      await createLedgerRepository(trx).post({
        groupKey: `subscription:${payment.paymentId}`,
        kind: 'subscription',
        lines: saleLines(payment.amountPaise, current.streamer_id, addDays(now, ctx.config.payoutHoldDays)),
        paymentId: payment.paymentId,
        at: now,
      })
    })
  } catch (error) {
    // Reported twice: the first report recorded it (the whole transaction rolled back).
    if (!isUniqueViolation(error)) throw error
  }
  const row = await ctx.db
    .selectFrom('subscriptions')
    .selectAll()
    .where('id', '=', subscriptionId)
    .executeTakeFirst()
  if (!row) throw new Error(`a charge names a missing subscription ${subscriptionId}`)
  return row
}
