import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import {
  type AdminMessageResponse,
  adminMessageResponseSchema,
  adminMessages,
} from '../../../src/contract/admin'
import { errorResponses } from '../../../src/contract/errors'
import { type AdminPluginOptions, auditEntry } from './context'

/** Logout: this token stops working at once (its id is kept as revoked until it would expire). */
export const adminSessionRoutes: FastifyPluginAsyncZod<AdminPluginOptions> = async (app, { admin }) => {
  app.post(
    '/logout',
    { schema: { response: { 200: adminMessageResponseSchema, ...errorResponses(401) } } },
    async (req) => {
      await admin.sessions.revoke(req.adminSession.jti, req.adminSession.expiresAt)
      await admin.audit.record(auditEntry(req, 'Logged out'))
      return { success: true, message: adminMessages.loggedOut } satisfies AdminMessageResponse
    },
  )
}
