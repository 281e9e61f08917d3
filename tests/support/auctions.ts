import type { AuctionPayResponse, AuctionResponse } from '../../contract/auctions'
import type { TestAccount } from './factories'
import type { Client } from './http'

// Auctions as their people drive them over HTTP: start, bid, and pay a won offer the way the browser
// does (the auction's checkout, the simulated payment, verify, createTransaction).

export type AuctionAnswer = AuctionResponse & { message: string }

export async function startAuction(
  client: Client,
  streamer: TestAccount,
  body: {
    cardId?: string
    reward?: { title: string; description: string }
    reserve?: number
    increment?: number
    durationMinutes?: number
  },
) {
  const response = await client.post<AuctionAnswer>(
    '/auth/user/auctions',
    { reserve: 50, increment: 10, durationMinutes: 5, ...body },
    { token: streamer.token },
  )
  if (response.status !== 201) throw new Error(`auction not started: ${JSON.stringify(response.body)}`)
  return response.body.auction
}

export const bid = (
  client: Client,
  viewer: TestAccount,
  auctionId: string,
  amount: number,
  maxAmount?: number,
) =>
  client.post<AuctionAnswer>(
    `/auth/user/auctions/${auctionId}/bids`,
    { amount, ...(maxAmount ? { maxAmount } : {}) },
    { token: viewer.token },
  )

export const readAuction = async (client: Client, viewer: TestAccount, auctionId: string) =>
  (await client.get<AuctionAnswer>(`/auth/user/auctions/${auctionId}`, { token: viewer.token })).body

/** Pays the viewer's offer through the simulated checkout; answers the recorded purchase's status and body. */
export async function payOffer(client: Client, viewer: TestAccount, auctionId: string) {
  const checkout = await client.post<AuctionPayResponse & { message?: string }>(
    `/auth/user/auctions/${auctionId}/pay`,
    undefined,
    { token: viewer.token },
  )
  if (checkout.status !== 200) return { status: checkout.status, body: checkout.body, transaction: undefined }
  const paid = await client.post<{ orderId: string; paymentId: string; signature: string }>(
    '/auth/user/payment-simulate',
    { orderId: checkout.body.orderId, outcome: 'success' },
    { token: viewer.token },
  )
  await client.post('/auth/user/payment-verify', paid.body, { token: viewer.token })
  const recorded = await client.post<{ transaction: { _id: string }; marathonAddedSeconds?: number }>(
    '/auth/user/createTransaction',
    {
      cardId: checkout.body.cardId,
      streamerEmailId: 'auction',
      title: 'Auction',
      paymentId: paid.body.paymentId,
      orderId: paid.body.orderId,
    },
    { token: viewer.token },
  )
  return {
    status: recorded.status,
    body: checkout.body,
    transaction: recorded.body.transaction,
    recorded: recorded.body,
  }
}
