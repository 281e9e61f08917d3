import type { Kysely } from 'kysely'
import type { Database } from '../../db/schema'

/**
 * A charge's money went back (an administrator's refund, or a dispute the subscriber won): the month
 * it paid for is over now, with the subscription, which does not renew from an unpaid month. A
 * reversal of an earlier month leaves the current one be.
 */
export async function endPeriodOfReversedCharge(
  trx: Kysely<Database>,
  charge: { subscription_id: string; period_end: string },
  at: Date,
): Promise<void> {
  const now = at.toISOString()
  await trx
    .updateTable('subscriptions')
    .set({ status: 'ended', current_period_end: now, cancel_at_period_end: 1, updated_at: now })
    .where('id', '=', charge.subscription_id)
    .where('current_period_end', '=', charge.period_end)
    .where('status', 'in', ['active', 'past_due'])
    .execute()
}
