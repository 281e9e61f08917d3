// The flash moment: FLASH_VIEWERS viewer accounts (made in the database, not through sign-up) each
// take and use one free card of ONE streamer, all within WINDOW_SECONDS, with that streamer's overlay
// connected and reporting each card as it arrives (a plain event-stream reader, so the server sends the
// next card of the line at once), and the pages that follow live updates open as they would be: the
// streamer's Live page and the My Cards pages of 100 of the viewers (bench/page-followers.ts), each
// refetching what it shows on its signals. Every call and refetch is timed; afterwards the database
// must hold exactly what was acknowledged, every use must have been sent (the line sends one card at a
// time, each once the overlay reported the one before: docs/stream-control.md) and reported on screen
// by the overlay before the drain ends, and the overlay must have received every card sent, once, in
// line order.
//
// Line order is a use's `line_seq` where the schema has that column (else the order the server sent
// them, `starts_at`, as before it): card A received before card B although B's place is earlier is an
// inversion, allowed only when B may have committed after A was sent, that is when B's useCard answer
// came after A's `sent_at` (a commit is known to have happened by its answer, and no earlier point is
// observable from outside).
//
// Before the flash, the statements of one take, use, line move and report are counted on a test server
// of the same database (tests/support/round-trips.ts, what the round-trip test budgets) and printed as
// `round trips (<database>): …`.
//
// `npx tsx bench/flash.ts` runs it alone (SQLite, and PostgreSQL at BENCH_DATABASE_URL or
// TEST_DATABASE_URL when set); BENCH_FLASH_VIEWERS and BENCH_FLASH_SECONDS change the size.
import { randomBytes } from 'node:crypto'
import http from 'node:http'
import { performance } from 'node:perf_hooks'
import { type Kysely, sql } from 'kysely'
import pg from 'pg'
import { openDatabase } from '../server/db/database'
import type { Database } from '../server/db/schema'
import { openOverlayStream } from '../tests/support/overlay'
import { type CallFigures, createCallTimer } from './call-timer'
import { type Answer, loadDatabaseUrl, request, startServer } from './mixed-load'
import { openFollowingPages, type PageFigures } from './page-followers'

const CALLS = ['createTransaction', 'useCard'] as const
type Call = (typeof CALLS)[number]
/** How long the overlay is given after the last use to receive and report what it is sent. */
const DRAIN_MS = 15_000
/** How often the drain looks whether every use was reported on screen (it ends then). */
const DRAIN_POLL_MS = 500
/** A card the server sent this long before the overlay closed must have reached it. */
const DELIVERY_GRACE_MS = 2_000
/**
 * My Cards pages open during the flash, each a viewer of the flash (BENCH_FLASH_PAGES; 0 opens no
 * page at all, the Live page neither: the flash alone, as measured before the pages were added).
 */
const MY_CARDS_PAGES = Number(process.env.BENCH_FLASH_PAGES ?? 100)
/** The flash's latency budget: createTransaction's and useCard's p99, on either database. */
export const FLASH_P99_BUDGET_MS = 250

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
  /** Acknowledged uses the overlay reported on screen (stored `shown` or `skipped`) before the drain ended. */
  usesShown: number
  /** From the last answer to the drain's end: when every use was reported, or DRAIN_MS. */
  drainSeconds: number
  /** Cards sent DELIVERY_GRACE_MS or more before the overlay closed that it never received. */
  overlayMissed: number
  /** What line order is read from: `line_seq`, or the send order (`starts_at`) without that column. */
  lineOrderBy: 'line_seq' | 'starts_at'
  /** Pairs of cards received in the opposite order of their places in line, and of those the allowed. */
  inversions: number
  allowedInversions: number
  /** None received twice, and in line order (inversions only where allowed). */
  overlayOnceInQueueOrder: boolean
  /** The Live page's and the My Cards pages' refetches on their live-update signals. */
  pages: PageFigures
  /** createTransaction's and useCard's p99 within FLASH_P99_BUDGET_MS. */
  p99WithinBudget: boolean
  errorSamples: string[]
  pass: boolean
}

export async function benchFlash(options: { databaseUrl?: string } = {}): Promise<FlashFigures> {
  const viewers = Number(process.env.BENCH_FLASH_VIEWERS ?? 2000)
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
  const flashViewers = seed.viewers.slice(0, viewers)
  // The My Cards pages: viewers spread over the window, so that signals come all along it.
  const pageCount = Math.min(MY_CARDS_PAGES, flashViewers.length)
  const pageViewers = Array.from(
    { length: pageCount },
    (_, i) =>
      flashViewers[Math.floor((i * flashViewers.length) / pageCount)] as (typeof flashViewers)[number],
  )
  let pages: Awaited<ReturnType<typeof openFollowingPages>> | undefined
  // Read while the server runs, to see when the overlay reported every use (the drain ends then).
  const watch = openDatabase({ dataDir: seed.dataDir, databaseUrl: options.databaseUrl, schema, poolSize: 1 })
  const timer = createCallTimer(CALLS)
  const { errorSamples } = timer
  const timed = (call: Call, send: () => Promise<Answer>, ok: number) =>
    timer.timed(call, send, (answer) => answer.status === ok)
  const purchases = new Set<string>()
  const uses = new Set<string>()
  /** When each acknowledged use's answer came (Date.now(), the server's clock on this machine). */
  const usedAnswerAt = new Map<string, number>()
  const closePages = async () => {
    const open = pages
    pages = undefined
    return open?.close()
  }
  let schemaDropped = false
  const dropSchema = async () => {
    if (!options.databaseUrl || !schema || schemaDropped) return
    schemaDropped = true
    const client = new pg.Client({ connectionString: options.databaseUrl })
    await client.connect()
    await client.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`).finally(() => client.end())
  }

  try {
    if (overlay.status !== 200) throw new Error(`the overlay stream was refused (${overlay.status})`)
    pages = await openFollowingPages(
      base,
      streamer.token,
      pageViewers.map((viewer) => viewer.token),
      MY_CARDS_PAGES > 0,
    )
    const spacing = (windowSeconds * 1000) / viewers
    const started = performance.now()
    await Promise.all(
      flashViewers.map(async (viewer, n) => {
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
        if (!used) return
        uses.add(purchaseId)
        usedAnswerAt.set(purchaseId, Date.now())
      }),
    )
    const elapsedSeconds = (performance.now() - started) / 1000

    // The drain: until the overlay reported every use on screen, or DRAIN_MS.
    const drainStarted = performance.now()
    let usesShown = 0
    for (;;) {
      usesShown = await countShown(watch.db, streamer.id, uses)
      const left = DRAIN_MS - (performance.now() - drainStarted)
      if (usesShown >= uses.size || left <= 0) break
      await new Promise((resolve) => setTimeout(resolve, Math.min(DRAIN_POLL_MS, left)))
    }
    const drainSeconds = (performance.now() - drainStarted) / 1000
    const closedAt = Date.now()
    const pageFigures = (await closePages()) as PageFigures
    overlay.close()
    agent.destroy()
    await watch.close()
    await stop()

    const database = openDatabase({ dataDir: seed.dataDir, databaseUrl: options.databaseUrl, schema })
    let purchasesStored = 0
    let usesStored = 0
    let sent: SentUse[] = []
    let lineOrderBy: FlashFigures['lineOrderBy'] = 'line_seq'
    let sentBeforeClose: number[] = []
    let usesInLine = 0
    try {
      const rows = await database.db.selectFrom('purchases').select(['id', 'is_used']).execute()
      purchasesStored = rows.filter((row) => purchases.has(row.id)).length
      usesStored = rows.filter((row) => row.is_used === 1 && uses.has(row.id)).length
      ;({ sent, lineOrderBy } = await sentUses(database.db, streamer.id))
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
      await dropSchema()
    }
    const received = overlay.events.filter((event) => event.kind === 'card').map((event) => event.id)
    const order = lineOrder(received, sent, lineOrderBy, usedAnswerAt)
    const calls = timer.figures()
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
      overlayOnceInQueueOrder: order.onceInOrder,
      usesSent: sent.length,
      usesInLine,
      usesShown,
      drainSeconds: Number(drainSeconds.toFixed(1)),
      overlayMissed,
      lineOrderBy,
      inversions: order.inversions,
      allowedInversions: order.allowedInversions,
      pages: pageFigures,
      p99WithinBudget: CALLS.every((name) => calls[name].p99Ms <= FLASH_P99_BUDGET_MS),
      errorSamples,
      pass:
        errorCount === 0 &&
        pageFigures.errors === 0 &&
        purchasesStored === purchases.size &&
        usesStored === uses.size &&
        sent.length + usesInLine === uses.size &&
        sent.length === uses.size &&
        usesShown === uses.size &&
        overlayMissed === 0 &&
        order.onceInOrder,
    }
  } finally {
    await closePages()
    overlay.close()
    agent.destroy()
    await watch.close().catch(() => {})
    await stop()
    await dropSchema()
  }
}

/** Of the acknowledged uses, those the overlay reported on screen (shown, or shown and skipped). */
async function countShown(db: Kysely<Database>, streamerId: string, uses: Set<string>): Promise<number> {
  const rows = await db
    .selectFrom('stream_uses')
    .select('purchase_id')
    .where('streamer_id', '=', streamerId)
    .where('status', 'in', ['shown', 'skipped'])
    .execute()
  return rows.filter((row) => uses.has(row.purchase_id)).length
}

interface SentUse {
  eventId: number
  purchaseId: string
  sentAt: string | null
  /** The use's place in line: its `line_seq`, or its rank in send order without that column. */
  place: number
}

/**
 * The streamer's uses the line sent, each with its place in line: `line_seq` when the schema has it
 * (asked for, and the send order used when the database says there is no such column), else the order
 * the server sent them (`starts_at`).
 */
async function sentUses(
  db: Kysely<Database>,
  streamerId: string,
): Promise<{ sent: SentUse[]; lineOrderBy: FlashFigures['lineOrderBy'] }> {
  const query = db
    .selectFrom('stream_uses')
    .select(['event_id', 'purchase_id', 'sent_at', 'starts_at'])
    .where('streamer_id', '=', streamerId)
    .where('event_id', 'is not', null)
    .orderBy('starts_at')
  try {
    const rows = await query.select(sql<number>`line_seq`.as('line_seq')).execute()
    const sent = rows.map((row) => ({
      eventId: row.event_id as number,
      purchaseId: row.purchase_id,
      sentAt: row.sent_at,
      place: Number(row.line_seq),
    }))
    return { sent: sent.sort((a, b) => a.place - b.place), lineOrderBy: 'line_seq' }
  } catch (error) {
    if (!/line_seq/.test(String(error))) throw error
  }
  const rows = await query.execute()
  const sent = rows.map((row, place) => ({
    eventId: row.event_id as number,
    purchaseId: row.purchase_id,
    sentAt: row.sent_at,
    place,
  }))
  return { sent, lineOrderBy: 'starts_at' }
}

/**
 * The overlay's receipt order against line order: inversions (A received before B, B's place earlier)
 * and those allowed (by `line_seq` only: B's use was answered after A was sent, so B may have
 * committed after the line read it). Without `line_seq`, receipt order must be send order exactly.
 */
function lineOrder(
  received: number[],
  sent: SentUse[],
  by: FlashFigures['lineOrderBy'],
  usedAnswerAt: Map<string, number>,
) {
  const byEvent = new Map(sent.map((use) => [use.eventId, use]))
  const once = new Set(received).size === received.length
  const uses = received.map((id) => byEvent.get(id))
  let inversions = 0
  let allowedInversions = 0
  for (let i = 0; i < uses.length; i++) {
    const a = uses[i]
    if (!a) continue
    const aSentAt = a.sentAt ? Date.parse(a.sentAt) : Number.POSITIVE_INFINITY
    for (let j = i + 1; j < uses.length; j++) {
      const b = uses[j]
      if (!b || b.place >= a.place) continue
      inversions += 1
      if (by === 'line_seq' && (usedAnswerAt.get(b.purchaseId) ?? 0) > aSentAt) allowedInversions += 1
    }
  }
  const onceInOrder =
    by === 'line_seq'
      ? once && uses.every(Boolean) && inversions === allowedInversions
      : once && received.every((id, i) => sent[i]?.eventId === id)
  return { inversions, allowedInversions, onceInOrder }
}

export interface RoundTripFigures {
  database: 'sqlite' | 'postgres'
  take: number
  use: number
  /** The line move a use wakes, when it sends the use's card. */
  lineMove: number
  report: number
}

/**
 * The statements of a take, a use, a line move and an overlay's report on a test server over the
 * database at `databaseUrl` (SQLite without one): each is a round trip on PostgreSQL.
 */
export async function countRoundTrips(databaseUrl?: string): Promise<RoundTripFigures> {
  // The test databases are made on TEST_DATABASE_URL's server, read when their module loads.
  if (databaseUrl) process.env.TEST_DATABASE_URL = databaseUrl
  const { startTestServer } = await import('../tests/support/test-server')
  const { databasesNamed, dropDatabases, testSchemaPrefix } = await import('../tests/support/databases')
  const { countFlashRoundTrips, roundTripFigures } = await import('../tests/support/round-trips')
  const database = databaseUrl ? 'postgres' : 'sqlite'
  const server = await startTestServer(database, {
    DELIVERY_SWEEP_SECONDS: '3600',
    SUBSCRIPTION_SWEEP_SECONDS: '3600',
  })
  try {
    const figures = roundTripFigures(await countFlashRoundTrips(server))
    return {
      database,
      take: figures.take,
      use: figures.use,
      lineMove: figures.sendingMove,
      report: figures.report,
    }
  } finally {
    await server.close()
    if (databaseUrl) await dropDatabases(await databasesNamed(testSchemaPrefix()))
  }
}

export const roundTripLine = (trips: RoundTripFigures) =>
  `round trips (${trips.database}): take ${trips.take}, use ${trips.use}, line move ${trips.lineMove}, report ${trips.report}`

export function flashLines(figures: FlashFigures): string[] {
  const call = (name: Call) => {
    const c = figures.calls[name]
    return `${name} p50 ${c.p50Ms} ms p95 ${c.p95Ms} ms p99 ${c.p99Ms} ms (${c.count} calls, ${c.errors} errors)`
  }
  const pageCall = (name: keyof PageFigures['calls']) => {
    const c = figures.pages.calls[name]
    return `${name} p50 ${c.p50Ms} ms p95 ${c.p95Ms} ms p99 ${c.p99Ms} ms (${c.count} calls, ${c.errors} errors)`
  }
  const { pages } = figures
  return [
    `flash (${figures.database}) ${figures.viewers} viewers take and use one card of one streamer in ${figures.windowSeconds} s (done in ${figures.elapsedSeconds} s): ${figures.writesPerSecond} writes/s`,
    `  ${call('createTransaction')}; ${call('useCard')}`,
    `  purchases ${figures.purchasesAcknowledged} acknowledged / ${figures.purchasesStored} stored, uses ${figures.usesAcknowledged} / ${figures.usesStored}; the line sent ${figures.usesSent} (${figures.usesInLine} still waiting their turn); overlay received ${figures.overlayReceived}, missed ${figures.overlayMissed}, once each in line order: ${figures.overlayOnceInQueueOrder}`,
    `  pages following live updates: the Live page on ${pages.signals.queue} queue signals ${pageCall('stream-queue')}, ${pageCall('overlay-status')}; ${pages.myCardsPages} My Cards pages on ${pages.signals.uses} uses signals ${pageCall('getUserCards')}; ${pages.errors} errors`,
    `  line order by ${figures.lineOrderBy === 'line_seq' ? 'line_seq' : 'starts_at (no line_seq column)'}: ${figures.inversions} inversions, ${figures.allowedInversions} allowed (committed after the later card was sent); reported on screen by the overlay before the drain ended: ${figures.usesShown} of ${figures.usesAcknowledged} uses (drain ${figures.drainSeconds} s of at most ${DRAIN_MS / 1000} s)`,
    ...figures.errorSamples.map((sample) => `  error: ${sample}`),
    ...pages.errorSamples.map((sample) => `  page error: ${sample}`),
    `  ${figures.pass ? 'PASS' : 'FAIL'}: zero errors, every acknowledged write stored, every use sent or in line, every card sent on the overlay once, in line order; every use sent and shown before the drain ended, zero page errors`,
    `  createTransaction and useCard p99 ≤ ${FLASH_P99_BUDGET_MS} ms: ${figures.p99WithinBudget}`,
  ]
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const url = loadDatabaseUrl()
  const trips = [await countRoundTrips()]
  if (url) trips.push(await countRoundTrips(url))
  const runs = [await benchFlash()]
  if (url) runs.push(await benchFlash({ databaseUrl: url }))
  for (const figures of trips) console.log(roundTripLine(figures))
  for (const figures of runs) console.log(flashLines(figures).join('\n'))
}
