import { type Kysely, type SelectQueryBuilder, sql, type Updateable } from 'kysely'
import type { UseStatus } from '../../../contract/stream'
import { STREAM_HISTORY_SIZE } from '../../../contract/stream'
import { isPostgres } from '../../db/database'
import { newId } from '../../db/ids'
import type { Database } from '../../db/schema'
import type { StoredUseStatus, StreamUseRow, StreamUseTable } from '../../db/schema-stream'

/** Bounds what the Live page reads of a busy queue (a burst beyond it shows on the next read). */
const QUEUE_READ_LIMIT = 500
/** Uses in line: waiting for the stream, or sent and not yet reported on screen. */
const IN_LINE: StoredUseStatus[] = ['queued', 'sent']

export type NewStreamUse = Omit<
  StreamUseTable,
  'id' | 'decided_at' | 'reason' | 'sent_at' | 'shown_at' | 'attempts' | 'front' | 'line_seq'
>

/**
 * The next place in a line (migration 037): PostgreSQL's sequence, without a lock; SQLite's largest
 * plus one, under its one writer. For a use entering the line, or re-entering it at the back.
 */
export const nextLineSeq = (db: Kysely<Database>) =>
  isPostgres(db)
    ? sql<number>`nextval('stream_uses_line_seq')`
    : sql<number>`(select coalesce(max(line_seq), 0) + 1 from stream_uses)`

/** What a viewer and the Live page call a stored use at `now` (schema-stream.ts explains the stored ones). */
export function statusOfUse(row: Pick<StreamUseRow, 'status' | 'ends_at'>, now: Date): UseStatus {
  switch (row.status) {
    case 'sent':
      return 'queued'
    case 'shown':
      return row.ends_at && row.ends_at > now.toISOString() ? 'showing' : 'shown'
    default:
      return row.status
  }
}

// Takes the database or a transaction: a use is written in the transaction that spends the purchase.
export function createStreamUsesRepository(db: Kysely<Database>) {
  const ofStreamer = (streamerId: string) =>
    db.selectFrom('stream_uses').selectAll().where('streamer_id', '=', streamerId)

  /**
   * Within one status, the line's order: those sent once before (put back in front), then by place.
   * stream_uses_line (migration 037) holds the rows in this order.
   */
  const inLineOrder = <O>(query: SelectQueryBuilder<Database, 'stream_uses', O>) =>
    query.orderBy('front', 'desc').orderBy('line_seq')

  /** The line in the order it is served: the one sent, then the others in line order. */
  const inLine = (streamerId: string) =>
    inLineOrder(
      ofStreamer(streamerId)
        .where('status', 'in', IN_LINE)
        .orderBy(sql`case when status = 'sent' then 0 else 1 end`),
    )

  /** The uses of one status in line, in line order. */
  const waiting = (streamerId: string, status: 'queued' | 'sent') =>
    inLineOrder(ofStreamer(streamerId).where('status', '=', status))

  return {
    /** The purchase a use would spend, as use-card.ts judges a retry or a refusal. */
    purchaseById: (purchaseId: string) =>
      db
        .selectFrom('purchases')
        .selectAll()
        .where('id', '=', purchaseId)
        .where('deleted_at', 'is', null)
        .executeTakeFirst(),

    /** Whether the viewer paid money for this purchase (a skip of it may give it back). */
    async isPaid(purchaseId: string): Promise<boolean> {
      const row = await db
        .selectFrom('purchases')
        .select('amount_paise')
        .where('id', '=', purchaseId)
        .executeTakeFirst()
      return (row?.amount_paise ?? 0) > 0
    },

    /** Of these purchases, those the viewer paid money for (the Live page marks their uses paid). */
    async paidAmong(purchaseIds: string[]): Promise<Set<string>> {
      const ids = [...new Set(purchaseIds)]
      if (ids.length === 0) return new Set()
      const rows = await db
        .selectFrom('purchases')
        .select('id')
        .where('id', 'in', ids)
        .where('amount_paise', '>', 0)
        .execute()
      return new Set(rows.map((row) => row.id))
    },

    /**
     * Gives the use's purchase back (the use was rejected or cleared): usable again, with a new key.
     * A use owns the purchase's use columns (is_used, used_at, use_key), as use-card.ts sets them.
     */
    markPurchaseUnused: (purchaseId: string) =>
      db
        .updateTable('purchases')
        .set({ is_used: 0, used_at: null, use_key: null })
        .where('id', '=', purchaseId)
        .execute(),

    /** Spends a purchase made to go on stream at once (a funded community card, modules/community). */
    markPurchaseUsed: (purchaseId: string, at: string) =>
      db
        .updateTable('purchases')
        .set({ is_used: 1, used_at: at, use_key: null })
        .where('id', '=', purchaseId)
        .execute(),

    async insert(use: NewStreamUse): Promise<StreamUseRow> {
      return db
        .insertInto('stream_uses')
        .values({
          ...use,
          id: newId(),
          reason: null,
          decided_at: null,
          attempts: 0,
          front: 0,
          line_seq: nextLineSeq(db),
        })
        .returningAll()
        .executeTakeFirstOrThrow()
    },

    byId: (id: string) => db.selectFrom('stream_uses').selectAll().where('id', '=', id).executeTakeFirst(),

    /** The use an overlay event of the streamer showed (or was to show). */
    byEvent: (streamerId: string, eventId: number) =>
      ofStreamer(streamerId).where('event_id', '=', eventId).executeTakeFirst(),

    update: (id: string, changes: Omit<Updateable<StreamUseTable>, 'id' | 'line_seq'>) =>
      db.updateTable('stream_uses').set(changes).where('id', '=', id).execute(),

    /** Puts the use back in line at the back (approved, replayed), with these changes. */
    toBackOfLine: (id: string, changes: Omit<Updateable<StreamUseTable>, 'id' | 'line_seq'>) =>
      db
        .updateTable('stream_uses')
        .set({ ...changes, line_seq: nextLineSeq(db) })
        .where('id', '=', id)
        .execute(),

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

    /** How many of the viewer's uses wait in the streamer's queue (for approval, or for the stream). */
    async waitingOfViewer(streamerId: string, viewerId: string): Promise<number> {
      const row = await db
        .selectFrom('stream_uses')
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .where('streamer_id', '=', streamerId)
        .where('viewer_id', '=', viewerId)
        .where('status', 'in', ['held', ...IN_LINE])
        .executeTakeFirst()
      return row?.count ?? 0
    },

    /** The end of the last slot given out or taken on the streamer's overlay (undefined: none). */
    async lastSlotEnd(streamerId: string): Promise<string | undefined> {
      // Newest end first along stream_uses_slots: a returned use's slot (it had one) is passed over.
      const row = await db
        .selectFrom('stream_uses')
        .select('ends_at')
        .where('streamer_id', '=', streamerId)
        .where('ends_at', 'is not', null)
        .where('status', 'in', ['sent', 'shown', 'skipped'])
        .orderBy('ends_at', 'desc')
        .limit(1)
        .executeTakeFirst()
      return row?.ends_at ?? undefined
    },

    /** The line, in order: the use sent (if any) first. */
    inLine: (streamerId: string) => inLine(streamerId).limit(QUEUE_READ_LIMIT).execute(),

    /**
     * The uses sent to the overlays and not yet reported on screen (one, but for a race): the front of
     * the line. Read on their own, like the first waiting, along stream_uses_line.
     */
    sent: (streamerId: string) => waiting(streamerId, 'sent').limit(QUEUE_READ_LIMIT).execute(),

    /** The first use waiting for the stream (behind the one sent, if any). */
    firstWaiting: (streamerId: string) => waiting(streamerId, 'queued').limit(1).executeTakeFirst(),

    /** The uses waiting for the stream since `cutoff` or before, in line order. */
    waitingSince: (streamerId: string, cutoff: string) =>
      waiting(streamerId, 'queued')
        .where((eb) => eb(eb.fn.coalesce('waiting_since', 'created_at'), '<=', cutoff))
        .limit(QUEUE_READ_LIMIT)
        .execute(),

    /** The viewers of the first `count` uses in line. */
    async viewersInFront(streamerId: string, count: number): Promise<string[]> {
      const rows = await inLine(streamerId).clearSelect().select('viewer_id').limit(count).execute()
      return rows.map((row) => row.viewer_id)
    },

    /** What an overlay reported on screen and whose time is not up. */
    showing: (streamerId: string, now: Date) =>
      ofStreamer(streamerId)
        .where('status', '=', 'shown')
        .where('ends_at', '>', now.toISOString())
        .orderBy('shown_at', 'desc')
        .executeTakeFirst(),

    held: (streamerId: string) =>
      ofStreamer(streamerId)
        .where('status', '=', 'held')
        .orderBy('created_at')
        .limit(QUEUE_READ_LIMIT)
        .execute(),

    /** The last uses shown, skipped or returned, newest first. */
    history: (streamerId: string, now: Date) =>
      ofStreamer(streamerId)
        .where((eb) =>
          eb.or([
            eb('status', 'in', ['rejected', 'skipped']),
            eb.and([eb('status', '=', 'shown'), eb('ends_at', '<=', now.toISOString())]),
          ]),
        )
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(STREAM_HISTORY_SIZE)
        .execute(),

    /** Streamers with uses in line: the sweep looks at each (deadlines, waits, a stream that came on). */
    async streamersInLine(limit: number): Promise<string[]> {
      const rows = await db
        .selectFrom('stream_uses')
        .select('streamer_id')
        .distinct()
        .where('status', 'in', IN_LINE)
        .limit(limit)
        .execute()
      return rows.map((row) => row.streamer_id)
    },

    /** The streamer's card events still to show (sent, not reported): what a connecting overlay needs. */
    async sentEventIds(streamerId: string): Promise<number[]> {
      const rows = await ofStreamer(streamerId)
        .select('event_id')
        .where('status', '=', 'sent')
        .where('event_id', 'is not', null)
        .execute()
      return rows.map((row) => row.event_id as number)
    },

    /**
     * Of these overlay events of the streamer, those whose use is no longer waiting to be shown by
     * them: shown, skipped or returned. (An earlier sending of a use put back in line is deleted.)
     */
    async settledEvents(streamerId: string, eventIds: number[]): Promise<Set<number>> {
      if (eventIds.length === 0) return new Set()
      const rows = await db
        .selectFrom('stream_uses')
        .select(['event_id', 'status'])
        .where('streamer_id', '=', streamerId)
        .where('event_id', 'in', eventIds)
        .execute()
      return new Set(rows.filter((row) => row.status !== 'sent').map((row) => row.event_id as number))
    },

    /**
     * Each of these uses' place in its streamer's line (1: next), counted along stream_uses_line: the
     * uses sent, then those ahead of it in line order. None past the first QUEUE_READ_LIMIT, as the
     * Live page reads the line.
     */
    async places(uses: StreamUseRow[]): Promise<Map<string, number>> {
      const places = new Map<string, number>()
      const inLine = uses.filter((use) => use.status === 'queued' || use.status === 'sent')
      await Promise.all(
        inLine.map(async (use) => {
          const row = await db
            .selectFrom('stream_uses')
            .select((eb) => eb.fn.countAll<number>().as('ahead'))
            .where('streamer_id', '=', use.streamer_id)
            .where((eb) => {
              const before = eb.or([
                eb('front', '>', use.front),
                eb.and([eb('front', '=', use.front), eb('line_seq', '<', use.line_seq)]),
              ])
              return use.status === 'sent'
                ? eb.and([eb('status', '=', 'sent'), before])
                : eb.or([eb('status', '=', 'sent'), eb.and([eb('status', '=', 'queued'), before])])
            })
            .executeTakeFirst()
          const ahead = Number(row?.ahead ?? 0)
          if (ahead < QUEUE_READ_LIMIT) places.set(use.id, ahead + 1)
        }),
      )
      return places
    },

    /**
     * The cards of these ids, deleted ones too, as the Live page draws the uses of them (the
     * catalogue's repository reads a card at a time).
     */
    cardsByIds: (cardIds: string[]) =>
      db.selectFrom('cards').selectAll().where('id', 'in', cardIds).execute(),

    /**
     * How many free cards viewers used on the streamer's stream from `from` until `to`: uses of
     * purchases that cost nothing, less those given back (rejected, withdrawn, returned) before `to`.
     * The streamer's own uses (a battle's forfeit) spend no purchase and are not among them. A card
     * battle's score (modules/battles, docs/battles.md).
     */
    async freeUsesIn(streamerId: string, span: { from: Date; to: Date }): Promise<number> {
      const to = span.to.toISOString()
      const row = await db
        .selectFrom('stream_uses')
        .innerJoin('purchases', 'purchases.id', 'stream_uses.purchase_id')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('stream_uses.streamer_id', '=', streamerId)
        .where('stream_uses.created_at', '>=', span.from.toISOString())
        .where('stream_uses.created_at', '<', to)
        .where('purchases.amount_paise', '=', 0)
        .where((eb) =>
          eb.or([
            eb('stream_uses.status', '!=', 'rejected'),
            eb('stream_uses.decided_at', 'is', null),
            eb('stream_uses.decided_at', '>=', to),
          ]),
        )
        .executeTakeFirstOrThrow()
      return Number(row.n)
    },

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
