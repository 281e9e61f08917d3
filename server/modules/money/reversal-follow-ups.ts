import type { Kysely } from 'kysely'
import type { Database } from '../../db/schema'
import { createListeners } from '../../lib/listeners'

/** A subscription charge whose money went back: the month it paid for (subscription_charges). */
export interface ReversedCharge {
  subscription_id: string
  period_end: string
}

/**
 * What follows a reversed sale beyond the books, told by the module that sold it: the books sit below
 * the sales (docs/architecture.md, "Layers"), so a lost dispute of a subscription charge asks
 * modules/subscriptions, which registered here, to take back what the charge gave.
 */
export function createReversalFollowUps() {
  const charge = createListeners<[trx: Kysely<Database>, charge: ReversedCharge, at: Date]>()
  return {
    onChargeReversed: charge.add,
    /** Runs in the reversal's transaction, in the order registered. */
    chargeReversed: charge.run,
  }
}

export type ReversalFollowUps = ReturnType<typeof createReversalFollowUps>
