import type { Kysely } from 'kysely'

// Tax documents and creators' KYC (docs/tax.md). `invoices` holds tax invoices and credit notes, each
// written once per money event (unique `source_key`, e.g. 'pro:<payment id>') with the particulars
// Rule 46 asks, copied at issue so that a later settings change never rewrites a document.
// `document_serials` is one counter row per series and financial year, advanced inside the
// transaction that writes the document: a rolled-back document takes its number back, so serials
// run without gaps. `tax_profiles` is a creator's PAN, legal name and GSTIN with the checks' results;
// `users.billing_state` is the state a buyer named at checkout, kept for their next invoice.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('invoices')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('document', 'text', (col) => col.notNull())
    .addColumn('purpose', 'text', (col) => col.notNull())
    .addColumn('serial', 'text', (col) => col.notNull().unique())
    .addColumn('financial_year', 'integer', (col) => col.notNull())
    .addColumn('source_key', 'text', (col) => col.notNull().unique())
    .addColumn('original_invoice_id', 'text', (col) => col.references('invoices.id'))
    .addColumn('recipient_id', 'text', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('recipient_name', 'text', (col) => col.notNull())
    .addColumn('recipient_email', 'text', (col) => col.notNull())
    .addColumn('recipient_state', 'text')
    .addColumn('recipient_gstin', 'text')
    .addColumn('supplier_name', 'text', (col) => col.notNull())
    .addColumn('supplier_address', 'text', (col) => col.notNull())
    .addColumn('supplier_state', 'text', (col) => col.notNull())
    .addColumn('supplier_gstin', 'text', (col) => col.notNull())
    .addColumn('place_of_supply', 'text', (col) => col.notNull())
    .addColumn('sac', 'text', (col) => col.notNull())
    .addColumn('description', 'text', (col) => col.notNull())
    .addColumn('total_paise', 'integer', (col) => col.notNull())
    .addColumn('on_behalf_paise', 'integer', (col) => col.notNull())
    .addColumn('taxable_paise', 'integer', (col) => col.notNull())
    .addColumn('gst_rate_bp', 'integer', (col) => col.notNull())
    .addColumn('cgst_paise', 'integer', (col) => col.notNull())
    .addColumn('sgst_paise', 'integer', (col) => col.notNull())
    .addColumn('igst_paise', 'integer', (col) => col.notNull())
    .addColumn('payment_id', 'text')
    .addColumn('issued_at', 'text', (col) => col.notNull())
    .execute()
  await db.schema
    .createIndex('invoices_recipient')
    .on('invoices')
    .columns(['recipient_id', 'issued_at'])
    .execute()
  await db.schema.createIndex('invoices_issued').on('invoices').columns(['issued_at']).execute()
  await db.schema
    .createTable('document_serials')
    .addColumn('series', 'text', (col) => col.notNull())
    .addColumn('financial_year', 'integer', (col) => col.notNull())
    .addColumn('last_sequence', 'integer', (col) => col.notNull())
    .addPrimaryKeyConstraint('document_serials_pk', ['series', 'financial_year'])
    .execute()
  await db.schema
    .createTable('tax_profiles')
    .addColumn('creator_id', 'text', (col) => col.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('legal_name', 'text', (col) => col.notNull())
    .addColumn('pan', 'text', (col) => col.notNull())
    .addColumn('gstin', 'text')
    .addColumn('pan_status', 'text', (col) => col.notNull())
    .addColumn('pan_failure', 'text')
    .addColumn('account_status', 'text', (col) => col.notNull())
    .addColumn('account_failure', 'text')
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute()
  await db.schema.alterTable('users').addColumn('billing_state', 'text').execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').dropColumn('billing_state').execute()
  await db.schema.dropTable('tax_profiles').execute()
  await db.schema.dropTable('document_serials').execute()
  await db.schema.dropTable('invoices').execute()
}
