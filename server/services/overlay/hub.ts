import type { OverlayConnection } from './sse'

/** This instance's open overlay connections, grouped by streamer. */
export function createOverlayHub() {
  const byStreamer = new Map<string, Set<OverlayConnection>>()

  return {
    /** Adds the connection; returns the streamer's connection count here. */
    add(connection: OverlayConnection): number {
      let group = byStreamer.get(connection.streamerId)
      if (!group) {
        group = new Set()
        byStreamer.set(connection.streamerId, group)
      }
      group.add(connection)
      return group.size
    },

    /** Removes the connection; returns the streamer's remaining count here. */
    remove(connection: OverlayConnection): number {
      const group = byStreamer.get(connection.streamerId)
      if (!group?.delete(connection)) return group?.size ?? 0
      if (group.size === 0) byStreamer.delete(connection.streamerId)
      return group.size
    },

    count: (streamerId: string) => byStreamer.get(streamerId)?.size ?? 0,

    streamerIds: () => [...byStreamer.keys()],

    connectionsOf: (streamerId: string): Iterable<OverlayConnection> => byStreamer.get(streamerId) ?? [],

    *all(): Iterable<OverlayConnection> {
      for (const group of byStreamer.values()) yield* group
    },

    get isEmpty() {
      return byStreamer.size === 0
    },
  }
}

export type OverlayHub = ReturnType<typeof createOverlayHub>
