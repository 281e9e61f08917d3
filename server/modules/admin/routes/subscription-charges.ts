import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { adminIdParams } from '../../../../contract/admin'
import { errorResponses } from '../../../../contract/errors'
import { formatRupees, paiseToRupees } from '../../../../contract/money'
import { refundRequestSchema } from '../../../../contract/refunds'
import {
  adminSubscriptionChargesResponseSchema,
  chargeRefundMessages,
  chargeRefundResponseSchema,
  SUBSCRIPTION_CHARGES_SHOWN,
} from '../../../../contract/subscription-charges'
import { RefusalError } from '../../../errors'
import { createChargeRefunds } from '../../subscriptions'
import { auditEntry } from '../admin-services'

/** Payment Management's subscription charges: the latest paid months, and the refund of one. */
export const adminSubscriptionChargeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/subscription-charges',
    { schema: { response: { 200: adminSubscriptionChargesResponseSchema, ...errorResponses(401) } } },
    async (req) => {
      const refunds = createChargeRefunds(app, req.log)
      const rows = await refunds.repository.latest(SUBSCRIPTION_CHARGES_SHOWN)
      return { success: true as const, charges: rows.map((row) => refunds.repository.toAdmin(row)) }
    },
  )

  app.post(
    '/subscription-charges/:id/refund',
    {
      schema: {
        params: adminIdParams,
        body: refundRequestSchema,
        // 409: refunded already, or a refund under way. 502: the provider refused or could not be
        // reached (nothing changed). 503: its provider is not configured.
        response: {
          200: chargeRefundResponseSchema,
          ...errorResponses(400, 401, 404, 409, 413, 415, 502, 503),
        },
      },
    },
    async (req) => {
      const refunds = createChargeRefunds(app, req.log)
      const outcome = await refunds.refundCharge(req.params.id, {
        reason: req.body.reason,
        adminId: req.admin.id,
      })
      const charge = await refunds.repository.byId(req.params.id)
      if (!charge) throw new RefusalError(404, chargeRefundMessages.notFound)
      const amount = formatRupees(paiseToRupees(charge.amount_paise), { alwaysPaise: true })
      await app.adminAudit.record(
        auditEntry(
          req,
          `${outcome.status === 'processed' ? 'Refunded' : 'Asked for a refund of'} the ${charge.tier_name} subscription charge of ${charge.viewer_email} to ${charge.streamer_name} (${amount}): ${req.body.reason}`,
          charge.id,
        ),
      )
      return { success: true as const, message: outcome.message, charge: refunds.repository.toAdmin(charge) }
    },
  )
}
