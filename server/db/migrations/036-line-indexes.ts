import type { Kysely } from 'kysely'

// A streamer's line read in its order without a sort (server/modules/stream/stream-uses-repository.ts: the use
// sent, then the first waiting), and the end of the streamer's last slot without a scan of every card
// ever shown: each use moves the line on, so both run once per use.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('stream_uses_line')
    .on('stream_uses')
    .columns(['streamer_id', 'status', 'front desc', 'waiting_since', 'id'])
    .execute()
  await db.schema
    .createIndex('stream_uses_slots')
    .on('stream_uses')
    .columns(['streamer_id', 'ends_at'])
    .execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('stream_uses_slots').execute()
  await db.schema.dropIndex('stream_uses_line').execute()
}
