import { expect, it } from 'vitest'
import { createVerifiedAccount, type TestAccount } from '../../support/factories'
import type { Client, JsonResponse } from '../../support/http'
import { describeOnEachDialect, useTestServer } from '../../support/use-test-server'

// Security review, item 1: the password reset is bound to whoever proved the OTP. verify-otp hands
// that client a single-use grant in an HttpOnly, SameSite=Strict cookie scoped to reset-password;
// knowing the address (and that its owner just verified a code) is no longer enough.

const RESET = '/auth/user/reset-password'

/** The reset grant cookie verify-otp set, as `name=value` for a Cookie header, and its attributes. */
function grantCookie(response: JsonResponse) {
  const header = response.headers.getSetCookie().find((cookie) => cookie.startsWith('cardcast_reset_grant='))
  if (!header) throw new Error(`no reset grant cookie in ${JSON.stringify(response.headers)}`)
  const [pair = '', ...attributes] = header.split(';').map((part) => part.trim())
  return {
    pair,
    value: pair.slice(pair.indexOf('=') + 1),
    attributes: attributes.map((a) => a.toLowerCase()),
  }
}

describeOnEachDialect('password reset bound to the OTP on %s', (dialect) => {
  const { server, client } = useTestServer(dialect)

  /** The victim asks for a code and proves it: the verify-otp answer (with the grant cookie). */
  async function victimVerifies(account: TestAccount) {
    const since = Date.now()
    expect((await client.post('/auth/user/forgot-password', { email: account.emailId })).status).toBe(200)
    const otp = await server.smtp.otpFor(account.emailId, since)
    const verified = await client.post('/auth/user/verify-otp', { email: account.emailId, otp })
    expect(verified.body).toMatchObject({ success: true, verify: true })
    return verified
  }

  const reset = (c: Client, email: string, password: string, cookie?: string) =>
    c.post(RESET, { email, password }, cookie ? { headers: { cookie } } : {})

  const canLogIn = async (emailId: string, password: string) =>
    (await client.post('/auth/user/login-user', { emailId, password })).body.login === true

  it('refuses a reset by someone who only knows the address, right after the owner verified', async () => {
    const victim = await createVerifiedAccount(server)
    const verified = await victimVerifies(victim)

    // The attack of the review: within the window, anyone calls reset-password with the address.
    const hijack = await reset(client, victim.emailId, 'attacker-owns-it')
    expect(hijack.status).toBe(400)
    expect(hijack.body).toMatchObject({ success: false, message: 'Please verify OTP first' })
    // A made-up grant, or one of another shape, is no better.
    for (const cookie of ['cardcast_reset_grant=made-up', 'cardcast_reset_grant=', 'other=1']) {
      expect((await reset(client, victim.emailId, 'attacker-owns-it', cookie)).status, cookie).toBe(400)
    }
    expect(await canLogIn(victim.emailId, victim.password)).toBe(true)
    expect(await canLogIn(victim.emailId, 'attacker-owns-it')).toBe(false)

    // The owner, whose browser holds the grant, still resets.
    const own = await reset(client, victim.emailId, 'owner-new-pass', grantCookie(verified).pair)
    expect(own.status).toBe(200)
    expect(own.body).toMatchObject({ success: true, message: 'Password reset successfully' })
    expect(await canLogIn(victim.emailId, 'owner-new-pass')).toBe(true)
  })

  it("refuses another account's grant: a grant opens only the address whose code it proved", async () => {
    const victim = await createVerifiedAccount(server)
    const attacker = await createVerifiedAccount(server)
    await victimVerifies(victim)
    const attackerGrant = grantCookie(await victimVerifies(attacker)).pair
    const crossed = await reset(client, victim.emailId, 'attacker-owns-it', attackerGrant)
    expect(crossed.status).toBe(400)
    expect(crossed.body.message).toBe('Please verify OTP first')
    expect(await canLogIn(victim.emailId, victim.password)).toBe(true)
  })

  it('hands the grant in an HttpOnly, SameSite=Strict cookie scoped to reset-password, stored hashed', async () => {
    const account = await createVerifiedAccount(server)
    const { value, attributes } = grantCookie(await victimVerifies(account))
    expect(value.length).toBeGreaterThanOrEqual(32)
    expect(attributes).toContain('httponly')
    expect(attributes).toContain('samesite=strict')
    expect(attributes).toContain(`path=${RESET}`)
    const maxAge = Number(attributes.find((a) => a.startsWith('max-age='))?.slice('max-age='.length))
    expect(maxAge).toBeGreaterThan(0)
    expect(maxAge).toBeLessThanOrEqual(15 * 60)
    // The database keeps a hash, never the grant itself.
    const row = await server.app.otps.find(account.emailId, 'reset')
    expect(row?.grant_hash).toMatch(/^[0-9a-f]{64}$/)
    expect(row?.grant_hash).not.toBe(value)
    expect(JSON.stringify(row)).not.toContain(value)
  })

  it('spends the grant once, clears the cookie, and refuses it after the window', async () => {
    const account = await createVerifiedAccount(server)
    const grant = grantCookie(await victimVerifies(account)).pair
    const first = await reset(client, account.emailId, 'first-new-pass', grant)
    expect(first.status).toBe(200)
    const cleared = first.headers.getSetCookie().find((c) => c.startsWith('cardcast_reset_grant='))
    expect(cleared).toMatch(/Max-Age=0/)
    expect((await reset(client, account.emailId, 'second-new-pass', grant)).status).toBe(400)
    expect(await canLogIn(account.emailId, 'first-new-pass')).toBe(true)

    // A fresh grant, aged past the window, is refused too.
    const late = grantCookie(await victimVerifies(account)).pair
    await server.app.db
      .updateTable('otps')
      .set({ verified_at: new Date(Date.now() - 16 * 60_000).toISOString() })
      .where('email', '=', account.emailId)
      .execute()
    expect((await reset(client, account.emailId, 'late-new-pass', late)).status).toBe(400)
    expect(await canLogIn(account.emailId, 'first-new-pass')).toBe(true)
  })

  it("another code requested for the address does not void the owner's grant", async () => {
    const account = await createVerifiedAccount(server)
    const grant = grantCookie(await victimVerifies(account)).pair
    // Someone else asks for a new code to the address (the resend backoff lets it go at once after
    // the owner's proof); the owner's grant still works, and nobody else's does.
    const since = Date.now()
    await client.post('/auth/user/forgot-password', { email: account.emailId })
    await server.smtp.otpFor(account.emailId, since)
    expect((await reset(client, account.emailId, 'attacker-owns-it')).status).toBe(400)
    expect((await reset(client, account.emailId, 'owner-new-pass', grant)).status).toBe(200)
    expect(await canLogIn(account.emailId, 'owner-new-pass')).toBe(true)
  })

  it("the OTP screen's one-step form (verify-otp with password) resets at once, without a cookie", async () => {
    const account = await createVerifiedAccount(server)
    const since = Date.now()
    await client.post('/auth/user/forgot-password', { email: account.emailId })
    const otp = await server.smtp.otpFor(account.emailId, since)
    const done = await client.post('/auth/user/verify-otp', {
      email: account.emailId,
      otp,
      password: 'one-step-pass',
    })
    expect(done.status).toBe(200)
    expect(done.body).toMatchObject({ success: true, verify: true, message: 'Password reset successfully' })
    expect(done.headers.getSetCookie().some((c) => c.startsWith('cardcast_reset_grant='))).toBe(false)
    expect(await canLogIn(account.emailId, 'one-step-pass')).toBe(true)
    expect(await canLogIn(account.emailId, account.password)).toBe(false)
    // Nothing is left to spend afterwards.
    expect((await reset(client, account.emailId, 'attacker-owns-it')).status).toBe(400)
  })

  it('a reset, by either form, ends every earlier session', async () => {
    const account = await createVerifiedAccount(server)
    const before = account.token
    expect((await client.get('/auth/user/getUser', { token: before })).status).toBe(200)
    const grant = grantCookie(await victimVerifies(account)).pair
    expect((await reset(client, account.emailId, 'after-reset-1', grant)).status).toBe(200)
    const refused = await client.get('/auth/user/getUser', { token: before })
    expect(refused.status).toBe(401)
    expect(refused.body.status).toBe('jwterror')

    // A session opened right after (very likely within the same second) works.
    const login = await client.post<{ token: string }>('/auth/user/login-user', {
      emailId: account.emailId,
      password: 'after-reset-1',
    })
    expect((await client.get('/auth/user/getUser', { token: login.body.token })).status).toBe(200)

    // The one-step form ends it as well.
    const since = Date.now()
    await client.post('/auth/user/forgot-password', { email: account.emailId })
    const otp = await server.smtp.otpFor(account.emailId, since)
    await client.post('/auth/user/verify-otp', { email: account.emailId, otp, password: 'after-reset-2' })
    expect((await client.get('/auth/user/getUser', { token: login.body.token })).status).toBe(401)
  })
})
