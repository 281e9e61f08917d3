import type { AddressInfo } from 'node:net'
import { buildApp } from '../../server/app'
import { loadConfig } from '../../server/config'
import { createTestDatabase, type TestDialect } from './databases'
import { type SmtpCatcher, startSmtpCatcher } from './smtp-catcher'

export const TEST_JWT_SECRET = 'test-secret-for-signing-tokens-0123456789'

export interface TestServer {
  url: string
  dialect: TestDialect
  smtp: SmtpCatcher
  app: Awaited<ReturnType<typeof buildApp>>
  close(): Promise<void>
}

/**
 * The real server on a free loopback port, over a database of its own, mailing a real SMTP server
 * in this process. `env` overrides any configuration variable.
 */
export async function startTestServer(dialect: TestDialect = 'sqlite', env: Record<string, string> = {}) {
  const database = createTestDatabase(dialect)
  const smtp = await startSmtpCatcher()
  const config = loadConfig({
    NODE_ENV: 'test',
    PORT: '0',
    DATA_DIR: database.dataDir,
    SMTP_URL: smtp.url,
    JWT_SECRET: TEST_JWT_SECRET,
    LOG_LEVEL: 'silent',
    RATE_LIMIT: '0',
    SEED_DEMO: '0',
    ...(database.databaseUrl ? { DATABASE_URL: database.databaseUrl } : {}),
    ...env,
  })
  config.databaseSchema = database.schema
  const app = await buildApp(config)
  await app.listen({ port: 0, host: '127.0.0.1' })
  const url = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`
  app.ctx.config.publicUrl = url
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
