import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { USER_API } from '../api-prefixes'
import { earningsRoutes } from './routes/earnings'
import { invoiceRoutes } from './routes/invoices'
import { kycRoutes } from './routes/kyc'
import { payoutAccountRoutes } from './routes/payout-account'
import { razorpayWebhookRoutes } from './routes/razorpay-webhook'
import { statementRoutes } from './routes/statement'

/** A creator's money: earnings, payout account, KYC, statement, invoices, and the provider's webhook that moves it (docs/money.md). */
export const moneyModule: FastifyPluginAsyncZod = async (app) => {
  await app.register(earningsRoutes, { prefix: USER_API })
  await app.register(payoutAccountRoutes, { prefix: USER_API })
  await app.register(kycRoutes, { prefix: USER_API })
  await app.register(statementRoutes, { prefix: USER_API })
  await app.register(invoiceRoutes, { prefix: USER_API })
  await app.register(razorpayWebhookRoutes, { prefix: USER_API })
}
