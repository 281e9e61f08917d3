import type { Kysely } from 'kysely'
import { newId } from '../../db/ids'
import type { Database } from '../../db/schema'

// Takes the database or a transaction: a claim is counted and written under its subscription's lock
// (perks.ts), and taken back in the transaction that reverses the charge (reversed-charge.ts).
export function createAllowanceClaimsRepository(db: Kysely<Database>) {
  return {
    /** The cards taken from the allowance of the subscription's period ending `periodEnd`. */
    async count(subscriptionId: string, periodEnd: string): Promise<number> {
      const row = await db
        .selectFrom('allowance_claims')
        .select((eb) => eb.fn.countAll<number>().as('claims'))
        .where('subscription_id', '=', subscriptionId)
        .where('period_end', '=', periodEnd)
        .executeTakeFirst()
      return row?.claims ?? 0
    },

    /** A card taken from the period's allowance, by its purchase. */
    insert: (claim: { subscriptionId: string; periodEnd: string; purchaseId: string; at: Date }) =>
      db
        .insertInto('allowance_claims')
        .values({
          id: newId(),
          subscription_id: claim.subscriptionId,
          period_end: claim.periodEnd,
          purchase_id: claim.purchaseId,
          created_at: claim.at.toISOString(),
        })
        .execute(),

    /**
     * The purchases taken from the period's allowance become refunded (unusable, gone from My Cards),
     * except those already shown on stream, which stay as history: one statement.
     */
    refundUnshownOf: (subscriptionId: string, periodEnd: string, at: Date) =>
      db
        .updateTable('purchases')
        .set({ refunded_at: at.toISOString() })
        .where('refunded_at', 'is', null)
        .where('id', 'in', (eb) =>
          eb
            .selectFrom('allowance_claims')
            .select('allowance_claims.purchase_id')
            .where('allowance_claims.subscription_id', '=', subscriptionId)
            .where('allowance_claims.period_end', '=', periodEnd),
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
        .execute(),
  }
}
