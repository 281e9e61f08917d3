import type { Kysely } from 'kysely'
import { fetchPage, type Page, type PageRequest } from '../../db/keyset'
import type { Database } from '../../db/schema'
import type { CardRow, PurchaseRow } from '../../db/schema-marketplace'
import { containsText } from '../../db/text-search'

/** Card Management's filters; absent means any. */
export interface CardFilter {
  /** Part of the title, any case. */
  title?: string
  category?: string
  rarity?: string
}

/** Payment Management's filters; absent means any. */
export interface TransactionFilter {
  /** Part of the buyer's email or of the card title, any case. */
  text?: string
  isUsed?: boolean
}

const toNumber = (value: number | null | undefined) => value ?? 0

/** What the admin screens read from the marketplace tables, and the admin deletes (soft). */
export function createAdminMarketplaceRepository(db: Kysely<Database>) {
  return {
    async stats() {
      const users = await db
        .selectFrom('users')
        .select((eb) => [
          eb.fn.countAll<number>().as('total'),
          eb.fn.count<number>(eb.case().when('user_type', '=', 'creator').then(1).end()).as('creators'),
        ])
        .executeTakeFirstOrThrow()
      const cards = await db
        .selectFrom('cards')
        .select((eb) => eb.fn.countAll<number>().as('total'))
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

    /** One page of the live cards matching `filter`, newest first, and how many match in all. */
    async listCardsPage(
      filter: CardFilter,
      request: PageRequest,
    ): Promise<Page<CardRow> & { total: number }> {
      let matching = db.selectFrom('cards').where('deleted_at', 'is', null)
      if (filter.title) matching = matching.where(containsText('title', filter.title))
      // Categories are stored as a JSON array of names; a name never holds a quote.
      if (filter.category)
        matching = matching.where('categories', 'like', `%${JSON.stringify(filter.category)}%`)
      if (filter.rarity) matching = matching.where('rarity', '=', filter.rarity)
      const { total } = await matching
        .select((eb) => eb.fn.countAll<number>().as('total'))
        .executeTakeFirstOrThrow()
      const page = await fetchPage(
        matching.selectAll(),
        { sort: 'created_at', id: 'id' },
        request,
        (row) => ({ sort: row.created_at, id: row.id }),
        toNumber(total),
      )
      return { ...page, total: toNumber(total) }
    },

    /** Card Management's tiles: live cards and the sum of their prices. */
    async cardsSummary(): Promise<{ totalCards: number; totalPricePaise: number }> {
      const row = await db
        .selectFrom('cards')
        .select((eb) => [
          eb.fn.countAll<number>().as('cards'),
          eb.fn.sum<number | null>('price_paise').as('paise'),
        ])
        .where('deleted_at', 'is', null)
        .executeTakeFirstOrThrow()
      return { totalCards: toNumber(row.cards), totalPricePaise: toNumber(row.paise) }
    },

    /**
     * Times each card was used (purchases spent), for every card used at least once, or for the
     * cards of `cardIds` only (a page of the table).
     */
    async usageCounts(cardIds?: readonly string[]): Promise<Record<string, number>> {
      if (cardIds?.length === 0) return {}
      let query = db
        .selectFrom('purchases')
        .select((eb) => ['card_id', eb.fn.countAll<number>().as('uses')])
        .where('is_used', '=', 1)
      if (cardIds) query = query.where('card_id', 'in', cardIds)
      const rows = await query.groupBy('card_id').execute()
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
      return result.numUpdatedRows === 1n
    },

    /** One page of the purchase records matching `filter`, newest first, and how many match in all. */
    async listTransactionsPage(
      filter: TransactionFilter,
      request: PageRequest,
    ): Promise<Page<PurchaseRow> & { total: number }> {
      let matching = db.selectFrom('purchases').where('deleted_at', 'is', null)
      const { text } = filter
      if (text) {
        matching = matching.where((eb) =>
          eb.or([containsText('user_email', text), containsText('title', text)]),
        )
      }
      if (filter.isUsed !== undefined) matching = matching.where('is_used', '=', filter.isUsed ? 1 : 0)
      const { total } = await matching
        .select((eb) => eb.fn.countAll<number>().as('total'))
        .executeTakeFirstOrThrow()
      const page = await fetchPage(
        matching.selectAll(),
        { sort: 'purchase_date', id: 'id' },
        request,
        (row) => ({ sort: row.purchase_date, id: row.id }),
        toNumber(total),
      )
      return { ...page, total: toNumber(total) }
    },

    async activeCount(): Promise<number> {
      const row = await db
        .selectFrom('purchases')
        .select((eb) => eb.fn.countAll<number>().as('n'))
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
        .select((eb) => eb.fn.sum<number | null>('amount_paise').as('total'))
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
      return result.numUpdatedRows === 1n
    },
  }
}

export type AdminMarketplaceRepository = ReturnType<typeof createAdminMarketplaceRepository>
