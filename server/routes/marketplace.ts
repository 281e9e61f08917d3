import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { cardRoutes } from './cards'
import { paymentRoutes } from './payments'
import { purchaseRoutes } from './purchases'
import { razorpayWebhookRoutes } from './razorpay-webhook'
import { useCardRoutes } from './use-card'

/** Cards, purchases, payments and uses under /auth/user. */
export const marketplaceRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(cardRoutes)
  await app.register(purchaseRoutes)
  await app.register(paymentRoutes)
  await app.register(useCardRoutes)
  await app.register(razorpayWebhookRoutes)
}
