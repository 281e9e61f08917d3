import type { Kysely } from 'kysely'
import {
  AUCTION_REWARD_CARD,
  AUCTION_SOFT_CLOSE_MAX_MINUTES,
  auctionMessages,
  type StartAuctionInput,
} from '../../../contract/auctions'
import { DEFAULT_CARD_DURATION_SECONDS } from '../../../contract/constants'
import { rupeesToPaise } from '../../../contract/money'
import { isUniqueViolation } from '../../db/database'
import { newId } from '../../db/ids'
import type { Database } from '../../db/schema'
import type { AuctionRow } from '../../db/schema-auctions'
import { RefusalError } from '../../errors'
import { type CardsRepository, createCardsRepository } from '../catalogue'
import { createAuctionsRepository } from './auctions-repository'

// Starting and cancelling a streamer's auction (docs/auctions.md).

/**
 * A one-off reward's card: made for the auction and hidden at once (deleted cards leave the market and
 * Card Inventory, and their purchases keep working), so only the winner ever holds it.
 */
async function rewardCard(
  cards: CardsRepository,
  streamer: AuctionStreamer,
  reward: AuctionReward,
  now: Date,
) {
  const card = await cards.create({
    title: reward.title,
    description: reward.description,
    imageUrl: AUCTION_REWARD_CARD.imageUrl,
    categories: [AUCTION_REWARD_CARD.category],
    rarity: AUCTION_REWARD_CARD.rarity,
    pricePaise: 0,
    durationSeconds: DEFAULT_CARD_DURATION_SECONDS,
    creatorId: streamer.id,
    creatorName: streamer.username,
    streamerEmail: streamer.email,
  })
  await cards.markDeleted(card.id, now)
  return card
}

type AuctionStreamer = { id: string; username: string; email: string }
type AuctionReward = NonNullable<StartAuctionInput['reward']>

/** Starts the streamer's auction of one of their cards or of a one-off reward (in the caller's transaction). */
export async function startAuction(
  trx: Kysely<Database>,
  streamer: AuctionStreamer,
  input: Omit<Required<StartAuctionInput>, 'cardId' | 'reward'> &
    Pick<StartAuctionInput, 'cardId' | 'reward'>,
  now: Date,
): Promise<AuctionRow> {
  const streamerId = streamer.id
  const auctions = createAuctionsRepository(trx)
  const cards = createCardsRepository(trx)
  if (await auctions.liveOf(streamerId)) throw new RefusalError(409, auctionMessages.alreadyLive)
  let card: { id: string; creator_id: string } | undefined
  if (input.reward) card = await rewardCard(cards, streamer, input.reward, now)
  else {
    card = await cards.liveOwnerOf(input.cardId ?? '')
    if (!card) throw new RefusalError(404, auctionMessages.cardNotFound)
    if (card.creator_id !== streamerId) throw new RefusalError(403, auctionMessages.cardNotYours)
  }
  const at = now.toISOString()
  const endsAt = now.getTime() + input.durationMinutes * 60_000
  const row: AuctionRow = {
    id: newId(),
    streamer_id: streamerId,
    card_id: card.id,
    status: 'live',
    live: 1,
    reserve_paise: rupeesToPaise(input.reserve),
    increment_paise: rupeesToPaise(input.increment),
    started_at: at,
    ends_at: new Date(endsAt).toISOString(),
    latest_end_at: new Date(endsAt + AUCTION_SOFT_CLOSE_MAX_MINUTES * 60_000).toISOString(),
    ended_at: null,
    created_at: at,
    updated_at: at,
  }
  try {
    await auctions.insert(row)
  } catch (error) {
    // Two starts at once: the unique index on the live auction lets one through.
    if (isUniqueViolation(error)) throw new RefusalError(409, auctionMessages.alreadyLive)
    throw error
  }
  return row
}

/** Cancels the streamer's live auction, only before its first bid (in the caller's transaction). */
export async function cancelAuction(
  trx: Kysely<Database>,
  streamerId: string,
  id: string,
  now: Date,
): Promise<AuctionRow> {
  const auctions = createAuctionsRepository(trx)
  const row = await auctions.byIdForUpdate(id)
  if (!row) throw new RefusalError(404, auctionMessages.notFound)
  if (row.streamer_id !== streamerId) throw new RefusalError(403, auctionMessages.notYours)
  if (row.status !== 'live' || (await auctions.bidCount(id)) > 0)
    throw new RefusalError(409, auctionMessages.cancelTooLate)
  const changes = {
    status: 'cancelled' as const,
    live: null,
    ended_at: now.toISOString(),
    updated_at: now.toISOString(),
  }
  await auctions.update(id, changes)
  return { ...row, ...changes }
}
