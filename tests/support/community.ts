import type { CommunityResponse, PledgeOrderResponse } from '../../contract/community'
import type { TestAccount } from './factories'
import type { Client } from './http'

// Community cards through the API, as the app calls them (docs/community-cards.md).

export async function startCommunity(
  client: Client,
  streamer: TestAccount,
  body: { cardId: string; goal: number; minutes: number },
) {
  const response = await client.post<CommunityResponse>('/auth/user/community-cards', body, {
    token: streamer.token,
  })
  if (response.status !== 201) throw new Error(`start failed: ${JSON.stringify(response.body)}`)
  return response.body.community
}

export const readCommunity = (client: Client, viewer: TestAccount, id: string) =>
  client.get<CommunityResponse>(`/auth/user/community-cards/${id}`, { token: viewer.token })

/** Opens a contribution's checkout. */
export const openPledge = (client: Client, viewer: TestAccount, id: string, amount: number) =>
  client.post<PledgeOrderResponse>(
    `/auth/user/community-cards/${id}/pledges`,
    { amount },
    { token: viewer.token },
  )

/** Pays an opened checkout with the simulated provider and verifies it, as the checkout does. */
export async function payAndVerify(client: Client, viewer: TestAccount, orderId: string) {
  const paid = await client.post<{ orderId: string; paymentId: string; signature: string }>(
    '/auth/user/payment-simulate',
    { orderId, outcome: 'success' },
    { token: viewer.token },
  )
  if (paid.status !== 200) throw new Error(`payment failed: ${JSON.stringify(paid.body)}`)
  const verified = await client.post('/auth/user/payment-verify', paid.body, { token: viewer.token })
  if (verified.status !== 200) throw new Error(`verify failed: ${JSON.stringify(verified.body)}`)
  return paid.body.paymentId
}

export const confirmPledge = (
  client: Client,
  viewer: TestAccount,
  id: string,
  orderId: string,
  paymentId: string,
) =>
  client.post<CommunityResponse & { error?: string }>(
    `/auth/user/community-cards/${id}/pledges/confirm`,
    { orderId, paymentId },
    { token: viewer.token },
  )

/** A whole contribution: checkout, payment, verify, confirm. */
export async function pledge(client: Client, viewer: TestAccount, id: string, amount: number) {
  const order = await openPledge(client, viewer, id, amount)
  if (order.status !== 200) throw new Error(`pledge order failed: ${JSON.stringify(order.body)}`)
  const paymentId = await payAndVerify(client, viewer, order.body.orderId)
  const confirmed = await confirmPledge(client, viewer, id, order.body.orderId, paymentId)
  return { orderId: order.body.orderId, paymentId, confirmed }
}
