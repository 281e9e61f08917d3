import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { analyticsRoutes } from './analytics'
import { planRoutes } from './plans'

/** What a streamer does as a creator, under /auth/user: their plan and their sales figures. */
export const creatorRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(planRoutes)
  await app.register(analyticsRoutes)
}
