import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { cardMessages } from '../../../../contract/card-messages'
import { statusMessageSchema } from '../../../../contract/common'
import { errorResponses } from '../../../../contract/errors'
import { paiseToRupees } from '../../../../contract/money'
import {
  type PaymentOrderResponse,
  paymentOrderResponseSchema,
  paymentOrderSchema,
  paymentSimulateSchema,
  paymentVerifySchema,
  simulatedPaymentSchema,
} from '../../../../contract/payments'
import { planMessages } from '../../../../contract/plan-rules'
import { RefusalError } from '../../../errors'
import { planOf, refuseWithoutConsent } from '../../accounts'
import { spendHourlyQuota } from '../../limits'
import { openOrder, refuseOverMinorCap, SIMULATED_SUBSCRIPTION_PREFIX } from '../../money'
import { refuseLockedOut, simulateFirstMonth } from '../../subscriptions'

/** Paid purchases: the server opens the order for the card's price, then verifies the payment. */
export const paymentRoutes: FastifyPluginAsyncZod = async (app) => {
  const quotas = app.quotaUses
  app.addHook('preHandler', app.authenticate)

  const paymentOrder = {
    body: paymentOrderSchema,
    // 429: the user's hourly quota of payment orders is used up (Retry-After says when).
    response: {
      200: paymentOrderResponseSchema,
      // 403: the caller's own card, or a card for subscribers only and the caller is not one (of a tier
      // that opens it).
      ...errorResponses(400, 401, 403, 404, 409, 413, 415, 429, 502, 503),
    },
  }
  app.post('/payment-order', { schema: paymentOrder }, async (req) => {
    // A child: only with the parent's consent, and within the monthly cap they set (docs/privacy.md).
    refuseWithoutConsent(req.user)
    const card = await app.cards.onSaleById(req.body.cardId)
    if (!card) throw new RefusalError(404, cardMessages.cardNotFound)
    if (card.creator_id === req.user.id) throw new RefusalError(403, cardMessages.ownCard)
    const amountPaise = card.price_paise
    if (amountPaise === 0) throw new RefusalError(400, 'This card is free: no payment is needed.')
    // A lapsed Creator Pro keeps its priced cards listed, but sells none until Pro is back.
    const creator = await app.users.byId(card.creator_id)
    if (!creator || planOf(creator) !== 'pro') {
      throw new RefusalError(409, planMessages.streamerNotPro)
    }
    await refuseLockedOut(app, req.user.id, card)
    await refuseOverMinorCap(app.db, req.user, amountPaise, app.clock.now())
    const provider = await app.payments.current()
    if (!provider) throw new RefusalError(503, cardMessages.paymentsUnavailable)
    const releaseQuota = await spendHourlyQuota(quotas, req.user.id, 'paymentOrder')
    const orderId = await openOrder({
      provider,
      amountPaise,
      receipt: card.id,
      record: (id) =>
        app.paymentOrders.create({
          id,
          provider: provider.name,
          user_id: req.user.id,
          card_id: card.id,
          amount_paise: amountPaise,
          currency: 'INR',
        }),
      releaseQuota,
      log: req.log,
    })
    if (!orderId) throw new RefusalError(502, cardMessages.orderFailed)
    const response: PaymentOrderResponse = {
      status: 'success',
      keyId: provider.keyId,
      amount: paiseToRupees(amountPaise),
      currency: 'INR',
      orderId,
      provider: provider.name,
    }
    return response
  })

  const paymentSimulate = {
    body: paymentSimulateSchema,
    response: { 200: simulatedPaymentSchema, ...errorResponses(400, 401, 402, 404, 413, 415) },
  }
  app.post('/payment-simulate', { schema: paymentSimulate }, async (req) => {
    if (!app.payments.simulatedEnabled) throw new RefusalError(404, cardMessages.simulatedOff)
    // The simulated checkout pays card orders, Creator Pro orders and a subscription's first month alike.
    if (req.body.orderId.startsWith(SIMULATED_SUBSCRIPTION_PREFIX)) {
      return simulateFirstMonth(app, req.user.id, req.body)
    }
    const cardOrder = await app.paymentOrders.byId(req.body.orderId)
    const orders = cardOrder ? app.paymentOrders : app.planOrders
    const order = cardOrder ?? (await app.planOrders.byId(req.body.orderId))
    if (!order || order.user_id !== req.user.id || order.provider !== 'simulated') {
      throw new RefusalError(404, cardMessages.orderNotFound)
    }
    if (req.body.outcome === 'failure') {
      await orders.markFailed(order.id)
      throw new RefusalError(402, cardMessages.paymentFailed)
    }
    return app.payments.completeSimulated(order.id)
  })

  const paymentVerify = {
    body: paymentVerifySchema,
    response: { 200: statusMessageSchema, ...errorResponses(400, 401, 404, 409, 413, 415, 503) },
  }
  app.post('/payment-verify', { schema: paymentVerify }, async (req) => {
    const { orderId, paymentId, signature } = req.body
    const order = await app.paymentOrders.byId(orderId)
    if (!order || order.user_id !== req.user.id) throw new RefusalError(404, cardMessages.orderNotFound)
    const provider = await app.payments.byName(order.provider)
    if (!provider) throw new RefusalError(503, cardMessages.paymentsUnavailable)
    if (!provider.verifySignature(orderId, paymentId, signature)) {
      throw new RefusalError(400, cardMessages.verifyFailed)
    }
    if (!(await app.paymentOrders.markPaid(orderId, paymentId))) {
      throw new RefusalError(409, cardMessages.verifyFailed)
    }
    return { status: 'success' as const, message: 'Payment verified.' }
  })
}
