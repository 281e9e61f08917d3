import { type Kysely, sql } from 'kysely'

// Delivery the overlay acknowledges (docs/stream-control.md). A use is
// released to the overlay only while one is connected; it is `sent` until an overlay reports it on
// screen (`shown`, with the time), and goes back to the front of the queue once if no report comes.
// Stream settings gain how long a use may wait for the stream, whether names show, and how many uses
// one viewer may have waiting.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('stream_uses').addColumn('waiting_since', 'text').execute()
  await db.schema.alterTable('stream_uses').addColumn('sent_at', 'text').execute()
  await db.schema.alterTable('stream_uses').addColumn('shown_at', 'text').execute()
  await db.schema
    .alterTable('stream_uses')
    .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
    .execute()
  await db.schema
    .alterTable('stream_uses')
    .addColumn('front', 'integer', (col) => col.notNull().defaultTo(0))
    .execute()

  // Uses the old schedule counted as shown by their slot's end: shown at their slot's start. Those
  // still to come wait again, to be sent when an overlay is there to show them.
  const now = new Date().toISOString()
  await sql`update stream_uses set status = 'shown', shown_at = starts_at
    where status = 'queued' and ends_at is not null and ends_at <= ${now}`.execute(db)
  await sql`update stream_uses set starts_at = null, ends_at = null, waiting_since = coalesce(decided_at, created_at)
    where status = 'queued'`.execute(db)
  await sql`update stream_uses set waiting_since = created_at where status = 'held'`.execute(db)

  await db.schema
    .createIndex('stream_uses_pending')
    .on('stream_uses')
    .columns(['status', 'streamer_id'])
    .execute()
  await db.schema.createIndex('stream_uses_event').on('stream_uses').columns(['event_id']).execute()

  await db.schema
    .alterTable('stream_settings')
    .addColumn('max_wait_minutes', 'integer', (col) => col.notNull().defaultTo(60))
    .execute()
  await db.schema
    .alterTable('stream_settings')
    .addColumn('show_viewer_names', 'integer', (col) => col.notNull().defaultTo(1))
    .execute()
  await db.schema
    .alterTable('stream_settings')
    .addColumn('max_waiting_per_viewer', 'integer', (col) => col.notNull().defaultTo(3))
    .execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const column of ['max_waiting_per_viewer', 'show_viewer_names', 'max_wait_minutes'])
    await db.schema.alterTable('stream_settings').dropColumn(column).execute()
  await db.schema.dropIndex('stream_uses_event').execute()
  await db.schema.dropIndex('stream_uses_pending').execute()
  await sql`update stream_uses set status = 'queued' where status in ('sent', 'shown', 'skipped')`.execute(db)
  for (const column of ['front', 'attempts', 'shown_at', 'sent_at', 'waiting_since'])
    await db.schema.alterTable('stream_uses').dropColumn(column).execute()
}
