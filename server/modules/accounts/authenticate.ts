import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { authMessages } from '../../../contract/messages'
import { planMessages } from '../../../contract/plan-rules'
import type { AppServices } from '../../app-services'
import type { UserRow } from '../../db/schema'
import { RefusalError } from '../../errors'
import { sessionStillOpen } from './sessions'
import { tokenPredatesRevocation } from './users-repository'

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user, set by `app.authenticate`; identity comes from the bearer token only. */
    user: UserRow
    /** The token's id and expiry, so that logout can revoke exactly this token. */
    userSession: { jti: string; expiresAt: string }
  }
  interface FastifyInstance {
    authenticate: (request: FastifyRequest, reply: FastifyReply) => Promise<void>
    /** After `authenticate`: creators only (either plan); anyone else 403 with the one message. */
    requireCreator: (request: FastifyRequest, reply: FastifyReply) => Promise<void>
  }
}

export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization
  if (!header?.startsWith('Bearer ')) return undefined
  return header.slice('Bearer '.length).trim() || undefined
}

/** The spec's session-expired answer: clients clear the session on 401 or status 'jwterror'. */
export const jwtErrorBody = (error: string) => ({ status: 'jwterror', success: false, error, message: error })

/**
 * The user behind a request's bearer token, with the token's id and expiry, when it is a live session
 * (the checks of `app.authenticate`); undefined otherwise. For routes open to everybody that answer a
 * signed-in caller more (the streamer search's whole-address match).
 */
export async function signedInUser(
  app: Pick<AppServices, 'tokens' | 'users' | 'sessions' | 'config'>,
  request: FastifyRequest,
): Promise<{ user: UserRow; session: FastifyRequest['userSession'] } | undefined> {
  const token = bearerToken(request)
  if (!token) return undefined
  const claims = await app.tokens.verify(token, 'user')
  if (!claims) return undefined
  const found = await app.users.signedIn(claims.sub, claims.jti)
  if (!found) return undefined
  const { user, revoked, session } = found
  if (revoked || tokenPredatesRevocation(user, claims.issuedAtMs)) return undefined
  // Ended by its user, or idle too long. A token signed before sessions were recorded has no row
  // and lives to its expiry.
  if (session && !(await sessionStillOpen(app.sessions, session, user.id, app.config.sessionIdleSeconds))) {
    return undefined
  }
  return { user, session: { jti: claims.jti, expiresAt: new Date(claims.expiresAtMs).toISOString() } }
}

/**
 * Admits a request only with a valid user token (signature, audience 'user', not expired) of a user
 * who still exists, not logged out, and issued after the user's sessions were last ended (a password
 * reset, an administrator's change of role or verification), and whose session (its row in
 * user_sessions) was not ended by its user nor left idle past SESSION_IDLE_SECONDS.
 */
export function registerAuthentication(app: FastifyInstance) {
  app.decorateRequest('user', null as unknown as UserRow)
  app.decorateRequest('userSession', null as unknown as FastifyRequest['userSession'])
  app.decorate('authenticate', async (request: FastifyRequest, reply: FastifyReply) => {
    if (!bearerToken(request)) return reply.code(401).send(jwtErrorBody(authMessages.noToken))
    const signedIn = await signedInUser(app, request)
    if (!signedIn) return reply.code(401).send(jwtErrorBody(authMessages.sessionExpired))
    request.user = signedIn.user
    request.userSession = signedIn.session
  })
  app.decorate('requireCreator', async (request: FastifyRequest) => {
    if (request.user.user_type !== 'creator') throw new RefusalError(403, planMessages.creatorsOnly)
  })
}
