import { type Kysely, sql } from 'kysely'
import type { Database } from '../../../db/schema'

/**
 * What a user paid since an instant, in paise: card and auction orders paid, and the months of their
 * subscriptions charged (a child's monthly cap counts them all: minor-cap.ts).
 */
export function createSpendingRepository(db: Kysely<Database>) {
  return {
    async paidSince(userId: string, since: string): Promise<number> {
      const [orders, charges] = await Promise.all([
        db
          .selectFrom('payment_orders')
          .select(sql<string | number | null>`sum(amount_paise)`.as('total'))
          .where('user_id', '=', userId)
          .where('status', '=', 'paid')
          .where('paid_at', '>=', since)
          .executeTakeFirst(),
        db
          .selectFrom('subscription_charges')
          .innerJoin('subscriptions', 'subscriptions.id', 'subscription_charges.subscription_id')
          .select(sql<string | number | null>`sum(subscription_charges.amount_paise)`.as('total'))
          .where('subscriptions.viewer_id', '=', userId)
          .where('subscription_charges.created_at', '>=', since)
          .executeTakeFirst(),
      ])
      // PostgreSQL answers a sum of integers as text (bigint), SQLite as a number.
      return Number(orders?.total ?? 0) + Number(charges?.total ?? 0)
    },
  }
}

export type SpendingRepository = ReturnType<typeof createSpendingRepository>
