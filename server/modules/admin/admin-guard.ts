import type { FastifyReply, FastifyRequest } from 'fastify'
import { decodeJwt } from 'jose'
import { adminServerMessages } from '../../../contract/admin'
import { twoFactorMessages } from '../../../contract/admin-two-factor'
import type { AppServices } from '../../app-services'
import type { AdminRow } from '../../db/schema-admin'
import { errorBody } from '../../errors'
import { bearerToken, sessionStillOpen } from '../accounts'

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in administrator, set by the admin guard. */
    admin: AdminRow
    /** The token's id: its session's, so that logout or the sessions list ends exactly this one. */
    adminSession: { jti: string }
  }
}

/** What an administrator may call before turning on two-factor when ADMIN_2FA=required. */
const OPEN_BEFORE_TWO_FACTOR = new Set([
  '/auth/admin/2fa/setup',
  '/auth/admin/2fa/enable',
  '/auth/admin/logout',
])

/**
 * Admits a request only with a valid admin token (signature, audience 'admin', not expired), not
 * logged out nor ended from the sessions list nor idle, of an administrator who still exists, issued
 * after their last password reset; and, when the site requires two-factor, of one who has turned it
 * on (or is turning it on).
 */
export function adminGuard(app: Pick<AppServices, 'tokens' | 'admins' | 'adminSessions' | 'config'>) {
  return async (req: FastifyRequest, reply: FastifyReply) => {
    const token = bearerToken(req)
    if (!token) return reply.code(401).send(errorBody(adminServerMessages.noToken))
    const refuse = () => reply.code(401).send(errorBody(adminServerMessages.sessionExpired))
    const claims = await app.tokens.verify(token, 'admin')
    if (!claims) return refuse()
    const { iat = 0 } = decodeJwt(token)
    const [row, session] = await Promise.all([
      app.admins.byId(claims.sub),
      app.adminSessions.byId(claims.jti),
    ])
    if (!row) return refuse()
    // Every admin token is recorded at login: one without a row, ended (logout, the sessions list) or
    // idle is refused, so no list of revoked admin tokens is needed.
    const idleSeconds = app.config.sessionIdleSeconds
    if (!session || !(await sessionStillOpen(app.adminSessions, session, row.id, idleSeconds)))
      return refuse()
    // tokens_valid_after is whole seconds, like iat: a token issued before the reset second is dead.
    if (row.tokens_valid_after && iat * 1000 < Date.parse(row.tokens_valid_after)) return refuse()
    req.admin = row
    req.adminSession = { jti: claims.jti }
    if (
      app.config.admin2fa === 'required' &&
      !row.totp_secret &&
      !OPEN_BEFORE_TWO_FACTOR.has(req.routeOptions.url ?? '')
    ) {
      return reply.code(403).send(errorBody(twoFactorMessages.setupFirst))
    }
  }
}
