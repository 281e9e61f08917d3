import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { cardMessages, createCardSchema, idOrEmailParams, idParams } from '../../src/contract/cards'
import { rupeesToPaise } from '../../src/contract/money'
import { toCard } from '../db/cards-repository'
import { errorBody } from '../plugins/errors'

/** The market, streamers and a creator's own cards. */
export const cardRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app

  // Public and hot: served from the pre-serialized, pre-compressed catalogue with an ETag.
  app.get('/getCards', async (req, reply) => {
    const body = await ctx.catalogue.get()
    reply.header('ETag', body.etag).header('Cache-Control', 'no-cache').header('Vary', 'Accept-Encoding')
    if (req.headers['if-none-match'] === body.etag) return reply.code(304).send()
    reply.type('application/json; charset=utf-8')
    if (/\bgzip\b/.test(req.headers['accept-encoding'] ?? '')) {
      return reply.header('Content-Encoding', 'gzip').send(body.gzip)
    }
    return reply.send(body.json)
  })

  app.get('/getStreamers', async () => {
    const creators = await ctx.users.listCreators()
    return {
      status: 'success',
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

  app.get('/getStreamerCards/:idOrEmail', { schema: { params: idOrEmailParams } }, async (req, reply) => {
    const key = req.params.idOrEmail
    const streamer = key.includes('@') ? await ctx.users.byEmail(key) : await ctx.users.byId(key)
    if (!streamer) return reply.code(404).send({ ...errorBody('Streamer not found.'), cards: [] })
    return { status: 'success', cards: (await ctx.cards.listByCreator(streamer.id)).map(toCard) }
  })

  app.post(
    '/createCard',
    { schema: { body: createCardSchema }, preHandler: app.authenticate },
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
    { schema: { params: idParams }, preHandler: app.authenticate },
    async (req, reply) => {
      const card = await ctx.cards.liveById(req.params.id)
      if (!card) return reply.code(404).send(errorBody(cardMessages.cardNotFound))
      if (card.creator_id !== req.user.id) return reply.code(403).send(errorBody(cardMessages.notYourCard))
      await ctx.cards.softDelete(card.id)
      ctx.catalogue.invalidate()
      return { status: 'success', message: cardMessages.deleted }
    },
  )
}
