import type { Kysely } from 'kysely'
import type { Database } from './schema'

const toNumber = (value: string | number | bigint | null | undefined) => Number(value ?? 0)

/** What the admin screens read from the marketplace tables, and the admin deletes (soft). */
export function createAdminMarketplaceRepository(db: Kysely<Database>) {
  return {
    async stats() {
      const users = await db
        .selectFrom('users')
        .select((eb) => [
          eb.fn.countAll<string | number>().as('total'),
          eb.fn
            .count<string | number>(eb.case().when('user_type', '=', 'creator').then(1).end())
            .as('creators'),
        ])
        .executeTakeFirstOrThrow()
      const cards = await db
        .selectFrom('cards')
        .select((eb) => eb.fn.countAll<string | number>().as('total'))
        .where('deleted_at', 'is', null)
        .executeTakeFirstOrThrow()
      return {
        totalUsers: toNumber(users.total),
        totalStreamers: toNumber(users.creators),
        totalCards: toNumber(cards.total),
      }
    },

    cardById: (id: string) => db.selectFrom('cards').selectAll().where('id', '=', id).executeTakeFirst(),

    purchaseById: (id: string) =>
      db.selectFrom('purchases').selectAll().where('id', '=', id).executeTakeFirst(),

    listCards: () =>
      db
        .selectFrom('cards')
        .selectAll()
        .where('deleted_at', 'is', null)
        .orderBy('created_at', 'desc')
        .orderBy('id')
        .execute(),

    /** Times each card was used (purchases spent), for every card used at least once. */
    async usageCounts(): Promise<Record<string, number>> {
      const rows = await db
        .selectFrom('purchases')
        .select((eb) => ['card_id', eb.fn.countAll<string | number>().as('uses')])
        .where('is_used', '=', 1)
        .groupBy('card_id')
        .execute()
      return Object.fromEntries(rows.map((row) => [row.card_id, toNumber(row.uses)]))
    },

    /** True when a live card was found and taken off the market. */
    async softDeleteCard(id: string): Promise<boolean> {
      const result = await db
        .updateTable('cards')
        .set({ deleted_at: new Date().toISOString() })
        .where('id', '=', id)
        .where('deleted_at', 'is', null)
        .executeTakeFirst()
      return Number(result.numUpdatedRows) === 1
    },

    listTransactions: () =>
      db
        .selectFrom('purchases')
        .selectAll()
        .where('deleted_at', 'is', null)
        .orderBy('purchase_date', 'desc')
        .orderBy('id')
        .execute(),

    async activeCount(): Promise<number> {
      const row = await db
        .selectFrom('purchases')
        .select((eb) => eb.fn.countAll<string | number>().as('n'))
        .where('is_used', '=', 0)
        .where('deleted_at', 'is', null)
        .executeTakeFirstOrThrow()
      return toNumber(row.n)
    },

    /**
     * Money received: every paid purchase, including records an administrator removed from the
     * list (deleting a record refunds nobody; the rows are kept for the books).
     */
    async revenuePaise(): Promise<number> {
      const row = await db
        .selectFrom('purchases')
        .select((eb) => eb.fn.sum<string | number | null>('amount_paise').as('total'))
        .where('payment_id', '<>', 'free')
        .executeTakeFirstOrThrow()
      return toNumber(row.total)
    },

    async softDeletePurchase(id: string): Promise<boolean> {
      const result = await db
        .updateTable('purchases')
        .set({ deleted_at: new Date().toISOString() })
        .where('id', '=', id)
        .where('deleted_at', 'is', null)
        .executeTakeFirst()
      return Number(result.numUpdatedRows) === 1
    },
  }
}

export type AdminMarketplaceRepository = ReturnType<typeof createAdminMarketplaceRepository>
