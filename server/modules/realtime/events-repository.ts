import type { Kysely } from 'kysely'
import type { OverlayControlAction } from '../../../contract/stream'
import type { SubscriberBadge } from '../../../contract/subscriber-badge'
import type { Database } from '../../db/schema'
import type { OverlayEventRow, OverlayEventTable } from '../../db/schema-overlay'

export type OverlayEventKind = OverlayEventTable['kind']

/** What an event row carries in its payload column: the card as the overlay shows it. */
export interface OverlayEventPayload {
  cardId: string | null
  title: string
  description: string
  imageUrl: string
  rarity: string
  /** Seconds on screen. */
  duration: number
  /** Who used it (username), when a viewer did. */
  usedBy: string | null
  /** The user's subscriber badge with this streamer when they used it (absent: none, or before badges). */
  subscriber?: SubscriberBadge | null
  /** The preset sound to play with it (CARD_SOUNDS), and at what volume (0..100). */
  sound?: string | null
  volume?: number
}

/** What a control event's payload carries (kind 'control'): pause, resume, skip or drop. */
export interface OverlayControlPayload {
  action: OverlayControlAction
  eventIds: number[]
}

export interface StoredOverlayEvent extends OverlayEventPayload, Partial<OverlayControlPayload> {
  id: number
  streamerId: string | null
  kind: OverlayEventKind
  createdAt: string
}

/** Replays are bounded: an overlay that was away longer starts fresh rather than dumping a backlog. */
export const REPLAY_WINDOW_MS = 60 * 60 * 1000
/** Rows per query; a replay reads page after page. */
export const REPLAY_PAGE = 500

function toStored(row: OverlayEventRow): StoredOverlayEvent {
  return {
    ...(JSON.parse(row.payload) as OverlayEventPayload),
    id: row.id,
    streamerId: row.streamer_id,
    kind: row.kind,
    createdAt: row.created_at,
  }
}

// Takes the database or a transaction: events are stored inside the transaction that causes them.
export function createOverlayEventsRepository(db: Kysely<Database>) {
  /** One row: a card's payload, or a control's (kind 'control'). */
  async function insertRow(
    streamerId: string | null,
    kind: OverlayEventKind,
    payload: OverlayEventPayload | OverlayControlPayload,
    at: Date,
  ): Promise<number> {
    const row = await db
      .insertInto('overlay_events')
      .values({
        streamer_id: streamerId,
        kind,
        payload: JSON.stringify(payload),
        created_at: at.toISOString(),
      })
      .returning('id')
      .executeTakeFirstOrThrow()
    return row.id
  }

  return {
    insert: (
      streamerId: string | null,
      kind: Exclude<OverlayEventKind, 'control'>,
      payload: OverlayEventPayload,
      at = new Date(),
    ): Promise<number> => insertRow(streamerId, kind, payload, at),

    /** A control event for the streamer's overlays; stored and replayed in order like a card. */
    insertControl: (streamerId: string, control: OverlayControlPayload, at = new Date()): Promise<number> =>
      insertRow(streamerId, 'control', control, at),

    async byId(id: number): Promise<StoredOverlayEvent | undefined> {
      const row = await db.selectFrom('overlay_events').selectAll().where('id', '=', id).executeTakeFirst()
      return row && toStored(row)
    },

    /** The streamer's events (their own and broadcasts) after `afterId`, within the replay window, in order. */
    async replayFor(streamerId: string, afterId: number, now = Date.now()): Promise<StoredOverlayEvent[]> {
      const rows = await db
        .selectFrom('overlay_events')
        .selectAll()
        .where((eb) => eb.or([eb('streamer_id', '=', streamerId), eb('streamer_id', 'is', null)]))
        .where('id', '>', afterId)
        .where('created_at', '>=', new Date(now - REPLAY_WINDOW_MS).toISOString())
        .orderBy('id')
        .limit(REPLAY_PAGE)
        .execute()
      return rows.map(toStored)
    },

    /** The streamer's own events with ids strictly between the two, in order. */
    async between(streamerId: string, afterId: number, beforeId: number): Promise<StoredOverlayEvent[]> {
      const rows = await db
        .selectFrom('overlay_events')
        .selectAll()
        .where('streamer_id', '=', streamerId)
        .where('id', '>', afterId)
        .where('id', '<', beforeId)
        .orderBy('id')
        .limit(REPLAY_PAGE)
        .execute()
      return rows.map(toStored)
    },

    /** The newest event id the streamer could have seen (0 when none): where a fresh overlay starts from. */
    async latestIdFor(streamerId: string): Promise<number> {
      const row = await db
        .selectFrom('overlay_events')
        .select((eb) => eb.fn.max('id').as('latest'))
        .where((eb) => eb.or([eb('streamer_id', '=', streamerId), eb('streamer_id', 'is', null)]))
        .executeTakeFirst()
      return row?.latest ?? 0
    },

    /** The newest of the streamer's own events (0 when none): where this instance's order starts. */
    async latestOwnIdFor(streamerId: string): Promise<number> {
      const row = await db
        .selectFrom('overlay_events')
        .select((eb) => eb.fn.max('id').as('latest'))
        .where('streamer_id', '=', streamerId)
        .executeTakeFirst()
      return row?.latest ?? 0
    },

    /** Ids stored at or after `since`, for an instance catching up after its listener reconnected. */
    async idsSince(since: Date): Promise<number[]> {
      const rows = await db
        .selectFrom('overlay_events')
        .select('id')
        .where('created_at', '>=', since.toISOString())
        .orderBy('id')
        .limit(REPLAY_PAGE)
        .execute()
      return rows.map((row) => row.id)
    },

    /** Forgets one event: a used card's sending that no overlay showed (it goes out again, anew). */
    delete: (id: number) => db.deleteFrom('overlay_events').where('id', '=', id).execute(),

    pruneBefore: (before: Date) =>
      db.deleteFrom('overlay_events').where('created_at', '<', before.toISOString()).execute(),
  }
}

export type OverlayEventsRepository = ReturnType<typeof createOverlayEventsRepository>
