import { randomBytes } from 'node:crypto'
import { copyFileSync, mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import pg from 'pg'
import { ensureSchema, openDatabase } from '../../server/db/database'
import { migrateToLatest } from '../../server/db/migrate'

export type TestDialect = 'sqlite' | 'postgres'

// Every test database starts as a copy of a template migrated once: a SQLite file copied into the
// server's data folder, or a PostgreSQL database cloned with CREATE DATABASE … TEMPLATE (about 0.1 s,
// where the migrations take over 1.5 s). Vitest's global set-up (tests/support/vitest-global-setup.ts) makes
// both templates once per run and names them in the environment; any other process (Playwright's
// workers, the benchmarks) makes its own the first time it needs one.

/** The SQLite file name the server opens in its data folder (server/db/database.ts). */
const SQLITE_FILE = 'cardcast.sqlite'
/** The schema the PostgreSQL template is migrated into; every clone has it too. */
const POSTGRES_SCHEMA = 'cardcast'

const postgresUrl = process.env.TEST_DATABASE_URL

/**
 * Every database of this run starts so (the run id comes from tests/support/vitest-global-setup.ts,
 * which drops them after the run); a run of its own, outside Vitest's global set-up, gets one here.
 */
export function testSchemaPrefix(): string {
  process.env.CARDCAST_TEST_RUN ??= randomBytes(4).toString('hex')
  return `t_${process.env.CARDCAST_TEST_RUN}_`
}

const uniqueDatabaseName = () =>
  `${testSchemaPrefix()}${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`

/** The same server's URL with another database name. */
function urlOfDatabase(url: string, database: string): string {
  const parsed = new URL(url)
  parsed.pathname = `/${database}`
  return parsed.toString()
}

async function withAdminClient<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: postgresUrl, connectionTimeoutMillis: 3000 })
  await client.connect()
  try {
    return await work(client)
  } finally {
    await client.end().catch(() => {})
  }
}

/** A migrated SQLite file in a folder of its own; returns its path. */
export async function createSqliteTemplate(): Promise<string> {
  const dataDir = mkdtempSync(join(tmpdir(), 'cardcast-template-'))
  const database = openDatabase({ dataDir })
  await migrateToLatest(database.db)
  // Closing checkpoints the write-ahead log into the file, so the file alone is the whole database.
  await database.close()
  return join(dataDir, SQLITE_FILE)
}

/** A migrated PostgreSQL database nobody stays connected to (a template must have no sessions). */
export async function createPostgresTemplate(): Promise<string> {
  if (!postgresUrl) throw new Error('TEST_DATABASE_URL is not set')
  const name = `${uniqueDatabaseName()}_template`
  await withAdminClient((client) => client.query(`CREATE DATABASE "${name}"`))
  const options = {
    databaseUrl: urlOfDatabase(postgresUrl, name),
    schema: POSTGRES_SCHEMA,
    dataDir: tmpdir(),
  }
  await ensureSchema(options)
  const database = openDatabase(options)
  try {
    await migrateToLatest(database.db, POSTGRES_SCHEMA)
  } finally {
    await database.close()
  }
  return name
}

let sqliteTemplate: Promise<string> | undefined
let postgresTemplate: Promise<string> | undefined
const sqliteTemplatePath = () => {
  const named = process.env.CARDCAST_TEST_SQLITE_TEMPLATE
  sqliteTemplate ??= named ? Promise.resolve(named) : createSqliteTemplate()
  return sqliteTemplate
}
const postgresTemplateName = () => {
  const named = process.env.CARDCAST_TEST_POSTGRES_TEMPLATE
  postgresTemplate ??= named ? Promise.resolve(named) : createPostgresTemplate()
  return postgresTemplate
}

export interface TestDatabase {
  dialect: TestDialect
  dataDir: string
  databaseUrl?: string
  schema?: string
  drop(): Promise<void>
}

let postgresReachable: Promise<boolean> | undefined

async function canReachPostgres(): Promise<boolean> {
  if (!postgresUrl) return false
  try {
    await withAdminClient((client) => client.query('select 1'))
    return true
  } catch {
    return false
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

/** A migrated database of its own: a temp SQLite folder, or a PostgreSQL database (dropped by `drop`). */
export async function createTestDatabase(dialect: TestDialect): Promise<TestDatabase> {
  const dataDir = mkdtempSync(join(tmpdir(), 'cardcast-test-'))
  if (dialect === 'sqlite') {
    copyFileSync(await sqliteTemplatePath(), join(dataDir, SQLITE_FILE))
    return { dialect, dataDir, drop: async () => {} }
  }
  if (!postgresUrl) throw new Error('TEST_DATABASE_URL is not set')
  const template = await postgresTemplateName()
  const name = uniqueDatabaseName()
  await withAdminClient((client) => client.query(`CREATE DATABASE "${name}" TEMPLATE "${template}"`))
  return {
    dialect,
    dataDir,
    databaseUrl: urlOfDatabase(postgresUrl, name),
    schema: POSTGRES_SCHEMA,
    drop: () => dropDatabases([name]),
  }
}

/** Drops the named PostgreSQL databases, ending any session still on them. */
export function dropDatabases(names: string[]): Promise<void> {
  return withAdminClient(async (client) => {
    for (const name of names) await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`)
  })
}

/** The PostgreSQL databases whose names start with `prefix`. */
export async function databasesNamed(prefix: string): Promise<string[]> {
  const { rows } = await withAdminClient((client) =>
    client.query<{ name: string }>('select datname as name from pg_database where starts_with(datname, $1)', [
      prefix,
    ]),
  )
  return rows.map((row) => row.name)
}
