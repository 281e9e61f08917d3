import { type Kysely, sql } from 'kysely'
import { isPostgres } from '../database'

// A use's place in its streamer's line is a sequence number given at its insert, not the time stamped
// by the instance's clock: two instances whose clocks differ cannot reorder the line
// (docs/stream-control.md). PostgreSQL draws it from a sequence, without a lock; SQLite, one writer at
// a time, takes the largest plus one. Existing uses are numbered in their old order.
export async function up(db: Kysely<unknown>): Promise<void> {
  const postgres = isPostgres(db)
  if (postgres) await sql`create sequence stream_uses_line_seq`.execute(db)
  await db.schema
    .alterTable('stream_uses')
    .addColumn('line_seq', postgres ? 'bigint' : 'integer', (col) => col.notNull().defaultTo(0))
    .execute()
  await sql`update stream_uses set line_seq = (
      select count(*) from stream_uses as earlier
      where coalesce(earlier.waiting_since, earlier.created_at) < coalesce(stream_uses.waiting_since, stream_uses.created_at)
         or (coalesce(earlier.waiting_since, earlier.created_at) = coalesce(stream_uses.waiting_since, stream_uses.created_at)
             and earlier.id <= stream_uses.id))`.execute(db)
  if (postgres) {
    await sql`select setval('stream_uses_line_seq', (select coalesce(max(line_seq), 0) + 1 from stream_uses), false)`.execute(
      db,
    )
  }
  await db.schema.dropIndex('stream_uses_line').execute()
  await db.schema
    .createIndex('stream_uses_line')
    .on('stream_uses')
    .columns(['streamer_id', 'status', 'front desc', 'line_seq'])
    .execute()
  // SQLite's next number is the largest plus one: read from this index's end.
  await db.schema.createIndex('stream_uses_seq').on('stream_uses').column('line_seq').execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('stream_uses_seq').execute()
  await db.schema.dropIndex('stream_uses_line').execute()
  await db.schema
    .createIndex('stream_uses_line')
    .on('stream_uses')
    .columns(['streamer_id', 'status', 'front desc', 'waiting_since', 'id'])
    .execute()
  await db.schema.alterTable('stream_uses').dropColumn('line_seq').execute()
  if (isPostgres(db)) await sql`drop sequence stream_uses_line_seq`.execute(db)
}
