import type { Kysely } from 'kysely'

// Card battles (docs/battles.md): two streamers, 5–15 minutes, each with a forfeit card.
// - `battles`: one row per invitation, pending until answered (or `expires_at`), running from
//   `started_at` to `ends_at`, then ended once with its `winner_id` (null: a tie) and `end_reason`.
// - `battle_sides`: one row per streamer of a battle. `live` is 1 while the battle is pending or
//   running and null after, so the unique (streamer_id, live) lets a streamer be in one battle at a
//   time, whichever of the two invited: two invitations at once, one goes in. `points` is the last
//   tally the sweep read while it runs, and the result once ended; `forfeit_use_id` is the use that
//   put the forfeit on the loser's stream.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('battles')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('inviter_id', 'text', (col) => col.notNull())
    .addColumn('opponent_id', 'text', (col) => col.notNull())
    .addColumn('minutes', 'integer', (col) => col.notNull())
    .addColumn('status', 'text', (col) => col.notNull())
    .addColumn('invited_at', 'text', (col) => col.notNull())
    .addColumn('expires_at', 'text', (col) => col.notNull())
    .addColumn('started_at', 'text')
    .addColumn('ends_at', 'text')
    .addColumn('ended_at', 'text')
    .addColumn('end_reason', 'text')
    .addColumn('ended_by', 'text')
    .addColumn('winner_id', 'text')
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute()
  await db.schema.createIndex('battles_due').on('battles').columns(['status', 'ends_at']).execute()
  await db.schema.createIndex('battles_expiring').on('battles').columns(['status', 'expires_at']).execute()

  await db.schema
    .createTable('battle_sides')
    .addColumn('battle_id', 'text', (col) => col.notNull())
    .addColumn('streamer_id', 'text', (col) => col.notNull())
    .addColumn('role', 'text', (col) => col.notNull())
    .addColumn('forfeit_card_id', 'text')
    .addColumn('points', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('forfeit_use_id', 'text')
    .addColumn('live', 'integer')
    .addPrimaryKeyConstraint('battle_sides_pk', ['battle_id', 'streamer_id'])
    .addUniqueConstraint('battle_sides_one_at_a_time', ['streamer_id', 'live'])
    .execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('battle_sides').execute()
  await db.schema.dropTable('battles').execute()
}
