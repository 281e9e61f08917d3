import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { healthDownResponseSchema, healthResponseSchema } from '../../contract/health'
import { pingDatabase } from '../db/probes'

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/healthz',
    { schema: { response: { 200: healthResponseSchema, 503: healthDownResponseSchema } } },
    async (req, reply) => {
      try {
        await pingDatabase(app.db)
        return { status: 'ok', db: 'ok' } as const
      } catch (error) {
        req.log.error({ err: error }, 'health check: database unreachable')
        return reply.code(503).send({ status: 'error', db: 'error' })
      }
    },
  )
}
