import type { Card } from '../../src/contract/cards'
import { DEFAULT_STREAM_SETTINGS, type StreamQueue, type StreamSettings } from '../../src/contract/stream'
import type { TestAccount } from './factories'
import type { Client } from './http'

// Live-queue helpers: a streamer's settings and stream key, and a viewer's use as the app makes it.

/** Saves the streamer's stream settings: the defaults with `changes` over them. */
export async function setStreamSettings(
  client: Client,
  creator: TestAccount,
  changes: Partial<StreamSettings>,
) {
  const response = await client.put(
    '/auth/user/stream-settings',
    { ...DEFAULT_STREAM_SETTINGS, ...changes },
    {
      token: creator.token,
    },
  )
  if (response.status !== 200) throw new Error(`stream-settings failed: ${JSON.stringify(response.body)}`)
}

export async function streamKeyOf(client: Client, creator: TestAccount): Promise<string> {
  const url = (await client.get<{ url: string }>('/auth/user/showStreamerURL', { token: creator.token })).body
    .url
  return new URL(url).searchParams.get('key') as string
}

export const readQueue = async (client: Client, creator: TestAccount) =>
  (await client.get<StreamQueue>('/auth/user/stream-queue', { token: creator.token })).body

/** POST useCard for the purchase, with the viewer's text when given. */
export const submitUse = (
  client: Client,
  viewer: TestAccount,
  card: Pick<Card, '_id'>,
  transactionId: string,
  text: { cardTitle?: string; description?: string } = {},
) =>
  client.post<Record<string, unknown>>(
    '/auth/user/useCard',
    { cardId: card._id, transactionId, ...text },
    { token: viewer.token },
  )
