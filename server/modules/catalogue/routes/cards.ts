import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { cardMessages } from '../../../../contract/card-messages'
import {
  type CardsResponse,
  cardsResponseSchema,
  catalogueQuerySchema,
  createCardResponseSchema,
  createCardSchema,
  matchesCardSearch,
  notModifiedSchema,
} from '../../../../contract/cards'
import { idParams, statusMessageSchema } from '../../../../contract/common'
import { errorResponses } from '../../../../contract/errors'
import { rupeesToPaise } from '../../../../contract/money'
import { planMessages } from '../../../../contract/plan-rules'
import { streamerIdParams, streamerNotFoundSchema } from '../../../../contract/streamers'
import { errorBody, RefusalError } from '../../../errors'
import { planOf } from '../../accounts'
import { spendHourlyQuota } from '../../limits'
import { toCard, toCardForSale } from '../cards-repository'
import { tierToLock } from '../tier-lock'

/** The catalogue's bytes, already JSON (or gzipped JSON): Fastify sends a Buffer without serializing it. */
const preSerialized = (bytes: Buffer) => bytes as unknown as CardsResponse

/** The market, streamers and a creator's own cards. */
export const cardRoutes: FastifyPluginAsyncZod = async (app) => {
  const quotas = app.quotaUses

  // Public and hot: served from the pre-serialized, pre-compressed catalogue with an ETag. The body is
  // a Buffer, which Fastify sends as it is: the schema documents it (toCard makes exactly its fields).
  const catalogue = {
    querystring: catalogueQuerySchema,
    response: { 200: cardsResponseSchema, 304: notModifiedSchema, ...errorResponses(400) },
  }
  app.get('/getCards', { schema: catalogue }, async (req, reply) => {
    const body = await app.catalogue.get()
    // A search is answered from the same cached list, filtered, and not cached by the browser.
    const q = req.query.q?.trim() ?? ''
    if (q !== '') {
      reply.header('Cache-Control', 'no-store')
      return {
        status: 'success' as const,
        cards: body.value.cards.filter((card) => matchesCardSearch(card, q)),
      }
    }
    reply.header('ETag', body.etag).header('Cache-Control', 'no-cache').header('Vary', 'Accept-Encoding')
    if (req.headers['if-none-match'] === body.etag) return reply.code(304).send()
    reply.type('application/json; charset=utf-8')
    if (/\bgzip\b/.test(req.headers['accept-encoding'] ?? '')) {
      return reply.header('Content-Encoding', 'gzip').send(preSerialized(body.gzip))
    }
    return reply.send(preSerialized(body.json))
  })

  // By streamer id only, and only among creators: an unknown id and a viewer's get the same 404.
  const streamerCards = {
    params: streamerIdParams,
    response: { 200: cardsResponseSchema, 404: streamerNotFoundSchema, ...errorResponses(400) },
  }
  app.get('/getStreamerCards/:id', { schema: streamerCards }, async (req, reply) => {
    const streamer = await app.users.creatorById(req.params.id)
    if (!streamer) return reply.code(404).send({ ...errorBody('Streamer not found.'), cards: [] })
    const cards = await app.cards.listByCreator(streamer.id)
    return { status: 'success' as const, cards: cards.map((row) => toCardForSale(row, streamer)) }
  })

  app.post(
    '/createCard',
    {
      schema: {
        body: createCardSchema,
        // 429: the creator's hourly quota of new cards is used up (Retry-After says when).
        response: { 201: createCardResponseSchema, ...errorResponses(400, 401, 403, 413, 415, 429) },
      },
      preHandler: [app.authenticate, app.requireCreator],
    },
    async (req, reply) => {
      if (req.body.price > 0 && planOf(req.user) !== 'pro') {
        throw new RefusalError(403, planMessages.proNeededToSell)
      }
      const lock = await tierToLock(app.subscriptionTiers, req.user.id, req.body)
      await spendHourlyQuota(quotas, req.user.id, 'createCard')
      const body = req.body
      // Who made it comes from the token, never from the body.
      const card = await app.cards.create({
        title: body.cardTitle,
        description: body.description,
        imageUrl: body.imageUrl,
        categories: body.category,
        rarity: body.rarity,
        pricePaise: rupeesToPaise(body.price),
        durationSeconds: body.duration,
        creatorId: req.user.id,
        creatorName: req.user.username,
        streamerEmail: req.user.email,
        cooldownSeconds: body.cooldownSeconds,
        viewerCooldownSeconds: body.viewerCooldownSeconds,
        sound: body.sound,
        minTierId: lock.tierId,
      })
      app.catalogue.invalidate()
      return reply.code(201).send({ status: 'success', message: cardMessages.created, card: toCard(card) })
    },
  )

  app.delete(
    '/deleteCard/:id',
    {
      schema: {
        params: idParams,
        response: { 200: statusMessageSchema, ...errorResponses(400, 401, 403, 404) },
      },
      preHandler: app.authenticate,
    },
    async (req) => {
      const card = await app.cards.liveById(req.params.id)
      if (!card) throw new RefusalError(404, cardMessages.cardNotFound)
      if (card.creator_id !== req.user.id) throw new RefusalError(403, cardMessages.notYourCard)
      await app.cards.softDelete(card.id)
      app.catalogue.invalidate()
      return { status: 'success' as const, message: cardMessages.deleted }
    },
  )
}
