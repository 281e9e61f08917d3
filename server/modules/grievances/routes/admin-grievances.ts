import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { errorResponses } from '../../../../contract/errors'
import {
  grievanceAnswerResponseSchema,
  grievanceAnswerSchema,
  grievanceIdParams,
  grievanceMessages,
  grievancesResponseSchema,
} from '../../../../contract/grievances'
import { RefusalError } from '../../../errors'
import { adminGuard, auditEntry } from '../../admin'
import { answerGrievance, toGrievance } from '../grievances'

/**
 * The administrator's Grievances queue: `GET /grievances` (open first, nearest due date first) and
 * `POST /grievances/{id}/answer`, which mails the answer to the complainant. Behind the admin guard,
 * as every other admin route, and written to the audit log.
 */
export const adminGrievanceRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', adminGuard(app))

  app.get(
    '/grievances',
    { schema: { response: { 200: grievancesResponseSchema, ...errorResponses(401, 403) } } },
    async () => ({
      status: 'success' as const,
      grievances: (await app.grievances.queue()).map(toGrievance),
    }),
  )

  app.post(
    '/grievances/:id/answer',
    {
      schema: {
        params: grievanceIdParams,
        body: grievanceAnswerSchema,
        // 409: answered already (by another administrator, or twice).
        response: {
          200: grievanceAnswerResponseSchema,
          ...errorResponses(400, 401, 403, 404, 409, 413, 415, 429),
        },
      },
    },
    async (req) => {
      const row = await app.grievances.byId(req.params.id)
      if (!row) throw new RefusalError(404, grievanceMessages.notFound)
      if (row.answered_at) throw new RefusalError(409, grievanceMessages.answeredAlready)
      const answered = await answerGrievance(
        app,
        row,
        { text: req.body.answer, adminId: req.admin.id },
        req.log,
      )
      if (!answered) throw new RefusalError(409, grievanceMessages.answeredAlready)
      await app.adminAudit.record(auditEntry(req, `Answered grievance ${row.ticket}`, row.id))
      const updated = await app.grievances.byId(row.id)
      if (!updated) throw new RefusalError(404, grievanceMessages.notFound)
      return {
        status: 'success' as const,
        message: grievanceMessages.answered,
        grievance: toGrievance(updated),
      }
    },
  )
}
