import { type Kysely, sql } from 'kysely'

// Creator analytics (server/modules/analytics/analytics-repository.ts) reads one creator's purchases over a range of
// days: from the creator's cards, in card id order (so that grouping by card needs no sort), to each
// card's purchases by date and to each card's uses by date. The purchase indexes leave out purchases
// an administrator deleted, which the figures never count, and carry every column the queries read,
// so SQLite answers from the indexes alone (EXPLAIN QUERY PLAN: 'USING COVERING INDEX').
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createIndex('cards_creator_card').on('cards').columns(['creator_id', 'id']).execute()
  await db.schema
    .createIndex('purchases_card_sales')
    .on('purchases')
    .columns(['card_id', 'purchase_date', 'amount_paise', 'user_id', 'deleted_at'])
    .where(sql.ref('deleted_at'), 'is', null)
    .execute()
  await db.schema
    .createIndex('purchases_card_uses')
    .on('purchases')
    .columns(['card_id', 'used_at', 'is_used', 'deleted_at'])
    .where((eb) => eb.and([eb(sql.ref('deleted_at'), 'is', null), eb(sql.ref('is_used'), '=', 1)]))
    .execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('purchases_card_uses').execute()
  await db.schema.dropIndex('purchases_card_sales').execute()
  await db.schema.dropIndex('cards_creator_card').execute()
}
