import fp from 'fastify-plugin'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { USER_API } from '../api-prefixes'
import { takeBackCharge } from './reversed-charge'
import { subscriptionTierRoutes } from './routes/subscription-tiers'
import { subscriptionRoutes } from './routes/subscriptions'
import { createSubscriptionAnalyticsRepository } from './subscription-analytics-repository'
import { createSubscriptionChargesRepository } from './subscription-charges-repository'
import { createSubscriptionCheckoutsRepository } from './subscription-checkouts-repository'
import { createSubscriptionPlansRepository } from './subscription-plans-repository'
import { createSubscriptionsRepository } from './subscriptions-repository'

declare module '../../app-services' {
  interface AppServices {
    subscriptionCharges: ReturnType<typeof createSubscriptionChargesRepository>
    subscriptions: ReturnType<typeof createSubscriptionsRepository>
    subscriberFigures: ReturnType<typeof createSubscriptionAnalyticsRepository>
    /** Each viewer's one open checkout to a streamer (checkouts.ts). */
    subscriptionCheckouts: ReturnType<typeof createSubscriptionCheckoutsRepository>
    /** The monthly plans made at Razorpay for a tier at a price (open-at-provider.ts). */
    subscriptionPlans: ReturnType<typeof createSubscriptionPlansRepository>
  }
}

/** Viewers' subscriptions to streamers and the streamers' tiers. */
const subscriptionsModule: FastifyPluginAsyncZod = async (app) => {
  app.decorate('subscriptionCharges', createSubscriptionChargesRepository(app.db))
  app.decorate('subscriptions', createSubscriptionsRepository(app.db))
  app.decorate('subscriberFigures', createSubscriptionAnalyticsRepository(app.db))
  app.decorate('subscriptionCheckouts', createSubscriptionCheckoutsRepository(app.db))
  app.decorate('subscriptionPlans', createSubscriptionPlansRepository(app.db))
  // A lost dispute of a charge ends the month it paid for, as a refund does (reversed-charge.ts).
  app.reversalFollowUps.onChargeReversed(takeBackCharge)
  await app.register(subscriptionRoutes, { prefix: USER_API })
  await app.register(subscriptionTierRoutes, { prefix: USER_API })
}

export default fp(subscriptionsModule, {
  name: 'subscriptions',
  dependencies: ['accounts', 'catalogue', 'limits', 'mail', 'marathons', 'money', 'push'],
})
