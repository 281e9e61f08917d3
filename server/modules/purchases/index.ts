import fp from 'fastify-plugin'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { USER_API } from '../api-prefixes'
import { createOrphanPaymentsRepository } from './orphan-payments-repository'
import {
  createPaymentOrdersRepository,
  createPlanOrdersRepository,
  type PaymentOrdersRepository,
  type PlanOrdersRepository,
} from './payment-orders-repository'
import { createPayments, type Payments } from './payments/payments'
import { createPurchasesRepository, type PurchasesRepository } from './purchases-repository'
import { allowanceClaimRoutes } from './routes/allowance-claims'
import { orderRoutes } from './routes/orders'
import { paymentRoutes } from './routes/payments'
import { purchaseRoutes } from './routes/purchases'

declare module '../../app-services' {
  interface AppServices {
    orphanPayments: ReturnType<typeof createOrphanPaymentsRepository>
    purchases: PurchasesRepository
    paymentOrders: PaymentOrdersRepository
    /** Creator Pro's orders, paid like a card's. */
    planOrders: PlanOrdersRepository
    /** The payment provider: simulated or Razorpay, behind one interface. */
    payments: Payments
  }
}

/** Taking and buying cards: free takes, paid orders and their capture, subscribers' allowance claims, receipts. */
const purchasesModule: FastifyPluginAsyncZod = async (app) => {
  app.decorate('orphanPayments', createOrphanPaymentsRepository(app.db))
  const { db } = app
  app.decorate('purchases', createPurchasesRepository(db))
  app.decorate('paymentOrders', createPaymentOrdersRepository(db))
  app.decorate('planOrders', createPlanOrdersRepository(db))
  app.decorate('payments', createPayments(app.config, app.settings, app.keys.simulatedPayments))
  for (const routes of [purchaseRoutes, paymentRoutes, allowanceClaimRoutes, orderRoutes]) {
    await app.register(routes, { prefix: USER_API })
  }
}

export default fp(purchasesModule, { name: 'purchases', dependencies: ['accounts', 'catalogue'] })
