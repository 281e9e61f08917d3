import { SignJWT } from 'jose'
import { expect, it } from 'vitest'
import { deriveKeys } from '../../../server/modules/accounts/tokens'
import { createVerifiedAccount, uniqueName } from '../../support/factories'
import { withAlteredSignature } from '../../support/identities'
import { codeIn } from '../../support/smtp-catcher'
import { TEST_JWT_SECRET } from '../../support/test-server'
import { describeOnEachDialect, useTestServer } from '../../support/use-test-server'

describeOnEachDialect('accounts on %s', (dialect) => {
  const { server, client } = useTestServer(dialect)

  it('signs up, mails the OTP, verifies it into a viewer session', async () => {
    const username = uniqueName('ann')
    const emailId = `${username}@Example.test`
    const since = Date.now()
    const signup = await client.post('/auth/user/addUsers', {
      dateOfBirth: '1990-01-01',
      username,
      emailId,
      password: 'secret123',
    })
    expect(signup.status).toBe(201)
    expect(signup.body).toMatchObject({ signUp: true })

    const mail = await server.smtp.waitForMail(emailId, { since })
    expect(mail.subject).toMatch(/verification code/i)
    const otp = await server.smtp.otpFor(emailId, since)

    const verify = await client.post('/auth/user/verify', { emailId: emailId.toUpperCase(), otp })
    expect(verify.status).toBe(200)
    expect(verify.body).toMatchObject({
      verify: true,
      user_type: 'viewer',
      user: { username, emailId: emailId.toLowerCase() },
    })
    expect(typeof verify.body.token).toBe('string')
    expect(verify.body.expiresIn).toBeGreaterThan(0)
    expect(JSON.stringify(verify.body)).not.toMatch(/password/i)

    const me = await client.get('/auth/user/getUser', { token: verify.body.token as string })
    expect(me.body).toMatchObject({ status: 'success', user: { username, isVerified: true } })
  })

  it('logs a verified user in, asks an unverified one for the sign-up code, refuses a wrong password', async () => {
    const account = await createVerifiedAccount(server)
    const login = await client.post('/auth/user/login-user', {
      emailId: account.emailId,
      password: account.password,
    })
    expect(login.body).toMatchObject({ login: true, verify: true, user_type: 'viewer' })
    expect(login.body.token).toEqual(expect.any(String))
    expect(login.body.expiresIn).toEqual(expect.any(Number))

    const wrong = await client.post('/auth/user/login-user', {
      emailId: account.emailId,
      password: 'wrong-pass',
    })
    expect(wrong.status).toBe(401)
    expect(wrong.body).toMatchObject({ login: false, error: expect.any(String) })
    expect(wrong.body.token).toBeUndefined()

    const unverified = uniqueName('bob')
    const email = `${unverified}@example.test`
    const since = Date.now()
    await client.post('/auth/user/addUsers', {
      dateOfBirth: '1990-01-01',
      username: unverified,
      emailId: email,
      password: 'secret123',
    })
    const signupCode = await server.smtp.otpFor(email, since)
    const pending = await client.post('/auth/user/login-user', { emailId: email, password: 'secret123' })
    expect(pending.body).toMatchObject({ login: true, verify: false })
    expect(pending.body.token).toBeUndefined()
    // One code per sign-up: while it works, logging in mails no other (signup-code.test.ts).
    expect(server.smtp.countTo(email)).toBe(1)
    const verify = await client.post('/auth/user/verify', { emailId: email, otp: signupCode })
    expect(verify.body).toMatchObject({ verify: true })
  })

  it('kills a code after 5 wrong tries, even for the right code', async () => {
    const username = uniqueName('eve')
    const emailId = `${username}@example.test`
    const since = Date.now()
    await client.post('/auth/user/addUsers', {
      dateOfBirth: '1990-01-01',
      username,
      emailId,
      password: 'secret123',
    })
    const otp = await server.smtp.otpFor(emailId, since)
    const wrong = otp === '000000' ? '111111' : '000000'
    for (let i = 0; i < 5; i++) {
      const attempt = await client.post('/auth/user/verify', { emailId, otp: wrong })
      expect(attempt.status).toBe(400)
      expect(attempt.body.verify).toBe(false)
    }
    // The fifth wrong try paused the address too, and a paused address says so first.
    const paused = await client.post('/auth/user/verify', { emailId, otp })
    expect(paused.status).toBe(429)
    expect(paused.body.message).toMatch(/OTP checks are paused/)
    // Once the pause is over, the code itself is still spent.
    await server.app.db
      .updateTable('otp_guards')
      .set({ locked_until: new Date(Date.now() - 1000).toISOString() })
      .where('email', '=', emailId)
      .execute()
    const right = await client.post('/auth/user/verify', { emailId, otp })
    expect(right.status).toBe(400)
    expect(right.body).toMatchObject({
      verify: false,
      message: 'Too many wrong attempts. Please request a new OTP.',
    })
  })

  it('throttles resends to one per 30 seconds per address', async () => {
    const username = uniqueName('rae')
    const emailId = `${username}@example.test`
    await client.post('/auth/user/addUsers', {
      dateOfBirth: '1990-01-01',
      username,
      emailId,
      password: 'secret123',
    })
    const resend = await client.post('/auth/user/resend-otp', { emailId })
    expect(resend.status).toBe(429)
    expect(resend.body.success).toBe(false)
  })

  it('refuses expired, tampered and absent tokens with 401', async () => {
    const account = await createVerifiedAccount(server)
    // Signed with the server's real token key, so that only the expiry is wrong.
    const key = deriveKeys(TEST_JWT_SECRET).tokenSigning
    const expired = await new SignJWT({})
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(account.userId)
      .setAudience('user')
      .setIssuer('cardcast')
      .setJti('x')
      .setExpirationTime(Math.floor(Date.now() / 1000) - 10)
      .sign(key)
    const [head, payload, signature] = account.token.split('.') as [string, string, string]
    const forgedPayload = Buffer.from(
      JSON.stringify({ ...JSON.parse(Buffer.from(payload, 'base64url').toString()), sub: 'someone-else' }),
    ).toString('base64url')
    for (const token of [
      expired,
      `${head}.${forgedPayload}.${signature}`,
      withAlteredSignature(account.token),
    ]) {
      const response = await client.get('/auth/user/getUser', { token })
      expect(response.status).toBe(401)
      expect(response.body.status).toBe('jwterror')
    }
    expect((await client.get('/auth/user/showUserInfo')).status).toBe(401)
    expect((await client.get('/auth/user/getUser', { token: account.token })).status).toBe(200)
  })

  it('takes identity from the token, never from the User-Info header', async () => {
    const alice = await createVerifiedAccount(server)
    const bob = await createVerifiedAccount(server)
    const response = await client.get('/auth/user/showUserInfo', {
      token: alice.token,
      headers: { 'user-info': bob.emailId },
    })
    expect(response.body).toMatchObject({ status: 'success', user: { emailId: alice.emailId } })
  })

  it('answers a taken email (any case) as a new one, and mails its owner; refuses a taken username', async () => {
    // The attack: sign-up told anyone which addresses have an account.
    const account = await createVerifiedAccount(server)
    const since = Date.now()
    const fresh = await client.post('/auth/user/addUsers', {
      dateOfBirth: '1990-01-01',
      username: uniqueName(),
      emailId: `${uniqueName('fresh')}@example.test`,
      password: 'secret123',
    })
    const sameEmail = await client.post('/auth/user/addUsers', {
      dateOfBirth: '1990-01-01',
      username: uniqueName(),
      emailId: account.emailId.toUpperCase(),
      password: 'secret123',
    })
    expect(sameEmail.status).toBe(fresh.status)
    // Alike but for the instants of the code's expiry and the next resend, alike to the second.
    const withoutTimes = ({ otpExpiresAt, resendAvailableAt, ...rest }: Record<string, unknown>) => rest
    expect(withoutTimes(sameEmail.body)).toEqual(withoutTimes(fresh.body))
    for (const key of ['otpExpiresAt', 'resendAvailableAt']) {
      const apart = Date.parse(String(sameEmail.body[key])) - Date.parse(String(fresh.body[key]))
      expect(Math.abs(apart)).toBeLessThan(2_000)
    }
    const mail = await server.smtp.waitForMail(account.emailId, { since })
    expect(mail.subject).toBe('Someone tried to sign up to Cardcast with your email address')
    expect(codeIn(mail)).toBeUndefined()
    // Nothing changed for the owner: the same name, still verified, and one account.
    expect(await server.app.users.byEmail(account.emailId)).toMatchObject({
      username: account.username,
      is_verified: 1,
    })
    const sameName = await client.post('/auth/user/addUsers', {
      dateOfBirth: '1990-01-01',
      username: account.username.toUpperCase(),
      emailId: `${uniqueName()}@example.test`,
      password: 'secret123',
    })
    expect(sameName.status).toBe(409)
    expect(sameName.body).toMatchObject({ signUp: false, error: 'This username is already taken.' })
  })

  it('resets a forgotten password: forgot → verify-otp → reset, once, then logs in with it', async () => {
    const account = await createVerifiedAccount(server)
    const withoutOtp = await client.post('/auth/user/reset-password', {
      email: account.emailId,
      password: 'newpass1',
    })
    expect(withoutOtp.status).toBe(400)
    expect(withoutOtp.body).toMatchObject({ success: false, message: 'Please verify OTP first' })

    const since = Date.now()
    const forgot = await client.post('/auth/user/forgot-password', { email: account.emailId })
    expect(forgot.body).toMatchObject({ success: true })
    const otp = await server.smtp.otpFor(account.emailId, since)
    const verified = await client.post('/auth/user/verify-otp', { email: account.emailId, otp })
    expect(verified.body).toMatchObject({ success: true, verify: true })
    // The browser keeps the reset grant cookie that verify-otp set; reset-password needs it.
    const grant = { cookie: verified.headers.getSetCookie()[0]?.split(';')[0] ?? '' }

    const reset = await client.post(
      '/auth/user/reset-password',
      { email: account.emailId, password: 'newpass1' },
      { headers: grant },
    )
    expect(reset.body).toMatchObject({ success: true, message: 'Password reset successfully' })
    const again = await client.post(
      '/auth/user/reset-password',
      { email: account.emailId, password: 'other-pass' },
      { headers: grant },
    )
    expect(again.status).toBe(400)

    const oldLogin = await client.post('/auth/user/login-user', {
      emailId: account.emailId,
      password: account.password,
    })
    expect(oldLogin.body.login).toBe(false)
    const newLogin = await client.post('/auth/user/login-user', {
      emailId: account.emailId,
      password: 'newpass1',
    })
    expect(newLogin.body).toMatchObject({ login: true, verify: true })
  })

  it('answers forgot-password alike for unknown addresses and mails nobody', async () => {
    const known = await createVerifiedAccount(server)
    const unknownEmail = `${uniqueName('ghost')}@example.test`
    const a = await client.post('/auth/user/forgot-password', { email: known.emailId })
    const b = await client.post('/auth/user/forgot-password', { email: unknownEmail })
    expect(b.status).toBe(a.status)
    // Alike but for the instants of the code's expiry and the next resend, alike to the second.
    const withoutTimes = ({ otpExpiresAt, resendAvailableAt, ...rest }: Record<string, unknown>) => rest
    expect(withoutTimes(b.body)).toEqual(withoutTimes(a.body))
    for (const key of ['otpExpiresAt', 'resendAvailableAt']) {
      expect(Math.abs(Date.parse(String(b.body[key])) - Date.parse(String(a.body[key])))).toBeLessThan(2_000)
    }
    await server.smtp.waitForMail(known.emailId, { subject: /reset/i })
    expect(server.smtp.countTo(unknownEmail)).toBe(0)
  })
})
