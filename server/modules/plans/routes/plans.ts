import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { cardMessages } from '../../../../contract/card-messages'
import { CREATOR_PRO_PRICE_RUPEES, CURRENCY } from '../../../../contract/constants'
import { formatDate } from '../../../../contract/dates'
import { errorResponses } from '../../../../contract/errors'
import { authMessages } from '../../../../contract/messages'
import { rupeesToPaise } from '../../../../contract/money'
import { planMessages } from '../../../../contract/plan-rules'
import {
  becomeCreatorRequestSchema,
  becomeCreatorResponseSchema,
  type PlanOrderResponse,
  planOrderResponseSchema,
  planOrderSchema,
  planRenewalRequestSchema,
  planRenewalResponseSchema,
  planStatusSchema,
  planVerifySchema,
} from '../../../../contract/plans'
import type { UserRow } from '../../../db/schema'
import { RefusalError } from '../../../errors'
import { planOf, refuseChildCreator, toPublicUser } from '../../accounts'
import { spendHourlyQuota } from '../../limits'
import { openOrder, rememberBillingState } from '../../money'
import { activatePaidPro } from '../plans'
import { createProRenewals } from '../pro-renewals'

/**
 * A viewer starts streaming on the free plan, and anyone signed in buys Creator Pro through the same
 * providers as cards: the server opens the order for the plan's price, then verifies the payment
 * (or the provider's webhook reports it, see razorpay-webhook.ts).
 */
export const planRoutes: FastifyPluginAsyncZod = async (app) => {
  const proRenewals = createProRenewals(app, app.log.child({ job: 'pro-renewals' }))
  const planStatus = async (user: UserRow) => {
    const { plan, proUntil } = toPublicUser(user)
    return {
      status: 'success' as const,
      plan,
      proUntil,
      renewal: plan === 'pro' ? await proRenewals.statusOf(user) : null,
    }
  }
  const quotas = app.quotaUses
  app.addHook('preHandler', app.authenticate)

  app.post(
    '/become-creator',
    {
      schema: {
        body: becomeCreatorRequestSchema,
        response: { 200: becomeCreatorResponseSchema, ...errorResponses(400, 401, 403, 409, 413, 415) },
      },
    },
    async (req) => {
      if (req.user.user_type === 'creator') throw new RefusalError(409, planMessages.alreadyCreator)
      // Creators are paid, and KYC needs an adult: never a child's account (docs/privacy.md).
      refuseChildCreator(req.user)
      // Only a viewer row changes: two racing requests both answer success, once.
      await app.users.becomeCreator(req.user.id)
      const user = await app.users.byId(req.user.id)
      // Deleted while asking: the session is over.
      if (!user) throw new RefusalError(401, authMessages.sessionExpired)
      req.log.info({ userId: user.id }, 'viewer became a creator')
      // A former creator's cards are on sale again (cards-repository.ts `onSale`).
      app.catalogue.invalidate()
      return { status: 'success' as const, user: toPublicUser(user) }
    },
  )

  app.get('/plan', { schema: { response: { 200: planStatusSchema, ...errorResponses(401) } } }, async (req) =>
    planStatus(req.user),
  )

  // Creator Pro renewing each month (modules/plans/pro-renewals.ts), on or off.
  app.post(
    '/plan-renewal',
    {
      schema: {
        body: planRenewalRequestSchema,
        // 409: no Creator Pro running to a date. 503: Razorpay is configured (not renewable there yet).
        response: { 200: planRenewalResponseSchema, ...errorResponses(400, 401, 409, 413, 415, 503) },
      },
    },
    async (req) => {
      const now = app.clock.now()
      const user = req.user
      if (planOf(user, now.getTime()) !== 'pro' || !user.pro_until)
        throw new RefusalError(409, planMessages.renewalNeedsMonthlyPro)
      if (req.body.renews && (await app.payments.recurring())?.name !== 'simulated')
        throw new RefusalError(503, planMessages.renewalUnavailable)
      await proRenewals.setRenews(user.id, req.body.renews, now)
      const day = formatDate(user.pro_until)
      return {
        ...(await planStatus(user)),
        message: req.body.renews ? planMessages.renewalOn(day) : planMessages.renewalOff(day),
      }
    },
  )

  app.post(
    '/plan-order',
    {
      schema: {
        body: planOrderSchema,
        // 429: the hourly quota of payment orders (shared with card orders) is used up.
        response: {
          200: planOrderResponseSchema,
          // 403: a child's account (creators are adults).
          ...errorResponses(400, 401, 403, 413, 415, 429, 502, 503),
        },
      },
    },
    async (req) => {
      refuseChildCreator(req.user)
      const provider = await app.payments.current()
      if (!provider) throw new RefusalError(503, cardMessages.paymentsUnavailable)
      const releaseQuota = await spendHourlyQuota(quotas, req.user.id, 'paymentOrder')
      await rememberBillingState(app.db, req.user.id, req.body.billingState)
      const amountPaise = rupeesToPaise(CREATOR_PRO_PRICE_RUPEES)
      const orderId = await openOrder({
        provider,
        amountPaise,
        receipt: `pro_${req.user.id}`,
        record: (id) =>
          app.planOrders.create({
            id,
            provider: provider.name,
            user_id: req.user.id,
            plan: req.body.plan,
            amount_paise: amountPaise,
            currency: CURRENCY,
          }),
        releaseQuota,
        log: req.log,
      })
      if (!orderId) throw new RefusalError(502, planMessages.orderFailed)
      const response: PlanOrderResponse = {
        status: 'success',
        keyId: provider.keyId,
        amount: CREATOR_PRO_PRICE_RUPEES,
        currency: CURRENCY,
        orderId,
        provider: provider.name,
      }
      return response
    },
  )

  app.post(
    '/plan-verify',
    {
      schema: {
        body: planVerifySchema,
        response: { 200: planStatusSchema, ...errorResponses(400, 401, 404, 409, 413, 415, 503) },
      },
    },
    async (req) => {
      const { orderId, paymentId, signature } = req.body
      const order = await app.planOrders.byId(orderId)
      if (!order || order.user_id !== req.user.id) {
        throw new RefusalError(404, cardMessages.orderNotFound)
      }
      const provider = await app.payments.byName(order.provider)
      if (!provider) throw new RefusalError(503, cardMessages.paymentsUnavailable)
      if (!provider.verifySignature(orderId, paymentId, signature)) {
        throw new RefusalError(400, planMessages.verifyFailed)
      }
      if (!(await app.planOrders.markPaid(orderId, paymentId))) {
        throw new RefusalError(409, planMessages.verifyFailed)
      }
      const paid = await app.planOrders.byId(orderId)
      if (!paid) throw new RefusalError(404, cardMessages.orderNotFound)
      const user = await activatePaidPro(app, paid)
      req.log.info({ userId: user.id, proUntil: user.pro_until }, 'Creator Pro activated')
      return planStatus(user)
    },
  )
}
