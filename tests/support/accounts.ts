import { randomBytes } from 'node:crypto'
import type { Client } from './http'
import type { TestServer } from './test-server'

export interface TestAccount {
  username: string
  emailId: string
  password: string
  token: string
  userId: string
}

export const uniqueName = (prefix = 'user') => `${prefix}${randomBytes(4).toString('hex')}`

/** Signs up, reads the OTP from the SMTP server, verifies: the account as a real viewer gets one. */
export async function createVerifiedAccount(
  server: TestServer,
  client: Client,
  overrides: Partial<Pick<TestAccount, 'username' | 'emailId' | 'password'>> = {},
): Promise<TestAccount> {
  const username = overrides.username ?? uniqueName()
  const emailId = overrides.emailId ?? `${username}@example.test`
  const password = overrides.password ?? 'secret123'
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

/**
 * A verified account made a creator the way an administrator would, on Creator Pro without an end
 * date by default (the plan that sells priced cards); `plan: 'free'` for a creator on the free plan.
 */
export async function createCreatorAccount(
  server: TestServer,
  client: Client,
  { plan = 'pro' }: { plan?: 'free' | 'pro' } = {},
): Promise<TestAccount> {
  const account = await createVerifiedAccount(server, client, { username: uniqueName('creator') })
  await server.app.ctx.users.update(account.userId, { user_type: 'creator', plan, pro_until: null })
  return account
}
