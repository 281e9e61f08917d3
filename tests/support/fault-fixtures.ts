import { randomBytes } from 'node:crypto'
import type { CardRow } from '../../server/db/schema-marketplace'
import type { Client } from './http'

// What the fault tests and the load bench set up and do: free cards made straight in the database,
// and a viewer's free purchase and use through the API, as the app calls them.

export interface Streamer {
  user: { id: string; username: string; email: string }
}

interface CardsRepository {
  create(card: {
    title: string
    description: string
    imageUrl: string
    categories: string[]
    rarity: 'Common' | 'Rare' | 'Epic' | 'Legendary'
    pricePaise: number
    durationSeconds: number
    creatorId: string
    creatorName: string
    streamerEmail: string
  }): Promise<CardRow>
}

/** `count` free cards of the streamer, each with a title of its own. */
export async function createFreeCards(
  cards: CardsRepository,
  streamer: Streamer,
  count: number,
  title = 'Fault card',
): Promise<CardRow[]> {
  const made: CardRow[] = []
  for (let i = 0; i < count; i++) {
    made.push(
      await cards.create({
        title: `${title} ${i + 1}`,
        description: 'A free card for the fault tests',
        imageUrl: '/cards/preset-1.svg',
        categories: ['Challenge'],
        rarity: 'Common',
        pricePaise: 0,
        durationSeconds: 1,
        creatorId: streamer.user.id,
        creatorName: streamer.user.username,
        streamerEmail: streamer.user.email,
      }),
    )
  }
  return made
}

/** POST /auth/user/createTransaction for a free card, as the market's Get button does. */
export const buyFree = (client: Client, token: string, card: Pick<CardRow, 'id' | 'title' | 'creator_id'>) =>
  client.post<{ transaction: { _id: string } }>(
    '/auth/user/createTransaction',
    {
      cardId: card.id,
      streamerEmailId: card.creator_id,
      title: card.title,
      paymentId: 'free',
      orderId: 'free',
    },
    { token },
  )

/** A fresh idempotency key, as the app makes when 'Use Now' is pressed. */
export const newUseKey = () => `use-${randomBytes(8).toString('hex')}`

/** POST /auth/user/useCard; the same `key` makes a retry the same use. */
export const postUseCard = (
  client: Client,
  token: string,
  cardId: string,
  transactionId: string,
  key: string,
) => client.post('/auth/user/useCard', { cardId, transactionId, idempotencyKey: key }, { token })
