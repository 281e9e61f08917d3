import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { errorResponses } from '../../../../contract/errors'
import {
  grievanceOfficerSchema,
  grievanceRequestSchema,
  grievanceTicketSchema,
} from '../../../../contract/grievances'
import { limitPerMinute } from '../../limits'
import { acknowledge, fileGrievance, grievanceOfficer } from '../grievances'

/**
 * `POST /grievances`: anyone files a complaint and gets its ticket at once, and its acknowledgement by
 * mail; `GET /grievances/officer`: who answers. Limited per client like the contact form, and per
 * address in the database (GRIEVANCE_MAX_PER_EMAIL_PER_HOUR).
 */
export const grievanceRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/grievances',
    {
      schema: {
        body: grievanceRequestSchema,
        // 429: too many from this address in the hour, or from this client (the rate limit).
        response: { 201: grievanceTicketSchema, ...errorResponses(400, 413, 415, 429) },
      },
      config: limitPerMinute(5),
    },
    async (req, reply) => {
      const row = await fileGrievance(app, req.body, req.ip ?? null, req.locale)
      req.log.info({ grievance: { id: row.id, ticket: row.ticket, about: row.about } }, 'grievance filed')
      await acknowledge(app, row, req.log)
      return reply.code(201).send({ ticket: row.ticket })
    },
  )

  app.get('/grievances/officer', { schema: { response: { 200: grievanceOfficerSchema } } }, async () =>
    grievanceOfficer(app),
  )
}
