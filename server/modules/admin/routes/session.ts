import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import {
  type AdminMessageResponse,
  adminMessageResponseSchema,
  adminMessages,
} from '../../../../contract/admin'
import { errorResponses } from '../../../../contract/errors'
import {
  endOtherSessionsRequestSchema,
  sessionEndedResponseSchema,
  sessionIdParams,
  sessionMessages,
  sessionsResponseSchema,
} from '../../../../contract/sessions'
import { RefusalError } from '../../../errors'
import { openSessionsOf } from '../../accounts'
import { auditEntry } from '../admin-services'

/**
 * Logout (this token's session ends: the guard refuses it at once, on every instance), and the
 * administrator's open sessions, as users have theirs (server/modules/accounts/routes/sessions.ts): list, end one, end
 * all others. Endings are audited.
 */
export const adminSessionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/logout',
    { schema: { response: { 200: adminMessageResponseSchema, ...errorResponses(401) } } },
    async (req) => {
      await app.adminSessions.end(req.admin.id, req.adminSession.jti, new Date())
      await app.adminAudit.record(auditEntry(req, 'Logged out'))
      return { success: true, message: adminMessages.loggedOut } satisfies AdminMessageResponse
    },
  )

  app.get(
    '/sessions',
    { schema: { response: { 200: sessionsResponseSchema, ...errorResponses(401, 403) } } },
    async (req) => ({
      status: 'success' as const,
      sessions: await openSessionsOf(
        app.adminSessions,
        req.admin,
        req.adminSession.jti,
        app.config.sessionIdleSeconds,
      ),
    }),
  )

  app.delete(
    '/sessions/:id',
    {
      schema: {
        params: sessionIdParams,
        response: { 200: sessionEndedResponseSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (req) => {
      if (req.params.id === req.adminSession.jti) {
        throw new RefusalError(409, sessionMessages.endCurrent)
      }
      // Another administrator's session id gets the same 404 as an unknown one.
      if (!(await app.adminSessions.end(req.admin.id, req.params.id, new Date()))) {
        throw new RefusalError(404, sessionMessages.notFound)
      }
      await app.adminAudit.record(auditEntry(req, 'Ended another session'))
      return { status: 'success' as const, message: sessionMessages.ended, ended: 1 }
    },
  )

  app.post(
    '/sessions/end-others',
    {
      schema: {
        body: endOtherSessionsRequestSchema,
        response: { 200: sessionEndedResponseSchema, ...errorResponses(400, 401, 403, 413, 415) },
      },
    },
    async (req) => {
      const ended = await app.adminSessions.endOthers(req.admin.id, req.adminSession.jti, new Date())
      if (ended > 0) await app.adminAudit.record(auditEntry(req, `Ended ${ended} other session(s)`))
      return { status: 'success' as const, message: sessionMessages.endedOthers(ended), ended }
    },
  )
}
