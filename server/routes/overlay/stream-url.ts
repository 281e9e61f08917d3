import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { createOverlayKeysRepository } from '../../db/overlay/keys-repository'
import { errorBody } from '../../plugins/errors'
import { storeOverlayEvent } from '../../services/overlay/bus'
import { limitPerMinute } from '../rate-limits'
import { overlayMessages } from './events'

const ErrorBody = z.object({
  status: z.string(),
  success: z.boolean(),
  error: z.string(),
  message: z.string(),
})
const StreamUrl = z.object({ status: z.literal('success'), url: z.string() })

/** The streamer's overlay URL, its rotation, whether OBS is connected, and a test card (under /auth/user). */
export const overlayStreamUrlRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app
  const keys = createOverlayKeysRepository(ctx.db)
  const urlFor = (streamKey: string) => `${ctx.config.publicUrl}/overlay/?key=${streamKey}`

  app.addHook('onRequest', app.authenticate)

  const creatorsOnly = { 200: StreamUrl, 403: ErrorBody }

  app.get('/showStreamerURL', { schema: { response: creatorsOnly } }, async (req, reply) => {
    if (req.user.user_type !== 'creator') return reply.code(403).send(errorBody(overlayMessages.creatorsOnly))
    return { status: 'success' as const, url: urlFor(await keys.getOrCreate(req.user.id)) }
  })

  app.post(
    '/regenerateStreamerURL',
    { schema: { response: creatorsOnly }, config: limitPerMinute(10) },
    async (req, reply) => {
      if (req.user.user_type !== 'creator')
        return reply.code(403).send(errorBody(overlayMessages.creatorsOnly))
      const streamKey = await keys.rotate(req.user.id)
      await ctx.overlayBus.streamKeyRotated(req.user.id)
      return { status: 'success' as const, url: urlFor(streamKey) }
    },
  )

  app.get(
    '/overlay-status',
    {
      schema: {
        response: {
          200: z.object({ status: z.literal('success'), connected: z.boolean(), connections: z.number() }),
        },
      },
    },
    async (req) => {
      const connections = await ctx.overlayBus.connectionCount(req.user.id)
      return { status: 'success' as const, connected: connections > 0, connections }
    },
  )

  app.post(
    '/overlay/test-card',
    {
      schema: {
        response: {
          200: z.object({ status: z.literal('success'), message: z.string(), eventId: z.number() }),
          403: ErrorBody,
        },
      },
      config: limitPerMinute(20),
    },
    async (req, reply) => {
      if (req.user.user_type !== 'creator')
        return reply.code(403).send(errorBody(overlayMessages.creatorsOnly))
      const eventId = await storeOverlayEvent(ctx.db, req.user.id, {
        kind: 'test',
        cardId: null,
        title: 'Test card',
        description: 'If you can read this on your stream, your overlay is connected.',
        imageUrl: '/logo.svg',
        rarity: 'Legendary',
        duration: 8,
        usedBy: req.user.username,
      })
      await ctx.overlayBus.announce(eventId)
      return { status: 'success' as const, message: overlayMessages.testCardSent, eventId }
    },
  )
}
