import { type PaymentProvider, PaymentProviderError, safeEqualHex, signPayment } from './provider'

export interface RazorpayKeys {
  keyId: string
  keySecret: string
  apiUrl: string
}

/** Razorpay: orders through its REST API, payments checked by signature. */
export function createRazorpayProvider(keys: RazorpayKeys): PaymentProvider {
  return {
    name: 'razorpay',
    keyId: keys.keyId,
    async createOrder({ amountPaise, currency, receipt }) {
      const response = await fetch(`${keys.apiUrl.replace(/\/$/, '')}/v1/orders`, {
        method: 'POST',
        headers: {
          authorization: `Basic ${Buffer.from(`${keys.keyId}:${keys.keySecret}`).toString('base64')}`,
          'content-type': 'application/json',
        },
        body: JSON.stringify({ amount: amountPaise, currency, receipt }),
        signal: AbortSignal.timeout(10_000),
      }).catch((error: unknown) => {
        throw new PaymentProviderError(`Razorpay unreachable: ${String(error)}`)
      })
      const body = (await response.json().catch(() => ({}))) as { id?: string }
      if (!response.ok || !body.id)
        throw new PaymentProviderError(`Razorpay refused the order (${response.status})`)
      return { orderId: body.id }
    },
    verifySignature: (orderId, paymentId, signature) =>
      safeEqualHex(signPayment(keys.keySecret, orderId, paymentId), signature),
  }
}
