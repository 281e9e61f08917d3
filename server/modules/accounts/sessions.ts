import Bowser from 'bowser'
import type { FastifyRequest } from 'fastify'
import { decodeJwt } from 'jose'
import type { Session } from '../../../contract/sessions'
import type { AppServices } from '../../app-services'
import type { UserRow } from '../../db/schema'
import type { SessionRow } from '../../db/schema-sessions'
import type { SessionsRepository } from './sessions-repository'
import { toPublicUser } from './users-repository'

/** 'Chrome on Android' from a User-Agent header; 'Unknown device' when it says nothing useful. */
export function deviceOf(userAgent: string | undefined): string {
  if (!userAgent) return 'Unknown device'
  const parsed = Bowser.parse(userAgent)
  const browser = parsed.browser.name
  const os = parsed.os.name
  if (browser && os) return `${browser} on ${os}`
  return browser || os || 'Unknown device'
}

/** Where a session signed in from, as its owner's sessions list shows it. */
export interface SessionOrigin {
  device: string
  address: string
}

export const originOf = (req: FastifyRequest): SessionOrigin => ({
  device: deviceOf(req.headers['user-agent']),
  address: req.ip,
})

/** Records the session a freshly signed token opens, keyed by the token's id, until its expiry. */
export async function recordSession(
  sessions: SessionsRepository,
  ownerId: string,
  token: string,
  origin: SessionOrigin,
): Promise<void> {
  const claims = decodeJwt(token)
  await sessions.start(
    {
      id: String(claims.jti),
      ownerId,
      ...origin,
      expiresAt: new Date(Number(claims.exp) * 1000).toISOString(),
    },
    new Date(),
  )
}

/** How stale a session's 'last seen' may get before a call writes it again (one write a minute at most). */
const SESSION_SEEN_EVERY_MS = 60_000

/**
 * Whether a token's session row still admits calls: not ended by its owner, the owner's, and not
 * idle past `idleSeconds` (an idle one is ended here). Marks it seen.
 */
export async function sessionStillOpen(
  sessions: SessionsRepository,
  session: SessionRow,
  ownerId: string,
  idleSeconds: number,
): Promise<boolean> {
  if (session.ended_at !== null || session.owner_id !== ownerId) return false
  const now = new Date()
  const idleMs = now.getTime() - Date.parse(session.last_seen_at)
  if (idleMs > idleSeconds * 1000) {
    await sessions.end(ownerId, session.id, now)
    return false
  }
  if (idleMs > SESSION_SEEN_EVERY_MS) await sessions.touch(session.id, now)
  return true
}

/** The owner's live sessions as the sessions list shows them, the caller's marked `current`. */
export async function openSessionsOf(
  sessions: SessionsRepository,
  owner: { id: string; tokens_valid_after: string | null },
  currentId: string,
  idleSeconds: number,
): Promise<Session[]> {
  const now = new Date()
  const idleCutoff = new Date(now.getTime() - idleSeconds * 1000)
  const rows = await sessions.live(owner.id, now, idleCutoff, owner.tokens_valid_after)
  return rows.map((row) => ({
    id: row.id,
    device: row.device,
    address: row.address,
    createdAt: row.created_at,
    lastSeenAt: row.last_seen_at,
    current: row.id === currentId,
  }))
}

/**
 * The fields every successful user sign-in answers with: token, user, user_type, expiresIn (seconds).
 * The session is recorded with the device and address it signed in from, for the sessions list.
 */
export async function sessionFor(
  app: Pick<AppServices, 'config' | 'tokens' | 'sessions'>,
  user: UserRow,
  origin: SessionOrigin,
) {
  const expiresIn = app.config.sessionTtlSeconds
  const token = await app.tokens.sign(user.id, 'user', expiresIn)
  await recordSession(app.sessions, user.id, token, origin)
  return { token, user: toPublicUser(user), user_type: user.user_type, expiresIn }
}
