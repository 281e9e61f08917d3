import type { Kysely } from 'kysely'
import { forNoKeyUpdate } from '../../db/locks'
import type { Database } from '../../db/schema'
import type { AuctionBidTable, AuctionOfferTable, AuctionRow, AuctionTable } from '../../db/schema-auctions'

/** Each bidder's highest bid and maximum in one auction, highest bid first (earliest first on ties). */
export interface BidderStanding {
  bidderId: string
  highestPaise: number
  maxPaise: number
  firstAt: string
}

// Takes the database or a transaction.
export function createAuctionsRepository(db: Kysely<Database>) {
  return {
    byId: (id: string) => db.selectFrom('auctions').selectAll().where('id', '=', id).executeTakeFirst(),

    /**
     * The auction, locked until the transaction ends on PostgreSQL (SQLite writes one at a time):
     * bids, the end and the offers of one auction are decided one at a time.
     */
    async byIdForUpdate(id: string): Promise<AuctionRow | undefined> {
      return forNoKeyUpdate(db, db.selectFrom('auctions').selectAll().where('id', '=', id)).executeTakeFirst()
    },

    /**
     * The streamer's auctions still running or awaiting payment, each locked until the transaction
     * ends on PostgreSQL (a demotion ends them: demotion.ts).
     */
    unfinishedOfForUpdate: (streamerId: string) =>
      forNoKeyUpdate(
        db,
        db
          .selectFrom('auctions')
          .selectAll()
          .where('streamer_id', '=', streamerId)
          .where('status', 'in', ['live', 'awaiting-payment']),
      ).execute(),

    liveOf: (streamerId: string) =>
      db
        .selectFrom('auctions')
        .selectAll()
        .where('streamer_id', '=', streamerId)
        .where('live', '=', 1)
        .executeTakeFirst(),

    latestOf: (streamerId: string) =>
      db
        .selectFrom('auctions')
        .selectAll()
        .where('streamer_id', '=', streamerId)
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(1)
        .executeTakeFirst(),

    listOf: (streamerId: string, limit: number) =>
      db
        .selectFrom('auctions')
        .selectAll()
        .where('streamer_id', '=', streamerId)
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(limit)
        .execute(),

    latest: (limit: number) =>
      db
        .selectFrom('auctions')
        .selectAll()
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(limit)
        .execute(),

    insert: (row: AuctionTable) => db.insertInto('auctions').values(row).execute(),

    update: (id: string, changes: Partial<AuctionTable>) =>
      db.updateTable('auctions').set(changes).where('id', '=', id).execute(),

    /** Live auctions whose bidding time is over (the sweep ends each under its lock). */
    dueToEnd: (now: Date) =>
      db
        .selectFrom('auctions')
        .select('id')
        .where('status', '=', 'live')
        .where('ends_at', '<=', now.toISOString())
        .execute(),

    insertBid: (row: AuctionBidTable) => db.insertInto('auction_bids').values(row).execute(),

    topBid: (auctionId: string) =>
      db
        .selectFrom('auction_bids')
        .selectAll()
        .where('auction_id', '=', auctionId)
        .orderBy('amount_paise', 'desc')
        .limit(1)
        .executeTakeFirst(),

    /** The latest bids: amounts only grow, so the highest are the newest. */
    latestBids: (auctionId: string, limit: number) =>
      db
        .selectFrom('auction_bids')
        .selectAll()
        .where('auction_id', '=', auctionId)
        .orderBy('amount_paise', 'desc')
        .limit(limit)
        .execute(),

    /** The bidder's highest bid in the auction. */
    topBidOf: (auctionId: string, bidderId: string) =>
      db
        .selectFrom('auction_bids')
        .selectAll()
        .where('auction_id', '=', auctionId)
        .where('bidder_id', '=', bidderId)
        .orderBy('amount_paise', 'desc')
        .limit(1)
        .executeTakeFirst(),

    async bidCount(auctionId: string): Promise<number> {
      const row = await db
        .selectFrom('auction_bids')
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .where('auction_id', '=', auctionId)
        .executeTakeFirst()
      return row?.count ?? 0
    },

    async standings(auctionId: string): Promise<BidderStanding[]> {
      const rows = await db
        .selectFrom('auction_bids')
        .select((eb) => [
          'bidder_id',
          eb.fn.max('amount_paise').as('highest'),
          eb.fn.max('max_paise').as('max'),
          eb.fn.min('created_at').as('first_at'),
        ])
        .where('auction_id', '=', auctionId)
        .groupBy('bidder_id')
        .execute()
      return rows
        .map((row) => ({
          bidderId: row.bidder_id,
          highestPaise: row.highest,
          maxPaise: row.max,
          firstAt: String(row.first_at),
        }))
        .sort((a, b) => b.highestPaise - a.highestPaise || a.firstAt.localeCompare(b.firstAt))
    },

    insertOffer: (row: AuctionOfferTable) => db.insertInto('auction_offers').values(row).execute(),

    offersOf: (auctionId: string) =>
      db.selectFrom('auction_offers').selectAll().where('auction_id', '=', auctionId).execute(),

    offerById: (id: string) =>
      db.selectFrom('auction_offers').selectAll().where('id', '=', id).executeTakeFirst(),

    updateOffer: (id: string, changes: Partial<AuctionOfferTable>) =>
      db.updateTable('auction_offers').set(changes).where('id', '=', id).execute(),

    /** Ends the auction's open offer, if any, without counting it as its bidder's lapse. */
    expireOpenOffers: (auctionId: string, at: string) =>
      db
        .updateTable('auction_offers')
        .set({ status: 'expired', updated_at: at })
        .where('auction_id', '=', auctionId)
        .where('status', '=', 'open')
        .execute(),

    /** Whether the bidder let an offer of one of the streamer's auctions lapse after `since`. */
    async lapsedSince(bidderId: string, streamerId: string, since: string): Promise<boolean> {
      const lapse = await db
        .selectFrom('auction_offers')
        .innerJoin('auctions', 'auctions.id', 'auction_offers.auction_id')
        .select('auction_offers.id')
        .where('auction_offers.bidder_id', '=', bidderId)
        .where('auction_offers.lapsed_at', '>', since)
        .where('auctions.streamer_id', '=', streamerId)
        .executeTakeFirst()
      return lapse !== undefined
    },

    /** Open offers whose time to pay is over, with their auction. */
    dueOffers: (now: Date) =>
      db
        .selectFrom('auction_offers')
        .select(['id', 'auction_id'])
        .where('status', '=', 'open')
        .where('expires_at', '<=', now.toISOString())
        .execute(),

    /** The auctions waiting for the bidder's payment now: their open offers, the soonest deadline first. */
    toPayBy: (bidderId: string, now: Date, limit: number) =>
      db
        .selectFrom('auction_offers')
        .innerJoin('auctions', 'auctions.id', 'auction_offers.auction_id')
        .innerJoin('cards', 'cards.id', 'auctions.card_id')
        .select([
          'auctions.id as auction_id',
          'cards.title',
          'auction_offers.amount_paise',
          'auction_offers.expires_at',
        ])
        .where('auction_offers.bidder_id', '=', bidderId)
        .where('auction_offers.status', '=', 'open')
        .where('auction_offers.expires_at', '>', now.toISOString())
        .where('auctions.status', '=', 'awaiting-payment')
        .orderBy('auction_offers.expires_at')
        .limit(limit)
        .execute(),

    /** The offer's open (unpaid) payment order: one at most (migrations/042-auction-money.ts). */
    openOrderOf: (offerId: string) =>
      db
        .selectFrom('payment_orders')
        .selectAll()
        .where('auction_offer_id', '=', offerId)
        .where('status', '=', 'created')
        .executeTakeFirst(),

    /** Whether an order of this offer was paid (its purchase is being recorded). */
    async offerPaid(offerId: string): Promise<boolean> {
      const row = await db
        .selectFrom('payment_orders')
        .select('id')
        .where('auction_offer_id', '=', offerId)
        .where('status', '=', 'paid')
        .executeTakeFirst()
      return row !== undefined
    },
  }
}

export type AuctionsRepository = ReturnType<typeof createAuctionsRepository>
