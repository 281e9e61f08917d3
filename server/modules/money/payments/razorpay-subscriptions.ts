import {
  PaymentProviderError,
  type RazorpayKeys,
  razorpayPost,
  razorpayReason,
  safeEqualHex,
  signSubscriptionPayment,
} from '../../../lib/razorpay'

/** A subscription runs at most this many monthly charges at Razorpay (ten years): it must have an end. */
const MAX_MONTHLY_CHARGES = 120

/**
 * Razorpay Subscriptions through its REST API: a monthly plan per tier and price, a subscription on
 * it (its first payment is the checkout's, with `subscription_id`), and cancellation. Charges, failures
 * and endings come back by webhook (modules/subscriptions/razorpay-events.ts).
 */
export function createRazorpaySubscriptions(keys: RazorpayKeys) {
  const post = razorpayPost(keys)

  async function call(path: string, body: unknown, what: string) {
    const { response, body: answer } = await post(path, body)
    if (!response.ok || typeof answer.id !== 'string')
      throw new PaymentProviderError(
        `Razorpay refused ${what} (${response.status}): ${razorpayReason(answer)}`,
      )
    return answer as Record<string, unknown> & { id: string }
  }

  return {
    name: 'razorpay' as const,
    keyId: keys.keyId,

    /** A monthly plan of this amount; answers its id. */
    async createPlan(plan: { amountPaise: number; name: string; description: string }) {
      const answer = await call(
        '/v1/plans',
        {
          period: 'monthly',
          interval: 1,
          item: { name: plan.name, amount: plan.amountPaise, currency: 'INR', description: plan.description },
        },
        'the plan',
      )
      return answer.id
    },

    /** A subscription on the plan, awaiting its first payment at the checkout; answers its id. */
    async createSubscription(request: { planId: string; notes: Record<string, string> }) {
      const answer = await call(
        '/v1/subscriptions',
        {
          plan_id: request.planId,
          total_count: MAX_MONTHLY_CHARGES,
          quantity: 1,
          customer_notify: 1,
          notes: request.notes,
        },
        'the subscription',
      )
      return answer.id
    },

    /** Cancels: at the end of the paid month (`atCycleEnd`), or at once. */
    async cancel(subscriptionId: string, { atCycleEnd }: { atCycleEnd: boolean }) {
      await call(
        `/v1/subscriptions/${encodeURIComponent(subscriptionId)}/cancel`,
        { cancel_at_cycle_end: atCycleEnd ? 1 : 0 },
        'the cancellation',
      )
    },

    /** The checkout's answer for a subscription: HMAC-SHA256 of `payment_id|subscription_id`. */
    verifySignature: (subscriptionId: string, paymentId: string, signature: string) =>
      safeEqualHex(signSubscriptionPayment(keys.keySecret, subscriptionId, paymentId), signature),
  }
}

export type RazorpaySubscriptions = ReturnType<typeof createRazorpaySubscriptions>
