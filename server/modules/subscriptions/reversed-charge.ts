import type { Kysely } from 'kysely'
import type { Database } from '../../db/schema'
import { createAllowanceClaimsRepository } from './allowance-claims-repository'
import { createSubscriptionsRepository } from './subscriptions-repository'

/**
 * A charge's money went back (an administrator's refund, or a dispute the subscriber won): what it
 * gave is taken back, in the caller's transaction (charge-refunds.ts; money/disputes calls it for a
 * lost dispute) — the month it paid for ends now, with the subscription, which does not renew from
 * an unpaid month: ended here and marked to be cancelled at its provider, so Razorpay charges its
 * mandate no more (provider-cancel.ts; the subscription sweep sends it), while a reversal of an
 * earlier month leaves the current one be (`endReversedPeriod`); and the cards taken free from that
 * month's allowance become refunded like a refunded card's purchase (unusable, gone from My Cards),
 * except those already shown on stream, which stay as history (`refundUnshownOf`).
 */
export async function takeBackCharge(
  trx: Kysely<Database>,
  charge: { subscription_id: string; period_end: string },
  at: Date,
): Promise<void> {
  await createSubscriptionsRepository(trx).endReversedPeriod(charge, at)
  await createAllowanceClaimsRepository(trx).refundUnshownOf(charge.subscription_id, charge.period_end, at)
}
