import type { Generated, Selectable } from 'kysely'

// Overlay tables (owned by the overlay feature): stored events, stream keys, presence, challenges.

/**
 * One thing an overlay shows. Stored before it is announced, so a restart or a dropped connection
 * loses none: overlays replay what they missed by id.
 */
export interface OverlayEventTable {
  /** Autoincrement (SQLite integer, PostgreSQL bigserial: a number on both, server/db/database.ts). */
  id: Generated<number>
  /** The streamer (user id) it is for; null for a broadcast to every streamer (scheduled challenges). */
  streamer_id: string | null
  kind: 'card' | 'test' | 'challenge' | 'control'
  /** JSON of the card (title, description, imageUrl, rarity, duration, usedBy, cardId, sound, volume), or of a control ({action, eventIds}). */
  payload: string
  created_at: string
}

/** The secret in a streamer's overlay URL; rotating it replaces the row's key. */
export interface OverlayStreamKeyTable {
  streamer_id: string
  /** 192 random bits, base64url. Kept in clear because the URL is shown again; unique-indexed. */
  stream_key: string
  created_at: string
}

/** How many overlay connections one server instance holds for a streamer (PostgreSQL, many instances). */
export interface OverlayPresenceTable {
  instance_id: string
  streamer_id: string
  connections: number
  /** Refreshed by the instance's heartbeat; rows not seen for a while belong to a dead instance. */
  seen_at: string
}

/**
 * How many overlay streams one instance holds for a subject: `key:<stream key>` or `address:<client
 * address>` (PostgreSQL, many instances; the caps of GET /overlay/events).
 */
export interface OverlayStreamCountTable {
  instance_id: string
  subject: string
  streams: number
  /** Refreshed with the instance's presence rows. */
  seen_at: string
}

/** The platform's timed challenge cards, broadcast in turn (seeded with the landing page's demo). */
export interface OverlayChallengeTable {
  position: number
  title: string
  description: string
  image_url: Generated<string>
  rarity: string
  duration_seconds: number
}

/** One row per broadcast slot: whichever instance inserts it first broadcasts that slot's challenge. */
export interface OverlayChallengeSlotTable {
  slot_at: string
  claimed_at: string
}

export interface OverlayTables {
  overlay_events: OverlayEventTable
  overlay_stream_keys: OverlayStreamKeyTable
  overlay_presence: OverlayPresenceTable
  overlay_stream_counts: OverlayStreamCountTable
  overlay_challenges: OverlayChallengeTable
  overlay_challenge_slots: OverlayChallengeSlotTable
}

export type OverlayEventRow = Selectable<OverlayEventTable>
export type OverlayChallengeRow = Selectable<OverlayChallengeTable>
