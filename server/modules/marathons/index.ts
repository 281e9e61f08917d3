import fp from 'fastify-plugin'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { USER_API } from '../api-prefixes'
import { marathonRoutes } from './routes/marathons'

/** A streamer's marathon: its clock and the cards that add time. */
const marathonsModule: FastifyPluginAsyncZod = async (app) => {
  await app.register(marathonRoutes, { prefix: USER_API })
}

export default fp(marathonsModule, { name: 'marathons', dependencies: ['overlay', 'purchases'] })
