import { createHmac } from 'node:crypto'
import type { FastifyBaseLogger } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { errorResponses } from '../../../../contract/errors'
import { razorpayWebhookBodySchema, razorpayWebhookResponseSchema } from '../../../../contract/payments'
import { RefusalError } from '../../../errors'
import { recordPledgeAndFollow } from '../../community'
import {
  handleDisputeEvent,
  handlePayoutEvent,
  handleRefundEvent,
  refundOrphanCapture,
  safeEqualHex,
} from '../../money'
import { activatePaidPro } from '../../plans'
import { PaymentRefunded, recordPaidPurchase } from '../../purchases'
import { handleSubscriptionEvent } from '../../subscriptions'

/** An event of no purchase here: another event type, an unknown or already-paid order. */
const IGNORED = { status: 'ignored' } as const
const SUCCESS = { status: 'success' } as const
const ignoreRefunded = (error: unknown) => {
  if (!(error instanceof PaymentRefunded)) throw error
}

interface WebhookEvent {
  event?: string
  payload?: { payment?: { entity?: { id?: string; order_id?: string; status?: string; amount?: number } } }
}

/**
 * Razorpay's server-to-server notice of a captured payment: records the purchase (or activates the
 * Creator Pro) even when the buyer's browser closed before createTransaction (or plan-verify). The signature covers the raw body, so this scope
 * keeps JSON bodies as text.
 */
export const razorpayWebhookRoutes: FastifyPluginAsyncZod = async (app) => {
  app.removeContentTypeParser('application/json')
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_req, body, done) => done(null, body))

  const webhook = {
    body: razorpayWebhookBodySchema,
    // 404 while no webhook secret is configured.
    response: { 200: razorpayWebhookResponseSchema, ...errorResponses(400, 404, 413, 415) },
  }
  /**
   * A captured payment no unpaid order takes: a repeat of the one that paid it is ignored; any other
   * is recorded and refunded (orphan-capture.ts).
   */
  async function unmatched(
    capture: { paymentId: string; orderId: string; amount: unknown },
    paidBy: string | null | undefined,
    log: FastifyBaseLogger,
  ) {
    if (paidBy === capture.paymentId) return IGNORED
    const amountPaise = Number(capture.amount)
    if (!Number.isSafeInteger(amountPaise) || amountPaise <= 0) return IGNORED
    await refundOrphanCapture(
      app,
      { paymentId: capture.paymentId, orderId: capture.orderId, amountPaise },
      log,
    )
    return SUCCESS
  }

  // A Creator Pro order: activated once per payment, whether this or plan-verify comes first.
  async function activatePlanOrder(
    capture: { paymentId: string; orderId: string; amount: unknown },
    log: FastifyBaseLogger,
  ) {
    const order = await app.planOrders.byId(capture.orderId)
    if (order && order.provider !== 'razorpay') return IGNORED
    if (!order || !(await app.planOrders.markPaid(order.id, capture.paymentId))) {
      return unmatched(capture, order?.payment_id, log)
    }
    const paid = await app.planOrders.byId(order.id)
    if (paid) await activatePaidPro(app, paid)
    return { status: 'success' as const }
  }

  app.post('/razorpay-webhook', { schema: webhook }, async (req) => {
    const secret = app.payments.webhookSecret()
    if (!secret) throw new RefusalError(404, 'Webhooks are not configured.')
    const raw = typeof req.body === 'string' ? req.body : ''
    const signature = String(req.headers['x-razorpay-signature'] ?? '')
    const expected = createHmac('sha256', secret).update(raw).digest('hex')
    if (!signature || !safeEqualHex(expected, signature)) throw new RefusalError(400, 'Invalid signature.')

    let event: WebhookEvent
    try {
      event = JSON.parse(raw) as WebhookEvent
    } catch {
      throw new RefusalError(400, 'Invalid request.')
    }
    // RazorpayX payouts, refunds, disputes and subscriptions have handlers of their own.
    if (event.event?.startsWith('payout.')) return (await handlePayoutEvent(app, event)) ? SUCCESS : IGNORED
    if (event.event?.startsWith('refund.'))
      return (await handleRefundEvent(app, event, req.log)) ? SUCCESS : IGNORED
    if (event.event?.startsWith('payment.dispute.'))
      return (await handleDisputeEvent(app, event)) ? SUCCESS : IGNORED
    if (event.event?.startsWith('subscription.'))
      return (await handleSubscriptionEvent(app, event, req.log)) ? SUCCESS : IGNORED
    const payment = event.payload?.payment?.entity
    if (
      !['payment.captured', 'order.paid'].includes(event.event ?? '') ||
      !payment?.id ||
      !payment.order_id
    ) {
      return IGNORED
    }
    const capture = { paymentId: payment.id, orderId: payment.order_id, amount: payment.amount }
    const order = await app.paymentOrders.byId(payment.order_id)
    if (!order) return activatePlanOrder(capture, req.log)
    if (order.provider !== 'razorpay') return IGNORED
    if (!(await app.paymentOrders.markPaid(order.id, payment.id))) {
      return unmatched(capture, (await app.paymentOrders.byId(order.id))?.payment_id, req.log)
    }
    const paid = await app.paymentOrders.byId(order.id)
    // A community card's contribution: held towards its goal, or refunded if it came too late.
    if (paid?.community_card_id) {
      await recordPledgeAndFollow({ ...app, log: req.log }, paid, req.log)
      return { status: 'success' as const }
    }
    // A payment an auction no longer takes was refunded there (purchases.ts): handled, not retried.
    if (paid) await recordPaidPurchase(app, paid, req.log).catch(ignoreRefunded)
    return { status: 'success' as const }
  })
}
