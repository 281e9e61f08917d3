import type { AppServices } from '../../app-services'
import type { CardRow } from '../../db/schema-marketplace'
import type { StreamControl } from '../realtime'

// What a use reads before its statement, kept per instance: the card and its streamer's settings. A
// use's statement writes only if both are still as read (use-statements-repository.ts
// `judgedWithCurrent`), so a stale entry costs a second try, never a wrong write; the age limit only
// bounds the memory. `paused`, prices and purchases are never judged from here.

const KEEP_MS = 30_000
const MAX_ENTRIES = 10_000

export interface UseReads {
  card: CardRow
  control: StreamControl
  settingsVersion: string | null
}

/** Reads through the catalogue's cards and realtime's stream settings, as decorated on the app. */
export function createUseReads(
  repositories: Pick<AppServices, 'cards' | 'streamSettings'>,
  now: () => number = Date.now,
) {
  const cards = new Map<string, { card: CardRow; at: number }>()
  const settings = new Map<string, { control: StreamControl; version: string | null; at: number }>()
  const { streamSettings } = repositories

  function keep<V>(map: Map<string, V>, key: string, value: V) {
    map.delete(key)
    map.set(key, value)
    if (map.size > MAX_ENTRIES) map.delete(map.keys().next().value as string)
  }

  async function cardOf(cardId: string): Promise<CardRow | undefined> {
    const kept = cards.get(cardId)
    if (kept && now() - kept.at < KEEP_MS) return kept.card
    const card = await repositories.cards.byId(cardId)
    if (card) keep(cards, cardId, { card, at: now() })
    return card
  }

  async function settingsOf(streamerId: string) {
    const kept = settings.get(streamerId)
    if (kept && now() - kept.at < KEEP_MS) return kept
    const read = { ...(await streamSettings.versioned(streamerId)), at: now() }
    keep(settings, streamerId, read)
    return read
  }

  return {
    /** The card and its streamer's settings, as last read here (undefined: no such card). */
    async forUse(cardId: string): Promise<UseReads | undefined> {
      const card = await cardOf(cardId)
      if (!card) return undefined
      const { control, version } = await settingsOf(card.creator_id)
      return { card, control, settingsVersion: version }
    },

    /** Drops what was read of the card and its streamer: a statement found them changed. */
    forget(cardId: string, streamerId: string) {
      cards.delete(cardId)
      settings.delete(streamerId)
    },
  }
}

export type UseReadsCache = ReturnType<typeof createUseReads>
