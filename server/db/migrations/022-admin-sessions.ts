import type { Kysely } from 'kysely'

// Administrators get the sessions list users have (migrations/017-user-sessions.ts): a table of the
// same shape, so one repository serves both (server/modules/accounts/sessions-repository.ts). The owner column of
// both is `owner_id`.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('user_sessions').renameColumn('user_id', 'owner_id').execute()
  await db.schema
    .createTable('admin_sessions')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('owner_id', 'text', (col) => col.notNull().references('admins.id').onDelete('cascade'))
    .addColumn('device', 'text', (col) => col.notNull())
    .addColumn('address', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('last_seen_at', 'text', (col) => col.notNull())
    .addColumn('expires_at', 'text', (col) => col.notNull())
    .addColumn('ended_at', 'text')
    .execute()
  await db.schema
    .createIndex('admin_sessions_owner')
    .on('admin_sessions')
    .columns(['owner_id', 'ended_at'])
    .execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('admin_sessions').execute()
  await db.schema.alterTable('user_sessions').renameColumn('owner_id', 'user_id').execute()
}
