import { createHmac } from 'node:crypto'
import type { FastifyPluginAsync } from 'fastify'
import { errorBody } from '../plugins/errors'
import { safeEqualHex } from '../services/payments/provider'
import { recordPaidPurchase } from '../services/purchases'

interface WebhookEvent {
  event?: string
  payload?: { payment?: { entity?: { id?: string; order_id?: string; status?: string } } }
}

/**
 * Razorpay's server-to-server notice of a captured payment: records the purchase even when the
 * buyer's browser closed before createTransaction. The signature covers the raw body, so this scope
 * keeps JSON bodies as text.
 */
export const razorpayWebhookRoutes: FastifyPluginAsync = async (app) => {
  const { ctx } = app
  app.removeContentTypeParser('application/json')
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_req, body, done) => done(null, body))

  app.post('/razorpay-webhook', async (req, reply) => {
    const secret = ctx.payments.webhookSecret()
    if (!secret) return reply.code(404).send(errorBody('Webhooks are not configured.'))
    const raw = typeof req.body === 'string' ? req.body : ''
    const signature = String(req.headers['x-razorpay-signature'] ?? '')
    const expected = createHmac('sha256', secret).update(raw).digest('hex')
    if (!signature || !safeEqualHex(expected, signature))
      return reply.code(400).send(errorBody('Invalid signature.'))

    let event: WebhookEvent
    try {
      event = JSON.parse(raw) as WebhookEvent
    } catch {
      return reply.code(400).send(errorBody('Invalid request.'))
    }
    const payment = event.payload?.payment?.entity
    if (
      !['payment.captured', 'order.paid'].includes(event.event ?? '') ||
      !payment?.id ||
      !payment.order_id
    ) {
      return { status: 'ignored' }
    }
    const order = await ctx.paymentOrders.byId(payment.order_id)
    if (!order || order.provider !== 'razorpay') return { status: 'ignored' }
    if (!(await ctx.paymentOrders.markPaid(order.id, payment.id))) return { status: 'ignored' }
    const paid = await ctx.paymentOrders.byId(order.id)
    if (paid) await recordPaidPurchase(ctx, paid)
    return { status: 'success' }
  })
}
