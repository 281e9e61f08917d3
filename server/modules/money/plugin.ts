import fp from 'fastify-plugin'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { USER_API } from '../api-prefixes'
import { createDisputesRepository, type DisputesRepository } from './disputes/disputes-repository'
import { createEarningsRepository } from './earnings-repository'
import { createInvoicesRepository } from './invoices-repository'
import { createTaxProfilesRepository, type TaxProfilesRepository } from './kyc/tax-profiles-repository'
import { createLedgerRepository, type LedgerRepository } from './ledger-repository'
import { createOrphanPaymentsRepository } from './orphan-payments-repository'
import {
  createPaymentOrdersRepository,
  createPlanOrdersRepository,
  type PaymentOrdersRepository,
  type PlanOrdersRepository,
} from './payments/payment-orders-repository'
import { createPayments, type Payments } from './payments/payments'
import { createPayoutServices } from './payouts/payout-services'
import { createRefundsRepository } from './refunds-repository'
import { createReversalFollowUps, type ReversalFollowUps } from './reversal-follow-ups'
import { earningsRoutes } from './routes/earnings'
import { invoiceRoutes } from './routes/invoices'
import { kycRoutes } from './routes/kyc'
import { payoutAccountRoutes } from './routes/payout-account'
import { sellerRoutes } from './routes/seller'
import { statementRoutes } from './routes/statement'
import { createTaxReportsRepository, type TaxReportsRepository } from './tax/tax-reports-repository'

declare module '../../app-services' {
  interface AppServices {
    earnings: ReturnType<typeof createEarningsRepository>
    refunds: ReturnType<typeof createRefundsRepository>
    invoices: ReturnType<typeof createInvoicesRepository>
    /** The append-only money ledger (balances are sums of its entries). */
    ledger: LedgerRepository
    /** The payment provider: simulated or Razorpay, behind one interface. */
    payments: Payments
    /** Card orders opened at the provider, paid or not yet. */
    paymentOrders: PaymentOrdersRepository
    /** Creator Pro's orders, paid like a card's. */
    planOrders: PlanOrdersRepository
    /** Captured payments that bought nothing, refunded once (payments/orphan-capture.ts). */
    orphanPayments: ReturnType<typeof createOrphanPaymentsRepository>
    /** Creators' payout accounts, the payouts and the providers that send them. */
    payoutServices: ReturnType<typeof createPayoutServices>
    /** What follows a reversed sale beyond the books, registered by the module that sold it. */
    reversalFollowUps: ReversalFollowUps
    /** Chargebacks, and what they read of the sales they dispute. */
    disputes: DisputesRepository
    /** Creators' KYC: PAN, legal name, GSTIN and the checks of them. */
    taxProfiles: TaxProfilesRepository
    /** The ledger summed for the tax documents: statements, commission invoices, the TDS report. */
    taxReports: TaxReportsRepository
  }
}

/**
 * A creator's money: earnings, payout account, KYC, statement, invoices, payouts, refunds, disputes,
 * and the payment provider behind them (docs/money.md).
 */
const moneyModule: FastifyPluginAsyncZod = async (app) => {
  app.decorate('earnings', createEarningsRepository(app.db))
  app.decorate('refunds', createRefundsRepository(app.db))
  app.decorate('invoices', createInvoicesRepository(app.db))
  app.decorate('ledger', createLedgerRepository(app.db))
  app.decorate('payments', createPayments(app.config, app.settings, app.keys.simulatedPayments))
  app.decorate('orphanPayments', createOrphanPaymentsRepository(app.db))
  app.decorate('paymentOrders', createPaymentOrdersRepository(app.db))
  app.decorate('planOrders', createPlanOrdersRepository(app.db))
  app.decorate('payoutServices', createPayoutServices(app.config, app.db))
  app.decorate('reversalFollowUps', createReversalFollowUps())
  app.decorate('disputes', createDisputesRepository(app.db))
  app.decorate('taxProfiles', createTaxProfilesRepository(app.db))
  app.decorate('taxReports', createTaxReportsRepository(app.db))
  for (const routes of [
    earningsRoutes,
    payoutAccountRoutes,
    kycRoutes,
    statementRoutes,
    invoiceRoutes,
    sellerRoutes,
  ]) {
    await app.register(routes, { prefix: USER_API })
  }
}

export default fp(moneyModule, {
  name: 'money',
  dependencies: ['accounts', 'limits', 'mail', 'push', 'settings'],
})
