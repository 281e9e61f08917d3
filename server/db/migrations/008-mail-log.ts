import type { Kysely } from 'kysely'

// The ledgers of the resource limits: mail sent (hourly budget, per-recipient throttle) and per-user
// quota uses (cards created, free cards taken, payment orders, card uses). A row is written before
// the thing happens and counted with everyone else's, so parallel requests and several instances
// cannot slip past a limit together.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('mail_log')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('recipient', 'text', (col) => col.notNull())
    .addColumn('category', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute()
  await db.schema.createIndex('mail_log_created').on('mail_log').column('created_at').execute()
  await db.schema
    .createIndex('mail_log_recipient_time')
    .on('mail_log')
    .columns(['recipient', 'category', 'created_at'])
    .execute()

  await db.schema
    .createTable('quota_uses')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('user_id', 'text', (col) => col.notNull())
    .addColumn('action', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute()
  await db.schema.createIndex('quota_uses_created').on('quota_uses').column('created_at').execute()
  await db.schema
    .createIndex('quota_uses_user_action_time')
    .on('quota_uses')
    .columns(['user_id', 'action', 'created_at'])
    .execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('quota_uses').execute()
  await db.schema.dropTable('mail_log').execute()
}
