import fp from 'fastify-plugin'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { USER_API } from '../api-prefixes'
import { createAnalyticsRepository } from './analytics-repository'
import { analyticsRoutes } from './routes/analytics'

declare module '../../app-services' {
  interface AppServices {
    analytics: ReturnType<typeof createAnalyticsRepository>
  }
}

/** Creator Pro's sales figures. */
const analyticsModule: FastifyPluginAsyncZod = async (app) => {
  app.decorate('analytics', createAnalyticsRepository(app.db))
  await app.register(analyticsRoutes, { prefix: USER_API })
}

export default fp(analyticsModule, { name: 'analytics', dependencies: ['accounts', 'limits'] })
