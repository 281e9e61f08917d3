import { randomBytes } from 'node:crypto'
import { type PaymentProvider, safeEqualHex, signPayment, signSubscriptionPayment } from './provider'

/** How the simulated provider's subscription ids start: the simulated checkout tells them from orders. */
export const SIMULATED_SUBSCRIPTION_PREFIX = 'sub_sim_'

/**
 * The built-in stand-in for a payment provider (PAYMENTS_SIMULATED): orders and signatures follow
 * Razorpay's rules, so the whole verify-then-record path runs exactly as with real money. `key` is
 * the derived `simulatedPayments` key: its signatures are worth nothing anywhere else.
 */
export function createSimulatedProvider(key: Uint8Array) {
  const provider: PaymentProvider = {
    name: 'simulated',
    keyId: 'rzp_simulated',
    createOrder: async () => ({ orderId: `order_sim_${randomBytes(9).toString('base64url')}` }),
    verifySignature: (orderId, paymentId, signature) =>
      safeEqualHex(signPayment(key, orderId, paymentId), signature),
    // The money goes back at once. The key names the refund, as a real provider's would: a retry
    // answers the same refund.
    refund: async ({ idempotencyKey }) => ({ refundId: `rfnd_sim_${idempotencyKey}`, status: 'processed' }),
  }
  return {
    provider,
    /** What the simulated checkout answers when the buyer presses Pay. */
    completePayment(orderId: string) {
      const paymentId = `pay_sim_${randomBytes(9).toString('base64url')}`
      return { orderId, paymentId, signature: signPayment(key, orderId, paymentId) }
    },
    /** Subscriptions, by Razorpay Subscriptions' rules: an id per subscription, its payments signed. */
    subscriptions: {
      name: 'simulated' as const,
      keyId: 'rzp_simulated',
      create: () => `${SIMULATED_SUBSCRIPTION_PREFIX}${randomBytes(9).toString('base64url')}`,
      /** The first payment, as the checkout hands it back (`orderId` names the subscription). */
      completeFirstPayment(subscriptionId: string) {
        const paymentId = `pay_sim_${randomBytes(9).toString('base64url')}`
        return {
          orderId: subscriptionId,
          paymentId,
          signature: signSubscriptionPayment(key, subscriptionId, paymentId),
        }
      },
      verifySignature: (subscriptionId: string, paymentId: string, signature: string) =>
        safeEqualHex(signSubscriptionPayment(key, subscriptionId, paymentId), signature),
    },
  }
}
