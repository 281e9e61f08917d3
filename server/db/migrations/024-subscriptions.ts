import type { Kysely } from 'kysely'

// Viewers' subscriptions to a streamer's tier, and each charge that paid a period
// (docs/subscriptions.md). A charge is written once per provider payment (unique `payment_id`), with
// its ledger group 'subscription:<payment id>'.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('subscriptions')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('viewer_id', 'text', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('streamer_id', 'text', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('tier_id', 'text', (col) => col.notNull().references('subscription_tiers.id'))
    .addColumn('provider', 'text', (col) => col.notNull())
    .addColumn('provider_subscription_id', 'text', (col) => col.notNull().unique())
    .addColumn('status', 'text', (col) => col.notNull())
    .addColumn('price_paise', 'integer', (col) => col.notNull())
    .addColumn('current_period_start', 'text')
    .addColumn('current_period_end', 'text')
    .addColumn('cancel_at_period_end', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('cancelled_at', 'text')
    .addColumn('notice_period_end', 'text')
    .addColumn('notice_sent_at', 'text')
    .addColumn('notice_amount_paise', 'integer')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute()
  await db.schema
    .createIndex('subscriptions_viewer')
    .on('subscriptions')
    .columns(['viewer_id', 'status'])
    .execute()
  await db.schema
    .createIndex('subscriptions_streamer')
    .on('subscriptions')
    .columns(['streamer_id', 'status'])
    .execute()
  await db.schema
    .createTable('subscription_charges')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('subscription_id', 'text', (col) =>
      col.notNull().references('subscriptions.id').onDelete('cascade'),
    )
    .addColumn('payment_id', 'text', (col) => col.notNull().unique())
    .addColumn('amount_paise', 'integer', (col) => col.notNull())
    .addColumn('period_start', 'text', (col) => col.notNull())
    .addColumn('period_end', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('subscription_charges').execute()
  await db.schema.dropTable('subscriptions').execute()
}
