import type { Kysely, Updateable } from 'kysely'
import { forNoKeyUpdate } from '../../db/locks'
import type { Database } from '../../db/schema'
import type { BattleRow, BattleSideRow, BattleSideTable, BattleTable } from '../../db/schema-battles'

/** How many battles one sweep looks at in each list (the rest wait for the next). */
const SWEEP_LIMIT = 200

// Takes the database or a transaction: a battle and its sides change together.
export function createBattlesRepository(db: Kysely<Database>) {
  /** The streamer's battles, newest invitation first. */
  const ofStreamer = (streamerId: string) =>
    db
      .selectFrom('battles')
      .innerJoin('battle_sides', 'battle_sides.battle_id', 'battles.id')
      .selectAll('battles')
      .where('battle_sides.streamer_id', '=', streamerId)

  return {
    /**
     * Writes the invitation and its two sides, live. The sides go in one statement in the order of
     * their streamers' ids, so two invitations between the same two streamers at once queue on the
     * same unique entry (one goes in, the other meets the unique index) rather than deadlock.
     */
    async insert(row: BattleRow, sides: BattleSideRow[]) {
      await db.insertInto('battles').values(row).execute()
      const ordered = [...sides].sort((a, b) => (a.streamer_id < b.streamer_id ? -1 : 1))
      await db.insertInto('battle_sides').values(ordered).execute()
    },

    byId: (id: string) => db.selectFrom('battles').selectAll().where('id', '=', id).executeTakeFirst(),

    /** The row under its lock (PostgreSQL `for no key update`; SQLite writes one at a time). */
    byIdForUpdate: (id: string) =>
      forNoKeyUpdate(db, db.selectFrom('battles').selectAll().where('id', '=', id)).executeTakeFirst(),

    update: (id: string, changes: Omit<Updateable<BattleTable>, 'id'>) =>
      db.updateTable('battles').set(changes).where('id', '=', id).execute(),

    /** Both sides of a battle, the inviter's first. */
    sidesOf: (battleId: string) =>
      db
        .selectFrom('battle_sides')
        .selectAll()
        .where('battle_id', '=', battleId)
        .orderBy('role', 'asc')
        .execute(),

    updateSide: (
      battleId: string,
      streamerId: string,
      changes: Omit<Updateable<BattleSideTable>, 'battle_id' | 'streamer_id'>,
    ) =>
      db
        .updateTable('battle_sides')
        .set(changes)
        .where('battle_id', '=', battleId)
        .where('streamer_id', '=', streamerId)
        .execute(),

    /** The battle is over (ended, or never started): its streamers may battle again. */
    releaseSides: (battleId: string) =>
      db.updateTable('battle_sides').set({ live: null }).where('battle_id', '=', battleId).execute(),

    /**
     * The running tally of one side moves from `from` to `to`, only while the battle still runs (its
     * sides live) and no one moved it meanwhile: answers whether this call moved it, so that of the
     * instances that read the same change, one tells the overlays.
     */
    async moveTally(battleId: string, streamerId: string, from: number, to: number): Promise<boolean> {
      const result = await db
        .updateTable('battle_sides')
        .set({ points: to })
        .where('battle_id', '=', battleId)
        .where('streamer_id', '=', streamerId)
        .where('points', '=', from)
        .where('live', '=', 1)
        .executeTakeFirst()
      return Number(result.numUpdatedRows) === 1
    },

    /** The streamer's pending or running battle, if any (at most one: the unique index). */
    currentOf: (streamerId: string) =>
      ofStreamer(streamerId).where('battle_sides.live', '=', 1).executeTakeFirst(),

    /** The streamer's latest battle that ran (the overlay shows an ended one for a minute). */
    latestStartedOf: (streamerId: string) =>
      ofStreamer(streamerId)
        .where('battles.status', 'in', ['running', 'ended'])
        .orderBy('battles.started_at', 'desc')
        .orderBy('battles.id', 'desc')
        .limit(1)
        .executeTakeFirst(),

    /** The streamer's ended battles, newest first. */
    resultsOf: (streamerId: string, limit: number) =>
      ofStreamer(streamerId)
        .where('battles.status', '=', 'ended')
        .orderBy('battles.ended_at', 'desc')
        .orderBy('battles.id', 'desc')
        .limit(limit)
        .execute(),

    /** Pending invitations of these streamers whose time to answer ran out (cleared before a new one). */
    staleInvitationsOf: (streamerIds: string[], now: Date) =>
      db
        .selectFrom('battles')
        .select('id')
        .where('status', '=', 'pending')
        .where('expires_at', '<=', now.toISOString())
        .where((eb) => eb.or([eb('inviter_id', 'in', streamerIds), eb('opponent_id', 'in', streamerIds)]))
        .execute(),

    /** Pending invitations whose time to answer ran out: the sweep expires each. */
    dueToExpire: (now: Date) =>
      db
        .selectFrom('battles')
        .select('id')
        .where('status', '=', 'pending')
        .where('expires_at', '<=', now.toISOString())
        .limit(SWEEP_LIMIT)
        .execute(),

    /** Running battles whose time ran out: the sweep ends each. */
    dueToEnd: (now: Date) =>
      db
        .selectFrom('battles')
        .select('id')
        .where('status', '=', 'running')
        .where('ends_at', '<=', now.toISOString())
        .limit(SWEEP_LIMIT)
        .execute(),

    /** Running battles still in their time: the sweep reads their scores for the bars. */
    runningBefore: (now: Date) =>
      db
        .selectFrom('battles')
        .selectAll()
        .where('status', '=', 'running')
        .where('ends_at', '>', now.toISOString())
        .limit(SWEEP_LIMIT)
        .execute(),
  }
}

export type BattlesRepository = ReturnType<typeof createBattlesRepository>
