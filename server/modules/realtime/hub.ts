import type { OverlayConnection } from './sse'

export const KEY_SUBJECT = 'key:'
export const ADDRESS_SUBJECT = 'address:'

/** This instance's open overlay connections, grouped by streamer, counted per stream key and address. */
export function createOverlayHub() {
  const byStreamer = new Map<string, Set<OverlayConnection>>()
  const perKey = new Map<string, number>()
  const perAddress = new Map<string, number>()

  const bump = (counts: Map<string, number>, name: string, by: 1 | -1) => {
    const next = (counts.get(name) ?? 0) + by
    if (next > 0) counts.set(name, next)
    else counts.delete(name)
  }

  return {
    /** Adds the connection; returns the streamer's connection count here. */
    add(connection: OverlayConnection): number {
      let group = byStreamer.get(connection.streamerId)
      if (!group) {
        group = new Set()
        byStreamer.set(connection.streamerId, group)
      }
      if (!group.has(connection)) {
        group.add(connection)
        bump(perKey, connection.streamKey, 1)
        bump(perAddress, connection.address, 1)
      }
      return group.size
    },

    /** Removes the connection; returns the streamer's remaining count here. */
    remove(connection: OverlayConnection): number {
      const group = byStreamer.get(connection.streamerId)
      if (!group?.delete(connection)) return group?.size ?? 0
      bump(perKey, connection.streamKey, -1)
      bump(perAddress, connection.address, -1)
      if (group.size === 0) byStreamer.delete(connection.streamerId)
      return group.size
    },

    count: (streamerId: string) => byStreamer.get(streamerId)?.size ?? 0,

    /** Open streams here with this stream key, and from this client address. */
    openWith: (streamKey: string, address: string) => ({
      forKey: perKey.get(streamKey) ?? 0,
      forAddress: perAddress.get(address) ?? 0,
    }),

    /** Open streams here for a subject of the shared counts: `key:<stream key>` or `address:<address>`. */
    openFor(subject: string): number {
      if (subject.startsWith(KEY_SUBJECT)) return perKey.get(subject.slice(KEY_SUBJECT.length)) ?? 0
      return perAddress.get(subject.slice(ADDRESS_SUBJECT.length)) ?? 0
    },

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
