import { execFile } from 'node:child_process'
import { promisify } from 'node:util'
import { SignJWT } from 'jose'
import { expect, it } from 'vitest'
import { passwordPolicyMessages } from '../../../contract/fields'
import { deriveKeys } from '../../../server/modules/accounts/tokens'
import { createVerifiedAccount } from '../../support/factories'
import { withAlteredSignature } from '../../support/identities'
import { TEST_JWT_SECRET } from '../../support/test-server'
import { describeOnEachDialect, useTestServer } from '../../support/use-test-server'

const ADMIN_EMAIL = 'root@cardcast.test'
const ADMIN_PASSWORD = 'admin-secret-1'

// Every admin call behind the guard, with a body that would be valid, so only the token decides.
const guarded: Array<[method: string, path: string, body?: unknown]> = [
  ['POST', '/auth/admin/logout'],
  ['POST', '/auth/admin/2fa/setup', {}],
  ['GET', '/auth/admin/sessions'],
  ['DELETE', '/auth/admin/sessions/some-id'],
  ['POST', '/auth/admin/sessions/end-others', {}],
  ['POST', '/auth/admin/2fa/enable', { code: '123456' }],
  ['POST', '/auth/admin/2fa/disable', { password: ADMIN_PASSWORD, code: '123456' }],
  ['POST', '/auth/admin/2fa/recovery-codes', { password: ADMIN_PASSWORD, code: '123456' }],
  ['GET', '/auth/admin/dashboard/stats'],
  ['GET', '/auth/admin/dashboard/warnings'],
  ['GET', '/auth/admin/dashboard/activity'],
  ['GET', '/auth/admin/users'],
  [
    'POST',
    '/auth/admin/users',
    { username: 'zed', emailId: 'zed@example.test', password: 'secret123', dateOfBirth: '2000-01-01' },
  ],
  ['PUT', '/auth/admin/users/zed@example.test', { username: 'zed2' }],
  ['DELETE', '/auth/admin/users/some-id'],
  ['GET', '/auth/admin/cards'],
  ['GET', '/auth/admin/cards/usage-counts'],
  ['GET', '/auth/admin/cards/summary'],
  ['DELETE', '/auth/admin/cards/some-id'],
  ['GET', '/auth/admin/transactions'],
  ['GET', '/auth/admin/transactions/active'],
  ['GET', '/auth/admin/transactions/revenue'],
  ['DELETE', '/auth/admin/transactions/some-id'],
  ['POST', '/auth/admin/transactions/some-id/refund', { reason: 'Asked by the buyer.' }],
  ['GET', '/auth/admin/subscription-charges'],
  ['GET', '/auth/admin/invoices'],
  ['GET', '/auth/admin/invoices.csv'],
  ['GET', '/auth/admin/tds-report.csv?year=2026&quarter=1'],
  ['GET', '/auth/admin/disputes'],
  ['GET', '/auth/admin/disputes/some-id'],
  ['POST', '/auth/admin/disputes/some-id/submit', { summary: 'Evidence from an attacker.' }],
  ['POST', '/auth/admin/disputes/some-id/accept', {}],
  ['GET', '/auth/admin/grievances'],
  ['POST', '/auth/admin/grievances/some-id/answer', { answer: 'An answer from an attacker.' }],
  ['GET', '/auth/admin/auctions'],
  ['POST', '/auth/admin/subscription-charges/some-id/refund', { reason: 'Asked by the subscriber.' }],
  ['GET', '/auth/admin/orphan-payments'],
  ['GET', '/auth/admin/payouts'],
  ['POST', '/auth/admin/payouts/run', {}],
  ['POST', '/auth/admin/payouts/some-id/retry', {}],
  ['GET', '/auth/admin/profile'],
  ['PUT', '/auth/admin/profile', { name: 'Mallory' }],
  ['PUT', '/auth/admin/change-password', { currentPassword: ADMIN_PASSWORD, newPassword: 'hijacked1' }],
  ['GET', '/auth/admin/settings'],
  ['PUT', '/auth/admin/settings', { general: { siteName: 'Owned' } }],
  ['POST', '/auth/admin/settings/test-email', {}],
  ['POST', '/auth/admin/upload-favicon'],
  ['POST', '/auth/admin/upload-logo'],
  ['POST', '/auth/admin/upload-avatar'],
]

describeOnEachDialect('admin authentication on %s', (dialect) => {
  // The administrator made from ADMIN_EMAIL at start is what this file tests: no `admin` sign-in here.
  const { server, client } = useTestServer(dialect, { env: { ADMIN_EMAIL, ADMIN_PASSWORD } })

  const login = async (email = ADMIN_EMAIL, password = ADMIN_PASSWORD) => {
    const response = await client.post<{ token: string }>('/auth/admin/login', { email, password })
    expect(response.status, JSON.stringify(response.body)).toBe(200)
    return response.body.token
  }

  it('creates the ADMIN_EMAIL administrator at start and logs it in', async () => {
    const response = await client.post('/auth/admin/login', {
      email: ADMIN_EMAIL.toUpperCase(),
      password: ADMIN_PASSWORD,
    })
    expect(response.status).toBe(200)
    expect(response.body).toMatchObject({
      success: true,
      role: 'admin',
      token: expect.any(String),
      expiresIn: expect.any(Number),
      admin: { email: ADMIN_EMAIL, role: 'admin', lastLogin: expect.any(String) },
    })
    expect(JSON.stringify(response.body)).not.toMatch(/password|hash/i)
  })

  it('refuses a wrong password or an unknown email with 401 and an error', async () => {
    for (const body of [
      { email: ADMIN_EMAIL, password: 'wrong-password' },
      { email: 'nobody@cardcast.test', password: ADMIN_PASSWORD },
    ]) {
      const response = await client.post('/auth/admin/login', body)
      expect(response.status).toBe(401)
      expect(response.body).toMatchObject({ status: 'error', error: 'Invalid email or password.' })
      expect(response.body.token).toBeUndefined()
    }
  })

  it('lists exactly the guarded admin routes that the server has', async () => {
    const docs = await client.get<{ paths: Record<string, Record<string, unknown>> }>('/docs/json')
    expect(docs.status).toBe(200)
    const open = ['/auth/admin/login', '/auth/admin/forgot-password', '/auth/admin/reset-password']
    const served = Object.entries(docs.body.paths)
      .filter(([path]) => path.startsWith('/auth/admin/') && !open.includes(path))
      .flatMap(([path, methods]) => Object.keys(methods).map((m) => `${m.toUpperCase()} ${path}`))
      .sort()
    const listed = guarded
      .map(
        ([method, path]) =>
          `${method} ${path.replace(/\?.*$/, '').replace(/\/(some-id|zed@example\.test)(?=\/|$)/g, '/{x}')}`,
      )
      .sort()
    expect(served.map((route) => route.replace(/\{[^}]+\}/g, '{x}'))).toEqual(listed)
  })

  it('refuses every guarded route without a token, with a user token, a tampered, expired or logged-out token', async () => {
    const user = await createVerifiedAccount(server)
    const adminToken = await login()
    const [head, payload, signature] = adminToken.split('.') as [string, string, string]
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString())
    const forged = Buffer.from(JSON.stringify({ ...claims, sub: 'someone-else' })).toString('base64url')
    // Signed with the server's real token key, so that only the expiry is wrong.
    const key = deriveKeys(TEST_JWT_SECRET).tokenSigning
    const expired = await new SignJWT({})
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(claims.sub)
      .setAudience('admin')
      .setIssuer('cardcast')
      .setJti('expired-one')
      .setExpirationTime(Math.floor(Date.now() / 1000) - 10)
      .sign(key)
    const loggedOut = await login()
    expect((await client.post('/auth/admin/logout', undefined, { token: loggedOut })).status).toBe(200)

    const badTokens: Array<[string, string | undefined]> = [
      ['no token', undefined],
      ['user token', user.token],
      ['tampered payload', `${head}.${forged}.${signature}`],
      ['tampered signature', withAlteredSignature(adminToken)],
      ['expired', expired],
      ['logged out', loggedOut],
    ]
    for (const [method, path, body] of guarded) {
      for (const [label, token] of badTokens) {
        const response = await client.call(method, path, { token, body })
        expect(response.status, `${method} ${path} with ${label}`).toBe(401)
        expect(response.body, `${method} ${path} with ${label}`).toMatchObject({
          status: 'error',
          error: expect.any(String),
        })
      }
    }
    // Nothing above changed anything: the real token still works and the password is unchanged.
    expect((await client.get('/auth/admin/profile', { token: adminToken })).body).toMatchObject({
      email: ADMIN_EMAIL,
    })
    await login()
  })

  it('keeps admin tokens out of user routes', async () => {
    const token = await login()
    const response = await client.get('/auth/user/getUser', { token })
    expect(response.status).toBe(401)
  })

  it('ends the token at logout, and only that token', async () => {
    const first = await login()
    const second = await login()
    const out = await client.post('/auth/admin/logout', undefined, { token: first })
    expect(out.body).toMatchObject({ success: true, message: 'Logged out successfully' })
    expect((await client.get('/auth/admin/dashboard/stats', { token: first })).status).toBe(401)
    expect((await client.post('/auth/admin/logout', undefined, { token: first })).status).toBe(401)
    expect((await client.get('/auth/admin/dashboard/stats', { token: second })).status).toBe(200)
  })

  it('resets a forgotten password by a mailed link that works once, and ends older sessions', async () => {
    const email = 'reset-me@cardcast.test'
    await createAdminWithCli(email, 'first-pass-1')
    const before = await login(email, 'first-pass-1')
    await new Promise((resolve) => setTimeout(resolve, 1100)) // sessions are ended by the second

    const since = Date.now()
    const forgot = await client.post('/auth/admin/forgot-password', { email })
    expect(forgot.body).toMatchObject({
      success: true,
      message: 'Password reset instructions sent to your email!',
    })
    const token = await resetTokenFrom(email, since)

    const reset = await client.post('/auth/admin/reset-password', { token, newPassword: 'second-pass-2' })
    expect(reset.status).toBe(200)
    expect(reset.body.success).toBe(true)
    const again = await client.post('/auth/admin/reset-password', { token, newPassword: 'third-pass-3' })
    expect(again.status).toBe(400)
    expect(again.body).toMatchObject({ status: 'error', error: expect.any(String) })

    expect((await client.post('/auth/admin/login', { email, password: 'first-pass-1' })).status).toBe(401)
    await login(email, 'second-pass-2')
    expect((await client.get('/auth/admin/profile', { token: before })).status).toBe(401)
  })

  it('refuses a reset link after an hour, and a made-up one', async () => {
    const email = 'late@cardcast.test'
    await createAdminWithCli(email, 'first-pass-1')
    const since = Date.now()
    await client.post('/auth/admin/forgot-password', { email })
    const token = await resetTokenFrom(email, since)
    const hourAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString()
    await server.app.db
      .updateTable('admin_password_resets')
      .set({ created_at: hourAgo(61), expires_at: hourAgo(1) })
      .execute()
    const late = await client.post('/auth/admin/reset-password', { token, newPassword: 'second-pass-2' })
    expect(late.status).toBe(400)
    const madeUp = await client.post('/auth/admin/reset-password', {
      token: 'x'.repeat(43),
      newPassword: 'abcdef1',
    })
    expect(madeUp.status).toBe(400)
    await login(email, 'first-pass-1')
  })

  it('answers forgot-password alike for unknown addresses and mails nobody', async () => {
    const ghost = 'ghost-admin@cardcast.test'
    const known = await client.post('/auth/admin/forgot-password', { email: ADMIN_EMAIL })
    const unknown = await client.post('/auth/admin/forgot-password', { email: ghost })
    expect(unknown.status).toBe(known.status)
    expect(unknown.body).toEqual(known.body)
    await server.smtp.waitForMail(ADMIN_EMAIL, { subject: /reset/i })
    expect(server.smtp.countTo(ghost)).toBe(0)
  })

  it('admin:create creates an administrator once and says so', async () => {
    const email = 'cli-admin@cardcast.test'
    expect(await createAdminWithCli(email, 'cli-pass-word-1')).toMatch(
      /Created administrator cli-admin@cardcast.test/,
    )
    expect(await createAdminWithCli(email, 'other-pass-2')).toMatch(/already exists/)
    await login(email, 'cli-pass-word-1')
    await expect(createAdminWithCli('not-an-email', 'cli-pass-word-1')).rejects.toThrow(/valid email/)
  }, 120_000) // three CLI processes, each compiling TypeScript at start

  it('answers bad login, forgot and reset bodies with a 4xx and a message', async () => {
    const cases: Array<[string, unknown]> = [
      ['/auth/admin/login', {}],
      ['/auth/admin/login', { email: 'a@b.co' }],
      ['/auth/admin/login', { email: ['a@b.co'], password: 'x' }],
      ['/auth/admin/login', []],
      ['/auth/admin/forgot-password', { email: 'nope' }],
      ['/auth/admin/forgot-password', null],
      ['/auth/admin/reset-password', { token: 'abc' }],
      ['/auth/admin/reset-password', { token: 'abc', newPassword: '123' }],
      ['/auth/admin/reset-password', { token: 42, newPassword: 'secret123' }],
      ['/auth/admin/reset-password', { token: 'x'.repeat(100_000), newPassword: 'secret123' }],
    ]
    for (const [path, body] of cases) {
      const response = await client.post(path, body)
      expect(response.status, `${path} ${JSON.stringify(body).slice(0, 80)}`).toBeGreaterThanOrEqual(400)
      expect(response.status).toBeLessThan(500)
      expect(response.body.error).toEqual(expect.any(String))
    }
    const malformed = await client.call('POST', '/auth/admin/login', { rawBody: '{"email": ' })
    expect(malformed.status).toBe(400)
  })

  /** The reset link's token from the newest reset mail to `email`. */
  async function resetTokenFrom(email: string, since: number): Promise<string> {
    const mail = await server.smtp.waitForMail(email, { since, subject: /reset/i })
    const match = /\/admin\/reset-password\?token=([A-Za-z0-9_-]+)/.exec(mail.text)
    expect(mail.text).toContain(`${server.url}/admin/reset-password?token=`)
    if (!match?.[1]) throw new Error('no reset link in the mail')
    return match[1]
  }

  /** Runs `npm run admin:create` (the compiled CLI) against this server's database. */
  async function createAdminWithCli(email: string, password: string): Promise<string> {
    const { config } = server.app
    const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: config.dataDir, LOG_LEVEL: 'silent' }
    delete env.DATABASE_URL
    if (config.databaseUrl) {
      const options = encodeURIComponent(`-c search_path=${config.databaseSchema}`)
      env.DATABASE_URL = `${config.databaseUrl}${config.databaseUrl.includes('?') ? '&' : '?'}options=${options}`
    }
    try {
      const { stdout } = await promisify(execFile)(
        process.execPath,
        ['dist-node/cli/create-admin.js', '--email', email, '--password', password],
        { env },
      )
      return stdout
    } catch (error) {
      throw new Error(String((error as { stderr?: string }).stderr ?? error))
    }
  }
})

describeOnEachDialect('admin password rules on %s', (dialect) => {
  const email = 'locked-admin@cardcast.test'
  const password = 'admin-secret-1'
  const { client, admin } = useTestServer(dialect, { admin: { email, password } })
  const login = (_from: string, guess: string) =>
    client.post<{ error?: string; token?: string }>('/auth/admin/login', { email, password: guess })

  it("refuses a guessable admin password, one with the site's name, and one with the admin's address", async () => {
    const change = (newPassword: string) =>
      client.put<{ error?: string }>(
        '/auth/admin/change-password',
        { currentPassword: password, newPassword },
        { token: admin.token },
      )
    for (const [guess, message] of [
      ['password1234', passwordPolicyMessages.adminTooWeak],
      ['Cardcast-admin-2026', passwordPolicyMessages.holdsSiteName],
      ['locked-admin-rivers-77', passwordPolicyMessages.holdsAddress],
    ] as const) {
      const refused = await change(guess)
      expect(refused.status, guess).toBe(400)
      expect(refused.body.error, guess).toBe(message)
    }
    // The password is still the one it was.
    expect((await login('192.0.2.9', password)).status).toBe(200)
  })
})
