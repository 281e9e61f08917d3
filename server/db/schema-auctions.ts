import type { Selectable } from 'kysely'
import type { AuctionStatus } from '../../contract/auctions'

// Auctions, their bids and the offers to pay that pass down the bidders (docs/auctions.md).

export interface AuctionTable {
  id: string
  streamer_id: string
  card_id: string
  status: AuctionStatus
  /** 1 while live, null after: one live auction per streamer (a unique index). */
  live: number | null
  reserve_paise: number
  increment_paise: number
  started_at: string
  /** When bidding ends; a bid in the soft-close window moves it. */
  ends_at: string
  /** The soft close never moves `ends_at` past this (null only for auctions over before it existed). */
  latest_end_at: string | null
  /** When bidding ended (or the auction was cancelled). */
  ended_at: string | null
  created_at: string
  updated_at: string
}

export interface AuctionBidTable {
  id: string
  auction_id: string
  bidder_id: string
  /** As the stream may show it (the streamer's name rules). */
  bidder_name: string
  /** Unique within the auction: every accepted bid is higher than the one before. */
  amount_paise: number
  /** The bidder's maximum when this bid was placed: the server bids for them up to it. */
  max_paise: number
  /** 1: placed by the server for the bidder's maximum. */
  automatic: number
  created_at: string
}

export type AuctionOfferStatus = 'open' | 'paid' | 'expired'

export interface AuctionOfferTable {
  id: string
  auction_id: string
  bidder_id: string
  /** The bidder's highest bid: what they pay. */
  amount_paise: number
  status: AuctionOfferStatus
  expires_at: string
  /** Passed on unpaid at its deadline: the bidder let it lapse (AUCTION_LAPSE_BAN_DAYS). */
  lapsed_at: string | null
  /** Paid: the purchase it bought. */
  purchase_id: string | null
  created_at: string
  updated_at: string
}

export interface AuctionTables {
  auctions: AuctionTable
  auction_bids: AuctionBidTable
  auction_offers: AuctionOfferTable
}

export type AuctionRow = Selectable<AuctionTable>
export type AuctionBidRow = Selectable<AuctionBidTable>
export type AuctionOfferRow = Selectable<AuctionOfferTable>
