import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import {
  type AdminMessageResponse,
  adminIdParams,
  adminMessageResponseSchema,
  adminMessages,
  adminServerMessages,
} from '../../../../contract/admin'
import { activeCountResponseSchema, revenueResponseSchema } from '../../../../contract/admin-dashboard'
import {
  type AdminTransactionsResponse,
  adminTransactionsQuerySchema,
  adminTransactionsResponseSchema,
} from '../../../../contract/admin-marketplace'
import { ADMIN_DEFAULT_PAGE_SIZE } from '../../../../contract/constants'
import { errorResponses } from '../../../../contract/errors'
import { formatRupees, paiseToRupees } from '../../../../contract/money'
import {
  ORPHAN_PAYMENTS_SHOWN,
  orphanPaymentsResponseSchema,
  type RefundResponse,
  refundRequestSchema,
  refundResponseSchema,
} from '../../../../contract/refunds'
import { pageRequest } from '../../../db/keyset'
import type { RefundRow } from '../../../db/schema-money'
import { RefusalError } from '../../../errors'
import { createRefunds } from '../../money'
import { toTransaction } from '../../purchases'
import { auditEntry } from '../admin-services'

const toRefund = (refund: RefundRow): RefundResponse['refund'] => ({
  id: refund.id,
  purchaseId: refund.purchase_id,
  amount: paiseToRupees(refund.amount_paise),
  status: refund.status,
  reason: refund.reason,
  createdAt: refund.created_at,
})

/**
 * Payment Management: purchase records a page at a time with their refunds, the unused count, revenue
 * (less refunds), deletion of a record, and app.refunds.
 */
export const adminTransactionRoutes: FastifyPluginAsyncZod = async (app) => {
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
      const page = await app.adminMarketplace.listTransactionsPage(
        {
          text: q?.trim() || undefined,
          isUsed: status === 'used' ? true : status === 'unused' ? false : undefined,
        },
        pageRequest(req.query, ADMIN_DEFAULT_PAGE_SIZE),
      )
      const refundOf = await app.refunds.byPurchaseIds(page.rows.map((row) => row.id))
      return {
        success: true,
        transactions: page.rows.map((row) => ({
          ...toTransaction(row),
          refundedAt: row.refunded_at,
          refundStatus: refundOf.get(row.id)?.status ?? null,
        })),
        total: page.total,
        nextCursor: page.nextCursor,
        prevCursor: page.prevCursor,
      } satisfies AdminTransactionsResponse
    },
  )

  app.get(
    '/transactions/active',
    { schema: { response: { 200: activeCountResponseSchema, ...errorResponses(401) } } },
    async () => ({ count: await app.adminMarketplace.activeCount() }),
  )

  app.get(
    '/transactions/revenue',
    { schema: { response: { 200: revenueResponseSchema, ...errorResponses(401) } } },
    // What was paid and kept: money given back by a refund is not revenue.
    async () => ({
      totalRevenue: paiseToRupees(
        (await app.adminMarketplace.revenuePaise()) - (await app.refunds.processedPaise()),
      ),
    }),
  )

  app.post(
    '/transactions/:id/refund',
    {
      schema: {
        params: adminIdParams,
        body: refundRequestSchema,
        // 400: a free purchase, or no reason. 409: refunded already, or a refund under way. 502: the
        // provider refused or could not be reached (nothing changed). 503: its provider is not configured.
        response: {
          200: refundResponseSchema,
          ...errorResponses(400, 401, 404, 409, 413, 415, 502, 503),
        },
      },
    },
    async (req) => {
      const purchase = await app.adminMarketplace.purchaseById(req.params.id)
      if (!purchase) throw new RefusalError(404, adminServerMessages.transactionNotFound)
      const outcome = await createRefunds(app, req.log).refundPurchase(purchase, {
        reason: req.body.reason,
        adminId: req.admin.id,
      })
      const amount = formatRupees(paiseToRupees(purchase.amount_paise), { alwaysPaise: true })
      const state = outcome.refund.status === 'processed' ? 'Refunded' : 'Asked for a refund of'
      await app.adminAudit.record(
        auditEntry(
          req,
          `${state} transaction "${purchase.title}" of ${purchase.user_email} (${amount}): ${req.body.reason}`,
          purchase.id,
        ),
      )
      return {
        success: true as const,
        message: outcome.message,
        refund: toRefund(outcome.refund),
      } satisfies RefundResponse
    },
  )

  app.delete(
    '/transactions/:id',
    {
      schema: {
        params: adminIdParams,
        response: { 200: adminMessageResponseSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (req) => {
      const purchase = await app.adminMarketplace.purchaseById(req.params.id)
      if (!purchase || !(await app.adminMarketplace.softDeletePurchase(purchase.id))) {
        throw new RefusalError(404, adminServerMessages.transactionNotFound)
      }
      await app.adminAudit.record(
        auditEntry(req, `Deleted transaction "${purchase.title}" of ${purchase.user_email}`, purchase.id),
      )
      return { success: true, message: adminMessages.transactionDeleted } satisfies AdminMessageResponse
    },
  )

  // Captured payments no unpaid order took, refunded by themselves (modules/money/payments/orphan-capture.ts).
  app.get(
    '/orphan-payments',
    { schema: { response: { 200: orphanPaymentsResponseSchema, ...errorResponses(401) } } },
    async () => ({
      success: true as const,
      payments: (await app.orphanPayments.latest(ORPHAN_PAYMENTS_SHOWN)).map((row) => ({
        paymentId: row.payment_id,
        orderId: row.order_id,
        amount: paiseToRupees(row.amount_paise),
        status: row.status,
        refundId: row.refund_id,
        failure: row.failure,
        createdAt: row.created_at,
      })),
    }),
  )
}
