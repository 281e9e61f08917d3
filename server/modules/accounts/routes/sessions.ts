import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { errorResponses } from '../../../../contract/errors'
import {
  endOtherSessionsRequestSchema,
  sessionEndedResponseSchema,
  sessionIdParams,
  sessionMessages,
  sessionsResponseSchema,
} from '../../../../contract/sessions'
import { RefusalError } from '../../../errors'
import { openSessionsOf } from '../sessions'

/**
 * `/auth/user/sessions`: the signed-in user's open sessions (server/modules/accounts/sessions-repository.ts),
 * and ending one of them, or all but the current one. An ended session's next call answers 401.
 */
export const sessionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/sessions',
    {
      schema: { response: { 200: sessionsResponseSchema, ...errorResponses(401) } },
      preHandler: app.authenticate,
    },
    async (req) => {
      const { sessions, config } = app
      return {
        status: 'success' as const,
        sessions: await openSessionsOf(sessions, req.user, req.userSession.jti, config.sessionIdleSeconds),
      }
    },
  )

  app.delete(
    '/sessions/:id',
    {
      schema: {
        params: sessionIdParams,
        response: { 200: sessionEndedResponseSchema, ...errorResponses(400, 401, 404, 409) },
      },
      preHandler: app.authenticate,
    },
    async (req) => {
      if (req.params.id === req.userSession.jti) throw new RefusalError(409, sessionMessages.endCurrent)
      // Another user's session id gets the same 404 as an unknown one.
      if (!(await app.sessions.end(req.user.id, req.params.id, new Date()))) {
        throw new RefusalError(404, sessionMessages.notFound)
      }
      await app.sessionEnds.ended(req.user.id)
      req.log.info({ userId: req.user.id }, 'session ended by its user')
      return { status: 'success' as const, message: sessionMessages.ended, ended: 1 }
    },
  )

  app.post(
    '/sessions/end-others',
    {
      schema: {
        body: endOtherSessionsRequestSchema,
        response: { 200: sessionEndedResponseSchema, ...errorResponses(400, 401, 413, 415) },
      },
      preHandler: app.authenticate,
    },
    async (req) => {
      const ended = await app.sessions.endOthers(req.user.id, req.userSession.jti, new Date())
      await app.sessionEnds.ended(req.user.id)
      req.log.info({ userId: req.user.id, ended }, 'other sessions ended by their user')
      return { status: 'success' as const, message: sessionMessages.endedOthers(ended), ended }
    },
  )
}
