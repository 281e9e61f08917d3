import type { Kysely } from 'kysely'

// Chargebacks (docs/tax.md 'Disputes'): one row per Razorpay dispute (unique `provider_dispute_id`),
// naming the ledger group of the sale it disputes ('sale:<purchase id>' or 'subscription:<payment
// id>') and the creator whose share it holds. `status` moves open → under_review → won | lost | closed,
// each step written once by a conditional update.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('disputes')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('provider_dispute_id', 'text', (col) => col.notNull().unique())
    .addColumn('payment_id', 'text', (col) => col.notNull())
    .addColumn('source_group_key', 'text', (col) => col.notNull())
    .addColumn('purchase_id', 'text')
    .addColumn('creator_id', 'text', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('amount_paise', 'integer', (col) => col.notNull())
    .addColumn('held_paise', 'integer', (col) => col.notNull())
    .addColumn('reason_code', 'text', (col) => col.notNull())
    .addColumn('status', 'text', (col) => col.notNull())
    .addColumn('respond_by', 'text')
    .addColumn('evidence_summary', 'text')
    .addColumn('admin_id', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute()
  await db.schema.createIndex('disputes_status').on('disputes').columns(['status', 'respond_by']).execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('disputes').execute()
}
