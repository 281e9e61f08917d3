import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import SQLite from 'better-sqlite3'
import {
  Kysely,
  type LogEvent,
  PostgresAdapter,
  PostgresDialect,
  type SqliteDatabase,
  SqliteDialect,
} from 'kysely'
import pg from 'pg'
import type { Database } from './schema'
import { sendNamedStatements } from './statement-names'

export type Dialect = 'sqlite' | 'postgres'

export interface DatabaseHandle {
  db: Kysely<Database>
  dialect: Dialect
  /** The pg pool, for LISTEN/NOTIFY; absent on SQLite. */
  pool?: pg.Pool
  /** The PostgreSQL schema the tables live in (migrations record themselves there); absent on SQLite. */
  schema?: string
  /**
   * Several server instances may use this database at once (PostgreSQL; SQLite is one process): what
   * they must agree on (limits, presence) is kept in it rather than in memory (docs/instances.md).
   */
  sharedByInstances: boolean
  /**
   * Hears the text of every statement sent, once it has been answered; returns the unsubscribe. The
   * tests count round trips with it (tests/api/stream/round-trips.test.ts).
   */
  onStatement(listener: StatementListener): () => void
  close(): Promise<void>
}

export type StatementListener = (sql: string) => void

export interface DatabaseOptions {
  databaseUrl?: string
  /** PostgreSQL schema to use through search_path (created when missing). */
  schema?: string
  /** PostgreSQL connections at most (DATABASE_POOL_SIZE). */
  poolSize?: number
  dataDir: string
}

/**
 * PostgreSQL answers counts and sums (bigint) and averages (numeric) as text, SQLite as numbers: here
 * they are numbers on both, so the table and query types say `number` and nobody converts. Every such
 * value fits a double exactly (ids and paise totals far below 2^53).
 */
const numbersAsNumbers: pg.CustomTypesConfig = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    oid === pg.types.builtins.INT8 || oid === pg.types.builtins.NUMERIC
      ? Number
      : pg.types.getTypeParser(oid, format)) as pg.CustomTypesConfig['getTypeParser'],
}

/** Kysely's log hook, fanned out to the listeners of `onStatement` (none outside the tests). */
function statementHook() {
  const listeners = new Set<StatementListener>()
  const log = (event: LogEvent) => {
    for (const listener of listeners) listener(event.query.sql)
  }
  const onStatement = (listener: StatementListener) => {
    listeners.add(listener)
    return () => {
      listeners.delete(listener)
    }
  }
  return { log, onStatement }
}

// This is the one module that knows which dialect is in use; everything else talks Kysely.
export function openDatabase(options: DatabaseOptions): DatabaseHandle {
  const { log, onStatement } = statementHook()
  if (options.databaseUrl?.startsWith('postgres')) {
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: options.poolSize ?? 10,
      types: numbersAsNumbers,
      ...(options.schema ? { options: `-c search_path=${options.schema}` } : {}),
    })
    // A connection PostgreSQL drops (stopped, restarted, a network cut) emits 'error': on an idle one
    // the pool reports it here, having let it go; on one in use, its query fails (the request answers
    // 503, plugins/errors.ts) and the pool lets it go on release. The pool opens new ones as needed.
    // Without these listeners the 'error' event would end the process.
    pool.on('error', () => {})
    pool.on('connect', (client) => {
      client.on('error', () => {})
      sendNamedStatements(client)
    })
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }), log })
    return {
      db,
      dialect: 'postgres',
      pool,
      schema: options.schema ?? 'public',
      sharedByInstances: true,
      onStatement,
      close: () => db.destroy(),
    }
  }
  mkdirSync(options.dataDir, { recursive: true })
  const sqlite = new SQLite(join(options.dataDir, 'cardcast.sqlite'))
  sqlite.pragma('journal_mode = WAL')
  sqlite.pragma('foreign_keys = ON')
  sqlite.pragma('busy_timeout = 5000')
  const db = new Kysely<Database>({
    dialect: new SqliteDialect({ database: withStatementCache(sqlite) }),
    log,
  })
  return { db, dialect: 'sqlite', sharedByInstances: false, onStatement, close: () => db.destroy() }
}

/** How many prepared statements the SQLite connection keeps (the app has a few hundred queries). */
const STATEMENT_CACHE_SIZE = 1_000

/**
 * Kysely prepares every query anew, which on SQLite costs more than running most of them (a profile
 * of bench/mixed-load.ts put 15 % of the server's time in `prepare`). better-sqlite3 statements are
 * reusable, and the one connection runs one query at a time, so a statement is never busy when it is
 * handed out again. Kept by SQL text; past the size the oldest goes (a query with many `in` values
 * is its own text).
 */
function withStatementCache(sqlite: SQLite.Database): SqliteDatabase {
  const statements = new Map<string, SQLite.Statement>()
  return {
    close: () => sqlite.close(),
    prepare(text: string) {
      let statement = statements.get(text)
      if (!statement) {
        statement = sqlite.prepare(text)
        if (statements.size >= STATEMENT_CACHE_SIZE)
          statements.delete(statements.keys().next().value as string)
        statements.set(text, statement)
      }
      return statement
    },
  }
}

/** Creates the schema named in the options when it is missing (PostgreSQL only). */
export async function ensureSchema(options: DatabaseOptions): Promise<void> {
  if (!options.schema || !options.databaseUrl?.startsWith('postgres')) return
  if (!/^[a-z_][a-z0-9_]*$/.test(options.schema)) throw new Error(`Bad schema name: ${options.schema}`)
  const client = new pg.Client({ connectionString: options.databaseUrl })
  await client.connect()
  try {
    await client.query(`CREATE SCHEMA IF NOT EXISTS ${options.schema}`)
  } finally {
    await client.end()
  }
}

/** True for a PostgreSQL database or transaction (a migration, or a lock only PostgreSQL needs). */
export const isPostgres = (db: Kysely<unknown> | Kysely<Database>) =>
  db.getExecutor().adapter instanceof PostgresAdapter

/** True when an insert or update hit a unique constraint (either dialect). */
export function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: string } | null)?.code
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY'
}
