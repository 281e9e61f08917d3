import type { Kysely } from 'kysely'
import type { Database } from '../../db/schema'

/** A subscription charge whose money went back: the month it paid for (subscription_charges). */
export interface ReversedCharge {
  subscription_id: string
  period_end: string
}

type ChargeFollowUp = (trx: Kysely<Database>, charge: ReversedCharge, at: Date) => Promise<void>

/**
 * What follows a reversed sale beyond the books, told by the module that sold it: the books sit below
 * the sales (docs/architecture.md, "Layers"), so a lost dispute of a subscription charge asks
 * modules/subscriptions, which registered here, to take back what the charge gave.
 */
export function createReversalFollowUps() {
  const chargeFollowUps: ChargeFollowUp[] = []
  return {
    onChargeReversed(followUp: ChargeFollowUp) {
      chargeFollowUps.push(followUp)
    },
    /** Runs in the reversal's transaction, in the order registered. */
    async chargeReversed(trx: Kysely<Database>, charge: ReversedCharge, at: Date) {
      for (const followUp of chargeFollowUps) await followUp(trx, charge, at)
    },
  }
}

export type ReversalFollowUps = ReturnType<typeof createReversalFollowUps>
