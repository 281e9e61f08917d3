import fp from 'fastify-plugin'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { USER_API } from '../api-prefixes'
import { subscriptionTierRoutes } from './routes/subscription-tiers'
import { subscriptionRoutes } from './routes/subscriptions'

/** Viewers' subscriptions to streamers and the streamers' tiers. */
const subscriptionsModule: FastifyPluginAsyncZod = async (app) => {
  await app.register(subscriptionRoutes, { prefix: USER_API })
  await app.register(subscriptionTierRoutes, { prefix: USER_API })
}

export default fp(subscriptionsModule, {
  name: 'subscriptions',
  dependencies: ['purchases', 'money', 'stream'],
})
