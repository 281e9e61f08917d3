import fp from 'fastify-plugin'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { USER_API } from '../api-prefixes'
import { createOrdersRepository, type OrdersRepository } from './orders-repository'
import { createPurchasesRepository, type PurchasesRepository } from './purchases-repository'
import { allowanceClaimRoutes } from './routes/allowance-claims'
import { orderRoutes } from './routes/orders'
import { paymentRoutes } from './routes/payments'
import { purchaseRoutes } from './routes/purchases'

declare module '../../app-services' {
  interface AppServices {
    purchases: PurchasesRepository
    /** The viewer's receipts: every purchase with its payment and latest refund. */
    orders: OrdersRepository
  }
}

/** Taking and buying cards: free takes, paid orders and their capture, subscribers' allowance claims, receipts. */
const purchasesModule: FastifyPluginAsyncZod = async (app) => {
  app.decorate('purchases', createPurchasesRepository(app.db))
  app.decorate('orders', createOrdersRepository(app.db))
  for (const routes of [purchaseRoutes, paymentRoutes, allowanceClaimRoutes, orderRoutes]) {
    await app.register(routes, { prefix: USER_API })
  }
}

export default fp(purchasesModule, {
  name: 'purchases',
  dependencies: [
    'accounts',
    'auctions',
    'catalogue',
    'limits',
    'mail',
    'marathons',
    'money',
    'stream',
    'subscriptions',
  ],
})
