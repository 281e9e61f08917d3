import fp from 'fastify-plugin'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { USER_API } from '../api-prefixes'
import { planRoutes } from './routes/plans'

/** A creator's plan: Creator Pro, its checkout and renewal. */
const plansModule: FastifyPluginAsyncZod = async (app) => {
  await app.register(planRoutes, { prefix: USER_API })
}

export default fp(plansModule, { name: 'plans', dependencies: ['accounts', 'limits', 'money'] })
