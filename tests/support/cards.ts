import type { Card } from '../../contract/cards'
import type { TestAccount } from './factories'
import type { Client } from './http'

export const sampleCard = (overrides: Record<string, unknown> = {}) => ({
  cardTitle: 'Sing a song',
  description: 'The streamer sings a song of your choice',
  imageUrl: '/cards/preset-2.svg',
  category: ['Challenge'],
  rarity: 'Rare',
  price: 0,
  ...overrides,
})

export async function createCard(
  client: Client,
  creator: TestAccount,
  overrides: Record<string, unknown> = {},
) {
  const response = await client.post<{ card: Card }>('/auth/user/createCard', sampleCard(overrides), {
    token: creator.token,
  })
  if (response.status !== 201) throw new Error(`createCard failed: ${JSON.stringify(response.body)}`)
  return response.body.card
}

/** The whole paid purchase as the browser does it with the simulated provider. */
export async function buyPaidCard(client: Client, buyer: TestAccount, card: Card) {
  const order = await client.post<{ orderId: string }>(
    '/auth/user/payment-order',
    { cardId: card._id, amount: card.price, currency: 'INR' },
    { token: buyer.token },
  )
  const paid = await client.post<{ orderId: string; paymentId: string; signature: string }>(
    '/auth/user/payment-simulate',
    { orderId: order.body.orderId, outcome: 'success' },
    { token: buyer.token },
  )
  await client.post('/auth/user/payment-verify', paid.body, { token: buyer.token })
  const transaction = await client.post<{ transaction: { _id: string } }>(
    '/auth/user/createTransaction',
    {
      cardId: card._id,
      streamerEmailId: card.streamerEmailId,
      title: card.cardTitle,
      description: card.description,
      paymentId: paid.body.paymentId,
      orderId: paid.body.orderId,
    },
    { token: buyer.token },
  )
  return transaction.body.transaction
}

export async function getFreeCard(client: Client, buyer: TestAccount, card: Card) {
  const response = await client.post<{ transaction: { _id: string } }>(
    '/auth/user/createTransaction',
    {
      cardId: card._id,
      streamerEmailId: card.streamerEmailId,
      title: card.cardTitle,
      paymentId: 'free',
      orderId: 'free',
    },
    { token: buyer.token },
  )
  if (response.status !== 201) throw new Error(`free purchase failed: ${JSON.stringify(response.body)}`)
  return response.body.transaction
}
