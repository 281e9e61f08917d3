import type { Kysely } from 'kysely'

// How many overlay streams each instance holds per stream key and per client address, so that the
// caps of GET /overlay/events hold across instances on one PostgreSQL (server/modules/realtime/presence.ts).
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('overlay_stream_counts')
    .addColumn('instance_id', 'text', (col) => col.notNull())
    .addColumn('subject', 'text', (col) => col.notNull())
    .addColumn('streams', 'integer', (col) => col.notNull())
    .addColumn('seen_at', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('overlay_stream_counts_pk', ['instance_id', 'subject'])
    .execute()
  await db.schema
    .createIndex('overlay_stream_counts_subject')
    .on('overlay_stream_counts')
    .column('subject')
    .execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('overlay_stream_counts').execute()
}
