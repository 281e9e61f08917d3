import type { FastifyBaseLogger } from 'fastify'
import type { Kysely } from 'kysely'
import { AUCTION_OFFER_MINUTES, type AuctionPayResponse, auctionMessages } from '../../../contract/auctions'
import { CURRENCY } from '../../../contract/constants'
import { paiseToRupees } from '../../../contract/money'
import type { AppServices } from '../../app-services'
import { isUniqueViolation } from '../../db/database'
import { newId } from '../../db/ids'
import type { Database } from '../../db/schema'
import type { AuctionOfferRow, AuctionRow } from '../../db/schema-auctions'
import type { PaymentOrderRow } from '../../db/schema-marketplace'
import { RefusalError } from '../../errors'
import { createUsersRepository, type UsersRepository } from '../accounts'
import { spendHourlyQuota } from '../limits'
import { openOrder } from '../money'
import type { PushService } from '../push'
import { announceAuction } from './announce'
import { type AuctionMailServices, mailAuctionWon } from './auction-mail'
import { pushWonWithin } from './auction-pushes'
import { createAuctionsRepository } from './auctions-repository'

// The end of an auction and its payment (docs/auctions.md 'The end'): bidding ends once, under the
// auction's lock, whichever instance's sweep gets there first; the highest bidder gets an offer to
// pay within AUCTION_OFFER_MINUTES of the money clock; unpaid, it passes to the next bidder by their
// highest bid, down the list; paid, the card is the winner's and the sale goes to the ledger.

const offerDeadline = (now: Date) => new Date(now.getTime() + AUCTION_OFFER_MINUTES * 60_000).toISOString()

/** Whether the streamer is a creator now: a demoted one takes no more money (demotion.ts). */
export async function sellsNow(
  users: Pick<UsersRepository, 'userTypeOf'>,
  streamerId: string,
): Promise<boolean> {
  const streamer = await users.userTypeOf(streamerId)
  return streamer?.user_type === 'creator'
}

/** Offers the auction to the highest bidder who has had no offer yet; answers the offer, if anyone is left. */
async function offerToNext(
  trx: Kysely<Database>,
  row: AuctionRow,
  now: Date,
): Promise<AuctionOfferRow | undefined> {
  const auctions = createAuctionsRepository(trx)
  const [standings, offers] = await Promise.all([auctions.standings(row.id), auctions.offersOf(row.id)])
  const offered = new Set(offers.map((offer) => offer.bidder_id))
  const next = standings.find((standing) => !offered.has(standing.bidderId))
  if (!next) return undefined
  const offer: AuctionOfferRow = {
    id: newId(),
    auction_id: row.id,
    bidder_id: next.bidderId,
    amount_paise: next.highestPaise,
    status: 'open',
    expires_at: offerDeadline(now),
    lapsed_at: null,
    purchase_id: null,
    created_at: now.toISOString(),
    updated_at: now.toISOString(),
  }
  await auctions.insertOffer(offer)
  return offer
}

/** An auction this sweep changed, and the offer it made, if any (mailed after the commit). */
interface Settled {
  row: AuctionRow
  offer?: AuctionOfferRow
}

/** Ends bidding on the auction if its time is over and no one ended it before; answers whether this did. */
async function endBidding(
  push: Pick<PushService, 'notifyWithin'>,
  trx: Kysely<Database>,
  id: string,
  now: Date,
): Promise<Settled | undefined> {
  const auctions = createAuctionsRepository(trx)
  const row = await auctions.byIdForUpdate(id)
  if (row?.status !== 'live' || Date.parse(row.ends_at) > now.getTime()) return undefined
  const offer = (await sellsNow(createUsersRepository(trx), row.streamer_id))
    ? await offerToNext(trx, row, now)
    : undefined
  const changes = {
    status: offer ? ('awaiting-payment' as const) : ('unsold' as const),
    live: null,
    ended_at: row.ends_at,
    updated_at: now.toISOString(),
  }
  await auctions.update(row.id, changes)
  if (offer) await pushWonWithin(push, trx, row, offer)
  return { row: { ...row, ...changes }, offer }
}

/** Passes an unpaid offer past its deadline to the next bidder (or leaves the auction unsold). */
async function passOffer(
  push: Pick<PushService, 'notifyWithin'>,
  trx: Kysely<Database>,
  offerId: string,
  now: Date,
): Promise<Settled | undefined> {
  const auctions = createAuctionsRepository(trx)
  const first = await auctions.offerById(offerId)
  if (!first) return undefined
  const row = await auctions.byIdForUpdate(first.auction_id)
  const offer = await auctions.offerById(offerId)
  if (!row || !offer || offer.status !== 'open' || Date.parse(offer.expires_at) > now.getTime())
    return undefined
  // Paid at the provider, its purchase on the way (createTransaction or the webhook records it).
  if (await auctions.offerPaid(offer.id)) return undefined
  // The bidder let it lapse: barred from the streamer's auctions for a while (bidding.ts).
  await auctions.updateOffer(offer.id, {
    status: 'expired',
    lapsed_at: now.toISOString(),
    updated_at: now.toISOString(),
  })
  const next = (await sellsNow(createUsersRepository(trx), row.streamer_id))
    ? await offerToNext(trx, row, now)
    : undefined
  if (next) {
    await auctions.update(row.id, { updated_at: now.toISOString() })
    await pushWonWithin(push, trx, row, next)
    return { row, offer: next }
  }
  const changes = { status: 'unsold' as const, updated_at: now.toISOString() }
  await auctions.update(row.id, changes)
  return { row: { ...row, ...changes } }
}

/**
 * The sweep: ends the auctions whose time ran out and passes the offers whose time to pay ran out,
 * each once whichever instance asks, then tells the overlays and the pages watching.
 */
export async function settleDueAuctions(
  app: Pick<AppServices, 'db' | 'clock' | 'overlayBus' | 'auctions' | 'push'> &
    AuctionMailServices & { log: FastifyBaseLogger },
): Promise<void> {
  const now = app.clock.now()
  const auctions = app.auctions
  const changed: Settled[] = []
  for (const { id } of await auctions.dueToEnd(now)) {
    const ended = await app.db.transaction().execute((trx) => endBidding(app.push, trx, id, now))
    if (ended) changed.push(ended)
  }
  for (const { id } of await auctions.dueOffers(now)) {
    const passed = await app.db.transaction().execute((trx) => passOffer(app.push, trx, id, now))
    if (passed) changed.push(passed)
  }
  for (const { row } of changed) await announceAuction(app.overlayBus, row.streamer_id, row.id)
  // The winners' pushes were written with those commits: sent now, not at the outbox's next sweep.
  if (changed.some((settled) => settled.offer)) app.push.sendSoon()
  // After the commits: the bidder whose turn it is to pay hears it by mail.
  for (const { row, offer } of changed) if (offer) await mailAuctionWon(app, row, offer, app.log)
}

/**
 * Opens the checkout of the caller's open offer: a payment order for the offer's amount, bound to the
 * caller, the auction's card and the offer. The browser then pays, verifies and records it as it does
 * a paid card (createTransaction). One open order per offer: asked again, it answers the same order;
 * a new one counts in the caller's hourly payment-order quota, like a card's.
 */
export async function openOfferCheckout(
  app: Pick<AppServices, 'auctions' | 'users' | 'clock' | 'payments' | 'quotaUses' | 'paymentOrders'>,
  userId: string,
  auctionId: string,
  log: FastifyBaseLogger,
): Promise<AuctionPayResponse> {
  const auctions = app.auctions
  const row = await auctions.byId(auctionId)
  if (!row) throw new RefusalError(404, auctionMessages.notFound)
  const mine = (await auctions.offersOf(row.id)).find((offer) => offer.bidder_id === userId)
  if (!mine) throw new RefusalError(404, auctionMessages.noOffer)
  if (!(await sellsNow(app.users, row.streamer_id)))
    throw new RefusalError(409, auctionMessages.streamerNotSelling)
  if (mine.status === 'expired' || Date.parse(mine.expires_at) <= app.clock.now().getTime())
    throw new RefusalError(409, auctionMessages.offerExpired)
  // Paid already (its purchase on the way): a second checkout would only take the money twice.
  if (mine.status !== 'open' || (await auctions.offerPaid(mine.id)))
    throw new RefusalError(409, auctionMessages.noOffer)
  const answer = async (order: Pick<PaymentOrderRow, 'id' | 'provider'>): Promise<AuctionPayResponse> => {
    const provider = await app.payments.byName(order.provider)
    if (!provider) throw new RefusalError(503, auctionMessages.paymentsUnavailable)
    return {
      status: 'success',
      keyId: provider.keyId,
      amount: paiseToRupees(mine.amount_paise),
      currency: 'INR',
      orderId: order.id,
      provider: provider.name,
      cardId: row.card_id,
      expiresAt: mine.expires_at,
    }
  }
  const open = await auctions.openOrderOf(mine.id)
  if (open) return answer(open)

  const provider = await app.payments.current()
  if (!provider) throw new RefusalError(503, auctionMessages.paymentsUnavailable)
  const releaseQuota = await spendHourlyQuota(app.quotaUses, userId, 'paymentOrder')
  const amountPaise = mine.amount_paise
  let orderId: string | undefined
  try {
    orderId = await openOrder({
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
      releaseQuota,
      log,
    })
  } catch (error) {
    // Two checkouts at once: the unique index kept one open order, and both answer it.
    if (!isUniqueViolation(error)) throw error
    await releaseQuota()
    const raced = await auctions.openOrderOf(mine.id)
    // Paid in between: nothing is left to pay.
    if (!raced) throw new RefusalError(409, auctionMessages.noOffer)
    return answer(raced)
  }
  if (!orderId) throw new RefusalError(502, auctionMessages.paymentsUnavailable)
  return answer({ id: orderId, provider: provider.name })
}

/** A payment an auction can no longer take: refunded (orphan-capture.ts) instead of recorded. */
export class AuctionSaleRefused extends Error {
  constructor(readonly refusal: string) {
    super(refusal)
  }
}

/**
 * In the transaction that records the purchase an auction's order paid for, under the auction's lock:
 * the offer is paid and the auction sold. Answers the auction's streamer, for the announcement after
 * the commit. Throws AuctionSaleRefused (the transaction rolls back, the payment is refunded) when the
 * auction was sold already (a second payment: another order, or another bidder's offer that passed)
 * or its streamer is no longer a creator.
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
  if (row.status === 'sold') throw new AuctionSaleRefused(auctionMessages.paidAfterSale)
  if (!(await sellsNow(createUsersRepository(trx), row.streamer_id)))
    throw new AuctionSaleRefused(auctionMessages.refundedNotSelling)
  // Paid, even just after its deadline passed it on: no lapse of this bidder's.
  await auctions.updateOffer(offer.id, {
    status: 'paid',
    lapsed_at: null,
    purchase_id: purchaseId,
    updated_at: now.toISOString(),
  })
  // Paid just after its deadline passed it on: sold to this payer, so the next bidder's offer ends.
  await auctions.expireOpenOffers(row.id, now.toISOString())
  await auctions.update(row.id, { status: 'sold', updated_at: now.toISOString() })
  return { streamerId: row.streamer_id, auctionId: row.id }
}
