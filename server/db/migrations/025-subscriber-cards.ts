import type { Kysely } from 'kysely'

// Cards for subscribers only (`cards.min_tier_id`: the cheapest tier that opens the card; null: a card
// for everyone), and the cards subscribers took from their monthly allowance, one row per card taken,
// counted per paid period (docs/subscriptions.md).
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('cards')
    .addColumn('min_tier_id', 'text', (col) => col.references('subscription_tiers.id'))
    .execute()
  await db.schema
    .createTable('allowance_claims')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('subscription_id', 'text', (col) =>
      col.notNull().references('subscriptions.id').onDelete('cascade'),
    )
    .addColumn('period_end', 'text', (col) => col.notNull())
    .addColumn('purchase_id', 'text', (col) =>
      col.notNull().unique().references('purchases.id').onDelete('cascade'),
    )
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute()
  await db.schema
    .createIndex('allowance_claims_period')
    .on('allowance_claims')
    .columns(['subscription_id', 'period_end'])
    .execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('allowance_claims').execute()
  await db.schema.alterTable('cards').dropColumn('min_tier_id').execute()
}
