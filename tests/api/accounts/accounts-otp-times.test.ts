import { expect, it } from 'vitest'
import { OTP_RESEND_INTERVAL_MS, OTP_TTL_MS, sendWaitMs } from '../../../server/modules/accounts/otp'
import { createVerifiedAccount, uniqueName } from '../../support/factories'
import { describeOnEachDialect, useTestServer } from '../../support/use-test-server'

// Every answer that mails a code says when that code stops working and when another
// may be asked for, so that the OTP screen promises only what the server honours.

const secondsAgo = (seconds: number) => new Date(Date.now() - seconds * 1000).toISOString()
/** `iso` lies within `toleranceMs` of `expectedMs`. */
function expectNear(iso: unknown, expectedMs: number, toleranceMs = 2_000) {
  expect(typeof iso).toBe('string')
  expect(Math.abs(Date.parse(String(iso)) - expectedMs)).toBeLessThanOrEqual(toleranceMs)
}

describeOnEachDialect('OTP expiry and resend times on %s', (dialect) => {
  const { server, client } = useTestServer(dialect)
  const app = () => server.app
  const ageLastSend = (email: string, seconds: number) =>
    app()
      .db.updateTable('otp_guards')
      .set({ last_sent_at: secondsAgo(seconds) })
      .where('email', '=', email)
      .execute()

  async function unverifiedAccount() {
    const username = uniqueName('times')
    const emailId = `${username}@example.test`
    const signup = await client.post('/auth/user/addUsers', {
      dateOfBirth: '1990-01-01',
      username,
      emailId,
      password: 'secret123',
    })
    expect(signup.status).toBe(201)
    return { emailId, password: 'secret123' }
  }

  it('login to an unverified account answers the mailed code’s expiry and the resend backoff', async () => {
    const { emailId, password } = await unverifiedAccount()
    const login = await client.post('/auth/user/login-user', { emailId, password })
    expect(login.body).toMatchObject({
      login: true,
      verify: false,
      message: 'Please verify your email with OTP',
    })
    const stored = await app().otps.find(emailId, 'verify')
    expect(login.body.otpExpiresAt).toBe(stored?.expires_at)
    expectNear(login.body.otpExpiresAt, Date.now() + OTP_TTL_MS)
    const wait = sendWaitMs(await app().otps.guard(emailId), 'resend')
    expect(wait).toBeGreaterThan(0)
    expectNear(login.body.resendAvailableAt, Date.now() + wait)
  })

  it('resend-otp answers the wait when pressed too early, and the new code’s times when sent', async () => {
    const { emailId, password } = await unverifiedAccount()
    await client.post('/auth/user/login-user', { emailId, password })
    const early = await client.post('/auth/user/resend-otp', { emailId })
    expect(early.status).toBe(429)
    expect(early.body.success).toBe(false)
    const retryAfter = Number(early.headers.get('retry-after'))
    expect(retryAfter).toBeGreaterThan(0)
    expectNear(early.body.resendAvailableAt, Date.now() + retryAfter * 1000)

    await ageLastSend(emailId, 3 * 60)
    const sent = await client.post('/auth/user/resend-otp', { emailId })
    expect(sent.status).toBe(200)
    expect(sent.body).toMatchObject({ success: true, message: 'OTP sent successfully!' })
    expect(sent.body.otpExpiresAt).toBe((await app().otps.find(emailId, 'verify'))?.expires_at)
    const wait = sendWaitMs(await app().otps.guard(emailId), 'resend')
    expectNear(sent.body.resendAvailableAt, Date.now() + wait)
    // The backoff doubles: the next wait is longer than the first step.
    expect(wait).toBeGreaterThan(OTP_RESEND_INTERVAL_MS)
  })

  it('forgot-password answers the same times for a known and an unknown address', async () => {
    const account = await createVerifiedAccount(server)
    const email = account.emailId
    await ageLastSend(email, 24 * 3600)
    const since = Date.now()
    const known = await client.post('/auth/user/forgot-password', { email })
    const unknown = await client.post('/auth/user/forgot-password', {
      email: `${uniqueName('nobody')}@example.test`,
    })
    await server.smtp.otpFor(email, since)
    for (const answer of [known, unknown]) {
      expect(answer.status).toBe(200)
      expect(answer.body).toMatchObject({ success: true, message: 'OTP sent to your email' })
      expectNear(answer.body.otpExpiresAt, Date.now() + OTP_TTL_MS, 3_000)
      expectNear(answer.body.resendAvailableAt, Date.now() + OTP_RESEND_INTERVAL_MS, 3_000)
    }
    // The promise is one the server keeps: the stored code works at least that long.
    const stored = await app().otps.find(email, 'reset')
    expect(Date.parse(stored?.expires_at ?? '')).toBeGreaterThanOrEqual(
      Date.parse(String(known.body.otpExpiresAt)),
    )
    // Asked again within the backoff: no new code, and the same expiry as the code already mailed.
    const again = await client.post('/auth/user/forgot-password', { email })
    expect(again.body.otpExpiresAt).toBe(known.body.otpExpiresAt)
    expect(Date.parse(String(again.body.resendAvailableAt))).toBeLessThanOrEqual(
      Date.parse(String(known.body.resendAvailableAt)),
    )
  })
})
