import { sql } from 'kysely'
import { expect, it } from 'vitest'
import { countFlashRoundTrips, roundTripFigures } from '../../support/round-trips'
import { describeOnEachDialect, useTestServer } from '../../support/use-test-server'

// The statements each step of a flash sends to the database, counted (tests/support/round-trips.ts):
// a take, a use, the line moving on and an overlay's report. Each is a round trip on PostgreSQL, where
// the flash is bound by them (docs/reliability.md); a change that adds one fails here.

/** At most, per operation (SQLite's statements cost no network, but they are counted too). */
const BUDGET = {
  postgres: { take: 4, use: 4, lineMove: 4, report: 5 },
  sqlite: { take: 6, use: 6, lineMove: 6, report: 6 },
}

describeOnEachDialect('the round trips of a flash on %s', (dialect) => {
  // No sweep: every statement counted is the request's, or the line move it woke.
  const { server } = useTestServer(dialect, {
    env: { DELIVERY_SWEEP_SECONDS: '3600', SUBSCRIPTION_SWEEP_SECONDS: '3600' },
  })
  const budget = BUDGET[dialect]

  it('takes, uses, moves the line and hears a report within the budget of statements', async () => {
    const trips = await countFlashRoundTrips(server)
    const figures = roundTripFigures(trips)
    console.info(`round trips (${dialect}): ${JSON.stringify(figures)}`)
    expect(figures.take, trips.take.all.join('\n')).toBeLessThanOrEqual(budget.take)
    expect(figures.use, trips.sendingUse.own.join('\n')).toBeLessThanOrEqual(budget.use)
    expect(figures.waitingUse, trips.waitingUse.own.join('\n')).toBeLessThanOrEqual(budget.use)
    expect(figures.sendingMove, trips.sendingUse.after.join('\n')).toBeLessThanOrEqual(budget.lineMove)
    // A card is on its way: the line could send nothing, so the use wakes no move (live-queue.ts
    // advanceSoon); the report sends it.
    expect(figures.idleMove, trips.waitingUse.after.join('\n')).toBe(0)
    expect(figures.report, trips.report.all.join('\n')).toBeLessThanOrEqual(budget.report)
  })
})

describeOnEachDialect('the named statements of a flash on %s', (dialect) => {
  // Few connections, so that the one pg_prepared_statements is read on has run the flash's statements.
  const { server } = useTestServer(dialect, {
    env: { DELIVERY_SWEEP_SECONDS: '3600', SUBSCRIPTION_SWEEP_SECONDS: '3600', DATABASE_POOL_SIZE: '2' },
  })

  it.runIf(dialect === 'postgres')(
    'keeps the plans of a take, a use and the line read, and survives a migration adding columns',
    async () => {
      await countFlashRoundTrips(server)
      const db = server.app.db
      // pg_prepared_statements lists its own connection's: read it on both of the pool's at once.
      const names = new Set<string>()
      await db.connection().execute((first) =>
        db.connection().execute(async (second) => {
          for (const connection of [first, second]) {
            const listed = await sql<{ name: string }>`select name from pg_prepared_statements`.execute(
              connection,
            )
            for (const row of listed.rows) names.add(row.name)
          }
        }),
      )
      // The take, a use (one shape) and the line's read with and without a report (server/db/statement-names.ts).
      expect([...names].filter((name) => name.startsWith('cc_')).length).toBeGreaterThanOrEqual(4)

      // A later migration adds columns to the tables those statements write and read: the kept plans
      // must still answer (a named `*` would fail with "cached plan must not change result type").
      for (const table of ['purchases', 'stream_uses', 'users'] as const)
        await sql`alter table ${sql.table(table)} add column later_column text`.execute(db)
      const again = roundTripFigures(await countFlashRoundTrips(server))
      expect(again.take).toBeGreaterThan(0)
      expect(again.report).toBeGreaterThan(0)
    },
  )
})
