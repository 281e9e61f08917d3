import type { Kysely } from 'kysely'

// A captured payment that matches no unpaid order (a second payment of a paid order, or an order
// Cardcast never made) is recorded here, once per payment, and refunded through the provider with an
// idempotency key; administrators see the list (docs/security.md).
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('orphan_payments')
    .addColumn('payment_id', 'text', (col) => col.primaryKey())
    .addColumn('order_id', 'text', (col) => col.notNull())
    .addColumn('amount_paise', 'integer', (col) => col.notNull())
    .addColumn('provider', 'text', (col) => col.notNull())
    .addColumn('status', 'text', (col) => col.notNull())
    .addColumn('refund_id', 'text')
    .addColumn('failure', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute()
  await db.schema.createIndex('orphan_payments_created').on('orphan_payments').column('created_at').execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('orphan_payments').execute()
}
