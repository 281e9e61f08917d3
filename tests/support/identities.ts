// Everyone who may knock on the API, for the authorization matrix (tests/api/app/authorization-matrix):
// the four kinds of signed-in user and an administrator with real sessions, and tokens that must be
// refused wherever a token is checked: expired, of a deleted account, logged out, signed with another
// key, `alg: none`, and real signatures whose subject belongs to the other audience.
import { randomBytes } from 'node:crypto'
import { decodeJwt, SignJWT } from 'jose'
import { hashPassword } from '../../server/modules/accounts/passwords'
import type { TokenAudience } from '../../server/modules/accounts/tokens'
import { createAdminsRepository } from '../../server/modules/admin/admin-accounts-repository'
import {
  createCreatorAccount,
  createVerifiedAccount,
  FACTORY_ORIGIN,
  FACTORY_PASSWORD,
  uniqueName,
} from './factories'
import type { Client } from './http'
import type { TestServer } from './test-server'

/** The holders of real, live sessions. */
export const PRINCIPALS = ['viewer', 'creator', 'pro', 'otherCreator', 'admin'] as const
export type Principal = (typeof PRINCIPALS)[number]

/** Tokens that must be refused wherever a token is checked, whatever audience they claim. */
export const DEAD_TOKENS = [
  'expiredUser',
  'expiredAdmin',
  'deletedUser',
  'deletedAdmin',
  'loggedOutUser',
  'loggedOutAdmin',
  'wrongKeyUser',
  'wrongKeyAdmin',
  'algNoneUser',
  'algNoneAdmin',
  'userIdAsAdmin',
  'adminIdAsUser',
] as const
export type DeadToken = (typeof DEAD_TOKENS)[number]

export type IdentityName = 'anonymous' | Principal | DeadToken
export const IDENTITY_NAMES: readonly IdentityName[] = ['anonymous', ...PRINCIPALS, ...DEAD_TOKENS]

/** What each identity is, for failure messages. */
export const IDENTITY_DESCRIPTIONS: Record<IdentityName, string> = {
  anonymous: 'no Authorization header',
  viewer: 'a verified viewer',
  creator: 'a creator on the free plan',
  pro: 'a creator on Creator Pro',
  otherCreator: 'another creator on Creator Pro (owns nothing the requests name)',
  admin: 'an administrator',
  expiredUser: "the Pro creator's user token, signed by the server, expired a minute ago",
  expiredAdmin: "the administrator's token, signed by the server, expired a minute ago",
  deletedUser: 'the user token of a Pro creator whom an administrator deleted',
  deletedAdmin: 'the admin token of an administrator whose row is gone',
  loggedOutUser: "a user token of the Pro creator's, after POST /auth/user/logout with it",
  loggedOutAdmin: "an admin token of the administrator's, after POST /auth/admin/logout with it",
  wrongKeyUser: "the Pro creator's claims signed (HS256) with a random key",
  wrongKeyAdmin: "the administrator's claims signed (HS256) with a random key",
  algNoneUser: "the Pro creator's claims in an unsigned `alg: none` token",
  algNoneAdmin: "the administrator's claims in an unsigned `alg: none` token",
  userIdAsAdmin: "a server-signed token of audience 'admin' whose subject is the Pro creator's user id",
  adminIdAsUser: "a server-signed token of audience 'user' whose subject is the administrator's id",
}

export interface Identity {
  name: IdentityName
  /** The bearer token sent; undefined for anonymous. */
  token?: string
  /** The account behind a principal's token. */
  account?: { id: string; email: string; username: string; password?: string }
}

/** A password hash nothing verifies against: throwaway users never sign in with a password. */
const UNUSABLE_HASH = 'unusable-password-hash'

const USER_KINDS = {
  viewer: { userType: 'viewer', plan: 'free' },
  creator: { userType: 'creator', plan: 'free' },
  pro: { userType: 'creator', plan: 'pro' },
  otherCreator: { userType: 'creator', plan: 'pro' },
} as const

/** The claims the server's own tokens carry (server/modules/accounts/tokens.ts), with a fresh jti. */
function sessionClaims(sub: string, aud: TokenAudience) {
  const now = Date.now()
  return {
    claims: { iat_ms: now },
    sub,
    aud,
    iat: Math.floor(now / 1000),
    exp: Math.floor(now / 1000) + 3600,
    jti: randomBytes(12).toString('base64url'),
  }
}

/** A well-formed HS256 token of `sub` for `aud`, signed with a random key instead of the server's. */
export function signWithAnotherKey(sub: string, aud: TokenAudience): Promise<string> {
  const c = sessionClaims(sub, aud)
  return new SignJWT(c.claims)
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(c.sub)
    .setAudience(c.aud)
    .setIssuer('cardcast')
    .setJti(c.jti)
    .setIssuedAt(c.iat)
    .setExpirationTime(c.exp)
    .sign(randomBytes(32))
}

/**
 * The same claims in an unsigned token: header `{"alg":"none"}`, an empty signature. Written by hand:
 * jose 6 dropped its UnsignedJWT.
 */
export function unsignedToken(sub: string, aud: TokenAudience): string {
  const c = sessionClaims(sub, aud)
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url')
  const payload = { ...c.claims, sub: c.sub, aud: c.aud, iss: 'cardcast', jti: c.jti, iat: c.iat, exp: c.exp }
  return `${part({ alg: 'none', typ: 'JWT' })}.${part(payload)}.`
}

/**
 * The token with its signature's first character changed. The first character carries six bits of
 * the first byte, so the signature always differs; changing the last characters does not, because
 * base64url's final character carries padding bits a decoder ignores (one run in about a thousand).
 */
export function withAlteredSignature(token: string): string {
  const [head, payload, signature = ''] = token.split('.')
  const first = signature[0] === 'A' ? 'B' : 'A'
  return `${head}.${payload}.${first}${signature.slice(1)}`
}

export interface Identities {
  byName: Record<IdentityName, Identity>
  /**
   * A new principal of the same kind with a session of its own, for calls that change their caller
   * (logout, become-creator, a new stream URL, a password change, a Pro purchase).
   */
  throwaway(kind: Principal): Promise<Identity>
}

/**
 * Every identity, built once per server. `admin` is the administrator signed in by useTestServer.
 * Expired tokens come from the server's own signer (`app.tokens.sign`) with a negative lifetime: the
 * real key, obtained in process, and nothing wrong but the expiry; no fake timers.
 */
export async function createIdentities(
  server: TestServer,
  client: Client,
  admin: { email: string; token: string },
): Promise<Identities> {
  const { app } = server
  const userSession = (id: string) => app.tokens.sign(id, 'user', app.config.sessionTtlSeconds)
  // As the admin login opens one: signed and recorded for the sessions list.
  const adminSession = (id: string) => app.openAdminSession(id, FACTORY_ORIGIN)
  const fromAccount = (name: IdentityName, account: Awaited<ReturnType<typeof createVerifiedAccount>>) => ({
    name,
    token: account.token,
    account: {
      id: account.userId,
      email: account.emailId,
      username: account.username,
      password: account.password,
    },
  })

  const [viewer, creator, pro, otherCreator, doomed] = await Promise.all([
    createVerifiedAccount(server),
    createCreatorAccount(server, { plan: 'free' }),
    createCreatorAccount(server, { plan: 'pro' }),
    createCreatorAccount(server, { plan: 'pro' }),
    createCreatorAccount(server, { plan: 'pro' }),
  ])
  const adminId = decodeJwt(admin.token).sub as string

  // A Pro creator deleted the way an administrator deletes one; the token was theirs.
  const removal = await client.delete(`/auth/admin/users/${doomed.userId}`, { token: admin.token })
  if (removal.status !== 200) throw new Error(`deleting a user failed: ${JSON.stringify(removal.body)}`)

  // An administrator whose row is gone (no route deletes administrators: the row is removed here).
  const admins = createAdminsRepository(app.db)
  const gone = await admins.createIfAbsent({
    email: `${uniqueName('gone')}@cardcast.test`,
    passwordHash: UNUSABLE_HASH,
  })
  if (!gone) throw new Error('could not create the administrator to delete')
  const deletedAdmin = await adminSession(gone.id)
  await app.db.deleteFrom('admins').where('id', '=', gone.id).execute()

  const loggedOutUser = await userSession(pro.userId)
  const loggedOutAdmin = await adminSession(adminId)
  for (const [path, token] of [
    ['/auth/user/logout', loggedOutUser],
    ['/auth/admin/logout', loggedOutAdmin],
  ] as const) {
    const out = await client.post(path, path.startsWith('/auth/user') ? {} : undefined, { token })
    if (out.status !== 200) throw new Error(`${path} failed: ${JSON.stringify(out.body)}`)
  }

  const byName: Record<IdentityName, Identity> = {
    anonymous: { name: 'anonymous' },
    viewer: fromAccount('viewer', viewer),
    creator: fromAccount('creator', creator),
    pro: fromAccount('pro', pro),
    otherCreator: fromAccount('otherCreator', otherCreator),
    admin: { name: 'admin', token: admin.token, account: { id: adminId, email: admin.email, username: '' } },
    expiredUser: { name: 'expiredUser', token: await app.tokens.sign(pro.userId, 'user', -60) },
    expiredAdmin: { name: 'expiredAdmin', token: await app.tokens.sign(adminId, 'admin', -60) },
    deletedUser: { name: 'deletedUser', token: doomed.token },
    deletedAdmin: { name: 'deletedAdmin', token: deletedAdmin },
    loggedOutUser: { name: 'loggedOutUser', token: loggedOutUser },
    loggedOutAdmin: { name: 'loggedOutAdmin', token: loggedOutAdmin },
    wrongKeyUser: { name: 'wrongKeyUser', token: await signWithAnotherKey(pro.userId, 'user') },
    wrongKeyAdmin: { name: 'wrongKeyAdmin', token: await signWithAnotherKey(adminId, 'admin') },
    algNoneUser: { name: 'algNoneUser', token: unsignedToken(pro.userId, 'user') },
    algNoneAdmin: { name: 'algNoneAdmin', token: unsignedToken(adminId, 'admin') },
    userIdAsAdmin: { name: 'userIdAsAdmin', token: await app.tokens.sign(pro.userId, 'admin', 3600) },
    adminIdAsUser: { name: 'adminIdAsUser', token: await app.tokens.sign(adminId, 'user', 3600) },
  }

  let throwawayHash: Promise<string> | undefined
  async function throwaway(kind: Principal): Promise<Identity> {
    if (kind === 'admin') {
      const password = `throwaway-${randomBytes(6).toString('hex')}`
      const email = `${uniqueName('admin')}@cardcast.test`
      const row = await admins.createIfAbsent({ email, passwordHash: await hashPassword(password) })
      if (!row) throw new Error('could not create a throwaway administrator')
      return {
        name: kind,
        token: await adminSession(row.id),
        account: { id: row.id, email, username: '', password },
      }
    }
    const { userType, plan } = USER_KINDS[kind]
    const username = uniqueName(kind === 'viewer' ? 'viewer' : 'creator')
    const email = `${username}@example.test`
    // The factories' password: a route that asks it again (DELETE /auth/user/account) is let through.
    throwawayHash ??= hashPassword(FACTORY_PASSWORD)
    const user = await app.users.create({
      username,
      email,
      passwordHash: await throwawayHash,
      userType,
      isVerified: true,
    })
    if (plan === 'pro') await app.users.update(user.id, { plan: 'pro', pro_until: null })
    // What a sign-in answers (server/modules/accounts/sessions.ts signs exactly this).
    return {
      name: kind,
      token: await userSession(user.id),
      account: { id: user.id, email, username, password: FACTORY_PASSWORD },
    }
  }

  return { byName, throwaway }
}
