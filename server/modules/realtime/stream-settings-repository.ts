import type { Kysely } from 'kysely'
import {
  DEFAULT_STREAM_SETTINGS,
  type StreamSettings,
  type StreamSettingsChange,
} from '../../../contract/stream'
import type { Database } from '../../db/schema'
import type { StreamSettingsRow } from '../../db/schema-stream'

/** A streamer's settings and whether their overlay is paused. */
export interface StreamControl extends StreamSettings {
  paused: boolean
}

/** The stored list of blocked words (a JSON array); anything else reads as none. */
export function blockedWordsOf(stored: string): string[] {
  try {
    const parsed: unknown = JSON.parse(stored)
    if (Array.isArray(parsed)) return parsed.filter((word): word is string => typeof word === 'string')
  } catch {}
  return []
}

function toControl(row: StreamSettingsRow | undefined): StreamControl {
  if (!row) return { ...DEFAULT_STREAM_SETTINGS, paused: false }
  const blockedWords = blockedWordsOf(row.blocked_words)
  return {
    viewerText: row.viewer_text,
    blockedWords,
    volume: row.volume,
    defaultCooldownSeconds: row.default_cooldown_seconds,
    defaultViewerCooldownSeconds: row.default_viewer_cooldown_seconds,
    maxWaitMinutes: row.max_wait_minutes,
    showViewerNames: row.show_viewer_names === 1,
    maxWaitingPerViewer: row.max_waiting_per_viewer,
    paused: row.paused === 1,
  }
}

// Takes the database or a transaction. A streamer without a row has the defaults, unpaused.
export function createStreamSettingsRepository(db: Kysely<Database>) {
  const read = (streamerId: string) =>
    db.selectFrom('stream_settings').selectAll().where('streamer_id', '=', streamerId).executeTakeFirst()

  /** Writes the whole row (insert or update), keeping what `changes` leaves out. */
  async function write(
    streamerId: string,
    changes: Partial<StreamControl> | StreamSettingsChange,
  ): Promise<StreamControl> {
    // A field the request left out (undefined) keeps its value.
    const given = Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined))
    const next: StreamControl = { ...toControl(await read(streamerId)), ...given }
    const values = {
      viewer_text: next.viewerText,
      blocked_words: JSON.stringify(next.blockedWords),
      volume: next.volume,
      default_cooldown_seconds: next.defaultCooldownSeconds,
      default_viewer_cooldown_seconds: next.defaultViewerCooldownSeconds,
      max_wait_minutes: next.maxWaitMinutes,
      show_viewer_names: next.showViewerNames ? 1 : 0,
      max_waiting_per_viewer: next.maxWaitingPerViewer,
      paused: next.paused ? 1 : 0,
      updated_at: new Date().toISOString(),
    }
    await db
      .insertInto('stream_settings')
      .values({ streamer_id: streamerId, ...values })
      .onConflict((oc) => oc.column('streamer_id').doUpdateSet(values))
      .execute()
    return next
  }

  return {
    get: async (streamerId: string) => toControl(await read(streamerId)),
    /** The settings with their version: when they were last written (null: never, the defaults). */
    async versioned(streamerId: string): Promise<{ control: StreamControl; version: string | null }> {
      const row = await read(streamerId)
      return { control: toControl(row), version: row?.updated_at ?? null }
    },
    save: (streamerId: string, settings: StreamSettingsChange) => write(streamerId, settings),
    setPaused: (streamerId: string, paused: boolean) => write(streamerId, { paused }),

    /** Of these streamers, those whose overlay is paused. */
    async pausedAmong(streamerIds: string[]): Promise<Set<string>> {
      if (streamerIds.length === 0) return new Set()
      const rows = await db
        .selectFrom('stream_settings')
        .select('streamer_id')
        .where('streamer_id', 'in', streamerIds)
        .where('paused', '=', 1)
        .execute()
      return new Set(rows.map((row) => row.streamer_id))
    },
  }
}

export type StreamSettingsRepository = ReturnType<typeof createStreamSettingsRepository>
