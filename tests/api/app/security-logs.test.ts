import type { AddressInfo } from 'node:net'
import { Writable } from 'node:stream'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp, SIMULATED_PAYMENTS_WARNING } from '../../../server/app'
import { loadConfig } from '../../../server/config'
import { buyPaidCard, createCard } from '../../support/cards'
import { createTestDatabase, type TestDialect } from '../../support/databases'
import { createCreatorAccount, createVerifiedAccount } from '../../support/factories'
import { type Client, createClient } from '../../support/http'
import { openOverlayStream } from '../../support/overlay'
import { type SmtpCatcher, startSmtpCatcher } from '../../support/smtp-catcher'
import { TEST_JWT_SECRET, type TestServer } from '../../support/test-server'
import { describeOnEachDialect } from '../../support/use-test-server'

// What the server log shows an operator (and anyone who reads the log): no stream keys or reset
// tokens in logged URLs, a warning while simulated payments are on, and the detail of a failed
// admin test email, which the answer no longer carries. Like useTestServer, but with the log kept.

const ADMIN = { email: 'root@cardcast.test', password: 'admin-pass-123' }

interface LoggedServer {
  server: TestServer
  client: Client
  /** Every log line so far, parsed. */
  logs: () => Array<Record<string, unknown>>
  /** The log as text, to search for what must not be there. */
  logText: () => string
}

function useLoggedServer(dialect: TestDialect, env: Record<string, string> = {}): LoggedServer {
  const lines: string[] = []
  const server = {} as TestServer
  const client = {} as Client
  let smtp: SmtpCatcher | undefined

  beforeAll(async () => {
    const database = await createTestDatabase(dialect)
    smtp = await startSmtpCatcher()
    const config = loadConfig({
      NODE_ENV: 'test',
      PORT: '0',
      DATA_DIR: database.dataDir,
      JWT_SECRET: TEST_JWT_SECRET,
      LOG_LEVEL: 'info',
      RATE_LIMIT: '0',
      SEED_DEMO: '0',
      SMTP_URL: smtp.url,
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      ...(database.databaseUrl ? { DATABASE_URL: database.databaseUrl } : {}),
      ...env,
    })
    config.databaseSchema = database.schema
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(...String(chunk).split('\n').filter(Boolean))
        done()
      },
    })
    const app = await buildApp(config, { logger: { level: 'info', stream } })
    await app.listen({ port: 0, host: '127.0.0.1' })
    const url = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`
    const catcher = smtp
    Object.assign(server, {
      url,
      dialect,
      smtp: catcher,
      app,
      async close() {
        await app.close()
        await catcher.close()
        await database.drop()
      },
    } satisfies TestServer)
    Object.assign(client, createClient(url))
  })
  afterAll(async () => {
    await (server.close ? server.close() : smtp?.close())
  })

  return {
    server,
    client,
    logs: () => lines.map((line) => JSON.parse(line) as Record<string, unknown>),
    logText: () => lines.join('\n'),
  }
}

const loggedUrls = (logs: Array<Record<string, unknown>>) =>
  logs.flatMap((line) => {
    const req = line.req as { url?: string } | undefined
    return req?.url ? [req.url] : []
  })

describeOnEachDialect('secrets in logged URLs on %s', (dialect) => {
  const logged = useLoggedServer(dialect)

  it('logs the overlay URL and its event stream without the stream key', async () => {
    const { server, client } = logged
    const creator = await createCreatorAccount(server)
    const overlayUrl = (
      await client.get<{ url: string }>('/auth/user/showStreamerURL', { token: creator.token })
    ).body.url
    const key = new URL(overlayUrl).searchParams.get('key') as string
    expect(key.length).toBeGreaterThan(10)

    const stream = await openOverlayStream(server.url, key)
    expect(stream.status).toBe(200)
    stream.close()
    await fetch(`${server.url}/overlay/?key=${key}`)
    await fetch(`${server.url}/overlay/events?lastEventId=0&KEY=${key}`)

    await expect
      .poll(() => loggedUrls(logged.logs()).filter((url) => url.startsWith('/overlay/')))
      .toEqual(
        expect.arrayContaining([
          '/overlay/events?key=[redacted]',
          '/overlay/?key=[redacted]',
          '/overlay/events?lastEventId=0&KEY=[redacted]',
        ]),
      )
    expect(logged.logText()).not.toContain(key)
  })

  it('logs the admin reset link without its token', async () => {
    const { server, client } = logged
    const since = Date.now()
    await client.post('/auth/admin/forgot-password', { email: ADMIN.email })
    const mail = await server.smtp.waitForMail(ADMIN.email, { since })
    const link = /https?:\/\/\S+reset-password\?token=\S+/.exec(mail.text)?.[0] as string
    const token = new URL(link).searchParams.get('token') as string
    expect(token.length).toBeGreaterThan(10)

    await fetch(`${server.url}/admin/reset-password?token=${encodeURIComponent(token)}`)
    await fetch(`${server.url}/auth/user/getUser?from=mail&token=${encodeURIComponent(token)}`)

    await expect
      .poll(() => loggedUrls(logged.logs()))
      .toEqual(
        expect.arrayContaining([
          '/admin/reset-password?token=[redacted]',
          '/auth/user/getUser?from=mail&token=[redacted]',
        ]),
      )
    expect(logged.logText()).not.toContain(token)
    expect(logged.logText()).not.toContain(encodeURIComponent(token))
  })
})

describeOnEachDialect('the simulated payments warning on %s', (dialect) => {
  const warnings = (logs: Array<Record<string, unknown>>) =>
    logs.filter((line) => line.msg === SIMULATED_PAYMENTS_WARNING)

  describe('on by default (the README start command)', () => {
    const logged = useLoggedServer(dialect)

    it('is logged once at start, as a warning', () => {
      const found = warnings(logged.logs())
      expect(found).toHaveLength(1)
      expect(found[0]?.level).toBe(40)
      expect(found[0]?.msg).toMatch(/SIMULATED PAYMENTS ARE ON/)
      expect(logged.server.app.config.paymentsSimulated).toBe(true)
    })
  })

  describe('on by name on a public address (PAYMENTS_SIMULATED=1)', () => {
    const logged = useLoggedServer(dialect, {
      PUBLIC_URL: 'https://cards.example.com',
      PAYMENTS_SIMULATED: '1',
    })

    it('starts, warns, and the simulated checkout works', async () => {
      const { server, client } = logged
      expect(warnings(logged.logs())).toHaveLength(1)
      const creator = await createCreatorAccount(server)
      const buyer = await createVerifiedAccount(server)
      const card = await createCard(client, creator, { price: 20, cardTitle: 'Demo' })
      expect(await buyPaidCard(client, buyer, card)).toMatchObject({ cardId: card._id })
    })
  })

  describe('off (NODE_ENV=production)', () => {
    const logged = useLoggedServer(dialect, { NODE_ENV: 'production' })

    it('is not logged, and no paid card can be had without a payment provider', async () => {
      const { server, client } = logged
      expect(warnings(logged.logs())).toHaveLength(0)
      expect(logged.logText()).not.toMatch(/SIMULATED PAYMENTS/)
      const creator = await createCreatorAccount(server)
      const buyer = await createVerifiedAccount(server)
      const card = await createCard(client, creator, { price: 20, cardTitle: 'Real money' })
      const order = await client.post(
        '/auth/user/payment-order',
        { cardId: card._id, amount: 20, currency: 'INR' },
        { token: buyer.token },
      )
      expect(order.status).toBe(503)
    })
  })
})

describeOnEachDialect('a failing admin test email on %s', (dialect) => {
  const logged = useLoggedServer(dialect)

  it('answers a generic error and logs what the mail server said', async () => {
    const { client } = logged
    const login = await client.post<{ token: string }>('/auth/admin/login', ADMIN)
    const token = login.body.token
    // A port nothing listens on: before, the answer told the caller 'connect ECONNREFUSED 127.0.0.1:1'.
    const saved = await client.put(
      '/auth/admin/settings',
      { smtp: { host: '127.0.0.1', port: 1, username: '', encryption: 'none' } },
      { token },
    )
    expect(saved.status).toBe(200)
    const response = await client.post('/auth/admin/settings/test-email', {}, { token })
    expect(response.status).toBe(502)
    expect(response.body).toMatchObject({ status: 'error', error: 'Failed to send test email' })
    const answer = JSON.stringify(response.body)
    expect(answer).not.toMatch(/ECONNREFUSED|127\.0\.0\.1|:1\b|connect/i)

    await expect.poll(() => logged.logs().find((line) => line.msg === 'admin test email failed')).toBeTruthy()
    const line = logged.logs().find((entry) => entry.msg === 'admin test email failed') as {
      err: { message: string }
    }
    expect(line.err.message).toMatch(/ECONNREFUSED/)
  })
})
