import { cardMessages } from '../../../contract/card-messages'
import type { SimulatedPayment } from '../../../contract/cards'
import { subscriptionMessages } from '../../../contract/subscriptions'
import type { AppContext } from '../../context'
import { createSubscriptionsRepository } from '../../db/subscriptions-repository'

/**
 * The simulated checkout's Pay (or Fail) for a subscription's first month: only its own subscriber may
 * pay it, and only while the simulated provider is on. Nothing is recorded here; the subscriber's
 * verify does that (routes/subscriptions.ts).
 */
export async function simulateFirstMonth(
  ctx: AppContext,
  userId: string,
  request: { orderId: string; outcome: 'success' | 'failure' },
): Promise<SimulatedPayment | { refusal: 402 | 404; message: string }> {
  const simulated = ctx.payments.simulatedSubscriptions
  const row = await createSubscriptionsRepository(ctx.db).byProviderId(request.orderId)
  if (
    !simulated ||
    !row ||
    row.viewer_id !== userId ||
    row.provider !== 'simulated' ||
    row.status !== 'created'
  )
    return { refusal: 404, message: subscriptionMessages.notFound }
  if (request.outcome === 'failure') return { refusal: 402, message: cardMessages.paymentFailed }
  return simulated.completeFirstPayment(row.provider_subscription_id)
}
