// `npm run bench`: the figures DESIGN.md budgets, measured in one run, printed and written to
// bench/results.json. Ratios, not absolute timings, are what the budgets speak of.
import { existsSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { benchAnalytics } from './analytics'
import { bundleLines, bundleSizes } from './bundle-size'
import { benchCatalogue } from './catalogue'
import { pgbenchWritesPerSecond, sqliteWritesPerSecond } from './database-limits'
import { benchFlash, countRoundTrips, flashLines, roundTripLine } from './flash'
import { benchLighthouse, lighthouseLines } from './lighthouse'
import { benchMarketFirstVisit, marketFirstVisitLines } from './market-first-visit'
import {
  benchLoadOnDatabase,
  benchMixedLoad,
  floorRatioLine,
  type LoadFigures,
  loadDatabaseUrl,
  loadLines,
} from './mixed-load'
import { benchModeration, moderationLine } from './moderation'
import { runOverlayBurst } from './overlay-burst'
import { benchPushLatency, pushLatencyLine } from './push-latency'

const results: Record<string, unknown> = { measuredAt: new Date().toISOString() }

results.bundles = await bundleSizes()
// The browser figures before the load tests, on a quiet machine.
results.lighthouse = await benchLighthouse()
results.marketFirstVisit = await benchMarketFirstVisit()
results.catalogue = await benchCatalogue()
results.analytics = await benchAnalytics()
// The check of a use's text, in this process: what the flash path spends on each message's words.
results.moderation = benchModeration()

const overlayModule = join(import.meta.dirname, 'overlay-latency.ts')
if (existsSync(overlayModule)) {
  const { benchOverlayLatency } = (await import(overlayModule)) as {
    benchOverlayLatency: () => Promise<Record<string, number>>
  }
  results.overlay = await benchOverlayLatency()
}

// A burst of 50 uses on one stream within a second: all received, once each, in order.
results.overlayBurst = await runOverlayBurst()

// 'On stream now': the overlay's report to the push at a local push-service stand-in (p95 ≤ 2 s).
results.push = await benchPushLatency()

// Mixed load: 200 viewers browsing, buying and using free cards for 30 s, overlays connected; on
// SQLite, and on PostgreSQL when BENCH_DATABASE_URL or TEST_DATABASE_URL names one. On each, in the
// same run: the app (the closed loop: its capacity), the floor (bench/floor-server.ts) driven by the
// same clients, and the app again at a fixed arrival rate of 60% of that capacity (the latency budget).
const loadUrl = loadDatabaseUrl()
const perDatabase = [await benchLoadOnDatabase()]
if (loadUrl) perDatabase.push(await benchLoadOnDatabase(loadUrl))
const loadRuns = perDatabase.map((run) => run.app)
// The same load through HAProxy in front of three instances, one killed with SIGKILL halfway.
if (loadUrl) loadRuns.push(await benchMixedLoad({ databaseUrl: loadUrl, instances: 3 }))
results.load = loadRuns
results.floor = perDatabase.map((run) => run.floor)
results.openLoop = perDatabase.map((run) => run.openLoop)
results.floorRatios = perDatabase.map((run) => run.floorRatio)
// CPU per take-and-use pair, the app's beside the floor's, measured in the same run.
const totalMs = (run: LoadFigures) =>
  run.cpu ? Number((run.cpu.serverMsPerPair + (run.cpu.databaseMsPerPair ?? 0)).toFixed(2)) : null
const cpuPerPair = perDatabase.map(({ app, floor }) => {
  const appMs = totalMs(app)
  const floorMs = totalMs(floor)
  return {
    database: app.database,
    app: app.cpu,
    floor: floor.cpu,
    appMsPerPair: appMs,
    floorMsPerPair: floorMs,
    ratio: appMs !== null && floorMs ? Number((appMs / floorMs).toFixed(2)) : null,
  }
})
results.cpuPerPair = cpuPerPair

// The flash moment: 2,000 viewers take and use a card of one streamer within 10 s, with the
// streamer's Live page and 100 My Cards pages following live updates.
const roundTrips = [await countRoundTrips()]
if (loadUrl) roundTrips.push(await countRoundTrips(loadUrl))
results.roundTrips = roundTrips
const flashRuns = [await benchFlash()]
if (loadUrl) flashRuns.push(await benchFlash({ databaseUrl: loadUrl }))
results.flash = flashRuns

// Context, not a budget: the mixed load's write rate against what the database itself writes on this
// machine, in this run (the floor ratio above is the budget).
const limits = {
  sqlite: sqliteWritesPerSecond(),
  postgres: loadUrl ? await pgbenchWritesPerSecond(loadUrl) : undefined,
}
const writeRatios = loadRuns
  .filter((run) => run.instances === 1)
  .map((run) => {
    const limit = limits[run.database]
    return {
      database: run.database,
      writesPerSecond: run.writesPerSecond,
      databaseLimit: limit ?? null,
      ratio: limit ? Number((run.writesPerSecond / limit).toFixed(4)) : null,
    }
  })
results.databaseLimits = limits
results.writeRatios = writeRatios

writeFileSync(join(import.meta.dirname, 'results.json'), `${JSON.stringify(results, null, 2)}\n`)
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`
const bundles = results.bundles as Awaited<ReturnType<typeof bundleSizes>>
const catalogue = results.catalogue as Awaited<ReturnType<typeof benchCatalogue>>
const analytics = results.analytics as Awaited<ReturnType<typeof benchAnalytics>>
const lines = [
  ...bundleLines(bundles),
  ...lighthouseLines(results.lighthouse as Awaited<ReturnType<typeof benchLighthouse>>),
  ...marketFirstVisitLines(results.marketFirstVisit as Awaited<ReturnType<typeof benchMarketFirstVisit>>),
  `empty route         ${catalogue.emptyRouteRps} req/s`,
  `getCards (${catalogue.cards}, gzip) ${catalogue.getCardsGzipRps} req/s  ratio ${catalogue.ratio}  budget ≥ 0.4`,
  `getCards 304        ${catalogue.getCardsNotModifiedRps} req/s  (conditional answer: ${catalogue.conditionalStatus})`,
  `catalogue body      ${kb(catalogue.jsonBytes)} JSON, ${kb(catalogue.gzipBytes)} gzip`,
  `analytics (SQLite)  ${analytics.creatorPurchases.toLocaleString('en')} of ${analytics.purchases.toLocaleString('en')} purchases, ${analytics.creatorCards} cards: last 30 days ${analytics.last30DaysMs} ms, 366 days ${analytics.last366DaysMs} ms (median of ${analytics.runs}; select 1: ${analytics.selectOneMs} ms, a scan of the table: ${analytics.tableScanMs} ms)  budget < 100 ms`,
]
lines.push(moderationLine(results.moderation as ReturnType<typeof benchModeration>))
const overlay = results.overlay as Record<string, number> | undefined
if (overlay) {
  lines.push(
    `overlay latency     ${overlay.overlays} overlays × ${overlay.uses} uses: p50 ${overlay.p50} ms, p95 ${overlay.p95} ms, p99 ${overlay.p99} ms  budget p95 < 100 ms`,
  )
}
const burst = results.overlayBurst as Awaited<ReturnType<typeof runOverlayBurst>>
lines.push(
  `overlay burst       ${burst.received}/${burst.uses} uses sent in ${burst.sentWithinMs} ms, once each: ${burst.onceEach}, in id and queue order: ${Boolean(burst.inIdOrder && burst.inQueueOrder)}; first use to last receipt ${burst.firstUseToLastReceiptMs} ms`,
)
lines.push(pushLatencyLine(results.push as Awaited<ReturnType<typeof benchPushLatency>>))
for (const { app, floor, openLoop, floorRatio } of perDatabase) {
  lines.push(...loadLines(app), ...loadLines(floor), ...loadLines(openLoop), floorRatioLine(floorRatio))
}
for (const figures of loadRuns.filter((run) => run.instances > 1)) lines.push(...loadLines(figures))
for (const cpu of cpuPerPair) {
  lines.push(
    `CPU per take-and-use (${cpu.database})  app ${cpu.appMsPerPair ?? '–'} ms, floor ${cpu.floorMsPerPair ?? '–'} ms (server and PostgreSQL backends): ×${cpu.ratio ?? '–'}`,
  )
}
for (const figures of roundTrips) lines.push(roundTripLine(figures))
for (const figures of flashRuns) lines.push(...flashLines(figures))
for (const ratio of writeRatios) {
  const against =
    ratio.database === 'postgres' ? 'pgbench -N (20 clients)' : 'a bare better-sqlite3 insert loop'
  lines.push(
    ratio.ratio === null
      ? `write ratio (${ratio.database})  ${ratio.writesPerSecond} writes/s; ${against} not measured`
      : `write ratio (${ratio.database})  ${ratio.writesPerSecond} writes/s of the mixed load ÷ ${ratio.databaseLimit} of ${against} = ${ratio.ratio}  (context, not a budget)`,
  )
}
console.log(lines.join('\n'))
