import { createHmac, timingSafeEqual } from 'node:crypto'

export interface CreatedOrder {
  orderId: string
}

/** What a payment provider does for Cardcast: open an order, and check a completed payment's signature. */
export interface PaymentProvider {
  name: 'simulated' | 'razorpay'
  /** Public key the browser checkout needs. */
  keyId: string
  createOrder(order: { amountPaise: number; currency: string; receipt: string }): Promise<CreatedOrder>
  /** Razorpay's rule: HMAC-SHA256 of `orderId|paymentId` with the key secret, hex. */
  verifySignature(orderId: string, paymentId: string, signature: string): boolean
}

export function signPayment(secret: string | Uint8Array, orderId: string, paymentId: string): string {
  return createHmac('sha256', secret).update(`${orderId}|${paymentId}`).digest('hex')
}

export function safeEqualHex(expected: string, given: string): boolean {
  const a = Buffer.from(expected, 'utf8')
  const b = Buffer.from(given, 'utf8')
  return a.length === b.length && timingSafeEqual(a, b)
}

export class PaymentProviderError extends Error {}
