import { createHmac } from 'node:crypto'
import type { Client } from './http'

// Razorpay's webhooks as Razorpay sends them: the raw JSON body signed with HMAC-SHA256 under the
// webhook secret (`x-razorpay-signature`), posted to the server's webhook route.

/** A dispute of a payment, as the tests open and decide it. */
export interface TestDispute {
  id: string
  paymentId: string
  /** In paise. */
  amount: number
}

/** Posts `payload` to the webhook route, signed with `secret`. */
export function postSignedWebhook(client: Client, secret: string, payload: unknown) {
  const body = JSON.stringify(payload)
  return client.call('POST', '/auth/user/razorpay-webhook', {
    rawBody: body,
    headers: {
      'content-type': 'application/json',
      'x-razorpay-signature': createHmac('sha256', secret).update(body).digest('hex'),
    },
  })
}

/** A `payment.dispute.*` event (created, won, lost, closed, …) of the dispute, signed with `secret`. */
export function postDisputeEvent(client: Client, secret: string, event: string, dispute: TestDispute) {
  return postSignedWebhook(client, secret, {
    event,
    payload: {
      dispute: {
        entity: {
          id: dispute.id,
          entity: 'dispute',
          payment_id: dispute.paymentId,
          amount: dispute.amount,
          currency: 'INR',
          reason_code: 'chargeback_fraudulent',
          respond_by: Math.floor(Date.now() / 1000) + 7 * 86_400,
          status: event.split('.').at(-1),
        },
      },
    },
  })
}
