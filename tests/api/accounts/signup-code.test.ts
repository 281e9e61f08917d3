import { createHash } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import {
  MAIL_MAX_PER_RECIPIENT_PER_HOUR,
  MAIL_SIGNUP_FREE_PER_ADDRESS_PER_HOUR,
  MAIL_SIGNUP_PER_DEVICE_PER_HOUR,
  SIGNUP_WORK_BASE_BITS,
} from '../../../contract/constants'
import { limitMessages } from '../../../contract/messages'
import type { WorkChallenge } from '../../../contract/signup-work'
import { meetsWork, workInput } from '../../../contract/work-puzzle'
import { newId } from '../../../server/db/ids'
import { uniqueName } from '../../support/factories'
import type { Client } from '../../support/http'
import type { TestServer } from '../../support/test-server'
import { describeOnEachDialect, useTestServer } from '../../support/use-test-server'

// The code sign-up mails is the one the user enters: no login in between mails a second one, and a
// code the mail limits refuse never replaces the one that works. A busy client address (a carrier's,
// with thousands of phones) is asked for a proof of work, never turned away; one device is limited.

const PASSWORD = 'a-fine-passphrase'

function signUp(client: Client, options: { device?: string; work?: unknown; emailId?: string } = {}) {
  const username = uniqueName('code')
  const emailId = options.emailId ?? `${username}@example.test`
  return client.post(
    '/auth/user/addUsers',
    {
      dateOfBirth: '1990-01-01',
      username,
      emailId,
      password: PASSWORD,
      ...(options.work ? { work: options.work } : {}),
    },
    options.device ? { headers: { cookie: `cardcast_device=${options.device}` } } : {},
  )
}

/** A device id as the browser keeps it (the cookie the server set). */
const deviceId = () => `device-${newId()}`

/** The work the browser does: the first nonce whose hash has the challenge's leading zero bits. */
function solve(challenge: WorkChallenge) {
  for (let nonce = 0; ; nonce++) {
    const digest = createHash('sha256')
      .update(workInput(challenge.token, String(nonce)))
      .digest()
    if (meetsWork(digest, challenge.bits)) return { token: challenge.token, nonce: String(nonce) }
  }
}

/** Sign-up mail counted this hour for the test client's address, as other devices on it asked. */
async function busyAddress(server: TestServer, count: number) {
  const now = new Date().toISOString()
  await server.app.db
    .insertInto('mail_log')
    .values(
      Array.from({ length: count }, () => ({
        id: newId(),
        recipient: `${uniqueName('other')}@example.test`,
        category: 'signup' as const,
        client_address: '127.0.0.1',
        client_device: deviceId(),
        created_at: now,
      })),
    )
    .execute()
}

describeOnEachDialect('the sign-up code on %s', (dialect) => {
  describe('one code per sign-up', () => {
    const { server, client } = useTestServer(dialect)

    it('answers the mailed code’s times; a login before verifying mails no second code', async () => {
      const since = Date.now()
      const username = uniqueName('one')
      const emailId = `${username}@example.test`
      const signup = await client.post('/auth/user/addUsers', {
        dateOfBirth: '1990-01-01',
        username,
        emailId,
        password: PASSWORD,
      })
      expect(signup.status).toBe(201)
      const codeA = await server.smtp.otpFor(emailId, since)
      const stored = await server.app.otps.find(emailId, 'verify')
      expect(signup.body).toMatchObject({ signUp: true, otpExpiresAt: stored?.expires_at })
      expect(Date.parse(String(signup.body.resendAvailableAt))).toBeGreaterThan(Date.now())

      // The device cookie the app keeps from now on: long-lived, for the account calls only.
      const cookie = signup.headers.get('set-cookie') ?? ''
      expect(cookie).toMatch(
        /^cardcast_device=[A-Za-z0-9_-]{16,64}; Path=\/auth\/user; Max-Age=\d+; HttpOnly/,
      )

      const login = await client.post('/auth/user/login-user', { emailId, password: PASSWORD })
      expect(login.body).toMatchObject({ login: true, verify: false, otpExpiresAt: stored?.expires_at })
      expect(server.smtp.countTo(emailId)).toBe(1)
      const verify = await client.post('/auth/user/verify', { emailId, otp: codeA })
      expect(verify.body).toMatchObject({ verify: true })
    })

    it('a code the mail limit refuses leaves the live one working and its deadline true', async () => {
      const since = Date.now()
      const username = uniqueName('kept')
      const emailId = `${username}@example.test`
      const signup = await client.post('/auth/user/addUsers', {
        dateOfBirth: '1990-01-01',
        username,
        emailId,
        password: PASSWORD,
      })
      const codeA = await server.smtp.otpFor(emailId, since)
      // The address's inbox has had its hour's mail (as other mail would have filled it).
      await server.app.db
        .insertInto('mail_log')
        .values(
          Array.from({ length: MAIL_MAX_PER_RECIPIENT_PER_HOUR }, () => ({
            id: newId(),
            recipient: emailId,
            category: 'account' as const,
            client_address: null,
            client_device: null,
            created_at: new Date().toISOString(),
          })),
        )
        .execute()
      // Past the resend backoff, a resend is due, and the mail limit refuses it.
      await server.app.db
        .updateTable('otp_guards')
        .set({ last_sent_at: new Date(Date.now() - 5 * 60_000).toISOString() })
        .where('email', '=', emailId)
        .execute()
      const guard = await server.app.otps.guard(emailId)
      const resend = await client.post('/auth/user/resend-otp', { emailId })
      expect(resend.status).toBe(429)
      expect(resend.body.error).toBe(limitMessages.mailRecipientThrottled)
      // Nothing replaced: the stored code is A, with the deadline the screen shows, and the backoff's
      // slot was given back.
      expect((await server.app.otps.find(emailId, 'verify'))?.expires_at).toBe(signup.body.otpExpiresAt)
      expect(await server.app.otps.guard(emailId)).toMatchObject({
        sends: guard?.sends,
        last_sent_at: guard?.last_sent_at,
      })
      expect(server.smtp.countTo(emailId)).toBe(1)
      const verify = await client.post('/auth/user/verify', { emailId, otp: codeA })
      expect(verify.body).toMatchObject({ verify: true })
    })

    it('a login after the code expired mails a new one, which then works', async () => {
      const username = uniqueName('late')
      const emailId = `${username}@example.test`
      await client.post('/auth/user/addUsers', {
        dateOfBirth: '1990-01-01',
        username,
        emailId,
        password: PASSWORD,
      })
      await server.smtp.waitForMail(emailId)
      await server.app.db
        .updateTable('otps')
        .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
        .where('email', '=', emailId)
        .execute()
      const since = Date.now()
      const login = await client.post('/auth/user/login-user', { emailId, password: PASSWORD })
      expect(login.body).toMatchObject({ login: true, verify: false })
      const codeB = await server.smtp.otpFor(emailId, since)
      expect((await client.post('/auth/user/verify', { emailId, otp: codeB })).body).toMatchObject({
        verify: true,
      })
    })
  })

  describe('a busy client address', () => {
    const { server, client } = useTestServer(dialect, { env: { RATE_LIMIT: '1' } })

    it('asks a proof of work past the free sign-ups, accepts it once, and turns no phone away', async () => {
      const device = deviceId()
      await busyAddress(server, MAIL_SIGNUP_FREE_PER_ADDRESS_PER_HOUR)
      const asked = await signUp(client, { device })
      expect(asked.status).toBe(428)
      const challenge = asked.body.challenge as WorkChallenge
      expect(asked.body).toMatchObject({ signUp: false, error: limitMessages.signupWorking })
      expect(challenge.bits).toBe(SIGNUP_WORK_BASE_BITS)

      const work = solve(challenge)
      const done = await signUp(client, { device, work })
      expect(done.status).toBe(201)
      expect(done.body).toMatchObject({ signUp: true })
      // The same solution twice: the work is asked again, not a refusal.
      const again = await signUp(client, { device, work })
      expect(again.status).toBe(428)
      // A wrong nonce is no solution.
      const wrong = await signUp(client, { device, work: { token: challenge.token, nonce: '1'.repeat(16) } })
      expect(wrong.status).toBe(428)

      // Far busier (a carrier's address): more work, still never a refusal for the address.
      await busyAddress(server, 8 * MAIL_SIGNUP_FREE_PER_ADDRESS_PER_HOUR)
      const busier = await signUp(client, { device: deviceId() })
      expect(busier.status).toBe(428)
      const harder = busier.body.challenge as WorkChallenge
      expect(harder.bits).toBeGreaterThan(SIGNUP_WORK_BASE_BITS)
      expect((await signUp(client, { device: deviceId(), work: solve(harder) })).status).toBe(201)
    })
  })

  describe('one device', () => {
    // A server of its own: the per-minute request limit per address (10 sign-ups) is not this test's.
    const { client } = useTestServer(dialect, { env: { RATE_LIMIT: '1' } })

    it('is limited, and told when it may try again; another phone on its address is not', async () => {
      const device = deviceId()
      for (let i = 0; i < MAIL_SIGNUP_PER_DEVICE_PER_HOUR; i++)
        expect((await signUp(client, { device })).status).toBe(201)
      const refused = await signUp(client, { device })
      expect(refused.status).toBe(429)
      expect(refused.body).toMatchObject({ signUp: false, error: limitMessages.mailClientThrottled })
      const retryAfter = Number(refused.headers.get('retry-after'))
      expect(retryAfter).toBeGreaterThan(0)
      expect(
        Math.abs(Date.parse(String(refused.body.retryAt)) - (Date.now() + retryAfter * 1000)),
      ).toBeLessThan(3_000)
      // Another phone on the same address is not held back by it.
      const other = await signUp(client, { device: deviceId() })
      expect(other.status).toBe(428)
      expect(
        (await signUp(client, { device: deviceId(), work: solve(other.body.challenge as WorkChallenge) }))
          .status,
      ).toBe(201)
    })
  })
})
