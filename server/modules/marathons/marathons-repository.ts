import type { Kysely } from 'kysely'
import { forNoKeyUpdate } from '../../db/locks'
import type { Database } from '../../db/schema'
import type { MarathonAdditionTable, MarathonRow, MarathonTable } from '../../db/schema-marathons'

// Takes the database or a transaction.
export function createMarathonsRepository(db: Kysely<Database>) {
  return {
    /** The streamer's newest marathon, live or ended. */
    latestOf: (streamerId: string) =>
      db
        .selectFrom('marathons')
        .selectAll()
        .where('streamer_id', '=', streamerId)
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(1)
        .executeTakeFirst(),

    /**
     * The streamer's live marathon (running or paused), locked until the transaction ends on PostgreSQL
     * (SQLite writes one at a time): every change of its end reads and writes under that lock.
     */
    async liveOfForUpdate(streamerId: string): Promise<MarathonRow | undefined> {
      return forNoKeyUpdate(
        db,
        db.selectFrom('marathons').selectAll().where('streamer_id', '=', streamerId).where('live', '=', 1),
      ).executeTakeFirst()
    },

    async byIdForUpdate(id: string): Promise<MarathonRow | undefined> {
      return forNoKeyUpdate(
        db,
        db.selectFrom('marathons').selectAll().where('id', '=', id),
      ).executeTakeFirst()
    },

    insert: (row: MarathonTable) => db.insertInto('marathons').values(row).execute(),

    update: (id: string, changes: Partial<MarathonTable>) =>
      db.updateTable('marathons').set(changes).where('id', '=', id).execute(),

    /**
     * Ends every running marathon whose end has come, each exactly once whichever instance asks (the
     * update's condition decides), and answers their streamers.
     */
    endDue: (now: Date) =>
      db
        .updateTable('marathons')
        .set((eb) => ({
          status: 'ended',
          live: null,
          ended_at: eb.ref('ends_at'),
          remaining_ms: 0,
          updated_at: now.toISOString(),
        }))
        .where('status', '=', 'running')
        .where('ends_at', '<=', now.toISOString())
        .returning(['id', 'streamer_id'])
        .execute(),

    /** Adds a row once per source; false when the source had added already. */
    async addOnce(row: MarathonAdditionTable): Promise<boolean> {
      const inserted = await db
        .insertInto('marathon_additions')
        .values(row)
        .onConflict((oc) => oc.columns(['marathon_id', 'source_key']).doNothing())
        .executeTakeFirst()
      return (inserted.numInsertedOrUpdatedRows ?? 0n) > 0n
    },

    latestAdditions: (marathonId: string, limit: number) =>
      db
        .selectFrom('marathon_additions')
        .selectAll()
        .where('marathon_id', '=', marathonId)
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(limit)
        .execute(),

    async addedSeconds(marathonId: string): Promise<number> {
      const row = await db
        .selectFrom('marathon_additions')
        .select((eb) => eb.fn.sum<number>('seconds').as('total'))
        .where('marathon_id', '=', marathonId)
        .executeTakeFirst()
      return row?.total ?? 0
    },

    /** The addition a purchase or use made, in any marathon of the streamer (the buyer's answer). */
    additionBySource: (sourceKey: string) =>
      db.selectFrom('marathon_additions').selectAll().where('source_key', '=', sourceKey).executeTakeFirst(),
  }
}

export type MarathonsRepository = ReturnType<typeof createMarathonsRepository>
