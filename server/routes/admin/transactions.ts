import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import {
  type ActiveCountResponse,
  type AdminMessageResponse,
  type AdminTransactionsResponse,
  adminIdParams,
  adminMessages,
  adminServerMessages,
  type RevenueResponse,
} from '../../../src/contract/admin'
import { paiseToRupees } from '../../../src/contract/money'
import { toTransaction } from '../../db/purchases-repository'
import { errorBody } from '../../plugins/errors'
import { type AdminPluginOptions, auditEntry } from './context'

/** Payment Management: purchase records, the unused count, revenue, and deletion of a record. */
export const adminTransactionRoutes: FastifyPluginAsyncZod<AdminPluginOptions> = async (app, { admin }) => {
  app.get(
    '/transactions',
    async (): Promise<AdminTransactionsResponse> => ({
      success: true,
      transactions: (await admin.marketplace.listTransactions()).map(toTransaction),
    }),
  )

  app.get(
    '/transactions/active',
    async (): Promise<ActiveCountResponse> => ({ count: await admin.marketplace.activeCount() }),
  )

  app.get(
    '/transactions/revenue',
    async (): Promise<RevenueResponse> => ({
      totalRevenue: paiseToRupees(await admin.marketplace.revenuePaise()),
    }),
  )

  app.delete('/transactions/:id', { schema: { params: adminIdParams } }, async (req, reply) => {
    const purchase = await admin.marketplace.purchaseById(req.params.id)
    if (!purchase || !(await admin.marketplace.softDeletePurchase(purchase.id))) {
      return reply.code(404).send(errorBody(adminServerMessages.transactionNotFound))
    }
    await admin.audit.record(
      auditEntry(req, `Deleted transaction "${purchase.title}" of ${purchase.user_email}`, purchase.id),
    )
    return { success: true, message: adminMessages.transactionDeleted } satisfies AdminMessageResponse
  })
}
