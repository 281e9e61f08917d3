import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import {
  AUCTION_BID_LIMIT,
  AUCTIONS_TO_PAY_SHOWN,
  auctionIdParams,
  auctionMessages,
  auctionPayResponseSchema,
  auctionResponseSchema,
  auctionsToPayResponseSchema,
  bidSchema,
  liveAuctionResponseSchema,
  myAuctionsResponseSchema,
  startAuctionSchema,
} from '../../../../contract/auctions'
import { errorResponses } from '../../../../contract/errors'
import { paiseToRupees, rupeesToPaise } from '../../../../contract/money'
import { streamerIdParams } from '../../../../contract/streamers'
import type { AuctionRow } from '../../../db/schema-auctions'
import { RefusalError } from '../../../errors'
import { refuseWithoutConsent } from '../../accounts'
import { limitPerMinute } from '../../limits'
import { refuseOverMinorCap } from '../../money'
import { announceAuction } from '../announce'
import { mailOutbid } from '../auction-mail'
import { pushOutbidWithin } from '../auction-pushes'
import { viewAuction } from '../auction-view'
import { cancelAuction, startAuction } from '../auctions'
import { placeBid } from '../bidding'
import { openOfferCheckout } from '../settlement'

/** How many of their auctions a streamer's list shows. */
const MY_AUCTIONS_SHOWN = 20

/**
 * `/auth/user/auctions` (docs/auctions.md): a streamer starts and cancels an auction of one of their
 * cards; any signed-in user reads it, bids, and pays the offer that is theirs. Each answer is the
 * auction as the caller sees it, with the server's clock.
 */
export const auctionRoutes: FastifyPluginAsyncZod = async (app) => {
  const signedIn = { preHandler: app.authenticate }
  const creatorOnly = { preHandler: [app.authenticate, app.requireCreator] }

  async function answer(row: AuctionRow, viewerId: string, message?: string, now = app.clock.now()) {
    return {
      status: 'success' as const,
      ...(message ? { message } : {}),
      now: now.toISOString(),
      auction: await viewAuction(app, row, viewerId),
    }
  }

  app.post(
    '/auctions',
    {
      ...creatorOnly,
      // 409: an auction of the streamer is live.
      schema: {
        body: startAuctionSchema,
        response: { 201: auctionResponseSchema, ...errorResponses(400, 401, 403, 404, 409, 413, 415, 429) },
      },
      config: limitPerMinute(20),
    },
    async (req, reply) => {
      // A refusal is thrown, so it rolls back and leaves nothing behind (a one-off reward's card included).
      const started = await app.db
        .transaction()
        .execute((trx) => startAuction(trx, req.user, req.body, app.clock.now()))
      await announceAuction(app.overlayBus, req.user.id, started.id)
      return reply.code(201).send(await answer(started, req.user.id, auctionMessages.started))
    },
  )

  app.get(
    '/auctions/mine',
    { ...creatorOnly, schema: { response: { 200: myAuctionsResponseSchema, ...errorResponses(401, 403) } } },
    async (req) => ({
      status: 'success' as const,
      now: app.clock.now().toISOString(),
      auctions: await Promise.all(
        (await app.auctions.listOf(req.user.id, MY_AUCTIONS_SHOWN)).map((row) =>
          viewAuction(app, row, req.user.id),
        ),
      ),
    }),
  )

  app.get(
    '/auctions/to-pay',
    { ...signedIn, schema: { response: { 200: auctionsToPayResponseSchema, ...errorResponses(401) } } },
    async (req) => ({
      status: 'success' as const,
      auctions: (await app.auctions.toPayBy(req.user.id, app.clock.now(), AUCTIONS_TO_PAY_SHOWN)).map(
        (row) => ({
          id: row.auction_id,
          title: row.title,
          amount: paiseToRupees(row.amount_paise),
          expiresAt: row.expires_at,
        }),
      ),
    }),
  )

  app.get(
    '/auctions/live/:id',
    {
      ...signedIn,
      schema: {
        params: streamerIdParams,
        response: { 200: liveAuctionResponseSchema, ...errorResponses(400, 401) },
      },
    },
    async (req) => ({
      status: 'success' as const,
      auctionId: (await app.auctions.liveOf(req.params.id))?.id ?? null,
    }),
  )

  app.get(
    '/auctions/:id',
    {
      ...signedIn,
      schema: {
        params: auctionIdParams,
        response: { 200: auctionResponseSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (req) => {
      const row = await app.auctions.byId(req.params.id)
      if (!row) throw new RefusalError(404, auctionMessages.notFound)
      return answer(row, req.user.id)
    },
  )

  app.post(
    '/auctions/:id/bids',
    {
      ...signedIn,
      // 409: the auction takes no bids now, or the caller leads already; 429: bidding too fast.
      schema: {
        params: auctionIdParams,
        body: bidSchema,
        response: {
          201: auctionResponseSchema,
          ...errorResponses(400, 401, 403, 404, 409, 413, 415, 429),
        },
      },
    },
    async (req, reply) => {
      // A bid on no auction changes nothing, not even the count below.
      if (!(await app.auctions.byId(req.params.id))) throw new RefusalError(404, auctionMessages.notFound)
      // A child bids only with consent, and only what the monthly cap could still pay if it wins.
      refuseWithoutConsent(req.user)
      const most = req.body.maxAmount ?? req.body.amount
      await refuseOverMinorCap(app.db, req.user, rupeesToPaise(most), app.clock.now())
      // Per viewer, on every instance: counted in the database.
      const now = app.clock.now()
      const windowMs = AUCTION_BID_LIMIT.windowSeconds * 1000
      const { hits } = await app.accountLimits.hitLimit(
        `auction-bids:${req.user.id}`,
        new Date().toISOString(),
        new Date(Date.now() - windowMs).toISOString(),
      )
      if (hits > AUCTION_BID_LIMIT.max)
        throw new RefusalError(429, auctionMessages.tooManyBids, AUCTION_BID_LIMIT.windowSeconds)
      const placed = await app.db.transaction().execute(async (trx) => {
        const bid = await placeBid(
          trx,
          { id: req.user.id, username: req.user.username },
          req.params.id,
          req.body,
          now,
        )
        // Written with the bid (the push outbox): the bidder who lost the lead is pushed even if the
        // server dies after the commit.
        if (bid.outbid) await pushOutbidWithin(app.push, trx, bid.auction, bid.outbid)
        return bid
      })
      if (placed.outbid) app.push.sendSoon()
      await announceAuction(app.overlayBus, placed.auction.streamer_id, placed.auction.id)
      // Committed: the bidder who lost the lead hears it (at most once per auction in a while). Not
      // awaited: a bid in the last seconds must not wait on SMTP; the mail logs its own failure.
      if (placed.outbid)
        void mailOutbid(app, placed.auction, placed.outbid.bidderId, placed.outbid.topPaise, req.log)
      return reply
        .code(201)
        .send(
          await answer(
            placed.auction,
            req.user.id,
            placed.leading ? auctionMessages.bidPlaced : auctionMessages.outbidAtOnce,
            now,
          ),
        )
    },
  )

  app.post(
    '/auctions/:id/cancel',
    {
      ...creatorOnly,
      // 409: bids were placed (or it ended): it cannot be cancelled.
      schema: {
        params: auctionIdParams,
        response: { 200: auctionResponseSchema, ...errorResponses(400, 401, 403, 404, 409, 429) },
      },
      config: limitPerMinute(30),
    },
    async (req) => {
      const now = app.clock.now()
      const cancelled = await app.db
        .transaction()
        .execute((trx) => cancelAuction(trx, req.user.id, req.params.id, now))
      await announceAuction(app.overlayBus, req.user.id, cancelled.id)
      return answer(cancelled, req.user.id, auctionMessages.cancelled)
    },
  )

  app.post(
    '/auctions/:id/pay',
    {
      ...signedIn,
      // 404: no offer of the caller's; 409: their time to pay passed; 502/503: the provider.
      schema: {
        params: auctionIdParams,
        response: { 200: auctionPayResponseSchema, ...errorResponses(400, 401, 404, 409, 429, 502, 503) },
      },
      config: limitPerMinute(30),
    },
    async (req) => openOfferCheckout(app, req.user.id, req.params.id, req.log),
  )
}
