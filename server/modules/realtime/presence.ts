import { ADDRESS_SUBJECT, KEY_SUBJECT, type OverlayHub } from './hub'
import type { OverlayPresenceRepository } from './presence-repository'
import type { OverlayConnection } from './sse'

export interface PresenceLog {
  warn(obj: object, msg: string): void
}

/** A row not refreshed for this long belongs to an instance that is gone. */
export const PRESENCE_STALE_MS = 45_000
/** Count changes are written in batches (a reconnect wave is thousands of changes). */
const FLUSH_DELAY_MS = 100

/**
 * Which streamers have an overlay open, and how many streams each stream key and client address holds.
 * This instance's own counts are in memory and exact; with `shared` (PostgreSQL, possibly many
 * instances) each instance also keeps one row per streamer, key and address it serves, refreshed by
 * its heartbeat, and a count adds up the fresh rows of the others. Those rows trail the instance by
 * the flush delay, so two instances opening streams in the same 100 ms may pass a cap together.
 */
export function createOverlayPresence(options: {
  rows: OverlayPresenceRepository
  hub: OverlayHub
  instanceId: string
  shared: boolean
  log: PresenceLog
}) {
  const { rows, hub, instanceId, shared, log } = options
  const dirty = new Set<string>()
  const dirtySubjects = new Set<string>()
  let flushTimer: NodeJS.Timeout | undefined
  let flushing: Promise<void> = Promise.resolve()
  let closed = false

  async function flush() {
    flushTimer = undefined
    const streamerIds = [...dirty]
    dirty.clear()
    for (const streamerId of streamerIds) await rows.set(instanceId, streamerId, hub.count(streamerId))
    const subjects = [...dirtySubjects]
    dirtySubjects.clear()
    for (const subject of subjects) await rows.setStreams(instanceId, subject, hub.openFor(subject))
  }

  return {
    /** A connection opened or closed here. */
    changed(connection: OverlayConnection) {
      if (!shared || closed) return
      dirty.add(connection.streamerId)
      dirtySubjects.add(`${KEY_SUBJECT}${connection.streamKey}`)
      dirtySubjects.add(`${ADDRESS_SUBJECT}${connection.address}`)
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

    /**
     * Of these streamers, those with an overlay open on this instance or a fresh row of another. Only
     * the streamers with none open here are asked of the database (none at all when every one has).
     */
    async connectedAmong(streamerIds: string[]): Promise<Set<string>> {
      const here = streamerIds.filter((streamerId) => hub.count(streamerId) > 0)
      if (!shared) return new Set(here)
      const others = await rows.othersConnected(
        instanceId,
        streamerIds.filter((streamerId) => hub.count(streamerId) === 0),
        new Date(Date.now() - PRESENCE_STALE_MS),
      )
      return new Set([...here, ...others])
    },

    /** Streams other instances hold with this stream key and from this address. */
    async openElsewhere(streamKey: string, address: string): Promise<{ forKey: number; forAddress: number }> {
      if (!shared) return { forKey: 0, forAddress: 0 }
      const forKey = `${KEY_SUBJECT}${streamKey}`
      const forAddress = `${ADDRESS_SUBJECT}${address}`
      const totals = await rows.othersStreams(
        instanceId,
        [forKey, forAddress],
        new Date(Date.now() - PRESENCE_STALE_MS),
      )
      return { forKey: totals.get(forKey) ?? 0, forAddress: totals.get(forAddress) ?? 0 }
    },

    async heartbeat() {
      if (shared) await rows.touch(instanceId)
    },

    /** Called once the connections are gone: this instance no longer counts anywhere. */
    async close() {
      closed = true
      if (flushTimer) clearTimeout(flushTimer)
      dirty.clear()
      dirtySubjects.clear()
      await flushing
      if (shared) await rows.clear(instanceId, new Date(Date.now() - PRESENCE_STALE_MS))
    },
  }
}
