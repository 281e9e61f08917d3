import type { Kysely } from 'kysely'

// Each kind of mail has its own hourly budget (schema-limits.ts MAIL_CATEGORIES), and sign-up codes
// one per requesting client too: the log keeps the client's address, counted by kind.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('mail_log').addColumn('client_address', 'text').execute()
  await db.schema
    .createIndex('mail_log_category_time')
    .on('mail_log')
    .columns(['category', 'created_at'])
    .execute()
  await db.schema
    .createIndex('mail_log_client_time')
    .on('mail_log')
    .columns(['client_address', 'created_at'])
    .execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('mail_log_client_time').execute()
  await db.schema.dropIndex('mail_log_category_time').execute()
  await db.schema.alterTable('mail_log').dropColumn('client_address').execute()
}
