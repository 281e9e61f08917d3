import type { Kysely } from 'kysely'

// Sessions a user can see and end (docs/security.md): one row per signed-in device, keyed by
// its token's id, with the device and address it signed in from and when it was last seen. A session
// ends when its user ends it, after an idle period (SESSION_IDLE_SECONDS), or at its token's expiry.
// Tokens signed before this migration have no row and keep working until they expire.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('user_sessions')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('user_id', 'text', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('device', 'text', (col) => col.notNull())
    .addColumn('address', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('last_seen_at', 'text', (col) => col.notNull())
    .addColumn('expires_at', 'text', (col) => col.notNull())
    .addColumn('ended_at', 'text')
    .execute()
  await db.schema
    .createIndex('user_sessions_user')
    .on('user_sessions')
    .columns(['user_id', 'ended_at'])
    .execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('user_sessions').execute()
}
