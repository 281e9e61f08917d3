import {
  AUCTION_BIDS_SHOWN,
  type Auction,
  nextMinimumBidPaise,
  type OverlayAuctionData,
} from '../../../contract/auctions'
import { ENDED_SHOWN_MS } from '../../../contract/marathon-clock'
import { paiseToRupees } from '../../../contract/money'
import type { AppServices } from '../../app-services'
import type { AuctionRow } from '../../db/schema-auctions'
import { toShownCard } from '../catalogue'

/** The lowest bid the server accepts now, in paise (contract/auctions.ts, which the bid form shows). */
export const nextMinimumPaise = (row: AuctionRow, topPaise: number | undefined) =>
  nextMinimumBidPaise(row.reserve_paise, row.increment_paise, topPaise)

/** What an auction's view reads. */
export type AuctionViewSources = Pick<AppServices, 'auctions' | 'cards' | 'users'>

/** The auction as the caller (`viewerId`: a bidder, the streamer, anyone) reads it. */
export async function viewAuction(
  { auctions, cards, users }: AuctionViewSources,
  row: AuctionRow,
  viewerId: string | undefined,
): Promise<Auction> {
  const [card, streamer, bids, bidCount, standings, offers] = await Promise.all([
    cards.byId(row.card_id).then((found) => found ?? missing(`card ${row.card_id}`)),
    users.nameById(row.streamer_id).then((found) => found ?? missing(`streamer ${row.streamer_id}`)),
    auctions.latestBids(row.id, AUCTION_BIDS_SHOWN),
    auctions.bidCount(row.id),
    viewerId ? auctions.standings(row.id) : Promise.resolve([]),
    auctions.offersOf(row.id),
  ])
  const top = bids[0]
  const mine = standings.find((standing) => standing.bidderId === viewerId)
  const myOffer = offers.find((offer) => offer.bidder_id === viewerId)
  const paid = offers.find((offer) => offer.status === 'paid')
  const paidBid = paid && (await auctions.topBidOf(row.id, paid.bidder_id))
  return {
    id: row.id,
    status: row.status,
    streamer: { id: streamer.id, username: streamer.username },
    card: toShownCard(card),
    reserve: paiseToRupees(row.reserve_paise),
    increment: paiseToRupees(row.increment_paise),
    startedAt: row.started_at,
    endsAt: row.ends_at,
    topBid: top ? paiseToRupees(top.amount_paise) : null,
    topBidder: top?.bidder_name ?? null,
    nextMinimum: paiseToRupees(nextMinimumPaise(row, top ? top.amount_paise : undefined)),
    bidCount,
    bids: bids.map((bid) => ({
      id: bid.id,
      amount: paiseToRupees(bid.amount_paise),
      bidder: bid.bidder_name,
      automatic: bid.automatic === 1,
      at: bid.created_at,
    })),
    you: mine
      ? {
          topBidder: top?.bidder_id === viewerId,
          highestBid: paiseToRupees(mine.highestPaise),
          maxAmount: mine.maxPaise > mine.highestPaise ? paiseToRupees(mine.maxPaise) : null,
          offer:
            myOffer?.status === 'open'
              ? { amount: paiseToRupees(myOffer.amount_paise), expiresAt: myOffer.expires_at }
              : null,
          won: myOffer?.status === 'paid',
        }
      : null,
    outcome: paid ? { winner: paidBid?.bidder_name ?? '', amount: paiseToRupees(paid.amount_paise) } : null,
  }
}

/** An auction whose card or streamer row is gone has no view: the request fails. */
function missing(what: string): never {
  throw new Error(`an auction names a missing ${what}`)
}

/** What the overlay's widget shows of the streamer's auction now (an ended one for a minute). */
export async function overlayAuction(
  { auctions, cards }: Pick<AppServices, 'auctions' | 'cards'>,
  streamerId: string,
  now: Date,
): Promise<OverlayAuctionData['auction']> {
  const row = await auctions.latestOf(streamerId)
  if (!row || row.status === 'cancelled') return null
  // Counted from its last change (the end, an offer passing, the sale), not from when bidding ended.
  if (row.status !== 'live' && now.getTime() - Date.parse(row.updated_at) > ENDED_SHOWN_MS) return null
  const [card, top] = await Promise.all([cards.shownById(row.card_id), auctions.topBid(row.id)])
  return {
    id: row.id,
    status: row.status,
    title: card?.title ?? '',
    imageUrl: card?.image_url ?? '',
    rarity: card?.rarity ?? 'Common',
    topBid: top ? paiseToRupees(top.amount_paise) : null,
    topBidder: top?.bidder_name ?? null,
    endsAt: row.ends_at,
  }
}
