import type { Kysely } from 'kysely'

// The streamer in control: stream settings, the live queue of uses, and per-card cooldowns
// and sound. Cards' new columns are null: the streamer's default cooldown (0 until set), no sound.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('stream_settings')
    .addColumn('streamer_id', 'text', (col) => col.primaryKey())
    .addColumn('viewer_text', 'text', (col) => col.notNull())
    .addColumn('blocked_words', 'text', (col) => col.notNull().defaultTo('[]'))
    .addColumn('volume', 'integer', (col) => col.notNull())
    .addColumn('default_cooldown_seconds', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('default_viewer_cooldown_seconds', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('paused', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute()

  await db.schema
    .createTable('stream_uses')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('streamer_id', 'text', (col) => col.notNull())
    .addColumn('viewer_id', 'text', (col) => col.notNull())
    .addColumn('viewer_name', 'text', (col) => col.notNull())
    .addColumn('purchase_id', 'text', (col) => col.notNull())
    .addColumn('card_id', 'text', (col) => col.notNull())
    .addColumn('title', 'text', (col) => col.notNull())
    .addColumn('description', 'text', (col) => col.notNull())
    .addColumn('viewer_text', 'integer', (col) => col.notNull())
    .addColumn('flag', 'text')
    .addColumn('status', 'text', (col) => col.notNull())
    .addColumn('reason', 'text')
    .addColumn('event_id', 'integer')
    .addColumn('starts_at', 'text')
    .addColumn('ends_at', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('decided_at', 'text')
    .execute()
  await db.schema
    .createIndex('stream_uses_streamer')
    .on('stream_uses')
    .columns(['streamer_id', 'created_at'])
    .execute()
  await db.schema
    .createIndex('stream_uses_purchase')
    .on('stream_uses')
    .columns(['purchase_id', 'created_at'])
    .execute()
  await db.schema
    .createIndex('stream_uses_card')
    .on('stream_uses')
    .columns(['card_id', 'streamer_id', 'created_at'])
    .execute()
  await db.schema
    .createIndex('stream_uses_viewer')
    .on('stream_uses')
    .columns(['viewer_id', 'streamer_id', 'created_at'])
    .execute()

  await db.schema.alterTable('cards').addColumn('cooldown_seconds', 'integer').execute()
  await db.schema.alterTable('cards').addColumn('viewer_cooldown_seconds', 'integer').execute()
  await db.schema.alterTable('cards').addColumn('sound', 'text').execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('cards').dropColumn('sound').execute()
  await db.schema.alterTable('cards').dropColumn('viewer_cooldown_seconds').execute()
  await db.schema.alterTable('cards').dropColumn('cooldown_seconds').execute()
  await db.schema.dropTable('stream_uses').execute()
  await db.schema.dropTable('stream_settings').execute()
}
