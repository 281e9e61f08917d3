import http from 'node:http'
import { performance } from 'node:perf_hooks'
import { createOverlayKeysRepository } from '../server/db/overlay-keys-repository'
import { type OverlayCard, storeOverlayEvent } from '../server/services/overlay-bus'
import type { OverlayEventData } from '../server/services/overlay-sse'
import { startTestServer } from '../tests/support/test-server'

// How fast a used card reaches the overlays: N overlays on real HTTP streams, M uses, latency from
// the start of the use to each overlay's receipt. The use goes through the path POST
// /auth/user/useCard takes: storeOverlayEvent inside a transaction, then announce after the commit.

export interface OverlayStream {
  status: number
  /** The JSON body of a refused stream. */
  body: Record<string, unknown>
  /** Data events in arrival order. */
  events: OverlayEventData[]
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
          if (id === undefined || data.length === 0 || named !== undefined) continue
          options.onEvent?.(Number(id), performance.now())
          events.push(JSON.parse(data.join('\n')) as OverlayEventData)
        }
        for (const wake of waiters) wake()
      })
      const stream: OverlayStream = {
        status: response.statusCode ?? 0,
        body: {},
        events,
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

type App = Awaited<ReturnType<typeof startTestServer>>['app']

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
  app: App,
  options: { plan?: 'free' | 'pro'; userType?: 'creator' | 'viewer' } = {},
) {
  const { ctx } = app
  const name = `streamer${process.pid}x${Date.now().toString(36)}x${streamerCount++}`
  const user = await ctx.users.create({
    username: name,
    email: `${name}@example.test`,
    passwordHash: 'not-a-hash',
    userType: options.userType ?? 'creator',
    isVerified: true,
  })
  if (options.plan === 'pro') await ctx.users.update(user.id, { plan: 'pro' })
  const token = await ctx.tokens.sign(user.id, 'user', 3600)
  const key = await createOverlayKeysRepository(ctx.db).getOrCreate(user.id)
  return { user, token, key }
}

/**
 * A used card as POST /auth/user/useCard produces it: stored inside a transaction, announced after
 * the commit. `onStored` sees the id before the commit (the benchmark starts its clock earlier).
 */
export async function emitOverlayEvent(app: App, streamerId: string, card: OverlayCard = sampleCard()) {
  const eventId = await app.ctx.db.transaction().execute((trx) => storeOverlayEvent(trx, streamerId, card))
  await app.ctx.overlayBus.announce(eventId)
  return eventId
}

const percentile = (sorted: number[], p: number) =>
  Number((sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0).toFixed(1))

export async function benchOverlayLatency(opts: { overlays?: number; uses?: number } = {}) {
  const overlays = opts.overlays ?? 1000
  const uses = opts.uses ?? 20
  const server = await startTestServer('sqlite')
  const streams: OverlayStream[] = []
  try {
    const { ctx } = server.app
    const streamer = await createTestStreamer(server.app)
    const startedAt = new Map<number, number>()
    const latencies: number[] = []
    const received = new Map<number, number>()
    const onEvent = (id: number, at: number) => {
      const start = startedAt.get(id)
      if (start === undefined) return
      latencies.push(at - start)
      received.set(id, (received.get(id) ?? 0) + 1)
    }
    // Connect in waves: a listen backlog is finite.
    for (let i = 0; i < overlays; i += 100) {
      const wave = Array.from({ length: Math.min(100, overlays - i) }, () =>
        openOverlayStream(server.url, streamer.key, { onEvent }),
      )
      streams.push(...(await Promise.all(wave)))
    }
    if (streams.some((stream) => stream.status !== 200)) throw new Error('an overlay stream was refused')

    const card = sampleCard()
    for (let use = 0; use < uses; use++) {
      const start = performance.now()
      const eventId = await ctx.db.transaction().execute(async (trx) => {
        const id = await storeOverlayEvent(trx, streamer.user.id, card)
        startedAt.set(id, start)
        return id
      })
      await ctx.overlayBus.announce(eventId)
      const deadline = Date.now() + 10_000
      while ((received.get(eventId) ?? 0) < overlays) {
        if (Date.now() > deadline)
          throw new Error(`event ${eventId} reached ${received.get(eventId) ?? 0} overlays`)
        await new Promise((resolve) => setTimeout(resolve, 2))
      }
    }
    latencies.sort((a, b) => a - b)
    return {
      overlays,
      uses,
      p50: percentile(latencies, 50),
      p95: percentile(latencies, 95),
      p99: percentile(latencies, 99),
    }
  } finally {
    for (const stream of streams) stream.close()
    await server.close()
  }
}
