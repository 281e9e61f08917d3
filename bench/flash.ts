// The flash moment: FLASH_VIEWERS viewer accounts (made in the database, not through sign-up) each
// take and use one free card of ONE streamer, all within WINDOW_SECONDS, with that streamer's overlay
// connected and reporting each card as it arrives (a plain event-stream reader, so the server sends the
// next card of the line at once). Every call is timed; afterwards the database must hold exactly what
// was acknowledged, every use must have been sent or be waiting in the streamer's line (which sends
// one card at a time, each once the overlay reported the one before: docs/stream-control.md), and the
// overlay must have received every card sent, once, in the order of the line.
//
// `npx tsx bench/flash.ts` runs it alone (SQLite, and PostgreSQL at BENCH_DATABASE_URL or
// TEST_DATABASE_URL when set); BENCH_FLASH_VIEWERS and BENCH_FLASH_SECONDS change the size.
import { randomBytes } from 'node:crypto'
import http from 'node:http'
import { performance } from 'node:perf_hooks'
import pg from 'pg'
import { openDatabase } from '../server/db/database'
import { openOverlayStream } from '../tests/support/overlay'
import { type CallFigures, createCallTimer } from './call-timer'
import { type Answer, loadDatabaseUrl, request, startServer } from './mixed-load'

const CALLS = ['createTransaction', 'useCard'] as const
type Call = (typeof CALLS)[number]
/** How long the overlay is given after the last use to receive what it is sent. */
const DRAIN_MS = 15_000
/** A card the server sent this long before the overlay closed must have reached it. */
const DELIVERY_GRACE_MS = 2_000

export interface FlashFigures {
  database: 'sqlite' | 'postgres'
  viewers: number
  windowSeconds: number
  /** From the first call to the last answer. */
  elapsedSeconds: number
  calls: Record<Call, CallFigures>
  purchasesAcknowledged: number
  purchasesStored: number
  usesAcknowledged: number
  usesStored: number
  /** Acknowledged writes per second of the run (a purchase and a use are two). */
  writesPerSecond: number
  /** Card events the overlay received during the run and the drain. */
  overlayReceived: number
  /** Uses the line sent to the stream, and those still waiting their turn when the overlay closed. */
  usesSent: number
  usesInLine: number
  /** Cards sent DELIVERY_GRACE_MS or more before the overlay closed that it never received. */
  overlayMissed: number
  /** None received twice, and in the order the server put the uses in the line. */
  overlayOnceInQueueOrder: boolean
  errorSamples: string[]
  pass: boolean
}

export async function benchFlash(options: { databaseUrl?: string } = {}): Promise<FlashFigures> {
  const viewers = Number(process.env.BENCH_FLASH_VIEWERS ?? 1000)
  const windowSeconds = Number(process.env.BENCH_FLASH_SECONDS ?? 10)
  const schema = options.databaseUrl ? `bench_flash_${randomBytes(4).toString('hex')}` : undefined
  const { seed, stop } = await startServer({
    BENCH_STREAMERS: '1',
    BENCH_CARDS_PER_STREAMER: '1',
    BENCH_FREE_PER_STREAMER: '1',
    BENCH_CARD_SECONDS: '1',
    BENCH_VIEWERS: String(viewers),
    ...(options.databaseUrl
      ? { BENCH_DATABASE_URL: options.databaseUrl, BENCH_DATABASE_SCHEMA: schema ?? '' }
      : {}),
  })
  const base = new URL(seed.url)
  const agent = new http.Agent({ keepAlive: true, maxSockets: 256 })
  const streamer = seed.streamers[0] as (typeof seed.streamers)[number]
  const card = seed.freeCards[0] as (typeof seed.freeCards)[number]
  const overlay = await openOverlayStream(seed.url, streamer.key)
  const timer = createCallTimer(CALLS)
  const { errorSamples } = timer
  const timed = (call: Call, send: () => Promise<Answer>, ok: number) =>
    timer.timed(call, send, (answer) => answer.status === ok)
  const purchases = new Set<string>()
  const uses = new Set<string>()

  try {
    if (overlay.status !== 200) throw new Error(`the overlay stream was refused (${overlay.status})`)
    const spacing = (windowSeconds * 1000) / viewers
    const started = performance.now()
    await Promise.all(
      seed.viewers.slice(0, viewers).map(async (viewer, n) => {
        const wait = started + n * spacing - performance.now()
        if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait))
        const auth = { authorization: `Bearer ${viewer.token}` }
        const bought = await timed(
          'createTransaction',
          () =>
            request(agent, base, 'POST', '/auth/user/createTransaction', auth, {
              cardId: card.id,
              streamerEmailId: card.creatorId,
              title: card.title,
              paymentId: 'free',
              orderId: 'free',
            }),
          201,
        )
        if (!bought) return
        const purchaseId = (JSON.parse(bought.body) as { transaction: { _id: string } }).transaction._id
        purchases.add(purchaseId)
        const used = await timed(
          'useCard',
          () =>
            request(agent, base, 'POST', '/auth/user/useCard', auth, {
              cardId: card.id,
              transactionId: purchaseId,
              idempotencyKey: `flash-${randomBytes(8).toString('hex')}`,
            }),
          200,
        )
        if (used) uses.add(purchaseId)
      }),
    )
    const elapsedSeconds = (performance.now() - started) / 1000
    await new Promise((resolve) => setTimeout(resolve, DRAIN_MS))
    const closedAt = Date.now()
    overlay.close()
    agent.destroy()
    await stop()

    const database = openDatabase({ dataDir: seed.dataDir, databaseUrl: options.databaseUrl, schema })
    let purchasesStored = 0
    let usesStored = 0
    let lineOrder: number[] = []
    let sentBeforeClose: number[] = []
    let usesInLine = 0
    try {
      const rows = await database.db.selectFrom('purchases').select(['id', 'is_used']).execute()
      purchasesStored = rows.filter((row) => purchases.has(row.id)).length
      usesStored = rows.filter((row) => row.is_used === 1 && uses.has(row.id)).length
      // The events the server sent, in the order it sent them (each card's start on the stream).
      const sent = await database.db
        .selectFrom('stream_uses')
        .select(['event_id', 'starts_at'])
        .where('streamer_id', '=', streamer.id)
        .where('event_id', 'is not', null)
        .orderBy('starts_at')
        .execute()
      lineOrder = sent.map((row) => row.event_id as number)
      const events = await database.db
        .selectFrom('overlay_events')
        .select(['id', 'created_at'])
        .where('kind', '=', 'card')
        .execute()
      sentBeforeClose = events
        .filter((event) => Date.parse(event.created_at) <= closedAt - DELIVERY_GRACE_MS)
        .map((event) => event.id)
      const waiting = await database.db
        .selectFrom('stream_uses')
        .select('id')
        .where('streamer_id', '=', streamer.id)
        .where('status', '=', 'queued')
        .execute()
      usesInLine = waiting.length
    } finally {
      await database.close()
      if (options.databaseUrl && schema) {
        const client = new pg.Client({ connectionString: options.databaseUrl })
        await client.connect()
        await client.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`).finally(() => client.end())
      }
    }
    const received = overlay.events.filter((event) => event.kind === 'card').map((event) => event.id)
    const calls = timer.figures()
    const onceInOrder =
      new Set(received).size === received.length && received.every((id, i) => lineOrder[i] === id)
    const errorCount = timer.errorCount()
    const overlayMissed = sentBeforeClose.filter((id) => !received.includes(id)).length
    return {
      database: seed.dialect,
      viewers,
      windowSeconds,
      elapsedSeconds: Number(elapsedSeconds.toFixed(1)),
      calls,
      purchasesAcknowledged: purchases.size,
      purchasesStored,
      usesAcknowledged: uses.size,
      usesStored,
      writesPerSecond: Math.round((purchases.size + uses.size) / elapsedSeconds),
      overlayReceived: received.length,
      overlayOnceInQueueOrder: onceInOrder,
      usesSent: lineOrder.length,
      usesInLine,
      overlayMissed,
      errorSamples,
      pass:
        errorCount === 0 &&
        purchasesStored === purchases.size &&
        usesStored === uses.size &&
        lineOrder.length + usesInLine === uses.size &&
        overlayMissed === 0 &&
        onceInOrder,
    }
  } finally {
    overlay.close()
    agent.destroy()
    await stop()
  }
}

export function flashLines(figures: FlashFigures): string[] {
  const call = (name: Call) => {
    const c = figures.calls[name]
    return `${name} p50 ${c.p50Ms} ms p95 ${c.p95Ms} ms p99 ${c.p99Ms} ms (${c.count} calls, ${c.errors} errors)`
  }
  return [
    `flash (${figures.database}) ${figures.viewers} viewers take and use one card of one streamer in ${figures.windowSeconds} s (done in ${figures.elapsedSeconds} s): ${figures.writesPerSecond} writes/s`,
    `  ${call('createTransaction')}; ${call('useCard')}`,
    `  purchases ${figures.purchasesAcknowledged} acknowledged / ${figures.purchasesStored} stored, uses ${figures.usesAcknowledged} / ${figures.usesStored}; the line sent ${figures.usesSent} (${figures.usesInLine} still waiting their turn); overlay received ${figures.overlayReceived}, missed ${figures.overlayMissed}, once each in line order: ${figures.overlayOnceInQueueOrder}`,
    ...figures.errorSamples.map((sample) => `  error: ${sample}`),
    `  ${figures.pass ? 'PASS' : 'FAIL'}: zero errors, every acknowledged write stored, every use sent or in line, every card sent on the overlay once, in line order`,
  ]
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const runs = [await benchFlash()]
  const url = loadDatabaseUrl()
  if (url) runs.push(await benchFlash({ databaseUrl: url }))
  for (const figures of runs) console.log(flashLines(figures).join('\n'))
}
