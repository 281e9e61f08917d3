import http from 'node:http'
import { performance } from 'node:perf_hooks'
import type { OverlayAuctionData } from '../../contract/auctions'
import type { OverlayBattleData } from '../../contract/battle-bar'
import type { OverlayCommunityData } from '../../contract/community-progress'
import type { OverlayMarathonData } from '../../contract/marathon-clock'
import type { OverlayControlData, OverlayLocaleData, OverlayStateData } from '../../contract/stream'
import { type OverlayCard, storeOverlayEvent } from '../../server/modules/realtime/bus'
import { createOverlayKeysRepository } from '../../server/modules/realtime/keys-repository'
import type { OverlayEventData } from '../../server/modules/realtime/sse'
import type { TestApp } from './test-server'

// Overlay test helpers: a plain-HTTP overlay stream client, test streamers with stream keys, and
// events produced the way POST /auth/user/useCard produces them.

export interface OverlayStream {
  status: number
  /** The JSON body of a refused stream. */
  body: Record<string, unknown>
  /** Data events in arrival order. */
  events: OverlayEventData[]
  /** Control events (pause, resume, skip, drop) in arrival order. */
  controls: OverlayControlData[]
  /** The `state` events received (one on connect, paused or not). */
  states: OverlayStateData[]
  /** The `locale` events received (one per change of the streamer's language). */
  locales: OverlayLocaleData[]
  /** The `marathon` events received (one on connect, then one per change). */
  marathons: OverlayMarathonData[]
  /** The `auction` events received (one on connect, then one per change). */
  auctions: OverlayAuctionData[]
  /** The `battle` events received (one on connect, then one per change). */
  battles: OverlayBattleData[]
  /** The `community` events received (one on connect, then one per change). */
  communities: OverlayCommunityData[]
  /** Every byte received, for checks on comments and `retry:`. */
  text(): string
  /** The id a fresh stream said it starts after. */
  cursor(): number | undefined
  ended: Promise<void>
  /** Resolves once `predicate(events)` holds; rejects after `timeoutMs`. */
  waitFor(predicate: (events: OverlayEventData[]) => boolean, timeoutMs?: number): Promise<void>
  close(): void
}

export interface OpenOptions {
  lastEventId?: number
  /** Send the last id as `?lastEventId=` (a manual reconnect) instead of the header. */
  lastEventIdInQuery?: boolean
  onEvent?: (id: number, receivedAt: number) => void
  /**
   * Reports each used card on screen as it arrives (`POST /overlay/shown`), as the overlay page does
   * when it shows one; only then is the use shown and the next one sent. Default: true.
   */
  reportShown?: boolean
}

/** The automatic report retries while the server cannot answer (a restart, an outage), as the page does. */
const REPORT_RETRY_MS = 250
const REPORT_RETRIES = 120

async function reportUntilHeard(baseUrl: string, key: string, eventId: number) {
  for (let attempt = 0; attempt < REPORT_RETRIES; attempt++) {
    try {
      const answer = await reportShown(baseUrl, key, eventId)
      if (answer.status < 500 && answer.status !== 429) return answer
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, REPORT_RETRY_MS))
  }
}

/** What an overlay page does when it puts a used card on screen. */
export async function reportShown(baseUrl: string, key: string, eventId: number) {
  const response = await fetch(new URL('/overlay/shown', baseUrl), {
    method: 'POST',
    // Not kept alive: a report still on its way as a test ends must not hold the server's close.
    headers: { 'content-type': 'application/json', connection: 'close' },
    body: JSON.stringify({ key, eventId }),
  })
  return { status: response.status, body: (await response.json()) as Record<string, unknown> }
}

/** An overlay's event stream over plain HTTP: what a browser's EventSource does, minus the browser. */
export function openOverlayStream(
  baseUrl: string,
  key: string,
  options: OpenOptions = {},
): Promise<OverlayStream> {
  const url = new URL('/overlay/events', baseUrl)
  url.searchParams.set('key', key)
  const headers: Record<string, string> = { accept: 'text/event-stream' }
  if (options.lastEventId !== undefined) {
    if (options.lastEventIdInQuery) url.searchParams.set('lastEventId', String(options.lastEventId))
    else headers['last-event-id'] = String(options.lastEventId)
  }
  return new Promise((resolve, reject) => {
    const request = http.get(url, { headers, agent: false }, (response) => {
      response.setEncoding('utf8')
      const events: OverlayEventData[] = []
      const controls: OverlayControlData[] = []
      const states: OverlayStateData[] = []
      const locales: OverlayLocaleData[] = []
      const marathons: OverlayMarathonData[] = []
      const auctions: OverlayAuctionData[] = []
      const battles: OverlayBattleData[] = []
      const communities: OverlayCommunityData[] = []
      const waiters = new Set<() => void>()
      let text = ''
      let pending = ''
      let cursor: number | undefined
      const ended = new Promise<void>((done) => response.once('close', done))
      response.on('data', (chunk: string) => {
        text += chunk
        pending += chunk
        const frames = pending.split('\n\n')
        pending = frames.pop() ?? ''
        for (const frame of frames) {
          const data = frame
            .split('\n')
            .filter((line) => line.startsWith('data: '))
            .map((line) => line.slice(6))
          const id = /^id: (\d+)$/m.exec(frame)?.[1]
          const named = /^event: (.*)$/m.exec(frame)?.[1]
          if (named === 'cursor') cursor = Number(data[0])
          if (named === 'control') controls.push(JSON.parse(data.join('\n')) as OverlayControlData)
          if (named === 'state') states.push(JSON.parse(data.join('\n')) as OverlayStateData)
          if (named === 'locale') locales.push(JSON.parse(data.join('\n')) as OverlayLocaleData)
          if (named === 'marathon') marathons.push(JSON.parse(data.join('\n')) as OverlayMarathonData)
          if (named === 'auction') auctions.push(JSON.parse(data.join('\n')) as OverlayAuctionData)
          if (named === 'battle') battles.push(JSON.parse(data.join('\n')) as OverlayBattleData)
          if (named === 'community') communities.push(JSON.parse(data.join('\n')) as OverlayCommunityData)
          if (id === undefined || data.length === 0 || named !== undefined) continue
          options.onEvent?.(Number(id), performance.now())
          const event = JSON.parse(data.join('\n')) as OverlayEventData
          events.push(event)
          if (event.kind === 'card' && options.reportShown !== false) {
            void reportUntilHeard(baseUrl, key, event.id)
          }
        }
        for (const wake of waiters) wake()
      })
      const stream: OverlayStream = {
        status: response.statusCode ?? 0,
        body: {},
        events,
        controls,
        states,
        locales,
        marathons,
        auctions,
        battles,
        communities,
        text: () => text,
        cursor: () => cursor,
        ended,
        async waitFor(predicate, timeoutMs = 10_000) {
          const deadline = Date.now() + timeoutMs
          while (!predicate(events)) {
            const left = deadline - Date.now()
            if (left <= 0) throw new Error(`overlay stream: condition not met; got ${JSON.stringify(events)}`)
            await new Promise<void>((wake) => {
              const done = () => {
                waiters.delete(done)
                clearTimeout(timer)
                wake()
              }
              const timer = setTimeout(done, Math.min(left, 100))
              waiters.add(done)
            })
          }
        },
        close: () => request.destroy(),
      }
      if (stream.status === 200) return resolve(stream)
      response.once('end', () => {
        try {
          stream.body = JSON.parse(text)
        } catch {}
        resolve(stream)
      })
    })
    request.once('error', reject)
  })
}

export const sampleCard = (overrides: Partial<OverlayCard> = {}): OverlayCard => ({
  kind: 'card',
  cardId: null,
  title: 'Bench card',
  description: 'A card used by the benchmark',
  imageUrl: '/logo.svg',
  rarity: 'Epic',
  duration: 10,
  usedBy: 'bench',
  ...overrides,
})

let streamerCount = 0

/** A streamer (creator by default) with a session token and a stream key, made straight in the database. */
export async function createTestStreamer(
  app: TestApp,
  options: { plan?: 'free' | 'pro'; userType?: 'creator' | 'viewer' } = {},
) {
  const ctx = app
  const name = `streamer${process.pid}x${Date.now().toString(36)}x${streamerCount++}`
  const user = await ctx.users.create({
    username: name,
    email: `${name}@example.test`,
    passwordHash: 'not-a-hash',
    userType: options.userType ?? 'creator',
    isVerified: true,
  })
  if (options.plan === 'pro') await ctx.users.update(user.id, { plan: 'pro' })
  ctx.catalogue.invalidate()
  const token = await ctx.tokens.sign(user.id, 'user', 3600)
  const key = await createOverlayKeysRepository(ctx.db).getOrCreate(user.id)
  return { user, token, key }
}

/**
 * A used card as POST /auth/user/useCard produces it: stored inside a transaction, announced after
 * the commit. `onStored` sees the id before the commit (the benchmark starts its clock earlier).
 */
export async function emitOverlayEvent(app: TestApp, streamerId: string, card: OverlayCard = sampleCard()) {
  const eventId = await app.db.transaction().execute((trx) => storeOverlayEvent(trx, streamerId, card))
  await app.overlayBus.announce(eventId)
  return eventId
}

export interface FollowedOverlay {
  /** Every data event received, across reconnects, in arrival order. */
  events(): OverlayEventData[]
  /** How many times the stream was opened again after it ended. */
  reconnects(): number
  waitFor(predicate: (events: OverlayEventData[]) => boolean, timeoutMs?: number): Promise<void>
  close(): void
}

/**
 * An overlay page's EventSource across server deaths: whenever its stream ends (or cannot open) it
 * opens again 250 ms later with `Last-Event-ID`, as the browser does, until closed.
 */
export async function followOverlay(baseUrl: string, key: string): Promise<FollowedOverlay> {
  const streams: OverlayStream[] = []
  let lastEventId: number | undefined
  let reconnects = 0
  let closed = false
  const all = () => streams.flatMap((stream) => stream.events)
  const remember = (stream: OverlayStream) => {
    lastEventId = stream.events.at(-1)?.id ?? stream.cursor() ?? lastEventId
  }

  const first = await openOverlayStream(baseUrl, key)
  if (first.status !== 200)
    throw new Error(`overlay stream refused: ${first.status} ${JSON.stringify(first.body)}`)
  streams.push(first)
  void (async () => {
    let current: OverlayStream | undefined = first
    while (!closed) {
      if (current) {
        await current.ended
        remember(current)
      }
      if (closed) return
      await new Promise((resolve) => setTimeout(resolve, 250))
      if (closed) return
      reconnects += 1
      current = await openOverlayStream(baseUrl, key, { lastEventId }).catch(() => undefined)
      if (closed) current?.close()
      if (current?.status === 200) streams.push(current)
      else current = undefined
    }
  })()

  return {
    events: all,
    reconnects: () => reconnects,
    async waitFor(predicate, timeoutMs = 10_000) {
      const deadline = Date.now() + timeoutMs
      while (!predicate(all())) {
        if (Date.now() > deadline) throw new Error(`overlay: condition not met; got ${all().length} events`)
        await new Promise((resolve) => setTimeout(resolve, 100))
      }
    },
    close() {
      closed = true
      for (const stream of streams) stream.close()
    },
  }
}
