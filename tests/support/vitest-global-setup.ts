// Vitest global set-up: names this run, compiles the server for the tests that start it as a process
// (server-process.ts), migrates the two database templates every test database is copied from
// (tests/support/databases.ts), and drops this run's PostgreSQL databases once every file has finished.
import { randomBytes } from 'node:crypto'
// @ts-expect-error: a plain ESM script, without declarations
import { buildServer } from '../../scripts/build-server.mjs'
import {
  availableDialects,
  createPostgresTemplate,
  createSqliteTemplate,
  databasesNamed,
  dropDatabases,
  testSchemaPrefix,
} from './databases'

export async function setup() {
  process.env.CARDCAST_TEST_RUN = randomBytes(4).toString('hex')
  await buildServer()
  process.env.CARDCAST_TEST_SQLITE_TEMPLATE = await createSqliteTemplate()
  if ((await availableDialects()).includes('postgres')) {
    process.env.CARDCAST_TEST_POSTGRES_TEMPLATE = await createPostgresTemplate()
  }
}

export async function teardown() {
  if (!process.env.CARDCAST_TEST_POSTGRES_TEMPLATE) return
  try {
    await dropDatabases(await databasesNamed(testSchemaPrefix()))
  } catch (error) {
    console.warn(`notice: test databases were not dropped: ${String(error)}`)
  }
}
