import type { ServerResponse } from 'node:http'
import type { LiveUpdateTopic } from '../../../contract/stream'
import type { OverlayBus } from '../realtime'

/** Open live-update streams one user may hold on an instance (tabs, devices). */
export const MAX_LIVE_STREAMS_PER_USER = 10
const PING_MS = 15_000

/**
 * This instance's open `GET /auth/user/live-updates` streams, by user. The bus's signals (from any
 * instance) become `queue`, `uses`, `marathon` and `battle` events, and an auction's changes `auction` events to the
 * streams that watch it; a ping every 15 s keeps proxies from closing them.
 */
export function createLiveUpdatesHub(bus: OverlayBus) {
  const byUser = new Map<string, Set<ServerResponse>>()
  /** Streams opened with `?auction=<id>`: they hear that auction's changes too. */
  const byAuction = new Map<string, Set<ServerResponse>>()

  const unsubscribe = bus.onSignal((userId, topic: LiveUpdateTopic) => {
    for (const res of byUser.get(userId) ?? []) res.write(`event: ${topic}\ndata: 1\n\n`)
  })
  const unsubscribeAuctions = bus.onAuctionChanged((auctionId) => {
    for (const res of byAuction.get(auctionId) ?? []) res.write('event: auction\ndata: 1\n\n')
  })
  const join = (map: Map<string, Set<ServerResponse>>, key: string, res: ServerResponse) => {
    let group = map.get(key)
    if (!group) {
      group = new Set()
      map.set(key, group)
    }
    group.add(res)
    res.once('close', () => {
      group.delete(res)
      if (group.size === 0 && map.get(key) === group) map.delete(key)
    })
  }
  const ping = setInterval(() => {
    for (const group of byUser.values()) for (const res of group) res.write('event: ping\ndata: 1\n\n')
  }, PING_MS).unref()

  return {
    openFor: (userId: string) => byUser.get(userId)?.size ?? 0,

    /** Writes the stream's headers and keeps it until the client goes; `auctionId`: it watches that auction too. */
    open(userId: string, res: ServerResponse, auctionId?: string) {
      res.writeHead(200, {
        'Content-Type': 'text/event-stream; charset=utf-8',
        'Cache-Control': 'no-cache, no-store, no-transform',
        'X-Accel-Buffering': 'no',
        Connection: 'keep-alive',
      })
      res.write(`retry: ${2000 + Math.floor(Math.random() * 2000)}\n: connected\n\n`)
      join(byUser, userId, res)
      if (auctionId) join(byAuction, auctionId, res)
    },

    close() {
      unsubscribe()
      unsubscribeAuctions()
      clearInterval(ping)
      for (const group of byUser.values()) for (const res of group) res.destroy()
      byUser.clear()
    },
  }
}
