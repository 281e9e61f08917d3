import fp from 'fastify-plugin'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { USER_API } from '../api-prefixes'
import { createMarathonsRepository } from './marathons-repository'
import { marathonRoutes } from './routes/marathons'

declare module '../../app-services' {
  interface AppServices {
    marathons: ReturnType<typeof createMarathonsRepository>
  }
}

/** A streamer's marathon: its clock and the cards that add time. */
const marathonsModule: FastifyPluginAsyncZod = async (app) => {
  app.decorate('marathons', createMarathonsRepository(app.db))
  await app.register(marathonRoutes, { prefix: USER_API })
}

export default fp(marathonsModule, { name: 'marathons', dependencies: ['overlay', 'purchases'] })
