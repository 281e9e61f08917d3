import type { Kysely } from 'kysely'
import { newId } from '../../db/ids'
import { forNoKeyUpdate } from '../../db/locks'
import type { Database } from '../../db/schema'

/**
 * What activating a paid month of Creator Pro reads and writes (plans.ts), made on its transaction:
 * the buyer under their lock, the period row (unique per payment), the plan on the user.
 */
export function createProPeriodsRepository(trx: Kysely<Database>) {
  return {
    /**
     * The user, locked (PostgreSQL; SQLite runs one write at a time) while the end date is computed, so
     * a racing activation of the same payment waits, then fails on the unique period.
     */
    lockedUser: (userId: string) =>
      forNoKeyUpdate(trx, trx.selectFrom('users').selectAll().where('id', '=', userId)).executeTakeFirst(),

    /** The period one payment bought: a second activation of the payment fails here. */
    async insertPeriod(period: {
      userId: string
      orderId: string
      paymentId: string
      amountPaise: number
      startsAt: Date
      endsAt: Date
      now: Date
    }): Promise<void> {
      await trx
        .insertInto('plan_periods')
        .values({
          id: newId(),
          user_id: period.userId,
          order_id: period.orderId,
          payment_id: period.paymentId,
          amount_paise: period.amountPaise,
          starts_at: period.startsAt.toISOString(),
          ends_at: period.endsAt.toISOString(),
          created_at: period.now.toISOString(),
        })
        .execute()
    },

    /** The user on Creator Pro until `endsAt`, and a creator (a viewer who buys Pro becomes one). */
    async makePro(userId: string, endsAt: Date, now: Date): Promise<void> {
      await trx
        .updateTable('users')
        .set({
          plan: 'pro',
          pro_until: endsAt.toISOString(),
          user_type: 'creator',
          updated_at: now.toISOString(),
        })
        .where('id', '=', userId)
        .execute()
    },
  }
}
