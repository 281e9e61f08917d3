import { cardMessages } from '../../../contract/card-messages'
import type { SimulatedPayment } from '../../../contract/payments'
import { subscriptionMessages } from '../../../contract/subscriptions'
import type { AppServices } from '../../app-services'
import { RefusalError } from '../../errors'

/**
 * The simulated checkout's Pay (or Fail) for a subscription's first month, or for a past-due renewal:
 * only its own subscriber may pay it, and only while the simulated provider is on. The payment is
 * recorded by the subscriber's verify (modules/subscriptions/routes/subscriptions.ts); here only the test mandate is.
 */
export async function simulateFirstMonth(
  app: Pick<AppServices, 'payments' | 'subscriptions'>,
  userId: string,
  request: { orderId: string; outcome: 'success' | 'failure'; renewals?: 'succeed' | 'decline' },
): Promise<SimulatedPayment> {
  const simulated = app.payments.simulatedSubscriptions
  const row = await app.subscriptions.byProviderId(request.orderId)
  if (
    !simulated ||
    !row ||
    row.viewer_id !== userId ||
    row.provider !== 'simulated' ||
    (row.status !== 'created' && row.status !== 'past_due')
  )
    throw new RefusalError(404, subscriptionMessages.notFound)
  if (request.outcome === 'failure') throw new RefusalError(402, cardMessages.paymentFailed)
  // The stand-in's own memory of the mandate just set up: whether its renewals will be declined.
  if (request.renewals)
    await app.subscriptions.setSimulatedRenewals(row.id, request.renewals === 'decline' ? 'decline' : null)
  return simulated.completeFirstPayment(row.provider_subscription_id)
}
