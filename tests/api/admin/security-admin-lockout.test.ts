import { expect, it } from 'vitest'
import type { JsonResponse } from '../../support/http'
import { forgetLastCode, newSignedInAdmin, totpCode } from '../../support/two-factor'
import { describeOnEachDialect, useTestServer } from '../../support/use-test-server'

// The attack: five wrong passwords from anywhere locked an administrator out even with the right
// password, a mailed reset did not lift it, and only real admin addresses ever locked (so the lock
// told which addresses are administrators'). Now the guessing client is stopped (per address and
// subnet), the account backs off only against many clients, known and unknown addresses answer
// alike, and the right password with a two-factor code, or a completed reset, always gets in.
// The rules (server/modules/admin/admin-login-guard.ts): a client address locks after 5 wrong logins,
// a /24 after 20, an account after 10.

const CLIENT_LOCK_AFTER = 5
const ACCOUNT_LOCK_AFTER = 10
const CLIENT_LOCKED = /^Too many wrong logins from your network: logins from it are paused until /
const ACCOUNT_LOCKED = /^Too many wrong passwords for this account: it is locked until /

interface LoginAnswer {
  token?: string
  error?: string
  twoFactorRequired?: boolean
}

/** A body with its minute of unlocking left out, so two lock answers can be compared whole. */
const withoutTime = (answer: JsonResponse<LoginAnswer>) => ({
  status: answer.status,
  body: { ...answer.body, error: answer.body.error?.replace(/\d{4}-\d\d-\d\d \d\d:\d\d/, 'T') },
})

describeOnEachDialect('admin login lockout on %s', (dialect) => {
  const email = 'locked-admin@cardcast.test'
  const password = 'admin-secret-1'
  // Behind a trusted proxy, so that the guesses can come from many client addresses.
  const { server, client } = useTestServer(dialect, {
    admin: { email, password },
    env: { TRUST_PROXY: '127.0.0.1', PAYMENTS_SIMULATED: '1' },
  })
  const login = (from: string, body: { email: string; password: string; code?: string }) =>
    client.post<LoginAnswer>('/auth/admin/login', body, { headers: { 'x-forwarded-for': from } })

  it('stops the guessing client, not the account: the right password from elsewhere signs in', async () => {
    for (let i = 0; i < CLIENT_LOCK_AFTER; i++) {
      const wrong = await login('203.0.113.1', { email, password: `guess-${i}` })
      expect(wrong.status).toBe(401)
    }
    const attacker = await login('203.0.113.1', { email, password })
    expect(attacker.status).toBe(429)
    expect(attacker.body.error).toMatch(CLIENT_LOCKED)
    expect(attacker.body.token).toBeUndefined()
    expect(Number(attacker.headers.get('retry-after'))).toBeGreaterThan(14 * 60)
    // Any address, known or not, gets the same from that client.
    const ghost = await login('203.0.113.1', { email: 'nobody-here@cardcast.test', password })
    expect(withoutTime(ghost)).toEqual(withoutTime(attacker))

    expect((await login('192.0.2.9', { email, password })).status).toBe(200)
  })

  it('locks a subnet that spreads its guesses over its addresses', async () => {
    for (let i = 0; i < 20; i++) {
      const wrong = await login(`198.18.7.${i + 1}`, { email: `spread-${i}@cardcast.test`, password: 'x' })
      expect(wrong.status, String(i)).toBe(401)
    }
    const next = await login('198.18.7.200', { email: 'spread-x@cardcast.test', password: 'x' })
    expect(next.status).toBe(429)
    expect(next.body.error).toMatch(CLIENT_LOCKED)
  })

  it('backs an account off against many clients, alike for a known and an unknown address', async () => {
    const ghost = 'no-such-admin@cardcast.test'
    const since = Date.now()
    const answers: Array<ReturnType<typeof withoutTime>> = []
    for (const target of [email, ghost]) {
      for (let i = 0; i < ACCOUNT_LOCK_AFTER; i++) {
        const wrong = await login(`10.${target === email ? 1 : 2}.${i}.9`, {
          email: target,
          password: 'nope',
        })
        expect(wrong.status).toBe(401)
      }
      answers.push(withoutTime(await login('10.9.9.9', { email: target, password })))
    }
    expect(answers[0]?.status).toBe(429)
    expect(answers[0]?.body.error).toMatch(ACCOUNT_LOCKED)
    expect(answers[1]).toEqual(answers[0])
    // Only a real administrator is told.
    await server.smtp.waitForMail(email, { since, subject: /your account is locked/ })
    expect(server.smtp.countTo(ghost)).toBe(0)

    // A completed reset lifts the lock: the new password signs in from the client that reset it.
    const from = Date.now()
    expect((await client.post('/auth/admin/forgot-password', { email })).status).toBe(200)
    const mail = await server.smtp.waitForMail(email, { since: from, subject: /Reset your Cardcast admin/ })
    const token = /reset-password\?token=([A-Za-z0-9_-]+)/.exec(mail.text)?.[1] ?? ''
    const reset = await client.post(
      '/auth/admin/reset-password',
      { token, newPassword: 'lifted-by-reset-7' },
      { headers: { 'x-forwarded-for': '10.9.9.9' } },
    )
    expect(reset.status).toBe(200)
    expect((await login('10.9.9.9', { email, password: 'lifted-by-reset-7' })).status).toBe(200)
  })

  it('lets the right password with a two-factor code through a lock of the account or the client', async () => {
    const admin = await newSignedInAdmin(server, client)
    const setup = await client.post<{ secret: string }>('/auth/admin/2fa/setup', {}, { token: admin.token })
    const { secret } = setup.body
    const on = await client.post(
      '/auth/admin/2fa/enable',
      { code: await totpCode(secret) },
      { token: admin.token },
    )
    expect(on.status).toBe(200)
    await forgetLastCode(server, admin.email)

    // The account backs off after wrong passwords from many clients, and the attacker's client locks.
    for (let i = 0; i < ACCOUNT_LOCK_AFTER; i++) {
      const from = i < CLIENT_LOCK_AFTER ? '172.16.5.5' : `172.17.${i}.5`
      expect((await login(from, { email: admin.email, password: 'nope' })).status).toBe(401)
    }
    // The password alone is refused (asking for the code, as for any address), with a code it is in.
    const alone = await login('172.20.0.1', { email: admin.email, password: admin.password })
    expect(alone.status).toBe(429)
    expect(alone.body).toMatchObject({ twoFactorRequired: true })
    expect(alone.body.error).toMatch(ACCOUNT_LOCKED)
    const withCode = await login('172.20.0.1', {
      email: admin.email,
      password: admin.password,
      code: await totpCode(secret),
    })
    expect(withCode.status, JSON.stringify(withCode.body)).toBe(200)

    // From the locked client too.
    await forgetLastCode(server, admin.email)
    const lockedClient = await login('172.16.5.5', { email: admin.email, password: admin.password })
    expect(lockedClient.status).toBe(429)
    expect(lockedClient.body.error).toMatch(CLIENT_LOCKED)
    // A wrong password with a code is refused there as before: the lock answer, nothing more.
    const wrongWithCode = await login('172.16.5.5', {
      email: admin.email,
      password: 'nope',
      code: await totpCode(secret),
    })
    expect(wrongWithCode.status).toBe(429)
    expect(wrongWithCode.body.error).toMatch(CLIENT_LOCKED)
    // A locked client that has the password cannot guess codes unhindered: they lock the codes.
    const other = await newSignedInAdmin(server, client)
    const otherSetup = await client.post<{ secret: string }>(
      '/auth/admin/2fa/setup',
      {},
      { token: other.token },
    )
    const otherOn = await client.post(
      '/auth/admin/2fa/enable',
      { code: await totpCode(otherSetup.body.secret) },
      { token: other.token },
    )
    expect(otherOn.status).toBe(200)
    const wrongCode = String((Number(await totpCode(otherSetup.body.secret)) + 500_000) % 1_000_000).padStart(
      6,
      '0',
    )
    for (let i = 0; i < 5; i++) {
      const guess = await login('172.16.5.5', {
        email: other.email,
        password: other.password,
        code: wrongCode,
      })
      expect(guess.status).toBe(429)
    }
    await forgetLastCode(server, other.email)
    const codesLocked = await login('172.21.0.1', {
      email: other.email,
      password: other.password,
      code: await totpCode(otherSetup.body.secret),
    })
    expect(codesLocked.status).toBe(429)
    expect(codesLocked.body.error).toMatch(ACCOUNT_LOCKED)

    const through = await login('172.16.5.5', {
      email: admin.email,
      password: admin.password,
      code: await totpCode(secret),
    })
    expect(through.status, JSON.stringify(through.body)).toBe(200)
  })
})
