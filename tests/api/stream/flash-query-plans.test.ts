import { CompiledQuery } from 'kysely'
import { describe, expect, it } from 'vitest'
import { countFlashRoundTrips } from '../../support/round-trips'
import { useTestServer } from '../../support/use-test-server'

// What a flash asks SQLite, step by step, as SQLite plans it: every table is reached by an index,
// never walked whole. A walk costs nothing on a test's few rows and everything in a flash, where the
// streamer's line and the site's tables hold thousands (migration 057 gave the waiting cap, a
// subscription's months and a purchase's auction offer their indexes; bench/mixed-load.ts measured
// the first). PostgreSQL plans by its statistics, and its round trips are counted in round-trips.test.ts.

describe('the statements of a flash on sqlite', () => {
  const { server } = useTestServer('sqlite', {
    env: { DELIVERY_SWEEP_SECONDS: '3600', SUBSCRIPTION_SWEEP_SECONDS: '3600' },
  })

  /** Each statement's plan steps, as EXPLAIN QUERY PLAN gives them (parameters bound to null). */
  async function plansOf(statements: string[]): Promise<Array<{ statement: string; steps: string[] }>> {
    const db = server.app.db
    const plans: Array<{ statement: string; steps: string[] }> = []
    for (const statement of statements) {
      if (/^\s*(begin|commit|rollback)\b/i.test(statement)) continue
      const parameters = Array.from(statement.match(/\?/g) ?? [], () => null)
      const plan = await db.executeQuery<{ detail: string }>(
        CompiledQuery.raw(`EXPLAIN QUERY PLAN ${statement}`, parameters),
      )
      plans.push({ statement, steps: plan.rows.map((row) => row.detail) })
    }
    return plans
  }

  it('reach every table by an index: a take, a use, a move of the line and a report', async () => {
    const trips = await countFlashRoundTrips(server)
    const tables = await server.app.db
      .selectFrom('sqlite_master' as never)
      .select('name' as never)
      .where('type' as never, '=', 'table' as never)
      .execute()
    const tableNames = new Set((tables as Array<{ name: string }>).map((row) => row.name))
    const steps = [trips.take.all, trips.sendingUse.all, trips.waitingUse.all, trips.report.all]
    const plans = await plansOf(steps.flat())
    expect(plans.length).toBeGreaterThanOrEqual(8)

    for (const { statement, steps: planSteps } of plans) {
      const walks = planSteps.filter((step) => {
        const scanned = /^SCAN (\w+)/.exec(step)?.[1]
        return scanned !== undefined && tableNames.has(scanned)
      })
      expect(walks, statement).toEqual([])
    }

    // The waiting cap counts the viewer's own uses in the line, not every use waiting in it.
    const use = plans.find(({ statement }) => /^update "purchases" set "is_used"/.test(statement))
    expect(use?.steps).toContain(
      'SEARCH stream_uses USING COVERING INDEX stream_uses_waiting (streamer_id=? AND viewer_id=? AND status=?)',
    )
  })
})
