import type { AddressInfo } from 'node:net'
import { buildApp } from '../../server/app'
import { loadConfig } from '../../server/config'
import { createTestDatabase, type TestDatabase, type TestDialect } from './databases'
import { type SmtpCatcher, startSmtpCatcher } from './smtp-catcher'

// Plain functions, free of any test runner: the API tests (Vitest), the browser tests (Playwright)
// and the benchmarks all start servers with them. The Vitest hooks are in use-test-server.ts.

export const TEST_JWT_SECRET = 'test-secret-for-signing-tokens-0123456789'

export type TestApp = Awaited<ReturnType<typeof buildApp>>

export interface TestServer {
  url: string
  dialect: TestDialect
  smtp: SmtpCatcher
  app: TestApp
  close(): Promise<void>
}

/**
 * The app on a free loopback port over `database`, which it neither creates nor drops (a restart, or
 * two instances, can share one). `env` overrides any configuration variable; without SMTP_URL mail
 * goes to the log.
 */
export async function startTestApp(database: TestDatabase, env: Record<string, string> = {}) {
  const config = loadConfig({
    NODE_ENV: 'test',
    PORT: '0',
    DATA_DIR: database.dataDir,
    JWT_SECRET: TEST_JWT_SECRET,
    LOG_LEVEL: 'silent',
    RATE_LIMIT: '0',
    SEED_DEMO: '0',
    // OWASP's minimum argon2id costs: the tests make and check hundreds of hashes, on two cores.
    // tests/unit/password-hash-profiles.test.ts holds the production default to RFC 9106's.
    PASSWORD_HASH_PROFILE: 'owasp',
    ...(database.databaseUrl ? { DATABASE_URL: database.databaseUrl } : {}),
    ...env,
  })
  config.databaseSchema = database.schema
  const app = await buildApp(config)
  await app.listen({ port: 0, host: '127.0.0.1' })
  const url = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`
  app.config.publicUrl = url
  // The free plan's timed challenges go to every free streamer's overlay on the hour and the half
  // hour (server/modules/realtime/challenge-schedule.ts): one landing mid-test is a card no test
  // sent. Only a test that sets their interval gets them; the countdown (`next()`) still answers.
  if (env.CHALLENGE_INTERVAL_MINUTES === undefined) app.challengeSchedule.stop()
  return { app, url }
}

/**
 * The real server on a free loopback port, over a database of its own, mailing a real SMTP server
 * in this process. `env` overrides any configuration variable.
 */
export async function startTestServer(dialect: TestDialect = 'sqlite', env: Record<string, string> = {}) {
  const database = await createTestDatabase(dialect)
  const smtp = await startSmtpCatcher()
  const { app, url } = await startTestApp(database, { SMTP_URL: smtp.url, ...env })
  const server: TestServer = {
    url,
    dialect,
    smtp,
    app,
    async close() {
      await app.close()
      await smtp.close()
      await database.drop()
    },
  }
  return server
}
