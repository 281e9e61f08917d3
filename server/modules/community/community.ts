import type { Kysely } from 'kysely'
import { communityMessages, type StartCommunityInput } from '../../../contract/community'
import { rupeesToPaise } from '../../../contract/money'
import { isUniqueViolation } from '../../db/database'
import { newId } from '../../db/ids'
import type { Database, UserRow } from '../../db/schema'
import type { CommunityCardRow } from '../../db/schema-community'
import { RefusalError } from '../../errors'
import { planOf } from '../accounts'
import { createCardsRepository } from '../catalogue'
import { createCommunityRepository } from './community-repository'

// Starting and cancelling a streamer's community card (docs/community-cards.md).

/** Starts the Creator Pro streamer's community card of one of their cards (in the caller's transaction). */
export async function startCommunity(
  trx: Kysely<Database>,
  streamer: Pick<UserRow, 'id' | 'plan' | 'pro_until'>,
  input: StartCommunityInput,
  now: Date,
): Promise<CommunityCardRow> {
  if (planOf(streamer, now.getTime()) !== 'pro') throw new RefusalError(403, communityMessages.proNeeded)
  const community = createCommunityRepository(trx)
  const card = await createCardsRepository(trx).liveOwnerOf(input.cardId)
  if (!card) throw new RefusalError(404, communityMessages.cardNotFound)
  if (card.creator_id !== streamer.id) throw new RefusalError(403, communityMessages.cardNotYours)
  if (await community.openOf(streamer.id)) throw new RefusalError(409, communityMessages.alreadyOpen)
  const at = now.toISOString()
  const row: CommunityCardRow = {
    id: newId(),
    streamer_id: streamer.id,
    card_id: card.id,
    goal_paise: rupeesToPaise(input.goal),
    status: 'open',
    live: 1,
    started_at: at,
    ends_at: new Date(now.getTime() + input.minutes * 60_000).toISOString(),
    ended_at: null,
    purchase_id: null,
    updated_at: at,
  }
  try {
    await community.insert(row)
  } catch (error) {
    // Two starts at once: the unique index on the open one lets one through.
    if (isUniqueViolation(error)) throw new RefusalError(409, communityMessages.alreadyOpen)
    throw error
  }
  return row
}

/** Cancels the streamer's open community card; its contributions are refunded after the commit. */
export async function cancelCommunity(
  trx: Kysely<Database>,
  streamerId: string,
  id: string,
  now: Date,
): Promise<CommunityCardRow> {
  const community = createCommunityRepository(trx)
  const row = await community.byIdForUpdate(id)
  if (!row) throw new RefusalError(404, communityMessages.notFound)
  if (row.streamer_id !== streamerId) throw new RefusalError(403, communityMessages.notYours)
  if (row.status !== 'open') throw new RefusalError(409, communityMessages.cancelTooLate)
  const changes = {
    status: 'cancelled' as const,
    live: null,
    ended_at: now.toISOString(),
    updated_at: now.toISOString(),
  }
  await community.update(id, changes)
  return { ...row, ...changes }
}
