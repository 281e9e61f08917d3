import { randomBytes } from 'node:crypto'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import pg from 'pg'

export type TestDialect = 'sqlite' | 'postgres'

/**
 * Every schema of this run starts so (the run id comes from tests/support/test-schemas.ts, which drops
 * them after the run); a run of its own, outside Vitest's global set-up, gets one here.
 */
export function testSchemaPrefix(): string {
  process.env.CARDCAST_TEST_RUN ??= randomBytes(4).toString('hex')
  return `t_${process.env.CARDCAST_TEST_RUN}_`
}

export interface TestDatabase {
  dialect: TestDialect
  dataDir: string
  databaseUrl?: string
  schema?: string
  drop(): Promise<void>
}

const postgresUrl = process.env.TEST_DATABASE_URL
let postgresReachable: Promise<boolean> | undefined

async function canReachPostgres(): Promise<boolean> {
  if (!postgresUrl) return false
  const client = new pg.Client({ connectionString: postgresUrl, connectionTimeoutMillis: 3000 })
  try {
    await client.connect()
    await client.query('select 1')
    return true
  } catch {
    return false
  } finally {
    await client.end().catch(() => {})
  }
}

/**
 * The dialects this run covers. SQLite always; PostgreSQL at TEST_DATABASE_URL when reachable. With
 * REQUIRE_POSTGRES=1 (CI) an unreachable PostgreSQL fails the run instead of skipping it.
 */
export async function availableDialects(): Promise<TestDialect[]> {
  postgresReachable ??= canReachPostgres()
  if (await postgresReachable) return ['sqlite', 'postgres']
  const why = postgresUrl
    ? `TEST_DATABASE_URL (${postgresUrl}) is unreachable`
    : 'TEST_DATABASE_URL is not set'
  if (process.env.REQUIRE_POSTGRES === '1') throw new Error(`REQUIRE_POSTGRES=1 but ${why}`)
  console.warn(`notice: PostgreSQL pass skipped: ${why}`)
  return ['sqlite']
}

/** A database of its own: a temp SQLite folder, or a fresh PostgreSQL schema (dropped after the run). */
export function createTestDatabase(dialect: TestDialect): TestDatabase {
  const dataDir = mkdtempSync(join(tmpdir(), 'cardcast-test-'))
  if (dialect === 'sqlite') return { dialect, dataDir, drop: async () => {} }
  const schema = `${testSchemaPrefix()}${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`
  return {
    dialect,
    dataDir,
    databaseUrl: postgresUrl,
    schema,
    // Dropped after the whole run (tests/support/test-schemas.ts), not here: Kysely's migrator reads
    // every schema's tables at start, and a schema dropped meanwhile by another file fails that read.
    async drop() {},
  }
}
