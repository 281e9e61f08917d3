import { describe, expect, it } from 'vitest'
import { createVerifiedAccount, uniqueName } from '../../support/factories'
import type { Client } from '../../support/http'
import type { TestServer } from '../../support/test-server'
import { describeOnEachDialect, useTestServer } from '../../support/use-test-server'

// Security review, item 2: wrong codes are counted per address across codes (a new code no longer
// buys new guesses), a lockout that doubles and mails the owner; every path that sends a code is
// throttled, with a backoff (30 s, 60 s, 120 s…); /verify answers alike for every failure.
// Item 4 (second half): per-account limits on login, OTP and reset that no client address escapes.

const LOCKED =
  'Too many wrong OTPs for this account. OTP checks are paused for a while; please try again later.'

const secondsAgo = (seconds: number) => new Date(Date.now() - seconds * 1000).toISOString()
const wrongCode = (right: string) => (right === '000000' ? '111111' : '000000')

/** The code of the newest mail to `to` with `subject`, received at or after `since`. */
async function codeFrom(server: TestServer, to: string, since: number, subject: RegExp) {
  await server.smtp.waitForMail(to, { since, subject })
  const mail = server.smtp.mails
    .filter((m) => m.to.includes(to) && m.receivedAt >= since && subject.test(m.subject))
    .at(-1)
  const code = /\b(\d{6})\b/.exec(
    mail?.text
      .split(/\r?\n\r?\n/)
      .slice(1)
      .join('\n') ?? '',
  )?.[1]
  if (!code) throw new Error(`no code in the mail to ${to}`)
  return code
}

/** Signs up without verifying: the address, its password and its first code. */
async function signUp(server: TestServer, client: Client) {
  const username = uniqueName('otp')
  const emailId = `${username}@example.test`
  const since = Date.now()
  const signup = await client.post('/auth/user/addUsers', {
    dateOfBirth: '1990-01-01',
    username,
    emailId,
    password: 'secret123',
  })
  expect(signup.status).toBe(201)
  return { emailId, password: 'secret123', otp: await server.smtp.otpFor(emailId, since) }
}

describeOnEachDialect('OTP guessing and resends on %s', (dialect) => {
  // RATE_LIMIT is off here (the test default): the lockout and the backoff hold regardless.
  const { server, client } = useTestServer(dialect)
  const guard = (email: string) => server.app.otps.guard(email)
  const ageLastSend = (email: string, seconds: number) =>
    server.app.db
      .updateTable('otp_guards')
      .set({ last_sent_at: secondsAgo(seconds) })
      .where('email', '=', email)
      .execute()

  it('counts wrong codes across new codes, locks the address, and mails its owner', async () => {
    const { emailId, password, otp: first } = await signUp(server, client)
    for (let i = 0; i < 3; i++) {
      const wrong = await client.post('/auth/user/verify', { emailId, otp: wrongCode(first) })
      expect(wrong.status).toBe(400)
      expect(wrong.body.message).toBe('Invalid OTP')
    }
    // The attack of the review: a new code (here a resend past the backoff) used to reset the count.
    await ageLastSend(emailId, 40)
    const since = Date.now()
    expect((await client.post('/auth/user/resend-otp', { emailId })).status).toBe(200)
    const login = await client.post('/auth/user/login-user', { emailId, password })
    expect(login.body).toMatchObject({ login: true, verify: false })
    const second = await server.smtp.otpFor(emailId, since)
    for (let i = 0; i < 2; i++) {
      expect((await client.post('/auth/user/verify', { emailId, otp: wrongCode(second) })).status).toBe(400)
    }
    // Five wrong codes in all: even the right one is refused now.
    const right = await client.post('/auth/user/verify', { emailId, otp: second })
    expect(right.status).toBe(429)
    expect(right.body.message).toBe(LOCKED)
    expect(Number(right.headers.get('retry-after'))).toBeGreaterThan(14 * 60)
    expect(right.body.token).toBeUndefined()
    const lockMail = await server.smtp.waitForMail(emailId, { since, subject: /too many wrong codes/i })
    expect(lockMail.text).toMatch(/cannot be checked until/)
    expect((await server.app.users.byEmail(emailId))?.is_verified).toBe(0)

    // No new code while locked (it could not be checked anyway), by any path.
    const mails = server.smtp.countTo(emailId)
    await ageLastSend(emailId, 3600)
    const resend = await client.post('/auth/user/resend-otp', { emailId })
    expect(resend.status).toBe(429)
    expect(resend.body.success).toBe(false)
    await client.post('/auth/user/login-user', { emailId, password })
    expect(server.smtp.countTo(emailId)).toBe(mails)

    // When the pause is over, the owner gets in with a new code.
    await server.app.db
      .updateTable('otp_guards')
      .set({ locked_until: secondsAgo(1) })
      .where('email', '=', emailId)
      .execute()
    const after = Date.now()
    expect((await client.post('/auth/user/resend-otp', { emailId })).status).toBe(200)
    const third = await server.smtp.otpFor(emailId, after)
    const ok = await client.post('/auth/user/verify', { emailId, otp: third })
    expect(ok.status).toBe(200)
    expect(ok.body).toMatchObject({ verify: true })
    // …which clears the count.
    expect(await guard(emailId)).toBeUndefined()
  }, 120_000)

  it('doubles each further lockout, on reset codes as on sign-up codes', async () => {
    const account = await createVerifiedAccount(server)
    const email = account.emailId
    const lockAfterFiveWrong = async () => {
      await ageLastSend(email, 3600)
      const since = Date.now()
      await client.post('/auth/user/forgot-password', { email })
      const otp = await codeFrom(server, email, since, /password reset code/)
      for (let i = 0; i < 5; i++) {
        const wrong = await client.post('/auth/user/verify-otp', { email, otp: wrongCode(otp) })
        expect(wrong.status).toBe(400)
      }
      await server.smtp.waitForMail(email, { since, subject: /too many wrong codes/i })
      const locked = await client.post('/auth/user/verify-otp', { email, otp })
      // The address is paused (and the code itself spent after five tries).
      expect(locked.status).toBe(429)
      expect(locked.body.message).toBe(LOCKED)
      const row = await guard(email)
      return Date.parse(row?.locked_until ?? '') - Date.now()
    }
    const firstLock = await lockAfterFiveWrong()
    expect(firstLock).toBeGreaterThan(14 * 60_000)
    expect(firstLock).toBeLessThanOrEqual(15 * 60_000)
    await server.app.db
      .updateTable('otp_guards')
      .set({ locked_until: secondsAgo(1) })
      .where('email', '=', email)
      .execute()
    const secondLock = await lockAfterFiveWrong()
    expect(secondLock).toBeGreaterThan(29 * 60_000)
    expect(secondLock).toBeLessThanOrEqual(30 * 60_000)
    // A locked reset never hands out a grant, even for the right code.
    const since = Date.now()
    await ageLastSend(email, 3600)
    await client.post('/auth/user/forgot-password', { email })
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect(server.smtp.mails.some((m) => m.to.includes(email) && m.receivedAt >= since)).toBe(false)
  }, 120_000)

  it('backs resends off: 30 s, then 60 s, then 120 s', async () => {
    const { emailId } = await signUp(server, client)
    const resend = () => client.post('/auth/user/resend-otp', { emailId })
    const first = await resend()
    expect(first.status).toBe(429)
    expect(first.body.message).toBe('Please wait before requesting another OTP. (30 s)')
    await ageLastSend(emailId, 31)
    expect((await resend()).status).toBe(200)
    const second = await resend()
    expect(second.status).toBe(429)
    expect(second.body.message).toMatch(/\((59|60) s\)$/)
    await ageLastSend(emailId, 40)
    expect((await resend()).status).toBe(429)
    await ageLastSend(emailId, 61)
    expect((await resend()).status).toBe(200)
    expect((await resend()).body.message).toMatch(/\((119|120) s\)$/)
    // A day without codes starts over.
    await ageLastSend(emailId, 24 * 3600)
    expect((await resend()).status).toBe(200)
    expect((await resend()).body.message).toMatch(/\((29|30) s\)$/)
  })

  it('throttles the codes a login to an unverified account mails', async () => {
    const { emailId, password } = await signUp(server, client)
    const login = () => client.post('/auth/user/login-user', { emailId, password })
    const before = server.smtp.countTo(emailId)
    // While the sign-up code works, a login asks for it and mails none.
    expect((await login()).body).toMatchObject({ login: true, verify: false })
    expect(server.smtp.countTo(emailId)).toBe(before)
    // Once it has expired, a login mails a fresh code at once…
    await server.app.db
      .updateTable('otps')
      .set({ expires_at: secondsAgo(1) })
      .where('email', '=', emailId)
      .execute()
    const since = Date.now()
    expect((await login()).body).toMatchObject({ login: true, verify: false })
    await server.smtp.otpFor(emailId, since)
    // …but logging in again and again mails nothing more.
    for (let i = 0; i < 5; i++) expect((await login()).body).toMatchObject({ login: true, verify: false })
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect(server.smtp.countTo(emailId)).toBe(before + 1)
    // The resend button waits for the next step of the backoff as well.
    expect((await client.post('/auth/user/resend-otp', { emailId })).status).toBe(429)
  })

  it('throttles forgot-password codes too, with the same answer for every address', async () => {
    const account = await createVerifiedAccount(server)
    const email = account.emailId
    const since = Date.now()
    const first = await client.post('/auth/user/forgot-password', { email })
    await server.smtp.otpFor(email, since)
    const count = server.smtp.countTo(email)
    const again = await client.post('/auth/user/forgot-password', { email })
    const unknown = await client.post('/auth/user/forgot-password', {
      email: `${uniqueName('nobody')}@example.test`,
    })
    expect(again.status).toBe(first.status)
    // The answers differ only in their times, which are alike too, to the second.
    const { otpExpiresAt, resendAvailableAt, ...rest } = first.body
    for (const other of [again.body, unknown.body]) {
      expect({ ...other, otpExpiresAt: undefined, resendAvailableAt: undefined }).toEqual({
        ...rest,
        otpExpiresAt: undefined,
        resendAvailableAt: undefined,
      })
      expect(
        Math.abs(Date.parse(String(other.otpExpiresAt)) - Date.parse(String(otpExpiresAt))),
      ).toBeLessThan(2_000)
      expect(
        Math.abs(Date.parse(String(other.resendAvailableAt)) - Date.parse(String(resendAvailableAt))),
      ).toBeLessThan(2_000)
    }
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect(server.smtp.countTo(email)).toBe(count)
  })

  it('answers /verify alike for an unknown address, a verified account and a wrong code', async () => {
    const verified = await createVerifiedAccount(server)
    const { emailId: pending, otp } = await signUp(server, client)
    const answers = await Promise.all(
      [
        { emailId: `${uniqueName('ghost')}@example.test`, otp: '123456' },
        { emailId: verified.emailId, otp: '123456' },
        { emailId: pending, otp: wrongCode(otp) },
      ].map((body) => client.post('/auth/user/verify', body)),
    )
    for (const answer of answers) {
      expect(answer.status).toBe(400)
      expect(answer.body).toEqual({
        verify: false,
        success: false,
        message: 'Invalid OTP',
        error: 'Invalid OTP',
        triesLeft: 4,
      })
    }
  })

  it('counts the tries left down to a pause, alike with a code and with none to check', async () => {
    const { emailId: pending, otp } = await signUp(server, client)
    const ghost = `${uniqueName('ghost')}@example.test`
    for (const [emailId, code] of [
      [pending, wrongCode(otp)],
      [ghost, '123456'],
    ] as const) {
      const left: unknown[] = []
      for (let i = 0; i < 5; i++) {
        const wrong = await client.post('/auth/user/verify', { emailId, otp: code })
        expect(wrong.status).toBe(400)
        left.push(wrong.body.triesLeft)
      }
      expect(left).toEqual([4, 3, 2, 1, 0])
      const paused = await client.post('/auth/user/verify', { emailId, otp: code })
      expect(paused.status).toBe(429)
      expect(paused.body.message).toBe(LOCKED)
      expect(Number(paused.headers.get('retry-after'))).toBeGreaterThan(14 * 60)
    }
    // Only the owner of a code hears of the pause: the address without one gets no mail.
    expect(server.smtp.countTo(ghost)).toBe(0)
  })

  it("never lets a stranger's guesses with no code pause the owner's own code", async () => {
    const account = await createVerifiedAccount(server)
    const email = account.emailId
    // A verified account holds no sign-up code: these guesses have nothing to check.
    for (let i = 0; i < 5; i++) {
      expect((await client.post('/auth/user/verify', { emailId: email, otp: '123456' })).status).toBe(400)
    }
    expect((await client.post('/auth/user/verify', { emailId: email, otp: '123456' })).status).toBe(429)
    // The owner asks for a reset code: it is mailed and checked as usual.
    const since = Date.now()
    expect((await client.post('/auth/user/forgot-password', { email })).status).toBe(200)
    const code = await server.smtp.otpFor(email, since)
    const wrong = await client.post('/auth/user/verify-otp', { email, otp: wrongCode(code) })
    expect(wrong.status).toBe(400)
    expect(wrong.body).toMatchObject({ success: false, message: 'Invalid OTP', triesLeft: 4 })
    const right = await client.post('/auth/user/verify-otp', { email, otp: code })
    expect(right.status).toBe(200)
    expect(right.body).toMatchObject({ success: true, verify: true })
  })
})

describeOnEachDialect('per-account limits on %s', (dialect) => {
  // Every request claims another client address (believed: TRUST_PROXY), so the per-address
  // limits never bite: what stops these is the count per account.
  const { server, client } = useTestServer(dialect, {
    env: { RATE_LIMIT: '1', TRUST_PROXY: 'true', PAYMENTS_SIMULATED: '1' },
  })
  let address = 0
  const fromNewAddress = () => ({ headers: { 'x-forwarded-for': `198.51.100.${(address++ % 250) + 1}` } })

  it('stops password guessing on one account from any number of addresses', async () => {
    const account = await createVerifiedAccount(server)
    const tryPassword = (emailId: string, password: string) =>
      client.post('/auth/user/login-user', { emailId, password }, fromNewAddress())
    for (let i = 0; i < 30; i++) expect((await tryPassword(account.emailId, `guess-${i}`)).status).toBe(401)
    // Spelled otherwise, the address is the same account.
    const blocked = await tryPassword(account.emailId.toUpperCase(), account.password)
    expect(blocked.status).toBe(429)
    expect(blocked.body.error).toBe('Too many sign-in attempts for this account. Please try again later.')
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0)
    // Another account is not held back.
    const other = await createVerifiedAccount(server)
    expect((await tryPassword(other.emailId, other.password)).status).toBe(200)
  }, 180_000)

  it('limits OTP checks per account (sign-up and reset codes together)', async () => {
    const account = await createVerifiedAccount(server)
    const email = account.emailId
    for (let i = 0; i < 5; i++) {
      await client.post('/auth/user/verify', { emailId: email, otp: '123456' }, fromNewAddress())
      await client.post('/auth/user/verify-otp', { email, otp: '123456' }, fromNewAddress())
    }
    const blocked = await client.post('/auth/user/verify-otp', { email, otp: '123456' }, fromNewAddress())
    expect(blocked.status).toBe(429)
    expect(blocked.body.error).toBe('Too many OTP attempts for this account. Please try again later.')
  })

  it('limits code requests per address, known or not, alike', async () => {
    const known = (await createVerifiedAccount(server)).emailId
    const unknown = `${uniqueName('ghost')}@example.test`
    for (const email of [known, unknown]) {
      for (let i = 0; i < 10; i++) {
        expect((await client.post('/auth/user/forgot-password', { email }, fromNewAddress())).status).toBe(
          200,
        )
      }
      const blocked = await client.post('/auth/user/forgot-password', { email }, fromNewAddress())
      expect(blocked.status).toBe(429)
      expect(blocked.body.error).toBe('Too many OTP requests for this address. Please try again later.')
    }
  })

  it('limits reset-password calls per account', async () => {
    const { emailId } = await createVerifiedAccount(server)
    for (let i = 0; i < 5; i++) {
      const refused = await client.post(
        '/auth/user/reset-password',
        { email: emailId, password: 'whatever1' },
        { headers: { ...fromNewAddress().headers, cookie: `cardcast_reset_grant=guess-${i}` } },
      )
      expect(refused.status).toBe(400)
    }
    const blocked = await client.post(
      '/auth/user/reset-password',
      { email: emailId, password: 'whatever1' },
      fromNewAddress(),
    )
    expect(blocked.status).toBe(429)
    expect(blocked.body.error).toBe(
      'Too many password reset attempts for this account. Please try again later.',
    )
  })
})

describe('per-account limits follow RATE_LIMIT', () => {
  const { server, client } = useTestServer('sqlite')

  it('counts nothing with RATE_LIMIT=0 (the lockout and the backoff hold regardless)', async () => {
    const account = await createVerifiedAccount(server)
    // Far past the limit, were it counted: it is not consulted.
    await server.app.db
      .insertInto('account_limits')
      .values({ key: `login:${account.emailId}`, window_started_at: new Date().toISOString(), hits: 1000 })
      .execute()
    const login = await client.post('/auth/user/login-user', {
      emailId: account.emailId,
      password: account.password,
    })
    expect(login.status).toBe(200)
    expect(await server.app.db.selectFrom('account_limits').select('hits').executeTakeFirst()).toEqual({
      hits: 1000,
    })
  })
})
