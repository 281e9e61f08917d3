// Subscribing as a viewer does it, over HTTP: a tier, the subscription opened, the simulated checkout,
// the verified first payment.
import type { SimulatedPayment } from '../../contract/payments'
import type { MySubscription, SubscriptionResponse, Tier, TierRequest } from '../../contract/subscriptions'
import type { TestAccount } from './factories'
import type { Client } from './http'
import type { TestServer } from './test-server'

export const sampleTier = (overrides: Partial<TierRequest> = {}): TierRequest => ({
  name: 'Gold',
  price: 149,
  perks: 'The gold badge and a shout-out each month',
  monthlyAllowance: 2,
  badgeColour: 'yellow',
  ...overrides,
})

export async function createTier(
  client: Client,
  streamer: TestAccount,
  overrides: Partial<TierRequest> = {},
) {
  const response = await client.post<{ tier: Tier }>('/auth/user/subscription-tiers', sampleTier(overrides), {
    token: streamer.token,
  })
  if (response.status !== 201) throw new Error(`tier not created: ${JSON.stringify(response.body)}`)
  return response.body.tier
}

/** The checkout's answer for the tier's first month (not yet verified). */
export async function payFirstMonth(
  client: Client,
  viewer: TestAccount,
  tierId: string,
  /** The simulated mandate: 'decline' makes every renewal fail. */
  renewals?: 'succeed' | 'decline',
) {
  const opened = await client.post<{ orderId: string; amount: number; error?: string }>(
    '/auth/user/subscriptions',
    { tierId },
    { token: viewer.token },
  )
  if (opened.status !== 200) throw new Error(`subscription not opened: ${JSON.stringify(opened.body)}`)
  const paid = await client.post<SimulatedPayment>(
    '/auth/user/payment-simulate',
    { orderId: opened.body.orderId, outcome: 'success', renewals },
    { token: viewer.token },
  )
  return { opened: opened.body, payment: paid.body }
}

/** Subscribes the viewer to the tier and answers the verified subscription. */
export async function subscribe(
  client: Client,
  viewer: TestAccount,
  tierId: string,
  renewals?: 'succeed' | 'decline',
) {
  const { payment } = await payFirstMonth(client, viewer, tierId, renewals)
  const verified = await client.post<SubscriptionResponse>('/auth/user/subscription-verify', payment, {
    token: viewer.token,
  })
  if (verified.status !== 200) throw new Error(`subscription not verified: ${JSON.stringify(verified.body)}`)
  return verified.body.subscription
}

/** The viewer's subscriptions as My Subscriptions reads them (`GET /auth/user/subscriptions`). */
export async function mySubscriptions(client: Client, viewer: TestAccount): Promise<MySubscription[]> {
  const response = await client.get<{ subscriptions: MySubscription[] }>('/auth/user/subscriptions', {
    token: viewer.token,
  })
  return response.body.subscriptions
}

/** A subscription's paid periods as stored, oldest first. */
export const subscriptionCharges = (server: TestServer, subscriptionId: string) =>
  server.app.db
    .selectFrom('subscription_charges')
    .selectAll()
    .where('subscription_id', '=', subscriptionId)
    .orderBy('period_start')
    .execute()
