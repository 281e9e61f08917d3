import {
  PaymentProviderError,
  type RazorpayKeys,
  razorpayPost,
  razorpayReason,
  safeEqualHex,
  signPayment,
} from '../../../lib/razorpay'
import type { PaymentProvider } from './provider'

/** Razorpay: orders and refunds through its REST API, payments checked by signature. */
export function createRazorpayProvider(keys: RazorpayKeys): PaymentProvider {
  const post = razorpayPost(keys)

  return {
    name: 'razorpay',
    keyId: keys.keyId,
    async createOrder({ amountPaise, currency, receipt }) {
      const { response, body } = await post('/v1/orders', { amount: amountPaise, currency, receipt })
      if (!response.ok || typeof body.id !== 'string')
        throw new PaymentProviderError(`Razorpay refused the order (${response.status})`)
      return { orderId: body.id }
    },
    verifySignature: (orderId, paymentId, signature) =>
      safeEqualHex(signPayment(keys.keySecret, orderId, paymentId), signature),
    // POST /v1/payments/{id}/refund. X-Refund-Idempotency makes a retry (same key, same body) return
    // the refund the first call made instead of making a second one.
    async refund({ paymentId, amountPaise, idempotencyKey, notes }) {
      const { response, body } = await post(
        `/v1/payments/${encodeURIComponent(paymentId)}/refund`,
        { amount: amountPaise, speed: 'normal', ...(notes ? { notes } : {}) },
        { 'X-Refund-Idempotency': idempotencyKey },
      )
      const status = body.status
      if (
        !response.ok ||
        typeof body.id !== 'string' ||
        (status !== 'pending' && status !== 'processed' && status !== 'failed')
      ) {
        throw new PaymentProviderError(
          `Razorpay refused the refund (${response.status}): ${razorpayReason(body)}`,
        )
      }
      return { refundId: body.id, status }
    },
  }
}
