import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import {
  type AdminMessageResponse,
  type AdminTransactionsResponse,
  activeCountResponseSchema,
  adminIdParams,
  adminMessageResponseSchema,
  adminMessages,
  adminServerMessages,
  adminTransactionsQuerySchema,
  adminTransactionsResponseSchema,
  revenueResponseSchema,
} from '../../../src/contract/admin'
import { ADMIN_DEFAULT_PAGE_SIZE } from '../../../src/contract/constants'
import { errorResponses } from '../../../src/contract/errors'
import { paiseToRupees } from '../../../src/contract/money'
import { pageRequest } from '../../db/keyset'
import { toTransaction } from '../../db/purchases-repository'
import { errorBody } from '../../plugins/errors'
import { type AdminPluginOptions, auditEntry } from './context'

/** Payment Management: purchase records a page at a time, the unused count, revenue, and deletion of a record. */
export const adminTransactionRoutes: FastifyPluginAsyncZod<AdminPluginOptions> = async (app, { admin }) => {
  app.get(
    '/transactions',
    {
      schema: {
        querystring: adminTransactionsQuerySchema,
        response: { 200: adminTransactionsResponseSchema, ...errorResponses(400, 401) },
      },
    },
    async (req) => {
      const { q, status } = req.query
      const page = await admin.marketplace.listTransactionsPage(
        {
          text: q?.trim() || undefined,
          isUsed: status === 'used' ? true : status === 'unused' ? false : undefined,
        },
        pageRequest(req.query, ADMIN_DEFAULT_PAGE_SIZE),
      )
      return {
        success: true,
        transactions: page.rows.map(toTransaction),
        total: page.total,
        nextCursor: page.nextCursor,
        prevCursor: page.prevCursor,
      } satisfies AdminTransactionsResponse
    },
  )

  app.get(
    '/transactions/active',
    { schema: { response: { 200: activeCountResponseSchema, ...errorResponses(401) } } },
    async () => ({ count: await admin.marketplace.activeCount() }),
  )

  app.get(
    '/transactions/revenue',
    { schema: { response: { 200: revenueResponseSchema, ...errorResponses(401) } } },
    async () => ({ totalRevenue: paiseToRupees(await admin.marketplace.revenuePaise()) }),
  )

  app.delete(
    '/transactions/:id',
    {
      schema: {
        params: adminIdParams,
        response: { 200: adminMessageResponseSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (req, reply) => {
      const purchase = await admin.marketplace.purchaseById(req.params.id)
      if (!purchase || !(await admin.marketplace.softDeletePurchase(purchase.id))) {
        return reply.code(404).send(errorBody(adminServerMessages.transactionNotFound))
      }
      await admin.audit.record(
        auditEntry(req, `Deleted transaction "${purchase.title}" of ${purchase.user_email}`, purchase.id),
      )
      return { success: true, message: adminMessages.transactionDeleted } satisfies AdminMessageResponse
    },
  )
}
