import type { Kysely } from 'kysely'

// Creator Pro renewing each month (docs/subscriptions.md 'Creator Pro'): one row per streamer who
// switched it on, with the pre-debit notice of the next renewal (the period end it announced, when it
// was sent, the amount it named), as a viewer's subscription carries them. The period end is the
// user's `pro_until`.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('pro_renewals')
    .addColumn('user_id', 'text', (col) => col.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('provider', 'text', (col) => col.notNull())
    .addColumn('renews', 'integer', (col) => col.notNull())
    .addColumn('cancelled_at', 'text')
    .addColumn('notice_period_end', 'text')
    .addColumn('notice_sent_at', 'text')
    .addColumn('notice_amount_paise', 'integer')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('pro_renewals').execute()
}
