// Vitest global set-up: names this run, so that every PostgreSQL schema its files create starts with
// `t_<run>_`, and drops those schemas once every file has finished. Files do not drop their own:
// Kysely's migrator reads the tables of every schema when a server starts, and a schema dropped by
// another file at that moment fails the read ("schema … does not exist").
import { randomBytes } from 'node:crypto'
import pg from 'pg'
import { testSchemaPrefix } from './databases'

export function setup() {
  process.env.CARDCAST_TEST_RUN = randomBytes(4).toString('hex')
}

export async function teardown() {
  const url = process.env.TEST_DATABASE_URL
  if (!url) return
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 })
  try {
    await client.connect()
    const prefix = testSchemaPrefix()
    const { rows } = await client.query<{ name: string }>(
      'select nspname as name from pg_namespace where starts_with(nspname, $1)',
      [prefix],
    )
    for (const { name } of rows) await client.query(`DROP SCHEMA IF EXISTS "${name}" CASCADE`)
  } catch (error) {
    console.warn(`notice: test schemas were not dropped: ${String(error)}`)
  } finally {
    await client.end().catch(() => {})
  }
}
