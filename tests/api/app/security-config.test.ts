import { createHmac, randomBytes } from 'node:crypto'
import { SignJWT } from 'jose'
import { describe, expect, it } from 'vitest'
import { loadConfig } from '../../../server/config'
import { createCard } from '../../support/cards'
import { createCreatorAccount, createVerifiedAccount } from '../../support/factories'
import type { Client } from '../../support/http'
import { TEST_JWT_SECRET } from '../../support/test-server'
import { describeOnEachDialect, useTestServer } from '../../support/use-test-server'

// As an attacker or an operator meets them: the client
// address behind proxies (TRUST_PROXY), start-up refusals of unsafe configurations, /docs in
// production, and the keys derived from the one server secret.

const FORGED = '203.0.113.9'
const ADMIN = { email: 'root@cardcast.test', password: 'admin-pass-123' }

/** Each try hashes a password (argon2, as a real login does): 21 of them outlast 30 s on a busy machine. */
const RATE_LIMIT_TEST_TIMEOUT = 90_000

const tryLogin = (client: Client, forwardedFor: string) =>
  client.post(
    '/auth/user/login-user',
    { emailId: 'nobody@example.test', password: 'wrong-one' },
    { headers: { 'x-forwarded-for': forwardedFor } },
  )

/** The address of the newest entry of the administrator's activity log (GET /auth/admin/profile). */
async function lastAuditedAddress(client: Client, token: string, forwardedFor: string) {
  const login = await client.post<{ token: string }>('/auth/admin/login', ADMIN, {
    headers: { 'x-forwarded-for': forwardedFor },
  })
  expect(login.status).toBe(200)
  const profile = await client.get<{ activityLog: Array<{ action: string; ip: string | null }> }>(
    '/auth/admin/profile',
    { token },
  )
  expect(profile.body.activityLog[0]?.action).toBe('Logged in')
  return { newest: profile.body.activityLog[0]?.ip, all: profile.body.activityLog.map((entry) => entry.ip) }
}

describeOnEachDialect('the client address behind proxies on %s', (dialect) => {
  describe('by default (TRUST_PROXY unset), X-Forwarded-For is not believed', () => {
    const { client, admin } = useTestServer(dialect, { env: { RATE_LIMIT: '1' }, admin: ADMIN })

    it(
      'still rate-limits a client that names another address in every request',
      async () => {
        const statuses: number[] = []
        for (let i = 0; i < 20; i++) statuses.push((await tryLogin(client, `203.0.113.${i + 1}`)).status)
        expect(statuses.every((status) => status === 401)).toBe(true)
        // The 21st try from 127.0.0.1, whatever address it claims, is over the limit.
        const blocked = await tryLogin(client, FORGED)
        expect(blocked.status).toBe(429)
        expect(blocked.body.error).toBe('Too many requests. Please try again later.')
      },
      RATE_LIMIT_TEST_TIMEOUT,
    )

    it('writes 127.0.0.1, not the forged address, into the admin audit log', async () => {
      const { newest, all } = await lastAuditedAddress(client, admin.token, FORGED)
      expect(newest).toBe('127.0.0.1')
      expect(all).not.toContain(FORGED)
    })
  })

  describe('with TRUST_PROXY=127.0.0.1, the address that proxy forwards is the client', () => {
    const { client, admin } = useTestServer(dialect, {
      env: { RATE_LIMIT: '1', TRUST_PROXY: '127.0.0.1', PAYMENTS_SIMULATED: '1' },
      admin: ADMIN,
    })

    it(
      'limits each forwarded address on its own',
      async () => {
        for (let i = 0; i < 20; i++) expect((await tryLogin(client, FORGED)).status).toBe(401)
        expect((await tryLogin(client, FORGED)).status).toBe(429)
        // Another client behind the same proxy is not held back by the first one's tries.
        expect((await tryLogin(client, '198.51.100.7')).status).toBe(401)
      },
      RATE_LIMIT_TEST_TIMEOUT,
    )

    it('writes the forwarded address into the admin audit log', async () => {
      expect((await lastAuditedAddress(client, admin.token, FORGED)).newest).toBe(FORGED)
    })
  })
})

describe('TRUST_PROXY values', () => {
  it('takes true, a hop count, or a list of addresses and CIDR ranges', () => {
    // A trusted proxy means an exposed server: simulated payments must then be named either way.
    const paid = { PAYMENTS_SIMULATED: '0' }
    expect(loadConfig({}).trustProxy).toBe(false)
    expect(loadConfig({ ...paid, TRUST_PROXY: 'true' }).trustProxy).toBe(true)
    expect(loadConfig({ ...paid, TRUST_PROXY: '2' }).trustProxy).toBe(2)
    expect(loadConfig({ ...paid, TRUST_PROXY: '10.0.0.1, 192.168.0.0/16,::1' }).trustProxy).toEqual([
      '10.0.0.1',
      '192.168.0.0/16',
      '::1',
    ])
  })

  it('refuses to start on anything else, naming the variable', () => {
    for (const value of ['proxy.example.com', '10.0.0.0/33', '10.0.0.1;10.0.0.2', '-1']) {
      expect(() => loadConfig({ TRUST_PROXY: value }), value).toThrow(/TRUST_PROXY: not an address/)
    }
  })
})

describe('simulated payments at start', () => {
  const publicSite = { PUBLIC_URL: 'https://cards.example.com' }

  it('refuses to start with them on by default when PUBLIC_URL is not a local address', () => {
    expect(() => loadConfig(publicSite)).toThrow(
      /PAYMENTS_SIMULATED: simulated payments .* would let anyone buy paid cards for nothing, and PUBLIC_URL \(https:\/\/cards\.example\.com\) is not a local address/,
    )
    expect(() => loadConfig({ PUBLIC_URL: 'http://10.1.2.3:8080' })).toThrow(/PAYMENTS_SIMULATED/)
  })

  it('refuses to start with them on by default when the server listens beyond loopback', () => {
    for (const HOST of ['0.0.0.0', '::', '192.168.1.20']) {
      expect(() => loadConfig({ HOST }), HOST).toThrow(
        new RegExp(
          `PAYMENTS_SIMULATED: .*HOST \\(${HOST.replace(/\./g, '\\.')}\\) listens beyond this machine`,
        ),
      )
    }
    expect(loadConfig({ HOST: '0.0.0.0', PAYMENTS_SIMULATED: '0' }).paymentsSimulated).toBe(false)
    expect(loadConfig({ HOST: '0.0.0.0', PAYMENTS_SIMULATED: '1' }).paymentsSimulated).toBe(true)
    for (const HOST of ['127.0.0.1', '::1', 'localhost'])
      expect(loadConfig({ HOST }).paymentsSimulated, HOST).toBe(true)
  })

  it('refuses to start with them on by default behind a trusted proxy, which means others reach it', () => {
    for (const TRUST_PROXY of ['true', '1', '10.0.0.1', 'loopback']) {
      expect(() => loadConfig({ TRUST_PROXY }), TRUST_PROXY).toThrow(
        /PAYMENTS_SIMULATED: .*TRUST_PROXY \(.*\) says a proxy forwards other people's requests/,
      )
    }
    expect(loadConfig({ TRUST_PROXY: 'true', PAYMENTS_SIMULATED: '1' }).paymentsSimulated).toBe(true)
    expect(loadConfig({ TRUST_PROXY: 'false' }).paymentsSimulated).toBe(true)
  })

  it('keeps them on for the README start command and other local addresses', () => {
    for (const PUBLIC_URL of [
      undefined,
      'http://localhost:8080',
      'http://127.0.0.5:9000',
      'http://[::1]:8080',
    ]) {
      expect(loadConfig({ PUBLIC_URL }).paymentsSimulated, PUBLIC_URL).toBe(true)
    }
  })

  it('starts on a public address when they are asked for by name, or turned off', () => {
    expect(loadConfig({ ...publicSite, PAYMENTS_SIMULATED: '1' }).paymentsSimulated).toBe(true)
    expect(loadConfig({ ...publicSite, PAYMENTS_SIMULATED: '0' }).paymentsSimulated).toBe(false)
    expect(
      loadConfig({ ...publicSite, NODE_ENV: 'production', JWT_SECRET: TEST_JWT_SECRET }).paymentsSimulated,
    ).toBe(false)
  })
})

describe('JWT_SECRET in production', () => {
  it('refuses to start without one, and with one too short', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(
      /JWT_SECRET: required when NODE_ENV=production/,
    )
    expect(() => loadConfig({ NODE_ENV: 'production', JWT_SECRET: 'short' })).toThrow(/JWT_SECRET/)
    expect(loadConfig({ NODE_ENV: 'production', JWT_SECRET: TEST_JWT_SECRET }).production).toBe(true)
  })

  it('is generated for the embedded default', () => {
    expect(loadConfig({}).jwtSecret).toBeUndefined()
  })
})

describeOnEachDialect('the API description in production on %s', (dialect) => {
  describe('NODE_ENV=production', () => {
    const { client } = useTestServer(dialect, { env: { NODE_ENV: 'production' } })

    it('does not serve /docs', async () => {
      for (const path of ['/docs', '/docs/', '/docs/json', '/docs/yaml', '/docs/static/index.html']) {
        const response = await client.get(path)
        expect(response.status, path).toBe(404)
        expect(JSON.stringify(response.body), path).not.toContain('openapi')
      }
    })
  })

  describe('NODE_ENV=production and API_DOCS=1', () => {
    const { client } = useTestServer(dialect, { env: { NODE_ENV: 'production', API_DOCS: '1' } })

    it('serves /docs', async () => {
      const docs = await client.get<{ openapi: string; paths: object }>('/docs/json')
      expect(docs.status).toBe(200)
      expect(docs.body.openapi).toMatch(/^3\./)
      expect((await client.get('/docs')).status).toBeLessThan(400)
    })
  })
})

/** A token the way the server signs them, but with the key of the attacker's choice. */
const signToken = (key: Uint8Array | string, claims: { sub: string; aud: 'user' | 'admin' }) =>
  new SignJWT({})
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(claims.sub)
    .setAudience(claims.aud)
    .setIssuer('cardcast')
    .setJti(randomBytes(12).toString('base64url'))
    .setIssuedAt()
    .setExpirationTime(Math.floor(Date.now() / 1000) + 3600)
    .sign(typeof key === 'string' ? new TextEncoder().encode(key) : key)

describeOnEachDialect('keys derived from the server secret on %s', (dialect) => {
  const { server, client, admin } = useTestServer(dialect, { admin: ADMIN })

  it('refuses user and admin tokens signed with JWT_SECRET itself (as every token before this change)', async () => {
    const viewer = await createVerifiedAccount(server)
    expect((await client.get('/auth/user/getUser', { token: viewer.token })).status).toBe(200)
    const userToken = await signToken(TEST_JWT_SECRET, { sub: viewer.userId, aud: 'user' })
    const refused = await client.get('/auth/user/getUser', { token: userToken })
    expect(refused.status).toBe(401)
    expect(refused.body.status).toBe('jwterror')

    const adminId = JSON.parse(Buffer.from(admin.token.split('.')[1] ?? '', 'base64url').toString()).sub
    expect((await client.get('/auth/admin/profile', { token: admin.token })).status).toBe(200)
    const adminToken = await signToken(TEST_JWT_SECRET, { sub: adminId, aud: 'admin' })
    expect((await client.get('/auth/admin/profile', { token: adminToken })).status).toBe(401)
  })

  it('refuses a simulated payment signed with JWT_SECRET itself, and takes the checkout’s own', async () => {
    const creator = await createCreatorAccount(server)
    const buyer = await createVerifiedAccount(server)
    const card = await createCard(client, creator, { price: 49, cardTitle: 'Keyed' })
    const order = await client.post<{ orderId: string }>(
      '/auth/user/payment-order',
      { cardId: card._id, amount: 49, currency: 'INR' },
      { token: buyer.token },
    )
    const { orderId } = order.body
    const paymentId = 'pay_forged_1'
    const forgedSignatures = [
      createHmac('sha256', TEST_JWT_SECRET).update(`${orderId}|${paymentId}`).digest('hex'),
      // The key the simulated provider used before (HMAC of the secret), now unknown to the server.
      createHmac('sha256', createHmac('sha256', TEST_JWT_SECRET).update('simulated-payments').digest('hex'))
        .update(`${orderId}|${paymentId}`)
        .digest('hex'),
    ]
    for (const signature of forgedSignatures) {
      const verify = await client.post(
        '/auth/user/payment-verify',
        { orderId, paymentId, signature },
        { token: buyer.token },
      )
      expect(verify.status).toBe(400)
    }
    const paid = await client.post<{ orderId: string; paymentId: string; signature: string }>(
      '/auth/user/payment-simulate',
      { orderId, outcome: 'success' },
      { token: buyer.token },
    )
    expect((await client.post('/auth/user/payment-verify', paid.body, { token: buyer.token })).status).toBe(
      200,
    )
  })
})
