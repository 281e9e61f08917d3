import type { Kysely } from 'kysely'
import type { Card } from '../../contract/cards'
import type { StreamQueue, StreamSettings } from '../../contract/stream'
import type { Database } from '../../server/db/schema'
import { createStreamSettingsRepository } from '../../server/modules/realtime/stream-settings-repository'
import { createViewerApprovalsRepository } from '../../server/modules/realtime/viewer-approvals-repository'
import type { TestAccount } from './factories'
import type { Client } from './http'

// Live-queue helpers: a streamer's settings and stream key, and a viewer's use as the app makes it.

/** Saves the streamer's stream settings: their current settings with `changes` over them. */
export async function setStreamSettings(
  client: Client,
  creator: TestAccount,
  changes: Partial<StreamSettings>,
) {
  const current = await client.get<{ settings: StreamSettings }>('/auth/user/stream-settings', {
    token: creator.token,
  })
  if (current.status !== 200) throw new Error(`stream-settings failed: ${JSON.stringify(current.body)}`)
  const response = await client.put(
    '/auth/user/stream-settings',
    { ...current.body.settings, ...changes },
    { token: creator.token },
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

/**
 * Reads until `predicate` accepts the answer: for what the server does a moment later on its own (an
 * overlay's report arriving, the delivery sweep). Fails with the last answer after `timeoutMs`.
 */
export async function eventually<T>(
  read: () => Promise<T>,
  predicate: (value: T) => boolean,
  timeoutMs = 10_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const value = await read()
    if (predicate(value)) return value
    if (Date.now() > deadline) throw new Error(`condition not met; last answer: ${JSON.stringify(value)}`)
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}

/**
 * Lets the streamer's viewers use cards back to back (no cooldown per viewer, whose default is in
 * `DEFAULT_STREAM_SETTINGS`): for tests of what one use does, where the cooldown
 * (tests/api/stream/stream-control.test.ts) is not what is tested.
 */
export async function allowBackToBackUses(db: Kysely<Database>, streamerId: string) {
  const settings = createStreamSettingsRepository(db)
  await settings.save(streamerId, { ...(await settings.get(streamerId)), defaultViewerCooldownSeconds: 0 })
}

/**
 * Lets each viewer use cards back to back and have any number of them waiting on the streamer's
 * stream: for tests of bursts and quotas, where the cooldown and the cap on waiting uses
 * (tests/api/stream/stream-delivery.test.ts) are not what is tested. Stored through the repository: the API
 * caps the waiting uses lower.
 */
export async function allowBursts(db: Kysely<Database>, streamerId: string) {
  const settings = createStreamSettingsRepository(db)
  await settings.save(streamerId, {
    ...(await settings.get(streamerId)),
    defaultViewerCooldownSeconds: 0,
    maxWaitingPerViewer: 10_000,
  })
}

/**
 * Records that the streamer approved these viewers once, as approving a use of theirs does: in the
 * default 'approve' mode their names then show on the overlay (server/modules/realtime/moderation.ts
 * `nameOnStream`). For tests of what a card shows, where approving is not what is tested.
 */
export async function approveViewers(db: Kysely<Database>, streamerId: string, viewerIds: string[]) {
  const approvals = createViewerApprovalsRepository(db)
  for (const viewerId of viewerIds) await approvals.record(streamerId, viewerId, new Date())
}

/** The streamer's uses still in line (waiting, or sent and not yet reported on screen). */
export async function usesInLine(db: Kysely<Database>, streamerId: string): Promise<number> {
  const rows = await db
    .selectFrom('stream_uses')
    .select('id')
    .where('streamer_id', '=', streamerId)
    .where('status', 'in', ['queued', 'sent'])
    .execute()
  return rows.length
}
