import fp from 'fastify-plugin'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { USER_API } from '../api-prefixes'
import { subscriptionTierRoutes } from './routes/subscription-tiers'
import { subscriptionRoutes } from './routes/subscriptions'
import { createSubscriptionAnalyticsRepository } from './subscription-analytics-repository'
import { createSubscriptionChargesRepository } from './subscription-charges-repository'
import { createSubscriptionTiersRepository } from './subscription-tiers-repository'
import { createSubscriptionsRepository } from './subscriptions-repository'

declare module '../../app-services' {
  interface AppServices {
    subscriptionCharges: ReturnType<typeof createSubscriptionChargesRepository>
    subscriptions: ReturnType<typeof createSubscriptionsRepository>
    subscriptionTiers: ReturnType<typeof createSubscriptionTiersRepository>
    subscriberFigures: ReturnType<typeof createSubscriptionAnalyticsRepository>
  }
}

/** Viewers' subscriptions to streamers and the streamers' tiers. */
const subscriptionsModule: FastifyPluginAsyncZod = async (app) => {
  app.decorate('subscriptionCharges', createSubscriptionChargesRepository(app.db))
  app.decorate('subscriptions', createSubscriptionsRepository(app.db))
  app.decorate('subscriptionTiers', createSubscriptionTiersRepository(app.db))
  app.decorate('subscriberFigures', createSubscriptionAnalyticsRepository(app.db))
  await app.register(subscriptionRoutes, { prefix: USER_API })
  await app.register(subscriptionTierRoutes, { prefix: USER_API })
}

export default fp(subscriptionsModule, {
  name: 'subscriptions',
  dependencies: ['purchases', 'money', 'stream'],
})
