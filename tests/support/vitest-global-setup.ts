// Vitest global set-up: names this run, migrates the two database templates every test database is
// copied from (tests/support/databases.ts), and drops this run's PostgreSQL databases once every
// file has finished.
import { randomBytes } from 'node:crypto'
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
