import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { authMessages } from '../../src/contract/messages'
import type { UserRow } from '../db/schema'
import { tokenPredatesRevocation } from '../db/users-repository'

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user, set by `app.authenticate`; identity comes from the bearer token only. */
    user: UserRow
    /** The token's id and expiry, so that logout can revoke exactly this token. */
    userSession: { jti: string; expiresAt: string }
  }
  interface FastifyInstance {
    authenticate: (request: FastifyRequest, reply: FastifyReply) => Promise<void>
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
 * Admits a request only with a valid user token (signature, audience 'user', not expired) of a user
 * who still exists, not logged out, and issued after the user's sessions were last ended (a password
 * reset, an administrator's change of role or verification).
 */
export function registerAuthentication(app: FastifyInstance) {
  app.decorateRequest('user', null as unknown as UserRow)
  app.decorateRequest('userSession', null as unknown as FastifyRequest['userSession'])
  app.decorate('authenticate', async (request: FastifyRequest, reply: FastifyReply) => {
    const token = bearerToken(request)
    if (!token) return reply.code(401).send(jwtErrorBody(authMessages.noToken))
    const refuse = () => reply.code(401).send(jwtErrorBody(authMessages.sessionExpired))
    const claims = await app.ctx.tokens.verify(token, 'user')
    if (!claims) return refuse()
    const [user, revoked] = await Promise.all([
      app.ctx.users.byId(claims.sub),
      app.ctx.users.isTokenRevoked(claims.jti),
    ])
    if (!user || revoked || tokenPredatesRevocation(user, claims.issuedAtMs)) return refuse()
    request.user = user
    request.userSession = { jti: claims.jti, expiresAt: new Date(claims.expiresAtMs).toISOString() }
  })
}
