import type { Kysely } from 'kysely'

// Notices to viewers (an auction won or outbid, a subscription started or ended, a used card sent
// back) mail once per event, and an outbid bidder once per auction in a window: a small row per mail
// sent, claimed before it goes (server/modules/mail/mail-marks-repository.ts).
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('mail_marks')
    .addColumn('key', 'text', (col) => col.primaryKey())
    .addColumn('sent_at', 'text', (col) => col.notNull())
    .execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('mail_marks').execute()
}
