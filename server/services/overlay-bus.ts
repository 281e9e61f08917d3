import type { Kysely } from 'kysely'
import type { Database } from '../db/schema'

/** What an overlay shows for one used card (or a test card, or a scheduled challenge). */
export interface OverlayCard {
  kind: 'card' | 'test' | 'challenge'
  cardId: string | null
  title: string
  description: string
  imageUrl: string
  rarity: string
  /** Seconds on screen. */
  duration: number
  /** Who used it (username), when a viewer did. */
  usedBy: string | null
}

/**
 * Stores an overlay event for the streamer inside the caller's transaction and returns its id.
 * The event is announced (ctx.overlayBus.announce) only after that transaction commits.
 * Placeholder until the overlay feature lands.
 */
export async function storeOverlayEvent(
  _db: Kysely<Database>,
  _streamerId: string,
  _card: OverlayCard,
): Promise<number> {
  return 0
}

export interface OverlayBus {
  /** Tells every server instance that event `id` was stored; each delivers it to its connections. */
  announce(eventId: number): Promise<void>
  close(): Promise<void>
}

/** Placeholder bus that delivers nothing, until the overlay feature lands. */
export function createOverlayBus(_database: import('../db/database').DatabaseHandle): OverlayBus {
  return { announce: async () => {}, close: async () => {} }
}
