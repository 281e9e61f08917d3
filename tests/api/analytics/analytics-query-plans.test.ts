import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import {
  CompiledQuery,
  createQueryId,
  type KyselyPlugin,
  type PluginTransformQueryArgs,
  type PluginTransformResultArgs,
  type RootOperationNode,
} from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ANALYTICS_MAX_DAYS, lastDays } from '../../../contract/analytics'
import { istToday } from '../../../contract/dates'
import { type DatabaseHandle, openDatabase } from '../../../server/db/database'
import { migrateToLatest } from '../../../server/db/migrate'
import { createAnalyticsRepository } from '../../../server/modules/analytics/analytics-repository'

// The analytics budget (under 100 ms over 100,000 purchases on SQLite, bench/analytics.ts) rests on
// SQLite reading one creator's purchases from indexes that carry every column the queries use. A
// column added to the queries but not to an index (refunded_at once did) makes SQLite visit each
// purchase's table row, several times over: the plans of the queries the repository runs say so.

/** Keeps the queries it sees, to ask SQLite for their plans afterwards. */
class QueryRecorder implements KyselyPlugin {
  readonly nodes: RootOperationNode[] = []
  transformQuery({ node }: PluginTransformQueryArgs): RootOperationNode {
    this.nodes.push(node)
    return node
  }
  async transformResult({ result }: PluginTransformResultArgs) {
    return result
  }
}

describe('the analytics queries on SQLite', () => {
  let dataDir: string
  let database: DatabaseHandle

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'cardcast-plans-'))
    database = openDatabase({ dataDir })
    await migrateToLatest(database.db)
  })
  afterAll(async () => {
    await database.close()
    rmSync(dataDir, { recursive: true, force: true })
  })

  it('read the purchases from covering indexes only, never from the table', async () => {
    const { db } = database
    const recorder = new QueryRecorder()
    await createAnalyticsRepository(db.withPlugin(recorder)).forCreator(
      'any-creator',
      lastDays(ANALYTICS_MAX_DAYS, istToday()),
    )
    expect(recorder.nodes.length).toBeGreaterThanOrEqual(5)

    const purchaseSteps: string[] = []
    for (const node of recorder.nodes) {
      const compiled = db.getExecutor().compileQuery(node, createQueryId())
      const plan = await db.executeQuery<{ detail: string }>(
        CompiledQuery.raw(`EXPLAIN QUERY PLAN ${compiled.sql}`, [...compiled.parameters]),
      )
      purchaseSteps.push(...plan.rows.map((row) => row.detail).filter((detail) => /\bp\b/.test(detail)))
    }
    expect(purchaseSteps.length).toBeGreaterThanOrEqual(5)
    for (const step of purchaseSteps) expect(step).toMatch(/^SEARCH p USING COVERING INDEX /)
  })
})
