import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import {
  type CardsResponse,
  cardMessages,
  cardsResponseSchema,
  createCardResponseSchema,
  createCardSchema,
  idOrEmailParams,
  idParams,
  notModifiedSchema,
  statusMessageSchema,
  streamerNotFoundSchema,
  streamersResponseSchema,
} from '../../src/contract/cards'
import { errorResponses } from '../../src/contract/errors'
import { rupeesToPaise } from '../../src/contract/money'
import { toCard } from '../db/cards-repository'
import { errorBody } from '../plugins/errors'

/** The catalogue's bytes, already JSON (or gzipped JSON): Fastify sends a Buffer without serializing it. */
const preSerialized = (bytes: Buffer) => bytes as unknown as CardsResponse

/** The market, streamers and a creator's own cards. */
export const cardRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app

  // Public and hot: served from the pre-serialized, pre-compressed catalogue with an ETag. The body is
  // a Buffer, which Fastify sends as it is: the schema documents it (toCard makes exactly its fields).
  const catalogue = { response: { 200: cardsResponseSchema, 304: notModifiedSchema } }
  app.get('/getCards', { schema: catalogue }, async (req, reply) => {
    const body = await ctx.catalogue.get()
    reply.header('ETag', body.etag).header('Cache-Control', 'no-cache').header('Vary', 'Accept-Encoding')
    if (req.headers['if-none-match'] === body.etag) return reply.code(304).send()
    reply.type('application/json; charset=utf-8')
    if (/\bgzip\b/.test(req.headers['accept-encoding'] ?? '')) {
      return reply.header('Content-Encoding', 'gzip').send(preSerialized(body.gzip))
    }
    return reply.send(preSerialized(body.json))
  })

  app.get('/getStreamers', { schema: { response: { 200: streamersResponseSchema } } }, async () => {
    const creators = await ctx.users.listCreators()
    return {
      status: 'success' as const,
      streamers: creators.map((user) => ({
        _id: user.id,
        username: user.username,
        emailId: user.email,
        description: user.description,
        avatar: user.avatar,
        youtubeLink: user.youtube_link,
        instagramLink: user.instagram_link,
      })),
    }
  })

  const streamerCards = {
    params: idOrEmailParams,
    response: { 200: cardsResponseSchema, 404: streamerNotFoundSchema, ...errorResponses(400) },
  }
  app.get('/getStreamerCards/:idOrEmail', { schema: streamerCards }, async (req, reply) => {
    const key = req.params.idOrEmail
    const streamer = key.includes('@') ? await ctx.users.byEmail(key) : await ctx.users.byId(key)
    if (!streamer) return reply.code(404).send({ ...errorBody('Streamer not found.'), cards: [] })
    return { status: 'success' as const, cards: (await ctx.cards.listByCreator(streamer.id)).map(toCard) }
  })

  app.post(
    '/createCard',
    {
      schema: {
        body: createCardSchema,
        response: { 201: createCardResponseSchema, ...errorResponses(400, 401, 403, 413, 415) },
      },
      preHandler: app.authenticate,
    },
    async (req, reply) => {
      if (req.user.user_type !== 'creator') return reply.code(403).send(errorBody(cardMessages.creatorsOnly))
      const body = req.body
      // Who made it comes from the token, never from the body.
      const card = await ctx.cards.create({
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
      })
      ctx.catalogue.invalidate()
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
    async (req, reply) => {
      const card = await ctx.cards.liveById(req.params.id)
      if (!card) return reply.code(404).send(errorBody(cardMessages.cardNotFound))
      if (card.creator_id !== req.user.id) return reply.code(403).send(errorBody(cardMessages.notYourCard))
      await ctx.cards.softDelete(card.id)
      ctx.catalogue.invalidate()
      return { status: 'success' as const, message: cardMessages.deleted }
    },
  )
}
