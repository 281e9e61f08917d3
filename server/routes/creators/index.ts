import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { analyticsRoutes } from './analytics'
import { avatarRoutes } from './avatar'
import { earningsRoutes } from './earnings'
import { kycRoutes } from './kyc'
import { marathonRoutes } from './marathons'
import { payoutAccountRoutes } from './payout-account'
import { planRoutes } from './plans'
import { statementRoutes } from './statement'
import { streamControlRoutes } from './stream-control'
import { subscriptionTierRoutes } from './subscription-tiers'

/** What a streamer does as a creator, under /auth/user: their plan, subscription tiers, sales figures, earnings and payouts, control of their stream, their marathon and their avatar (with the live updates
 * the Live page and a viewer's My Cards listen to). */
export const creatorRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(planRoutes)
  await app.register(analyticsRoutes)
  await app.register(earningsRoutes)
  await app.register(payoutAccountRoutes)
  await app.register(kycRoutes)
  await app.register(statementRoutes)
  await app.register(streamControlRoutes)
  await app.register(subscriptionTierRoutes)
  await app.register(marathonRoutes)
  await app.register(avatarRoutes)
}
