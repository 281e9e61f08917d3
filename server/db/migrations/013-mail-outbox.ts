import type { Kysely } from 'kysely'

// The mail outbox: every mail is written here before it goes, and marked sent once the
// SMTP server took it, so that mail refused while SMTP is down waits and goes out later, once. A row
// is claimed (claim_token, claimed_until) by whoever sends it, so two instances never send one row at
// the same time; a claim that lapses (a sender that died) is taken over.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('mail_outbox')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('recipient', 'text', (col) => col.notNull())
    .addColumn('subject', 'text', (col) => col.notNull())
    .addColumn('body', 'text', (col) => col.notNull())
    .addColumn('reply_to', 'text')
    .addColumn('category', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('next_attempt_at', 'text', (col) => col.notNull())
    .addColumn('claim_token', 'text')
    .addColumn('claimed_until', 'text')
    .addColumn('sent_at', 'text')
    .addColumn('last_error', 'text')
    .execute()
  // The sender's question: unsent rows whose next attempt is due, oldest first.
  await db.schema
    .createIndex('mail_outbox_pending')
    .on('mail_outbox')
    .columns(['sent_at', 'next_attempt_at'])
    .execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('mail_outbox').execute()
}
