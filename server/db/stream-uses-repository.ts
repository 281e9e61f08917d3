import { type Kysely, sql } from 'kysely'
import type { UseStatus } from '../../src/contract/stream'
import { STREAM_HISTORY_SIZE } from '../../src/contract/stream'
import { isPostgres } from './database'
import { newId } from './ids'
import type { Database } from './schema'
import type { StreamUseRow, StreamUseTable } from './schema-stream'

/** Bounds what the Live page reads of a busy queue (a burst beyond it shows on the next read). */
const QUEUE_READ_LIMIT = 500

export type NewStreamUse = Omit<StreamUseTable, 'id' | 'decided_at' | 'reason'>

/** A queued use's place read off its slot: before it, in it, or after it. */
export function statusOfUse(
  row: Pick<StreamUseRow, 'status' | 'starts_at' | 'ends_at'>,
  now: Date,
): UseStatus {
  if (row.status !== 'queued') return row.status
  const at = now.toISOString()
  if (!row.starts_at || row.starts_at > at) return 'queued'
  if (row.ends_at && row.ends_at > at) return 'showing'
  return 'shown'
}

// Takes the database or a transaction: a use is written in the transaction that spends the purchase.
export function createStreamUsesRepository(db: Kysely<Database>) {
  const ofStreamer = (streamerId: string) =>
    db.selectFrom('stream_uses').selectAll().where('streamer_id', '=', streamerId)

  return {
    async insert(use: NewStreamUse): Promise<StreamUseRow> {
      return db
        .insertInto('stream_uses')
        .values({ ...use, id: newId(), reason: null, decided_at: null })
        .returningAll()
        .executeTakeFirstOrThrow()
    },

    byId: (id: string) => db.selectFrom('stream_uses').selectAll().where('id', '=', id).executeTakeFirst(),

    update: (id: string, changes: Partial<Omit<StreamUseTable, 'id'>>) =>
      db.updateTable('stream_uses').set(changes).where('id', '=', id).execute(),

    /**
     * Serializes the streamer's queue changes (PostgreSQL; SQLite runs one write transaction at a time):
     * cooldowns and slots are read and written under it, so two uses never take one slot.
     */
    async lockStreamer(streamerId: string): Promise<void> {
      if (!isPostgres(db)) return
      await db.selectFrom('users').select('id').where('id', '=', streamerId).forUpdate().execute()
    },

    /** When the newest use that counts for a cooldown was made (returned uses do not count). */
    async lastUseAt(filter: {
      streamerId: string
      cardId?: string
      viewerId?: string
    }): Promise<string | undefined> {
      let query = ofStreamer(filter.streamerId)
        .select('created_at')
        .where('status', '!=', 'rejected')
        .orderBy('created_at', 'desc')
        .limit(1)
      if (filter.cardId) query = query.where('card_id', '=', filter.cardId)
      if (filter.viewerId) query = query.where('viewer_id', '=', filter.viewerId)
      return (await query.executeTakeFirst())?.created_at
    },

    /** The end of the last slot given out on the streamer's overlay (undefined: none). */
    async lastSlotEnd(streamerId: string): Promise<string | undefined> {
      const row = await db
        .selectFrom('stream_uses')
        .select((eb) => eb.fn.max('ends_at').as('last'))
        .where('streamer_id', '=', streamerId)
        .where('status', '=', 'queued')
        .executeTakeFirst()
      return row?.last ?? undefined
    },

    /** Released uses that have not ended: without a slot (paused), waiting for it, or in it. */
    notEnded: (streamerId: string, now: Date) =>
      ofStreamer(streamerId)
        .where('status', '=', 'queued')
        .where((eb) => eb.or([eb('ends_at', 'is', null), eb('ends_at', '>', now.toISOString())]))
        .orderBy(sql`coalesce(starts_at, '9999')`)
        .orderBy('created_at')
        .limit(QUEUE_READ_LIMIT)
        .execute(),

    held: (streamerId: string) =>
      ofStreamer(streamerId)
        .where('status', '=', 'held')
        .orderBy('created_at')
        .limit(QUEUE_READ_LIMIT)
        .execute(),

    /** The last uses shown or returned, newest first. */
    history: (streamerId: string, now: Date) =>
      ofStreamer(streamerId)
        .where((eb) =>
          eb.or([
            eb('status', '=', 'rejected'),
            eb.and([eb('status', '=', 'queued'), eb('ends_at', '<=', now.toISOString())]),
          ]),
        )
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(STREAM_HISTORY_SIZE)
        .execute(),

    /** The newest use of each of these purchases, for My Cards. */
    async latestForPurchases(purchaseIds: string[]): Promise<Map<string, StreamUseRow>> {
      const latest = new Map<string, StreamUseRow>()
      if (purchaseIds.length === 0) return latest
      const rows = await db
        .selectFrom('stream_uses')
        .selectAll()
        .where('purchase_id', 'in', purchaseIds)
        .orderBy('created_at')
        .orderBy('id')
        .execute()
      for (const row of rows) latest.set(row.purchase_id, row)
      return latest
    },
  }
}

export type StreamUsesRepository = ReturnType<typeof createStreamUsesRepository>
