import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { createTestDatabase, type TestDatabase } from '../../support/databases'
import { createClient } from '../../support/http'
import { freePort } from '../../support/ports'
import { type ServerProcess, startServerProcess, stopServerProcess } from '../../support/server-process'
import { startTestApp, TEST_JWT_SECRET } from '../../support/test-server'
import { describeOnEachDialect } from '../../support/use-test-server'

// The start-up refusals as an operator meets them: the real entry point (server/server.ts) in a
// child process, which exits with a clear reason instead of running an unsafe configuration.

const ADMIN = { email: 'root@cardcast.test', password: 'admin-pass-123' }

/** The environment of a server process over `database`, on a free port, nothing inherited that matters. */
async function processEnv(database: TestDatabase, env: Record<string, string | undefined> = {}) {
  return {
    PORT: String(await freePort()),
    DATA_DIR: database.dataDir,
    DATABASE_URL: database.databaseUrl,
    DATABASE_SCHEMA: database.schema,
    SEED_DEMO: '0',
    RATE_LIMIT: '0',
    SMTP_URL: undefined,
    PUBLIC_URL: undefined,
    PAYMENTS_SIMULATED: undefined,
    TRUST_PROXY: undefined,
    API_DOCS: undefined,
    NODE_ENV: undefined,
    JWT_SECRET: undefined,
    ...env,
  }
}

/** What a refused start printed; fails when the process starts instead. */
async function refusal(env: Record<string, string | undefined>): Promise<string> {
  try {
    const started = await startServerProcess(env)
    await stopServerProcess(started)
  } catch (error) {
    return (error as Error).message
  }
  throw new Error('the server started')
}

describe('refusals before the database is touched', () => {
  let database: TestDatabase
  beforeAll(async () => {
    database = await createTestDatabase('sqlite')
  })

  it('refuses NODE_ENV=production without JWT_SECRET', async () => {
    const output = await refusal(
      await processEnv(database, { NODE_ENV: 'production', SMTP_URL: 'smtp://x:1' }),
    )
    expect(output).toContain('Cardcast cannot start.')
    expect(output).toMatch(/JWT_SECRET: required when NODE_ENV=production/)
    expect(output).not.toMatch(/at loadConfig|\.ts:\d+/)
  })

  it('refuses simulated payments by default on a public PUBLIC_URL', async () => {
    const output = await refusal(await processEnv(database, { PUBLIC_URL: 'https://cards.example.com' }))
    expect(output).toContain('Cardcast cannot start.')
    expect(output).toMatch(
      /PAYMENTS_SIMULATED: .*PUBLIC_URL \(https:\/\/cards\.example\.com\) is not a local/,
    )
    expect(output).toMatch(/PAYMENTS_SIMULATED=1/)
  })
})

describeOnEachDialect('mail in production on %s', (dialect) => {
  let database: TestDatabase
  beforeAll(async () => {
    database = await createTestDatabase(dialect)
  })
  const running: ServerProcess[] = []
  afterEach(async () => {
    for (const started of running.splice(0)) await stopServerProcess(started)
  })
  afterAll(() => database.drop())

  const production = { NODE_ENV: 'production', JWT_SECRET: TEST_JWT_SECRET }

  it('refuses to start without SMTP_URL or saved admin SMTP settings', async () => {
    const output = await refusal(await processEnv(database, production))
    expect(output).toContain('Cardcast cannot start.')
    expect(output).toMatch(/SMTP_URL: required when NODE_ENV=production and no SMTP server is saved/)
  })

  it('starts with SMTP_URL, without simulated payments and without /docs', async () => {
    const env = await processEnv(database, { ...production, SMTP_URL: 'smtp://127.0.0.1:2525' })
    const started = await startServerProcess(env)
    running.push(started)
    const client = createClient(`http://127.0.0.1:${env.PORT}`)
    expect((await client.get('/healthz')).body).toEqual({ status: 'ok', db: 'ok' })
    expect((await client.get('/docs/json')).status).toBe(404)
    expect(started.output()).not.toMatch(/SIMULATED PAYMENTS/)
  })

  it('starts with the SMTP server an administrator saved', async () => {
    // The administrator saves an SMTP server through the admin API of a server over the same database.
    const { app, url } = await startTestApp(database, {
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
    })
    try {
      const client = createClient(url)
      const { token } = (await client.post<{ token: string }>('/auth/admin/login', ADMIN)).body
      const saved = await client.put(
        '/auth/admin/settings',
        { smtp: { host: 'mail.example.com', port: 587, username: 'mailer', encryption: 'tls' } },
        { token },
      )
      expect(saved.status).toBe(200)
    } finally {
      await app.close()
    }

    const env = await processEnv(database, production)
    const started = await startServerProcess(env)
    running.push(started)
    expect((await createClient(`http://127.0.0.1:${env.PORT}`).get('/healthz')).status).toBe(200)
  })
})
