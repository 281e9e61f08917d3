import type { Kysely } from 'kysely'
import { isPostgres } from '../database'

const CHALLENGES = [
  ['Complete 5 headshots in the next 10 minutes', 'Bonus XP: 500'],
  ['Win the next round without taking any damage', 'Bonus XP: 400'],
  ['Get 3 eliminations with your secondary weapon in 10 minutes', 'Bonus XP: 450'],
  ['Clutch a 1v2 before the timer runs out', 'Bonus XP: 600'],
  ['Land 10 critical hits in the next 5 minutes', 'Bonus XP: 300'],
  ['Finish in the top 3 of your next match', 'Bonus XP: 550'],
  ['Survive 15 minutes without healing', 'Bonus XP: 700'],
] as const

export async function up(db: Kysely<unknown>): Promise<void> {
  // Event ids must be integers that grow with each insert on both dialects (overlays replay by id).
  const postgres = isPostgres(db)
  await db.schema
    .createTable('overlay_events')
    .addColumn('id', postgres ? 'bigserial' : 'integer', (col) =>
      postgres ? col.primaryKey() : col.primaryKey().autoIncrement(),
    )
    .addColumn('streamer_id', 'text')
    .addColumn('kind', 'text', (col) => col.notNull())
    .addColumn('payload', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute()
  await db.schema
    .createIndex('overlay_events_streamer')
    .on('overlay_events')
    .columns(['streamer_id', 'id'])
    .execute()
  await db.schema.createIndex('overlay_events_created').on('overlay_events').column('created_at').execute()

  await db.schema
    .createTable('overlay_stream_keys')
    .addColumn('streamer_id', 'text', (col) => col.primaryKey())
    .addColumn('stream_key', 'text', (col) => col.notNull().unique())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute()

  await db.schema
    .createTable('overlay_presence')
    .addColumn('instance_id', 'text', (col) => col.notNull())
    .addColumn('streamer_id', 'text', (col) => col.notNull())
    .addColumn('connections', 'integer', (col) => col.notNull())
    .addColumn('seen_at', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('overlay_presence_pk', ['instance_id', 'streamer_id'])
    .execute()
  await db.schema
    .createIndex('overlay_presence_streamer')
    .on('overlay_presence')
    .column('streamer_id')
    .execute()

  await db.schema
    .createTable('overlay_challenges')
    .addColumn('position', 'integer', (col) => col.primaryKey())
    .addColumn('title', 'text', (col) => col.notNull())
    .addColumn('description', 'text', (col) => col.notNull())
    .addColumn('image_url', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('rarity', 'text', (col) => col.notNull())
    .addColumn('duration_seconds', 'integer', (col) => col.notNull())
    .execute()
  await (db as Kysely<{ overlay_challenges: Record<string, unknown> }>)
    .insertInto('overlay_challenges')
    .values(
      CHALLENGES.map(([title, description], position) => ({
        position,
        title,
        description,
        image_url: '',
        rarity: 'Epic',
        duration_seconds: 15,
      })),
    )
    .execute()

  await db.schema
    .createTable('overlay_challenge_slots')
    .addColumn('slot_at', 'text', (col) => col.primaryKey())
    .addColumn('claimed_at', 'text', (col) => col.notNull())
    .execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'overlay_challenge_slots',
    'overlay_challenges',
    'overlay_presence',
    'overlay_stream_keys',
    'overlay_events',
  ]) {
    await db.schema.dropTable(table).execute()
  }
}
