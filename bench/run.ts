// `npm run bench`: the figures DESIGN.md budgets, measured in one run, printed and written to
// bench/results.json. Ratios, not absolute timings, are what the budgets speak of.
import { existsSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { benchAnalytics } from './analytics'
import { bundleLines, bundleSizes } from './bundle-size'
import { benchCatalogue } from './catalogue'
import { pgbenchWritesPerSecond, sqliteWritesPerSecond } from './database-limits'
import { benchFlash, flashLines } from './flash'
import { benchLighthouse, lighthouseLines } from './lighthouse'
import { benchMarketFirstVisit, marketFirstVisitLines } from './market-first-visit'
import { benchMixedLoad, type LoadFigures, loadDatabaseUrl, loadLines } from './mixed-load'
import { runOverlayBurst } from './overlay-burst'

const results: Record<string, unknown> = { measuredAt: new Date().toISOString() }

results.bundles = await bundleSizes()
// The browser figures before the load tests, on a quiet machine.
results.lighthouse = await benchLighthouse()
results.marketFirstVisit = await benchMarketFirstVisit()
results.catalogue = await benchCatalogue()
results.analytics = await benchAnalytics()

const overlayModule = join(import.meta.dirname, 'overlay-latency.ts')
if (existsSync(overlayModule)) {
  const { benchOverlayLatency } = (await import(overlayModule)) as {
    benchOverlayLatency: () => Promise<Record<string, number>>
  }
  results.overlay = await benchOverlayLatency()
}

// A burst of 50 uses on one stream within a second: all received, once each, in order.
results.overlayBurst = await runOverlayBurst()

// Mixed load: 200 viewers browsing, buying and using free cards for 30 s, overlays
// connected; on SQLite, and on PostgreSQL when BENCH_DATABASE_URL or TEST_DATABASE_URL names one.
const loadRuns = [await benchMixedLoad()]
const loadUrl = loadDatabaseUrl()
if (loadUrl) loadRuns.push(await benchMixedLoad({ databaseUrl: loadUrl }))
// The same load through HAProxy in front of three instances, one killed with SIGKILL halfway.
if (loadUrl) loadRuns.push(await benchMixedLoad({ databaseUrl: loadUrl, instances: 3 }))
results.load = loadRuns

// The flash moment: 1,000 viewers take and use a card of one streamer within 10 s.
const flashRuns = [await benchFlash()]
if (loadUrl) flashRuns.push(await benchFlash({ databaseUrl: loadUrl }))
results.flash = flashRuns

// The mixed load's write rate against what the database itself writes on this machine, in this run.
const limits = {
  sqlite: sqliteWritesPerSecond(),
  postgres: loadUrl ? await pgbenchWritesPerSecond(loadUrl) : undefined,
}
const writesPerSecond = (run: LoadFigures) =>
  Math.round((run.purchasesAcknowledged + run.usesAcknowledged) / run.seconds)
const writeRatios = loadRuns
  .filter((run) => run.instances === 1)
  .map((run) => {
    const limit = limits[run.database]
    return {
      database: run.database,
      writesPerSecond: writesPerSecond(run),
      databaseLimit: limit ?? null,
      ratio: limit ? Number((writesPerSecond(run) / limit).toFixed(4)) : null,
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
for (const figures of loadRuns) lines.push(...loadLines(figures))
for (const figures of flashRuns) lines.push(...flashLines(figures))
for (const ratio of writeRatios) {
  const against =
    ratio.database === 'postgres' ? 'pgbench -N (20 clients)' : 'a bare better-sqlite3 insert loop'
  lines.push(
    ratio.ratio === null
      ? `write ratio (${ratio.database})  ${ratio.writesPerSecond} writes/s; ${against} not measured`
      : `write ratio (${ratio.database})  ${ratio.writesPerSecond} writes/s of the mixed load ÷ ${ratio.databaseLimit} of ${against} = ${ratio.ratio}`,
  )
}
console.log(lines.join('\n'))
