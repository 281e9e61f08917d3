import fp from 'fastify-plugin'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { USER_API } from '../api-prefixes'
import { createEarningsRepository } from './earnings-repository'
import { createInvoicesRepository } from './invoices-repository'
import { createLedgerRepository, type LedgerRepository } from './ledger-repository'
import { createPayoutServices } from './payouts/payout-services'
import { createRefundsRepository } from './refunds-repository'
import { earningsRoutes } from './routes/earnings'
import { invoiceRoutes } from './routes/invoices'
import { kycRoutes } from './routes/kyc'
import { payoutAccountRoutes } from './routes/payout-account'
import { razorpayWebhookRoutes } from './routes/razorpay-webhook'
import { statementRoutes } from './routes/statement'

declare module '../../app-services' {
  interface AppServices {
    earnings: ReturnType<typeof createEarningsRepository>
    refunds: ReturnType<typeof createRefundsRepository>
    invoices: ReturnType<typeof createInvoicesRepository>
    /** The append-only money ledger (balances are sums of its entries). */
    ledger: LedgerRepository
    /** Creators' payout accounts, the payouts and the providers that send them. */
    payoutServices: ReturnType<typeof createPayoutServices>
  }
}

/**
 * A creator's money: earnings, payout account, KYC, statement, invoices, and the provider's webhook
 * that moves it (docs/money.md).
 */
const moneyModule: FastifyPluginAsyncZod = async (app) => {
  app.decorate('earnings', createEarningsRepository(app.db))
  app.decorate('refunds', createRefundsRepository(app.db))
  app.decorate('invoices', createInvoicesRepository(app.db))
  app.decorate('ledger', createLedgerRepository(app.db))
  app.decorate('payoutServices', createPayoutServices(app.config, app.db))
  for (const routes of [
    earningsRoutes,
    payoutAccountRoutes,
    kycRoutes,
    statementRoutes,
    invoiceRoutes,
    razorpayWebhookRoutes,
  ]) {
    await app.register(routes, { prefix: USER_API })
  }
}

export default fp(moneyModule, { name: 'money', dependencies: ['purchases'] })
