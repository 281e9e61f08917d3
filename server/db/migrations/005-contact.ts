import type { Kysely } from 'kysely'

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('contact_messages')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('email', 'text', (col) => col.notNull())
    .addColumn('email_key', 'text', (col) => col.notNull())
    .addColumn('subject', 'text', (col) => col.notNull())
    .addColumn('message', 'text', (col) => col.notNull())
    .addColumn('sent_to', 'text')
    .addColumn('delivery', 'text', (col) => col.notNull().defaultTo('pending'))
    .addColumn('ip', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute()
  // The per-address hourly limit: messages of one address since a time.
  await db.schema
    .createIndex('contact_messages_email_time')
    .on('contact_messages')
    .columns(['email_key', 'created_at'])
    .execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('contact_messages').execute()
}
