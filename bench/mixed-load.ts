// Mixed load: CLIENTS concurrent viewers for SECONDS against one server, each in a
// loop of what a viewer does in the market — browse the catalogue (getCards, gzip; mostly answered 304
// from the ETag, as a browser's cache asks), take a free card (createTransaction), use it (useCard,
// with an idempotency key) — while the streamers' overlays are connected. Every call is timed and
// checked; afterwards the database must hold exactly the purchases and uses the server acknowledged,
// one overlay event per use, and every overlay must have received every event of its streamer.
//
// Each client buys a card and uses it before it buys that card again (a viewer holds one unused free
// purchase of a card at a time), and moves to a fresh viewer account before the hourly quotas of free
// cards (50) and uses (100) would refuse it: the quotas guard against one abusive account, and 200
// clients hammering for 30 s are 200 busy people, not one.
//
// With `instances` (PostgreSQL) it runs that many servers behind HAProxy (tests/support/balancer.ts)
// and kills one with SIGKILL halfway: the calls it was answering are cut off (the balancer answers
// 502), a use cut off is sent again with its idempotency key as the app does, and still nothing
// acknowledged may be lost and every card must reach the stream once.
//
// With `floor` it drives the floor (bench/floor-server.ts) instead of the app: a bare server on the
// same database that does the least these calls need, so that the app's write rate reads against what
// this machine allows. With `openLoopRate` the same clients' steps (a browse, a take or a use, in the
// order and so the proportions of the closed loop) arrive at that fixed rate whether or not earlier
// ones were answered, each timed from when it was due: the latency a viewer meets at that traffic,
// which a closed loop cannot show (its mean latency is clients ÷ throughput, whatever the server).
// In the closed loop on one instance, the CPU the server process and its PostgreSQL backends spend over
// the window is read (bench/cpu-time.ts) and divided by the take-and-use pairs acknowledged.
//
// `npx tsx bench/mixed-load.ts` runs it alone (SQLite, and PostgreSQL at BENCH_DATABASE_URL or
// TEST_DATABASE_URL when set: on each, the app, the floor and the open loop, then on PostgreSQL three
// instances); BENCH_LOAD_CLIENTS and BENCH_LOAD_SECONDS change the size.
import { spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import http from 'node:http'
import { performance } from 'node:perf_hooks'
import { createInterface } from 'node:readline'
import pg from 'pg'
import { openDatabase } from '../server/db/database'
import { startBalancer } from '../tests/support/balancer'
import { type FollowedOverlay, followOverlay } from '../tests/support/overlay'
import { type CallFigures, createCallTimer } from './call-timer'
import { type CpuWindow, startCpuWindow, withApplicationName } from './cpu-time'
import type { Seed } from './load-seed'

export type { Seed } from './load-seed'

/** Free cards taken per viewer account before the client moves on (HOURLY_QUOTAS.freePurchase is 50). */
const PURCHASES_PER_ACCOUNT = 45
const OVERLAYS_PER_STREAMER = 5
/** How long the lines are given after the load to send what it left in them. */
const DRAIN_MS = 5_000
/** A card the server sent this long before the overlays closed must have reached them. */
const DELIVERY_GRACE_MS = 2_000
/**
 * What a call whose instance died under it gets through the balancer: a 502, or the connection
 * closed (status 0 here).
 */
const CUT_OFF = new Set([0, 502, 503, 504])
/** The open loop's arrival rate, as a share of the same database's closed-loop requests per second. */
export const OPEN_LOOP_SHARE = 0.6
/** Every call's p99 at the open loop's rate must be within this. */
export const OPEN_LOOP_P99_BUDGET_MS = 250
/**
 * The open loop's arrivals before its measured window, answered and checked but not timed: a fresh
 * server compiles its code and fills its caches over its first seconds, and a backlog it builds then
 * would be timed against the steady rate the budget speaks of.
 */
const OPEN_LOOP_WARM_UP_SECONDS = 3

const CALLS = ['getCards', 'createTransaction', 'useCard'] as const
type Call = (typeof CALLS)[number]

export interface LoadFigures {
  database: 'sqlite' | 'postgres'
  /** The app, or the floor (bench/floor-server.ts) on the same database. */
  server: 'app' | 'floor'
  /** Servers behind the balancer (1: no balancer); with more, one was killed halfway. */
  instances: number
  clients: number
  seconds: number
  overlays: number
  requests: number
  requestsPerSecond: number
  /** Browse, buy and use: one viewer's whole round. */
  roundsPerSecond: number
  errors: number
  errorRate: number
  /** Calls the killed instance was answering (a 502 or a closed connection): neither acknowledged nor errors. */
  cutOff: number
  calls: Record<Call, CallFigures>
  /** Acknowledged (2xx) and found in the database afterwards. */
  purchasesAcknowledged: number
  purchasesStored: number
  usesAcknowledged: number
  usesStored: number
  /** Card events stored: the uses their lines sent to the stream. */
  overlayEventsStored: number
  /** Uses still waiting their turn in their streamer's line when the run ended. */
  usesInLine: number
  /** Uses their line could not get on screen in time, given back to their viewers. */
  usesReturned: number
  /** Acknowledged purchases or uses missing from the database, or stored twice (more events than uses). */
  lost: number
  /**
   * Cards sent at least DELIVERY_GRACE_MS before the overlays closed that no overlay of the streamer
   * received, and those an overlay connected throughout missed (one that reconnected is not sent again
   * a card another already showed: docs/stream-control.md).
   */
  overlayEventsMissed: number
  /** Cards an overlay received twice. */
  overlayEventsTwice: number
  /** Purchases and uses acknowledged per second. */
  writesPerSecond: number
  /** CPU over the window per take-and-use pair acknowledged (the closed loop on one instance; else null). */
  cpu: (CpuWindow & { pairs: number; serverMsPerPair: number; databaseMsPerPair: number | null }) | null
  /** Set for a run at a fixed arrival rate instead of the closed loop. */
  openLoop?: OpenLoopFigures
  errorSamples: string[]
  pass: boolean
}

export interface OpenLoopFigures {
  /** Arrivals per second asked (OPEN_LOOP_SHARE of the closed loop's requests per second). */
  targetPerSecond: number
  /** The closed loop's requests per second it was derived from. */
  closedLoopRequestsPerSecond: number
  arrivals: number
  /** Arrivals no client was free to take (every one still waiting for an answer): none, at this rate. */
  skipped: number
  /** Every call's p99 within OPEN_LOOP_P99_BUDGET_MS. */
  withinBudget: boolean
}

export interface Answer {
  status: number
  headers: http.IncomingHttpHeaders
  body: string
}

export function request(
  agent: http.Agent,
  base: URL,
  method: string,
  path: string,
  headers: Record<string, string>,
  body?: unknown,
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const payload = body === undefined ? undefined : JSON.stringify(body)
    const req = http.request(
      {
        agent,
        host: base.hostname,
        port: base.port,
        method,
        path,
        headers: payload ? { ...headers, 'content-type': 'application/json' } : headers,
        timeout: 30_000,
      },
      (res) => {
        const chunks: Buffer[] = []
        res.on('data', (chunk: Buffer) => chunks.push(chunk))
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: Buffer.concat(chunks).toString('utf8'),
          }),
        )
        res.on('error', reject)
      },
    )
    req.on('timeout', () => req.destroy(new Error('timed out after 30 s')))
    req.on('error', reject)
    req.end(payload)
  })
}

/**
 * The load server in its own process, seeded as `env` says (BENCH_STREAMERS, BENCH_VIEWERS…): the app
 * (bench/mixed-load-server.ts) or `script`, the floor (bench/floor-server.ts).
 */
export async function startServer(env: Record<string, string>, script = 'bench/mixed-load-server.ts') {
  // The database is the caller's choice alone: a BENCH_DATABASE_URL in this shell must not turn the
  // SQLite run into a second PostgreSQL one.
  const { BENCH_DATABASE_URL: _url, BENCH_DATABASE_SCHEMA: _schema, ...inherited } = process.env
  const profile = process.env.BENCH_SERVER_PROFILE
    ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_SERVER_PROFILE}`]
    : []
  const child = spawn(process.execPath, [...profile, '--import', 'tsx', script], {
    env: {
      ...inherited,
      // 100 overlays from one address, far past the per-address abuse cap.
      OVERLAY_MAX_STREAMS_PER_ADDRESS: '100000',
      OVERLAY_MAX_STREAMS_PER_KEY: '100000',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  const seed = await new Promise<Seed>((resolve, reject) => {
    createInterface({ input: child.stdout }).once('line', (line) => resolve(JSON.parse(line) as Seed))
    child.once('exit', (code) => reject(new Error(`load server exited with ${code}`)))
  })
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return
    const exited = new Promise((resolve) => child.once('exit', resolve))
    child.kill('SIGTERM')
    const timer = setTimeout(() => child.kill('SIGKILL'), 15_000)
    await exited
    clearTimeout(timer)
  }
  return { seed, stop, kill: () => child.kill('SIGKILL'), pid: child.pid as number }
}

/** Sends again, as the app's use queue does, a call the balancer says its instance died under. */
async function untilNotCutOff(send: () => Promise<Answer>): Promise<Answer> {
  for (let attempt = 1; ; attempt++) {
    const answer = await send()
    if (!CUT_OFF.has(answer.status) || attempt >= 40) return answer
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
}

export interface LoadOptions {
  databaseUrl?: string
  clients?: number
  seconds?: number
  instances?: number
  /** Drive the floor (bench/floor-server.ts) instead of the app. */
  floor?: boolean
  /** Client steps arriving per second at a fixed rate, instead of the closed loop. */
  openLoopRate?: number
  /** The closed loop's requests per second the rate was derived from, for the record. */
  closedLoopRequestsPerSecond?: number
}

/** The run on one database: `databaseUrl` for PostgreSQL (a schema of its own, dropped after), else SQLite. */
export async function benchMixedLoad(options: LoadOptions = {}): Promise<LoadFigures> {
  const instances = options.databaseUrl && !options.floor ? (options.instances ?? 1) : 1
  const clients = options.clients ?? Number(process.env.BENCH_LOAD_CLIENTS ?? 200)
  const seconds = options.seconds ?? Number(process.env.BENCH_LOAD_SECONDS ?? 30)
  const schema = options.databaseUrl ? `bench_load_${randomBytes(4).toString('hex')}` : undefined
  // The server's connections carry the schema's name, so that their backends' CPU can be read apart
  // from other work on the same PostgreSQL.
  const databaseUrl =
    options.databaseUrl && schema ? withApplicationName(options.databaseUrl, schema) : undefined
  const script = options.floor ? 'bench/floor-server.ts' : 'bench/mixed-load-server.ts'
  // Enough accounts that no client runs out even at several thousand rounds a second.
  const accountsPerClient = 6
  const { seed, stop, pid } = await startServer(
    {
      BENCH_VIEWERS: String(clients * accountsPerClient),
      ...(databaseUrl ? { BENCH_DATABASE_URL: databaseUrl, BENCH_DATABASE_SCHEMA: schema ?? '' } : {}),
    },
    script,
  )
  const sameDatabase: Record<string, string> = databaseUrl
    ? { BENCH_SEED: '0', BENCH_DATABASE_URL: databaseUrl, BENCH_DATABASE_SCHEMA: schema ?? '' }
    : {}
  let schemaDropped = false
  const dropSchema = async () => {
    if (!options.databaseUrl || !schema || schemaDropped) return
    schemaDropped = true
    const client = new pg.Client({ connectionString: options.databaseUrl })
    await client.connect()
    await client.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`).finally(() => client.end())
  }
  // The other instances and the balancer: should one fail to start, what did start is stopped and the
  // schema dropped, rather than left running after this process ends.
  const started = await Promise.allSettled(
    Array.from({ length: instances - 1 }, () => startServer(sameDatabase)),
  )
  const others = started.flatMap((one) => (one.status === 'fulfilled' ? [one.value] : []))
  let balancer: Awaited<ReturnType<typeof startBalancer>> | undefined
  const stopAll = async () => {
    await balancer?.close()
    for (const other of others) await other.stop()
    await stop()
  }
  try {
    const failed = started.find((one) => one.status === 'rejected')
    if (failed) throw failed.reason
    if (instances > 1) {
      balancer = await startBalancer(
        [seed.url, ...others.map((other) => other.seed.url)].map((url) => Number(new URL(url).port)),
      )
    }
  } catch (error) {
    await stopAll()
    await dropSchema()
    throw error
  }
  const base = new URL(balancer?.url ?? seed.url)
  // Behind the balancer a connection closed by the kill is an answer (cut off), not an error.
  const send: typeof request = balancer
    ? (...args) => request(...args).catch((error) => ({ status: 0, headers: {}, body: String(error) }))
    : request
  const isCutOff = (answer: Answer) => balancer !== undefined && CUT_OFF.has(answer.status)
  const agent = new http.Agent({ keepAlive: true, maxSockets: clients + 16 })
  const streams: FollowedOverlay[] = []
  const timer = createCallTimer(CALLS)
  const warmUp = createCallTimer(CALLS)
  let timing = options.openLoopRate ? warmUp : timer
  const timed: typeof timer.timed = (...args) => timing.timed(...args)
  const acknowledgedPurchases = new Set<string>()
  const acknowledgedUses = new Set<string>()
  let rounds = 0
  let cutOff = 0

  try {
    // The streamers' overlays, connected before the load starts and counting what they receive.
    for (const streamer of seed.streamers) {
      for (let i = 0; i < OVERLAYS_PER_STREAMER; i++)
        streams.push(await followOverlay(base.href, streamer.key))
    }
    const overlaysOf = new Map<string, FollowedOverlay[]>()
    seed.streamers.forEach((streamer, index) => {
      overlaysOf.set(
        streamer.id,
        streams.slice(index * OVERLAYS_PER_STREAMER, (index + 1) * OVERLAYS_PER_STREAMER),
      )
    })

    // Measured on the closed loop, where the server is as busy as the clients make it: below capacity
    // (the open loop) its idle work (timers, the lines' sweeps) would be shared by fewer pairs.
    const cpuWindow = async () =>
      instances === 1 && !options.openLoopRate
        ? await startCpuWindow(
            pid,
            databaseUrl && schema
              ? { url: options.databaseUrl as string, applicationName: schema }
              : undefined,
          )
        : undefined
    const marketClients = Array.from({ length: clients }, (_, index) => marketClient(index))
    if (options.openLoopRate) {
      const warmUpFrom = performance.now()
      await arriveAtFixedRate(
        marketClients,
        options.openLoopRate,
        warmUpFrom,
        warmUpFrom + OPEN_LOOP_WARM_UP_SECONDS * 1000,
      )
      timing = timer
    }
    // What the warm-up wrote is checked with the rest, but not counted in the window's rates.
    const before = { rounds, purchases: acknowledgedPurchases.size, uses: acknowledgedUses.size }
    const cpu = await cpuWindow()
    const startedAt = performance.now()
    const deadline = startedAt + seconds * 1000
    const killer = others[0] && setTimeout(others[0].kill, (seconds * 1000) / 2)

    /**
     * One viewer in the market, a step at a time: browse the catalogue, take a free card, use it, and
     * again. `step` answers false once the client has no account left. `since`: when the step was due.
     */
    function marketClient(index: number) {
      let account = 0
      let boughtOnAccount = 0
      let etag = ''
      let round = 0
      let next: 'browse' | 'take' | 'use' = 'browse'
      let viewer: Seed['viewers'][number] | undefined
      let taken: { card: Seed['freeCards'][number]; purchaseId: string } | undefined
      const auth = () => ({ authorization: `Bearer ${viewer?.token}` })

      async function browse(since?: number) {
        if (boughtOnAccount >= PURCHASES_PER_ACCOUNT) {
          account += 1
          boughtOnAccount = 0
          etag = ''
        }
        viewer = seed.viewers[index * accountsPerClient + account]
        if (!viewer) return false // out of accounts: reported as fewer rounds, not as errors
        // Browse: the first look and every fifth one in full (gzip), the others asking with the ETag.
        const conditional: Record<string, string> = etag && round % 5 !== 0 ? { 'if-none-match': etag } : {}
        const browsed = await timed(
          'getCards',
          () =>
            send(agent, base, 'GET', '/auth/user/getCards', { 'accept-encoding': 'gzip', ...conditional }),
          (answer) => answer.status === 200 || answer.status === 304 || isCutOff(answer),
          since,
        )
        if (browsed && isCutOff(browsed)) cutOff += 1
        if (browsed?.headers.etag) etag = String(browsed.headers.etag)
        next = 'take'
        return true
      }

      // Buy the next free card, then use it before buying it (or any other) again.
      async function take(since?: number) {
        const card = seed.freeCards[(index * 7 + round) % seed.freeCards.length] as Seed['freeCards'][number]
        round += 1
        next = 'browse'
        const bought = await timed(
          'createTransaction',
          () =>
            send(agent, base, 'POST', '/auth/user/createTransaction', auth(), {
              cardId: card.id,
              streamerEmailId: card.creatorId,
              title: card.title,
              paymentId: 'free',
              orderId: 'free',
            }),
          (answer) => answer.status === 201 || isCutOff(answer),
          since,
        )
        if (!bought) return
        if (isCutOff(bought)) {
          cutOff += 1
          return
        }
        boughtOnAccount += 1
        const purchaseId = (JSON.parse(bought.body) as { transaction: { _id: string } }).transaction._id
        acknowledgedPurchases.add(purchaseId)
        taken = { card, purchaseId }
        next = 'use'
      }

      async function use(since?: number) {
        const { card, purchaseId } = taken as NonNullable<typeof taken>
        next = 'browse'
        const used = await timed(
          'useCard',
          () => {
            const idempotencyKey = `load-${randomBytes(8).toString('hex')}`
            const post = () =>
              send(agent, base, 'POST', '/auth/user/useCard', auth(), {
                cardId: card.id,
                transactionId: purchaseId,
                idempotencyKey,
              })
            return balancer ? untilNotCutOff(post) : post()
          },
          (answer) => answer.status === 200,
          since,
        )
        if (!used) return
        acknowledgedUses.add(purchaseId)
        rounds += 1
      }

      return {
        /** Between rounds: the closed loop stops only there, as a viewer finishes what they began. */
        betweenRounds: () => next === 'browse',
        async step(since?: number): Promise<boolean> {
          if (next === 'browse') return browse(since)
          if (next === 'take') await take(since)
          else await use(since)
          return true
        },
      }
    }

    let openLoop: { arrivals: number; skipped: number } | undefined
    if (options.openLoopRate) {
      openLoop = await arriveAtFixedRate(marketClients, options.openLoopRate, startedAt, deadline)
    } else {
      await Promise.all(
        marketClients.map(async (client) => {
          while (!client.betweenRounds() || performance.now() < deadline) {
            if (!(await client.step())) return
          }
        }),
      )
    }
    const elapsedSeconds = (performance.now() - startedAt) / 1000
    const cpuFigures = await cpu?.stop()
    if (killer) clearTimeout(killer)

    // The lines get a moment to send what the load left in them, then the overlays close. Every card
    // sent a while before that must have reached the stream: some overlay of its streamer, and every
    // overlay connected throughout. The rest of each line still waits its turn: each card holds the
    // screen for its duration (docs/stream-control.md), so a line outlasts the load.
    // The floor has no line to drain.
    if (!options.floor) await new Promise((resolve) => setTimeout(resolve, DRAIN_MS))
    const closedAt = Date.now()
    const cardIds = (overlay: FollowedOverlay) =>
      overlay
        .events()
        .filter((event) => event.kind === 'card')
        .map((event) => event.id)
    const receivedBy = new Map(
      [...overlaysOf].map(([streamerId, overlays]) => [
        streamerId,
        {
          any: new Set(overlays.flatMap(cardIds)),
          throughout: overlays
            .filter((overlay) => overlay.reconnects() === 0)
            .map((o) => new Set(cardIds(o))),
        },
      ]),
    )
    const overlayEventsTwice = streams.reduce(
      (twice, overlay) => twice + cardIds(overlay).length - new Set(cardIds(overlay)).size,
      0,
    )

    for (const stream of streams) stream.close()
    streams.length = 0
    agent.destroy()
    await stopAll()

    // What the database holds, read after the server stopped.
    const database = openDatabase({ dataDir: seed.dataDir, databaseUrl: options.databaseUrl, schema })
    let purchasesStored = 0
    let usesStored = 0
    let overlayEventsStored = 0
    let overlayEventsMissed = 0
    let usesInLine = 0
    let usesReturned = 0
    let lost = 0
    try {
      const { db } = database
      const rows = await db.selectFrom('purchases').select(['id', 'is_used']).execute()
      const stored = new Map(rows.map((row) => [row.id, row.is_used === 1]))
      purchasesStored = rows.length
      usesStored = rows.filter((row) => row.is_used === 1).length
      const places = await db.selectFrom('stream_uses').select(['purchase_id', 'status']).execute()
      // A use its line could not get on screen in time goes back to its viewer (docs/stream-control.md):
      // the card is theirs to use again, not lost.
      const returned = new Set(
        places.filter((place) => place.status === 'rejected').map((p) => p.purchase_id),
      )
      usesReturned = returned.size
      for (const id of acknowledgedPurchases) if (!stored.has(id)) lost += 1
      for (const id of acknowledgedUses) if (stored.get(id) !== true && !returned.has(id)) lost += 1
      const events = await db
        .selectFrom('overlay_events')
        .select(['id', 'streamer_id', 'created_at'])
        .where('kind', '=', 'card')
        .execute()
      overlayEventsStored = events.length
      for (const event of events) {
        if (Date.parse(event.created_at) > closedAt - DELIVERY_GRACE_MS) continue
        const received = receivedBy.get(event.streamer_id ?? '')
        if (!received?.any.has(event.id)) overlayEventsMissed += 1
        for (const overlay of received?.throughout ?? []) if (!overlay.has(event.id)) overlayEventsMissed += 1
      }
      usesInLine = places.filter((place) => place.status === 'queued').length
      // Nothing twice either: no more rows than acknowledged (beyond the purchases the kill cut off,
      // which may or may not have been stored), and one place in a line per use.
      const unacknowledged = purchasesStored - acknowledgedPurchases.size
      lost += unacknowledged < 0 || unacknowledged > cutOff ? Math.abs(unacknowledged) : 0
      lost += Math.abs(usesStored + usesReturned - acknowledgedUses.size)
      lost += Math.abs(places.length - acknowledgedUses.size)
    } finally {
      await database.close()
      await dropSchema()
    }

    const calls = timer.figures()
    const requests = Object.values(calls).reduce((sum, call) => sum + call.count, 0)
    const errorCount = timer.errorCount() + warmUp.errorCount()
    const errorSamples = [...warmUp.errorSamples, ...timer.errorSamples].slice(0, 10)
    const pairs = acknowledgedUses.size - before.uses
    const perPair = (cpuSeconds: number) => (pairs ? Number(((cpuSeconds * 1000) / pairs).toFixed(2)) : 0)
    const withinBudget = Object.values(calls).every((call) => call.p99Ms <= OPEN_LOOP_P99_BUDGET_MS)
    return {
      database: seed.dialect,
      server: options.floor ? 'floor' : 'app',
      instances,
      clients,
      seconds: Number(elapsedSeconds.toFixed(1)),
      overlays: seed.streamers.length * OVERLAYS_PER_STREAMER,
      requests,
      requestsPerSecond: Math.round(requests / elapsedSeconds),
      roundsPerSecond: Math.round((rounds - before.rounds) / elapsedSeconds),
      errors: errorCount,
      errorRate: requests ? Number((errorCount / requests).toFixed(6)) : 0,
      cutOff,
      calls,
      purchasesAcknowledged: acknowledgedPurchases.size,
      purchasesStored,
      usesAcknowledged: acknowledgedUses.size,
      usesStored,
      overlayEventsStored,
      usesInLine,
      usesReturned,
      lost,
      overlayEventsMissed,
      overlayEventsTwice,
      writesPerSecond: Math.round(
        (acknowledgedPurchases.size - before.purchases + acknowledgedUses.size - before.uses) /
          elapsedSeconds,
      ),
      cpu: cpuFigures
        ? {
            ...cpuFigures,
            pairs,
            serverMsPerPair: perPair(cpuFigures.serverSeconds),
            databaseMsPerPair:
              cpuFigures.databaseSeconds === null ? null : perPair(cpuFigures.databaseSeconds),
          }
        : null,
      ...(openLoop && options.openLoopRate
        ? {
            openLoop: {
              targetPerSecond: Math.round(options.openLoopRate),
              closedLoopRequestsPerSecond: options.closedLoopRequestsPerSecond ?? 0,
              arrivals: openLoop.arrivals,
              skipped: openLoop.skipped,
              withinBudget,
            },
          }
        : {}),
      errorSamples,
      pass:
        errorCount === 0 &&
        lost === 0 &&
        overlayEventsMissed === 0 &&
        overlayEventsTwice === 0 &&
        cutOff <= clients &&
        requests > 0 &&
        (openLoop === undefined || openLoop.skipped === 0),
    }
  } finally {
    for (const stream of streams) stream.close()
    agent.destroy()
    await stopAll()
    await dropSchema()
  }
}

/** What an open loop's scheduler yields: one step of a free client per arrival. */
interface SteppingClient {
  step(since?: number): Promise<boolean>
}

/**
 * Arrivals at `rate` per second, evenly spaced, from `startedAt` to `deadline`: each is one step of the
 * client that has waited longest since its last answer, timed from the arrival's due moment. An arrival
 * that finds every client still waiting for an answer is skipped and counted (the server is past this
 * rate). A client out of accounts leaves the pool.
 */
async function arriveAtFixedRate(
  clients: SteppingClient[],
  rate: number,
  startedAt: number,
  deadline: number,
): Promise<{ arrivals: number; skipped: number }> {
  const idle = [...clients]
  const busy = new Set<Promise<void>>()
  const spacing = 1000 / rate
  let arrivals = 0
  let skipped = 0
  for (;;) {
    const due = startedAt + arrivals * spacing
    if (due >= deadline) break
    const wait = due - performance.now()
    if (wait > 0) {
      await new Promise((resolve) => setTimeout(resolve, wait))
      continue
    }
    arrivals += 1
    const client = idle.shift()
    if (!client) {
      skipped += 1
      continue
    }
    const stepping: Promise<void> = client.step(due).then((more) => {
      busy.delete(stepping)
      if (more) idle.push(client)
    })
    busy.add(stepping)
  }
  await Promise.all(busy)
  return { arrivals, skipped }
}

/**
 * On one database (PostgreSQL at `databaseUrl`, else SQLite), in one run: the closed loop on the app,
 * the same on the floor, and the open loop on the app at OPEN_LOOP_SHARE of the closed loop's
 * requests per second; the floor ratio is the app's writes per second over the floor's.
 */
export async function benchLoadOnDatabase(databaseUrl?: string) {
  const app = await benchMixedLoad({ databaseUrl })
  const floor = await benchMixedLoad({ databaseUrl, floor: true })
  const openLoop = await benchMixedLoad({
    databaseUrl,
    openLoopRate: app.requestsPerSecond * OPEN_LOOP_SHARE,
    closedLoopRequestsPerSecond: app.requestsPerSecond,
  })
  const floorRatio = {
    database: app.database,
    appWritesPerSecond: app.writesPerSecond,
    floorWritesPerSecond: floor.writesPerSecond,
    ratio: floor.writesPerSecond ? Number((app.writesPerSecond / floor.writesPerSecond).toFixed(3)) : null,
  }
  return { app, floor, openLoop, floorRatio }
}

export type FloorRatio = Awaited<ReturnType<typeof benchLoadOnDatabase>>['floorRatio']

/** The PostgreSQL the load runs against too, when one is named. */
export const loadDatabaseUrl = () =>
  process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL || undefined

/** The figures of one run as the lines `npm run bench` prints. */
export function loadLines(figures: LoadFigures): string[] {
  const call = (name: Call) => {
    const c = figures.calls[name]
    return `${name} p50 ${c.p50Ms} ms p99 ${c.p99Ms} ms (${c.count.toLocaleString('en')} calls, ${c.errors} errors)`
  }
  const open = figures.openLoop
  const what = [
    figures.database,
    figures.server === 'floor' ? 'the floor' : '',
    figures.instances > 1 ? `${figures.instances} instances behind HAProxy, one killed halfway` : '',
    open ? `open loop at ${open.targetPerSecond} arrivals/s` : '',
  ]
    .filter(Boolean)
    .join(', ')
  const lines = [
    `mixed load (${what}) ${figures.clients} clients × ${figures.seconds} s, ${figures.overlays} overlays: ${figures.requestsPerSecond.toLocaleString('en')} req/s, ${figures.roundsPerSecond} browse-buy-use rounds/s, errors ${figures.errors} (${(figures.errorRate * 100).toFixed(3)} %)`,
    `  ${call('getCards')}; ${call('createTransaction')}; ${call('useCard')}`,
    `  purchases ${figures.purchasesAcknowledged} acknowledged / ${figures.purchasesStored} stored, uses ${figures.usesAcknowledged} / ${figures.usesStored}, sent to the stream ${figures.overlayEventsStored}, waiting in line ${figures.usesInLine}, given back ${figures.usesReturned}, lost ${figures.lost}, missed by overlays ${figures.overlayEventsMissed}, received twice ${figures.overlayEventsTwice}${figures.instances > 1 ? `, calls cut off by the kill ${figures.cutOff}` : ''}`,
  ]
  if (open) lines.push(...openLoopLines(figures))
  if (figures.cpu) lines.push(cpuLine(figures))
  lines.push(
    ...figures.errorSamples.map((sample) => `  error: ${sample}`),
    `  ${figures.pass ? 'PASS' : 'FAIL'}: zero errors, zero lost writes, every card sent reached its overlays once${open ? ', no arrival skipped' : ''}  budget: zero errors, zero lost`,
  )
  return lines
}

/** The open loop's per-call latencies (from each arrival's due moment) against its budget. */
function openLoopLines(figures: LoadFigures): string[] {
  const open = figures.openLoop as OpenLoopFigures
  const call = (name: Call) => {
    const c = figures.calls[name]
    return `${name} p50 ${c.p50Ms} ms p95 ${c.p95Ms} ms p99 ${c.p99Ms} ms`
  }
  return [
    `  open loop (${figures.database}): ${open.arrivals.toLocaleString('en')} arrivals at ${open.targetPerSecond} /s (${Math.round(OPEN_LOOP_SHARE * 100)}% of the closed loop's ${open.closedLoopRequestsPerSecond} req/s) after ${OPEN_LOOP_WARM_UP_SECONDS} s untimed, ${open.skipped} skipped with every client waiting`,
    `  ${call('getCards')}; ${call('createTransaction')}; ${call('useCard')}; every p99 ≤ ${OPEN_LOOP_P99_BUDGET_MS} ms: ${open.withinBudget}`,
  ]
}

function cpuLine(figures: LoadFigures): string {
  const cpu = figures.cpu as NonNullable<LoadFigures['cpu']>
  const database =
    cpu.databaseMsPerPair === null
      ? ' (SQLite: in the server process)'
      : ` + PostgreSQL backends ${cpu.databaseMsPerPair} ms (${cpu.databaseSeconds} s) = ${Number((cpu.serverMsPerPair + cpu.databaseMsPerPair).toFixed(2))} ms`
  return `  CPU per take-and-use (${figures.server}, ${figures.database}): server ${cpu.serverMsPerPair} ms (${cpu.serverSeconds} s)${database}, over ${cpu.pairs.toLocaleString('en')} pairs`
}

/** `floor ratio (<database>): <app writes/s> / <floor writes/s> = <ratio>` */
export function floorRatioLine(ratio: FloorRatio): string {
  return `floor ratio (${ratio.database}): ${ratio.appWritesPerSecond} / ${ratio.floorWritesPerSecond} = ${ratio.ratio ?? 'not measured'}`
}

if (import.meta.url === `file://${process.argv[1]}`) {
  // Each database's lines as soon as it is done: a later run that fails loses none of them.
  const url = loadDatabaseUrl()
  for (const databaseUrl of url ? [undefined, url] : [undefined]) {
    const { app, floor, openLoop, floorRatio } = await benchLoadOnDatabase(databaseUrl)
    const lines = [...loadLines(app), ...loadLines(floor), ...loadLines(openLoop), floorRatioLine(floorRatio)]
    console.log(lines.join('\n'))
  }
  if (url) console.log(loadLines(await benchMixedLoad({ databaseUrl: url, instances: 3 })).join('\n'))
}
