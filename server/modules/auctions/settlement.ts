import type { FastifyBaseLogger } from 'fastify'
import type { Kysely } from 'kysely'
import { AUCTION_OFFER_MINUTES, type AuctionPayResponse, auctionMessages } from '../../../contract/auctions'
import { CURRENCY } from '../../../contract/constants'
import { paiseToRupees } from '../../../contract/money'
import type { AppServices } from '../../app-services'
import { newId } from '../../db/ids'
import type { Database } from '../../db/schema'
import type { AuctionRow } from '../../db/schema-auctions'
import type { PaymentOrderRow } from '../../db/schema-marketplace'
import { RefusalError } from '../../errors'
import { openOrder } from '../purchases/payments/open-order'
import { announceAuction } from './announce'
import { createAuctionsRepository } from './auctions-repository'

// The end of an auction and its payment (docs/auctions.md 'The end'): bidding ends once, under the
// auction's lock, whichever instance's sweep gets there first; the highest bidder gets an offer to
// pay within AUCTION_OFFER_MINUTES of the money clock; unpaid, it passes to the next bidder by their
// highest bid, down the list; paid, the card is the winner's and the sale goes to the ledger.

const offerDeadline = (now: Date) => new Date(now.getTime() + AUCTION_OFFER_MINUTES * 60_000).toISOString()

/** Offers the auction to the highest bidder who has had no offer yet; answers false when none is left. */
async function offerToNext(trx: Kysely<Database>, row: AuctionRow, now: Date): Promise<boolean> {
  const auctions = createAuctionsRepository(trx)
  const [standings, offers] = await Promise.all([auctions.standings(row.id), auctions.offersOf(row.id)])
  const offered = new Set(offers.map((offer) => offer.bidder_id))
  const next = standings.find((standing) => !offered.has(standing.bidderId))
  if (!next) return false
  await auctions.insertOffer({
    id: newId(),
    auction_id: row.id,
    bidder_id: next.bidderId,
    amount_paise: next.highestPaise,
    status: 'open',
    expires_at: offerDeadline(now),
    purchase_id: null,
    created_at: now.toISOString(),
    updated_at: now.toISOString(),
  })
  return true
}

/** Ends bidding on the auction if its time is over and no one ended it before; answers whether this did. */
async function endBidding(trx: Kysely<Database>, id: string, now: Date): Promise<AuctionRow | undefined> {
  const auctions = createAuctionsRepository(trx)
  const row = await auctions.byIdForUpdate(id)
  if (row?.status !== 'live' || Date.parse(row.ends_at) > now.getTime()) return undefined
  const offered = await offerToNext(trx, row, now)
  const changes = {
    status: offered ? ('awaiting-payment' as const) : ('unsold' as const),
    live: null,
    ended_at: row.ends_at,
    updated_at: now.toISOString(),
  }
  await auctions.update(row.id, changes)
  return { ...row, ...changes }
}

/** Passes an unpaid offer past its deadline to the next bidder (or leaves the auction unsold). */
async function passOffer(trx: Kysely<Database>, offerId: string, now: Date): Promise<AuctionRow | undefined> {
  const auctions = createAuctionsRepository(trx)
  const first = await auctions.offerById(offerId)
  if (!first) return undefined
  const row = await auctions.byIdForUpdate(first.auction_id)
  const offer = await auctions.offerById(offerId)
  if (!row || !offer || offer.status !== 'open' || Date.parse(offer.expires_at) > now.getTime())
    return undefined
  // Paid at the provider, its purchase on the way (createTransaction or the webhook records it).
  if (await auctions.offerPaid(offer.id)) return undefined
  await auctions.updateOffer(offer.id, { status: 'expired', updated_at: now.toISOString() })
  if (await offerToNext(trx, row, now)) {
    await auctions.update(row.id, { updated_at: now.toISOString() })
    return row
  }
  const changes = { status: 'unsold' as const, updated_at: now.toISOString() }
  await auctions.update(row.id, changes)
  return { ...row, ...changes }
}

/**
 * The sweep: ends the auctions whose time ran out and passes the offers whose time to pay ran out,
 * each once whichever instance asks, then tells the overlays and the pages watching.
 */
export async function settleDueAuctions(
  app: Pick<AppServices, 'db' | 'clock' | 'overlayBus' | 'auctions'>,
): Promise<void> {
  const now = app.clock.now()
  const auctions = app.auctions
  const changed: AuctionRow[] = []
  for (const { id } of await auctions.dueToEnd(now)) {
    const ended = await app.db.transaction().execute((trx) => endBidding(trx, id, now))
    if (ended) changed.push(ended)
  }
  for (const { id } of await auctions.dueOffers(now)) {
    const passed = await app.db.transaction().execute((trx) => passOffer(trx, id, now))
    if (passed) changed.push(passed)
  }
  for (const row of changed) await announceAuction(app.overlayBus, row.streamer_id, row.id)
}

/**
 * Opens the checkout of the caller's open offer: a payment order for the offer's amount, bound to the
 * caller, the auction's card and the offer. The browser then pays, verifies and records it as it does
 * a paid card (createTransaction).
 */
export async function openOfferCheckout(
  app: AppServices,
  userId: string,
  auctionId: string,
  log: FastifyBaseLogger,
): Promise<AuctionPayResponse> {
  const auctions = app.auctions
  const row = await auctions.byId(auctionId)
  if (!row) throw new RefusalError(404, auctionMessages.notFound)
  const mine = (await auctions.offersOf(row.id)).find((offer) => offer.bidder_id === userId)
  if (!mine) throw new RefusalError(404, auctionMessages.noOffer)
  if (mine.status === 'expired' || Date.parse(mine.expires_at) <= app.clock.now().getTime())
    throw new RefusalError(409, auctionMessages.offerExpired)
  if (mine.status !== 'open') throw new RefusalError(409, auctionMessages.noOffer)
  const provider = await app.payments.current()
  if (!provider) throw new RefusalError(503, auctionMessages.paymentsUnavailable)
  const amountPaise = mine.amount_paise
  const orderId = await openOrder({
    provider,
    amountPaise,
    receipt: `auction-${mine.id}`,
    record: (id) =>
      app.paymentOrders.create({
        id,
        provider: provider.name,
        user_id: userId,
        card_id: row.card_id,
        amount_paise: amountPaise,
        currency: CURRENCY,
        auction_offer_id: mine.id,
      }),
    releaseQuota: async () => {},
    log,
  })
  if (!orderId) throw new RefusalError(502, auctionMessages.paymentsUnavailable)
  return {
    status: 'success',
    keyId: provider.keyId,
    amount: paiseToRupees(amountPaise),
    currency: 'INR',
    orderId,
    provider: provider.name,
    cardId: row.card_id,
    expiresAt: mine.expires_at,
  }
}

/**
 * In the transaction that records the purchase an auction's order paid for: the offer is paid and
 * the auction sold. Answers the auction's streamer, for the announcement after the commit.
 */
export async function settleAuctionSale(
  trx: Kysely<Database>,
  order: PaymentOrderRow,
  purchaseId: string,
  now: Date,
): Promise<{ streamerId: string; auctionId: string } | undefined> {
  if (!order.auction_offer_id) return undefined
  const auctions = createAuctionsRepository(trx)
  const offer = await auctions.offerById(order.auction_offer_id)
  if (!offer) return undefined
  const row = await auctions.byIdForUpdate(offer.auction_id)
  if (!row) return undefined
  await auctions.updateOffer(offer.id, {
    status: 'paid',
    purchase_id: purchaseId,
    updated_at: now.toISOString(),
  })
  // Paid just after its deadline passed it on: sold to this payer, so the next bidder's offer ends.
  await trx
    .updateTable('auction_offers')
    .set({ status: 'expired', updated_at: now.toISOString() })
    .where('auction_id', '=', row.id)
    .where('status', '=', 'open')
    .execute()
  await auctions.update(row.id, { status: 'sold', updated_at: now.toISOString() })
  return { streamerId: row.streamer_id, auctionId: row.id }
}
