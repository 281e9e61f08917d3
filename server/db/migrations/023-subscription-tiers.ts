import type { Kysely } from 'kysely'

// The tiers a streamer offers to subscribers (contract/subscriptions.ts). A retired tier keeps its
// row, with `retired_at`, for the subscribers who keep it to their period's end.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('subscription_tiers')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('streamer_id', 'text', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('price_paise', 'integer', (col) => col.notNull())
    .addColumn('perks', 'text', (col) => col.notNull())
    .addColumn('monthly_allowance', 'integer', (col) => col.notNull())
    .addColumn('badge_colour', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .addColumn('retired_at', 'text')
    .execute()
  await db.schema
    .createIndex('subscription_tiers_streamer')
    .on('subscription_tiers')
    .columns(['streamer_id', 'retired_at'])
    .execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('subscription_tiers').execute()
}
