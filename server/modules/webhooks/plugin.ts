import fp from 'fastify-plugin'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { USER_API } from '../api-prefixes'
import { razorpayWebhookRoutes } from './routes/razorpay-webhook'

/**
 * The payment provider's webhook: checks Razorpay's signature and hands each event to the module it
 * concerns (payments and refunds, disputes and payouts to money; card sales to purchases; Creator Pro
 * to plans; subscriptions to subscriptions). It stands at the edge, above all of them.
 */
const webhooksModule: FastifyPluginAsyncZod = async (app) => {
  await app.register(razorpayWebhookRoutes, { prefix: USER_API })
}

export default fp(webhooksModule, {
  name: 'webhooks',
  dependencies: ['community', 'money', 'plans', 'purchases', 'subscriptions'],
})
