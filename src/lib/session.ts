// The user session as the spec stores it in localStorage: `token`, `user` (JSON),
// `userRole` and `expirationTime` (ms since the epoch). Shared by the API client, the layouts and the
// account screens, so it lives here rather than in one feature. Read and written like the admin
// session, through src/lib/stored-session.ts.
import type { PublicUser } from '../../contract/auth'
import { SESSION_KEYS } from './session-keys'
import { createStoredSession, parseJsonObject } from './stored-session'

export { SESSION_KEYS }

/** What the login-user and verify calls answer with when they open a session. */
export interface SessionGrant {
  token: string
  user: PublicUser
  user_type?: string
  expiresIn: number
}

export interface StoredSession {
  token: string | null
  user: PublicUser | null
  role: string | null
  expiresAt: number | null
}

/** The user session in localStorage; ending it clears all of localStorage, as the spec says. */
const userSession = createStoredSession({
  keys: SESSION_KEYS,
  parse: (stored): StoredSession => {
    const expiration = Number(stored.expirationTime)
    return {
      token: stored.token,
      user: parseJsonObject<PublicUser>(stored.user),
      role: stored.userRole,
      expiresAt: Number.isFinite(expiration) && expiration > 0 ? expiration : null,
    }
  },
  serialize: (session) => ({
    token: session.token,
    user: session.user ? JSON.stringify(session.user) : null,
    userRole: session.role,
    expirationTime: session.expiresAt === null ? null : String(session.expiresAt),
  }),
  clears: 'all-storage',
})

export function readSession(): StoredSession {
  return userSession.read()
}

/** Calls `listener` when the stored user session may have changed, in this tab or in another one. */
export const subscribeToSession = userSession.subscribe

/** Calls `listener` when another tab stores or clears the user session. */
export const subscribeToOtherTabsSession = userSession.subscribeToOtherTabs

/** Stores a granted session; returns what was stored. `userRole` is 'user' when the answer has no user_type. */
export function storeSession(grant: SessionGrant, now = Date.now()): StoredSession {
  return userSession.store({
    token: grant.token,
    user: grant.user,
    role: grant.user_type ?? 'user',
    expiresAt: now + grant.expiresIn * 1000,
  })
}

/** The spec clears all of local storage when a session ends, not only the session keys. */
export function clearStoredSession(): void {
  userSession.clear()
}

export function isLiveSession(session: StoredSession, now = Date.now()): boolean {
  return Boolean(session.token) && session.expiresAt !== null && session.expiresAt > now
}

/** The signed-in user's credentials, as every non-anonymous call sends them. */
export function sessionHeaders(): Record<string, string> {
  const { token, user } = readSession()
  if (!token) return {}
  const userInfo = user?.emailId || user?.username
  return { Authorization: `Bearer ${token}`, ...(userInfo ? { 'User-Info': userInfo } : {}) }
}

/** A stored token whose expiration time is still in the future. */
export function isSessionValid(now = Date.now()): boolean {
  return isLiveSession(readSession(), now)
}

/** Picks the fields of a login or verify answer that open a session, when they are all there. */
export function sessionGrantOf(body: {
  token?: string
  user?: PublicUser
  user_type?: string
  expiresIn?: number
}): SessionGrant | null {
  if (!body.token || !body.user || typeof body.expiresIn !== 'number') return null
  return { token: body.token, user: body.user, user_type: body.user_type, expiresIn: body.expiresIn }
}
