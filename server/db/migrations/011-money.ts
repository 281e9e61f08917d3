import type { Kysely } from 'kysely'

// Creators get paid: the double-entry ledger (append-only, integer paise, each money event a group of
// entries that sum to zero, written once), payout accounts, payout batches and payouts, and refunds.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('ledger_entries')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('group_key', 'text', (col) => col.notNull())
    .addColumn('kind', 'text', (col) => col.notNull())
    .addColumn('account', 'text', (col) => col.notNull())
    .addColumn('creator_id', 'text')
    .addColumn('amount_paise', 'integer', (col) => col.notNull())
    .addColumn('purchase_id', 'text')
    .addColumn('payout_id', 'text')
    .addColumn('payment_id', 'text')
    .addColumn('available_at', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addUniqueConstraint('ledger_entries_group_account', ['group_key', 'account'])
    .execute()
  await db.schema
    .createIndex('ledger_entries_creator')
    .on('ledger_entries')
    .columns(['creator_id', 'available_at'])
    .execute()
  await db.schema
    .createIndex('ledger_entries_creator_time')
    .on('ledger_entries')
    .columns(['creator_id', 'created_at', 'id'])
    .execute()
  await db.schema.createIndex('ledger_entries_purchase').on('ledger_entries').column('purchase_id').execute()
  await db.schema.createIndex('ledger_entries_payout').on('ledger_entries').column('payout_id').execute()

  await db.schema
    .createTable('payout_accounts')
    .addColumn('creator_id', 'text', (col) => col.primaryKey())
    .addColumn('method', 'text', (col) => col.notNull())
    .addColumn('upi_id', 'text')
    .addColumn('account_holder_name', 'text')
    .addColumn('account_number', 'text')
    .addColumn('ifsc', 'text')
    .addColumn('provider_contact_id', 'text')
    .addColumn('provider_fund_account_id', 'text')
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute()

  await db.schema
    .createTable('payout_batches')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('run_key', 'text', (col) => col.notNull().unique())
    .addColumn('trigger', 'text', (col) => col.notNull())
    .addColumn('admin_id', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute()

  await db.schema
    .createTable('payouts')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('batch_id', 'text', (col) => col.notNull())
    .addColumn('creator_id', 'text', (col) => col.notNull())
    .addColumn('amount_paise', 'integer', (col) => col.notNull())
    .addColumn('status', 'text', (col) => col.notNull())
    .addColumn('provider', 'text', (col) => col.notNull())
    .addColumn('provider_payout_id', 'text')
    .addColumn('failure_reason', 'text')
    .addColumn('attempt', 'integer', (col) => col.notNull().defaultTo(1))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .addUniqueConstraint('payouts_batch_creator', ['batch_id', 'creator_id'])
    .execute()
  await db.schema.createIndex('payouts_creator').on('payouts').columns(['creator_id', 'created_at']).execute()
  await db.schema.createIndex('payouts_provider_id').on('payouts').column('provider_payout_id').execute()

  await db.schema
    .createTable('refunds')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('purchase_id', 'text', (col) => col.notNull().unique())
    .addColumn('amount_paise', 'integer', (col) => col.notNull())
    .addColumn('reason', 'text', (col) => col.notNull())
    .addColumn('status', 'text', (col) => col.notNull())
    .addColumn('provider', 'text', (col) => col.notNull())
    .addColumn('provider_refund_id', 'text')
    .addColumn('admin_id', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute()
  await db.schema.createIndex('refunds_provider_id').on('refunds').column('provider_refund_id').execute()

  await db.schema.alterTable('purchases').addColumn('refunded_at', 'text').execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('purchases').dropColumn('refunded_at').execute()
  for (const table of ['refunds', 'payouts', 'payout_batches', 'payout_accounts', 'ledger_entries']) {
    await db.schema.dropTable(table).execute()
  }
}
