import type { Kysely } from 'kysely'

// Creator Pro: when each user's plan ends, the checkouts that buy it, and one row per paid month
// (append-only, unique per provider payment, so a payment activates Pro exactly once).
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').addColumn('pro_until', 'text').execute()

  await db.schema
    .createTable('plan_orders')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('provider', 'text', (col) => col.notNull())
    .addColumn('user_id', 'text', (col) => col.notNull())
    .addColumn('plan', 'text', (col) => col.notNull())
    .addColumn('amount_paise', 'integer', (col) => col.notNull())
    .addColumn('currency', 'text', (col) => col.notNull())
    .addColumn('status', 'text', (col) => col.notNull())
    .addColumn('payment_id', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('paid_at', 'text')
    .execute()
  await db.schema.createIndex('plan_orders_user').on('plan_orders').column('user_id').execute()

  await db.schema
    .createTable('plan_periods')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('user_id', 'text', (col) => col.notNull())
    .addColumn('order_id', 'text', (col) => col.notNull())
    .addColumn('payment_id', 'text', (col) => col.notNull().unique())
    .addColumn('amount_paise', 'integer', (col) => col.notNull())
    .addColumn('starts_at', 'text', (col) => col.notNull())
    .addColumn('ends_at', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute()
  await db.schema.createIndex('plan_periods_user').on('plan_periods').column('user_id').execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('plan_periods').execute()
  await db.schema.dropTable('plan_orders').execute()
  await db.schema.alterTable('users').dropColumn('pro_until').execute()
}
