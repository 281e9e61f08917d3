import { FACTORY_PASSWORD, type TestAccount, uniqueName } from './factories'
import type { Client } from './http'
import type { TestServer } from './test-server'

/**
 * Signs up, reads the OTP from the SMTP server, verifies: the account as a real viewer makes one. For
 * the tests of that flow; every other test takes its accounts from ./factories.
 */
export async function signUpThroughApi(
  server: TestServer,
  client: Client,
  overrides: Partial<Pick<TestAccount, 'username' | 'emailId' | 'password'>> = {},
): Promise<TestAccount> {
  const username = overrides.username ?? uniqueName()
  const emailId = overrides.emailId ?? `${username}@example.test`
  const password = overrides.password ?? FACTORY_PASSWORD
  const since = Date.now()
  const signup = await client.post('/auth/user/addUsers', { username, emailId, password })
  if (signup.status !== 201) throw new Error(`sign-up failed: ${JSON.stringify(signup.body)}`)
  const otp = await server.smtp.otpFor(emailId, since)
  const verify = await client.post<{ token: string; user: { _id: string } }>('/auth/user/verify', {
    emailId,
    otp,
  })
  if (verify.status !== 200) throw new Error(`verify failed: ${JSON.stringify(verify.body)}`)
  return { username, emailId, password, token: verify.body.token, userId: verify.body.user._id }
}
