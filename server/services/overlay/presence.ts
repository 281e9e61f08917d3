import type { Kysely } from 'kysely'
import { createOverlayPresenceRepository } from '../../db/overlay/presence-repository'
import type { Database } from '../../db/schema'
import type { OverlayHub } from './hub'

export interface PresenceLog {
  warn(obj: object, msg: string): void
}

/** A row not refreshed for this long belongs to an instance that is gone. */
export const PRESENCE_STALE_MS = 45_000
/** Count changes are written in batches (a reconnect wave is thousands of changes). */
const FLUSH_DELAY_MS = 100

/**
 * Which streamers have an overlay open. This instance's own count is in memory and exact; with
 * `shared` (PostgreSQL, possibly many instances) each instance also keeps one row per streamer it
 * serves, refreshed by its heartbeat, and a status adds up the fresh rows of the others.
 */
export function createOverlayPresence(options: {
  db: Kysely<Database>
  hub: OverlayHub
  instanceId: string
  shared: boolean
  log: PresenceLog
}) {
  const { hub, instanceId, shared, log } = options
  const rows = createOverlayPresenceRepository(options.db)
  const dirty = new Set<string>()
  let flushTimer: NodeJS.Timeout | undefined
  let flushing: Promise<void> = Promise.resolve()
  let closed = false

  async function flush() {
    flushTimer = undefined
    const streamerIds = [...dirty]
    dirty.clear()
    for (const streamerId of streamerIds) await rows.set(instanceId, streamerId, hub.count(streamerId))
  }

  return {
    changed(streamerId: string) {
      if (!shared || closed) return
      dirty.add(streamerId)
      flushTimer ??= setTimeout(() => {
        flushing = flushing
          .then(flush)
          .catch((error) => log.warn({ err: error }, 'overlay presence: write failed'))
      }, FLUSH_DELAY_MS).unref()
    },

    async count(streamerId: string): Promise<number> {
      const here = hub.count(streamerId)
      if (!shared) return here
      return here + (await rows.othersCount(instanceId, streamerId, new Date(Date.now() - PRESENCE_STALE_MS)))
    },

    /** Of these streamers, those with an overlay open on this instance or a fresh row of another. */
    async connectedAmong(streamerIds: string[]): Promise<Set<string>> {
      const here = streamerIds.filter((streamerId) => hub.count(streamerId) > 0)
      if (!shared) return new Set(here)
      const others = await rows.othersConnected(
        instanceId,
        streamerIds,
        new Date(Date.now() - PRESENCE_STALE_MS),
      )
      return new Set([...here, ...others])
    },

    async heartbeat() {
      if (shared) await rows.touch(instanceId)
    },

    /** Called once the connections are gone: this instance no longer counts anywhere. */
    async close() {
      closed = true
      if (flushTimer) clearTimeout(flushTimer)
      dirty.clear()
      await flushing
      if (shared) await rows.clear(instanceId, new Date(Date.now() - PRESENCE_STALE_MS))
    },
  }
}
