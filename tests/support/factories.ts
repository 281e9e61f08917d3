// Test data made directly through the server's repositories, in process: a user of any role and
// plan with a live session, without the sign-up mail, the OTP and a fresh argon2id hash each. Only
// the tests of sign-up, verification, login and reset make accounts the user's way, through the
// routes they test.
import { randomBytes } from 'node:crypto'
import type { Locale } from '../../contract/locale'
import { hashPassword } from '../../server/modules/accounts/passwords'
import { sessionFor } from '../../server/modules/accounts/sessions'
import type { TestServer } from './test-server'

export interface TestAccount {
  username: string
  emailId: string
  password: string
  /** A live user session (empty for an unverified account, which cannot sign in). */
  token: string
  userId: string
}

export const uniqueName = (prefix = 'user') => `${prefix}${randomBytes(4).toString('hex')}`

/** Where factory sessions signed in from, as the sessions list shows them. */
export const FACTORY_ORIGIN = { device: 'Test on Factory', address: '127.0.0.1' }

/** The password of every factory account unless a test names another. */
export const FACTORY_PASSWORD = 'secret123'

// One production-cost hash per password per process: the login tests still verify real argon2id.
const hashes = new Map<string, Promise<string>>()
function passwordHash(password: string): Promise<string> {
  let hash = hashes.get(password)
  if (!hash) {
    hash = hashPassword(password)
    hashes.set(password, hash)
  }
  return hash
}

export interface UserOptions {
  username?: string
  emailId?: string
  password?: string
  role?: 'viewer' | 'creator'
  /** Creator Pro without an end date unless `proUntil` is given. */
  plan?: 'free' | 'pro'
  proUntil?: string | null
  /** False: signed up but never verified (no session). */
  verified?: boolean
  /** The account's language (its mails, pushes and overlay); English (India) unless given. */
  locale?: Locale
}

/** A user in the server's database, with a session as a sign-in would answer it. */
export async function createUser(server: TestServer, options: UserOptions = {}): Promise<TestAccount> {
  const { app } = server
  const role = options.role ?? 'viewer'
  const username = options.username ?? uniqueName(role === 'creator' ? 'creator' : 'user')
  const emailId = options.emailId ?? `${username}@example.test`
  const password = options.password ?? FACTORY_PASSWORD
  const verified = options.verified ?? true
  let user = await app.users.create({
    username,
    email: emailId,
    passwordHash: await passwordHash(password),
    userType: role,
    isVerified: verified,
    locale: options.locale,
  })
  if (options.plan === 'pro') {
    await app.users.update(user.id, { plan: 'pro', pro_until: options.proUntil ?? null })
    user = (await app.users.byId(user.id)) ?? user
  }
  // As the routes that make a creator do: the market's cached lists show them at once.
  if (role === 'creator') app.catalogue.invalidate()
  const token = verified ? (await sessionFor(app, user, FACTORY_ORIGIN)).token : ''
  return { username, emailId, password, token, userId: user.id }
}

/** A verified viewer with a session. */
export const createVerifiedAccount = (server: TestServer, options: Omit<UserOptions, 'role'> = {}) =>
  createUser(server, { ...options, role: 'viewer' })

/**
 * A creator with a session, on Creator Pro without an end date by default (the plan that sells priced
 * cards); `plan: 'free'` for a creator on the free plan.
 */
export const createCreatorAccount = (server: TestServer, options: Omit<UserOptions, 'role'> = {}) =>
  createUser(server, { plan: 'pro', ...options, role: 'creator' })
