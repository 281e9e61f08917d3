import { type Kysely, sql } from 'kysely'
import type { Database } from '../../db/schema'

/**
 * A charge's money went back (an administrator's refund, or a dispute the subscriber won): what it
 * gave is taken back, in the caller's transaction (charge-refunds.ts; money/disputes calls it for a
 * lost dispute) — the month it paid for ends now (`endPeriodOfReversedCharge`), and the cards taken
 * free from that month's allowance become refunded like a refunded card's purchase (unusable, gone
 * from My Cards), except those already shown on stream, which stay as history.
 */
export async function takeBackCharge(
  trx: Kysely<Database>,
  charge: { subscription_id: string; period_end: string },
  at: Date,
): Promise<void> {
  await endPeriodOfReversedCharge(trx, charge, at)
  await trx
    .updateTable('purchases')
    .set({ refunded_at: at.toISOString() })
    .where('refunded_at', 'is', null)
    .where('id', 'in', (eb) =>
      eb
        .selectFrom('allowance_claims')
        .select('allowance_claims.purchase_id')
        .where('allowance_claims.subscription_id', '=', charge.subscription_id)
        .where('allowance_claims.period_end', '=', charge.period_end),
    )
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('stream_uses')
            .select('stream_uses.id')
            .whereRef('stream_uses.purchase_id', '=', 'purchases.id')
            .where('stream_uses.shown_at', 'is not', null),
        ),
      ),
    )
    .execute()
}

/**
 * The month a reversed charge paid for is over now, with the subscription, which does not renew from
 * an unpaid month: ended here and marked to be cancelled at its provider, so Razorpay charges its
 * mandate no more (provider-cancel.ts; the subscription sweep sends it). A reversal of an earlier
 * month leaves the current one be.
 */
export async function endPeriodOfReversedCharge(
  trx: Kysely<Database>,
  charge: { subscription_id: string; period_end: string },
  at: Date,
): Promise<void> {
  const now = at.toISOString()
  await trx
    .updateTable('subscriptions')
    .set({
      status: 'ended',
      current_period_end: now,
      cancel_at_period_end: 1,
      provider_cancel_due_at: sql<string>`coalesce(provider_cancel_due_at, ${now})`,
      updated_at: now,
    })
    .where('id', '=', charge.subscription_id)
    .where('current_period_end', '=', charge.period_end)
    .where('status', 'in', ['active', 'past_due'])
    .execute()
}
