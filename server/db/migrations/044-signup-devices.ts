import type { Kysely } from 'kysely'

// Sign-up mail is limited per device on a client address (the device cookie, a hint), and a busy
// address's sign-ups bring a proof of work instead of being refused: the mail log keeps the device,
// and each solved challenge is written once, so that it cannot be spent twice on any instance.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('mail_log').addColumn('client_device', 'text').execute()
  await db.schema
    .createTable('work_challenges_spent')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('expires_at', 'text', (col) => col.notNull())
    .execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('work_challenges_spent').execute()
  await db.schema.alterTable('mail_log').dropColumn('client_device').execute()
}
