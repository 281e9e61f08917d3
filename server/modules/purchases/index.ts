import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { USER_API } from '../api-prefixes'
import { allowanceClaimRoutes } from './routes/allowance-claims'
import { paymentRoutes } from './routes/payments'
import { purchaseRoutes } from './routes/purchases'

/** Taking and buying cards: free takes, paid orders and their capture, subscribers' allowance claims. */
export const purchasesModule: FastifyPluginAsyncZod = async (app) => {
  await app.register(purchaseRoutes, { prefix: USER_API })
  await app.register(paymentRoutes, { prefix: USER_API })
  await app.register(allowanceClaimRoutes, { prefix: USER_API })
}
