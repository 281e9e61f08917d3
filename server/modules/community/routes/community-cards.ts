import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import {
  communityIdParams,
  communityMessages,
  communityResponseSchema,
  communityStreamerParams,
  confirmPledgeSchema,
  liveCommunityResponseSchema,
  myCommunityResponseSchema,
  pledgeOrderResponseSchema,
  pledgeSchema,
  startCommunitySchema,
} from '../../../../contract/community'
import { errorResponses } from '../../../../contract/errors'
import type { CommunityCardRow } from '../../../db/schema-community'
import { RefusalError } from '../../../errors'
import { limitPerMinute } from '../../limits'
import { recordPledgeAndFollow } from '../after-pledge'
import { cancelCommunity, startCommunity } from '../community'
import { createCommunityRepository } from '../community-repository'
import { viewCommunity } from '../community-view'
import { openPledgeCheckout } from '../pledging'
import { refundDuePledges } from '../settlement'

/**
 * `/auth/user/community-cards` (docs/community-cards.md): a Creator Pro streamer starts and cancels a
 * community card of one of their cards; any signed-in user reads it and chips in through the usual
 * checkout. Each answer is the card as the caller sees it, with the server's clock.
 */
export const communityRoutes: FastifyPluginAsyncZod = async (app) => {
  const signedIn = { preHandler: app.authenticate }
  const creatorOnly = { preHandler: [app.authenticate, app.requireCreator] }
  const community = createCommunityRepository(app.db)

  async function answer(row: CommunityCardRow, viewerId: string, message?: string) {
    return {
      status: 'success' as const,
      ...(message ? { message } : {}),
      now: app.clock.now().toISOString(),
      community: await viewCommunity(app, row, viewerId),
    }
  }

  async function found(id: string) {
    const row = await community.byId(id)
    if (!row) throw new RefusalError(404, communityMessages.notFound)
    return row
  }

  app.post(
    '/community-cards',
    {
      ...creatorOnly,
      // 403: not Creator Pro, or not their card; 409: one of theirs is open.
      schema: {
        body: startCommunitySchema,
        response: { 201: communityResponseSchema, ...errorResponses(400, 401, 403, 404, 409, 413, 415, 429) },
      },
      config: limitPerMinute(20),
    },
    async (req, reply) => {
      const started = await app.db
        .transaction()
        .execute((trx) => startCommunity(trx, req.user, req.body, app.clock.now()))
      await app.overlayBus.widgetChanged('community', req.user.id)
      return reply.code(201).send(await answer(started, req.user.id, communityMessages.started))
    },
  )

  app.get(
    '/community-cards/mine',
    { ...signedIn, schema: { response: { 200: myCommunityResponseSchema, ...errorResponses(401) } } },
    async (req) => ({
      status: 'success' as const,
      now: app.clock.now().toISOString(),
      communities: await Promise.all(
        (await community.openFor(req.user.id)).map((row) => viewCommunity(app, row, req.user.id)),
      ),
    }),
  )

  app.get(
    '/community-cards/live/:id',
    {
      ...signedIn,
      schema: {
        params: communityStreamerParams,
        response: { 200: liveCommunityResponseSchema, ...errorResponses(400, 401) },
      },
    },
    async (req) => {
      const row = await community.openOf(req.params.id)
      return {
        status: 'success' as const,
        now: app.clock.now().toISOString(),
        community: row ? await viewCommunity(app, row, req.user.id) : null,
      }
    },
  )

  app.get(
    '/community-cards/:id',
    {
      ...signedIn,
      schema: {
        params: communityIdParams,
        response: { 200: communityResponseSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (req) => answer(await found(req.params.id), req.user.id),
  )

  app.post(
    '/community-cards/:id/pledges',
    {
      ...signedIn,
      // 403: the streamer's own; 409: it takes no more; 429: the payment-order quota; 502/503: the provider.
      schema: {
        params: communityIdParams,
        body: pledgeSchema,
        response: {
          200: pledgeOrderResponseSchema,
          ...errorResponses(400, 401, 403, 404, 409, 413, 415, 429, 502, 503),
        },
      },
      config: limitPerMinute(30),
    },
    async (req) => openPledgeCheckout(app, req.user.id, req.params.id, req.body.amount, req.log),
  )

  app.post(
    '/community-cards/:id/pledges/confirm',
    {
      ...signedIn,
      // 402: the order is not paid by this payment (verify first).
      schema: {
        params: communityIdParams,
        body: confirmPledgeSchema,
        response: { 201: communityResponseSchema, ...errorResponses(400, 401, 402, 404, 413, 415, 429) },
      },
      config: limitPerMinute(60),
    },
    async (req, reply) => {
      // The order says who paid how much into what; the body only points at it.
      const order = await community.orderById(req.body.orderId)
      if (!order || order.user_id !== req.user.id || order.community_card_id !== req.params.id)
        throw new RefusalError(404, communityMessages.orderNotFound)
      if (order.status !== 'paid' || order.payment_id !== req.body.paymentId)
        throw new RefusalError(402, communityMessages.paymentNotVerified)
      const { pledge } = await recordPledgeAndFollow(app, order, req.log)
      const row = await found(req.params.id)
      const message = pledge.counted === 1 ? communityMessages.pledged : communityMessages.pledgedLate
      return reply.code(201).send(await answer(row, req.user.id, message))
    },
  )

  app.post(
    '/community-cards/:id/cancel',
    {
      ...creatorOnly,
      // 409: it ended already (funded, unfunded or cancelled).
      schema: {
        params: communityIdParams,
        response: { 200: communityResponseSchema, ...errorResponses(400, 401, 403, 404, 409, 429) },
      },
      config: limitPerMinute(30),
    },
    async (req) => {
      const cancelled = await app.db
        .transaction()
        .execute((trx) => cancelCommunity(trx, req.user.id, req.params.id, app.clock.now()))
      await app.overlayBus.widgetChanged('community', req.user.id)
      // Refunded now; whatever this misses (a provider down), the sweep sends with the same keys.
      await refundDuePledges({ ...app, log: req.log }).catch((error) =>
        req.log.warn({ err: error }, 'community card cancelled: refunds go with the sweep'),
      )
      return answer(cancelled, req.user.id, communityMessages.cancelled)
    },
  )
}
