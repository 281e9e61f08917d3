export interface CreatedOrder {
  orderId: string
}

export interface RefundRequest {
  paymentId: string
  amountPaise: number
  /** The same key for every retry of one refund: the provider makes it once (Razorpay: 10+ characters). */
  idempotencyKey: string
  /** Kept with the refund at the provider and sent back in its webhooks. */
  notes?: Record<string, string>
}

export interface ProviderRefund {
  refundId: string
  /** 'processed': the money is on its way back; 'pending': the provider's webhook will say. */
  status: 'pending' | 'processed' | 'failed'
}

/**
 * What a payment provider does for Cardcast: open an order, check a completed payment's signature,
 * and give a payment's money back.
 */
export interface PaymentProvider {
  name: 'simulated' | 'razorpay'
  /** Public key the browser checkout needs. */
  keyId: string
  createOrder(order: { amountPaise: number; currency: string; receipt: string }): Promise<CreatedOrder>
  /** Razorpay's rule: HMAC-SHA256 of `orderId|paymentId` with the key secret, hex. */
  verifySignature(orderId: string, paymentId: string, signature: string): boolean
  /** Refunds a payment (throws PaymentProviderError when the provider refuses or cannot be reached). */
  refund(request: RefundRequest): Promise<ProviderRefund>
}

export {
  PaymentProviderError,
  safeEqualHex,
  signPayment,
  signSubscriptionPayment,
} from '../../../lib/razorpay'
