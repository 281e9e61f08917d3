import fp from 'fastify-plugin'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { USER_API } from '../api-prefixes'
import { analyticsRoutes } from './routes/analytics'

/** Creator Pro's sales figures. */
const analyticsModule: FastifyPluginAsyncZod = async (app) => {
  await app.register(analyticsRoutes, { prefix: USER_API })
}

export default fp(analyticsModule, { name: 'analytics', dependencies: ['accounts'] })
