// The user session as the spec stores it in localStorage (spec section 3): `token`, `user` (JSON),
// `userRole` and `expirationTime` (ms since the epoch). Shared by the API client, the layouts and the
// account screens, so it lives here rather than in one feature.
import type { PublicUser } from '../contract/auth'

export const SESSION_KEYS = {
  token: 'token',
  user: 'user',
  userRole: 'userRole',
  expirationTime: 'expirationTime',
} as const

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

function parseUser(raw: string | null): PublicUser | null {
  if (!raw) return null
  try {
    const value: unknown = JSON.parse(raw)
    return value && typeof value === 'object' ? (value as PublicUser) : null
  } catch {
    return null
  }
}

export function readSession(): StoredSession {
  const expiration = Number(localStorage.getItem(SESSION_KEYS.expirationTime))
  return {
    token: localStorage.getItem(SESSION_KEYS.token),
    user: parseUser(localStorage.getItem(SESSION_KEYS.user)),
    role: localStorage.getItem(SESSION_KEYS.userRole),
    expiresAt: Number.isFinite(expiration) && expiration > 0 ? expiration : null,
  }
}

/** Stores a granted session; returns what was stored. `userRole` is 'user' when the answer has no user_type. */
export function storeSession(grant: SessionGrant, now = Date.now()): StoredSession {
  const session: StoredSession = {
    token: grant.token,
    user: grant.user,
    role: grant.user_type ?? 'user',
    expiresAt: now + grant.expiresIn * 1000,
  }
  localStorage.setItem(SESSION_KEYS.token, grant.token)
  localStorage.setItem(SESSION_KEYS.user, JSON.stringify(grant.user))
  localStorage.setItem(SESSION_KEYS.userRole, session.role ?? 'user')
  localStorage.setItem(SESSION_KEYS.expirationTime, String(session.expiresAt))
  return session
}

/** The spec clears all of local storage when a session ends, not only the session keys. */
export function clearStoredSession(): void {
  localStorage.clear()
}

export function isLiveSession(session: StoredSession, now = Date.now()): boolean {
  return Boolean(session.token) && session.expiresAt !== null && session.expiresAt > now
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
