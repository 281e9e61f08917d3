import { expect, it } from 'vitest'
import { createVerifiedAccount, uniqueName } from '../../support/factories'
import { describeOnEachDialect, useTestServer } from '../../support/use-test-server'

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString()

// Time-bound rules, checked by ageing the stored rows rather than by waiting.
describeOnEachDialect('account expiry rules on %s', (dialect) => {
  const { server, client } = useTestServer(dialect)

  it('refuses a sign-up code after it expired, answering as for an address with no code', async () => {
    const username = uniqueName('late')
    const emailId = `${username}@example.test`
    const since = Date.now()
    await client.post('/auth/user/addUsers', {
      dateOfBirth: '1990-01-01',
      username,
      emailId,
      password: 'secret123',
    })
    const otp = await server.smtp.otpFor(emailId, since)
    await server.app.db
      .updateTable('otps')
      .set({ expires_at: minutesAgo(1) })
      .where('email', '=', emailId)
      .execute()
    const response = await client.post('/auth/user/verify', { emailId, otp })
    const unknown = await client.post('/auth/user/verify', {
      emailId: `${uniqueName('nobody')}@example.test`,
      otp,
    })
    expect(response.status).toBe(400)
    // 'OTP has expired' would tell that this address has an account waiting for its code.
    expect(response.body).toEqual(unknown.body)
    expect(response.body).toMatchObject({ verify: false, message: 'Invalid OTP', triesLeft: 4 })
  })

  it('allows reset-password only within 15 minutes of the verified code', async () => {
    const account = await createVerifiedAccount(server)
    const since = Date.now()
    await client.post('/auth/user/forgot-password', { email: account.emailId })
    const otp = await server.smtp.otpFor(account.emailId, since)
    expect((await client.post('/auth/user/verify-otp', { email: account.emailId, otp })).body.success).toBe(
      true,
    )
    await server.app.db
      .updateTable('otps')
      .set({ verified_at: minutesAgo(16) })
      .where('email', '=', account.emailId)
      .execute()
    const late = await client.post('/auth/user/reset-password', {
      email: account.emailId,
      password: 'newpass1',
    })
    expect(late.status).toBe(400)
    expect(late.body.message).toBe('Please verify OTP first')
    const login = await client.post('/auth/user/login-user', {
      emailId: account.emailId,
      password: account.password,
    })
    expect(login.body.login).toBe(true)
  })
})
