import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { errorResponses } from '../../../../contract/errors'
import {
  overlayMessages,
  overlayStatusResponseSchema,
  streamUrlResponseSchema,
  testCardResponseSchema,
} from '../../../../contract/overlay'
import { limitPerMinute } from '../../limits'
import { storeOverlayEvent } from '../bus'

/** The streamer's overlay URL, its rotation, whether OBS is connected, and a test card (under /auth/user). */
export const overlayStreamUrlRoutes: FastifyPluginAsyncZod = async (app) => {
  const keys = app.overlayKeys
  const urlFor = (streamKey: string) => `${app.config.publicUrl}/overlay/?key=${streamKey}`

  app.addHook('onRequest', app.authenticate)

  const streamUrl = { 200: streamUrlResponseSchema, ...errorResponses(401, 403) }

  app.get(
    '/showStreamerURL',
    { schema: { response: streamUrl }, preHandler: app.requireCreator },
    async (req) => ({ status: 'success' as const, url: urlFor(await keys.getOrCreate(req.user.id)) }),
  )

  app.post(
    '/regenerateStreamerURL',
    {
      schema: { response: { ...streamUrl, ...errorResponses(429) } },
      preHandler: app.requireCreator,
      config: limitPerMinute(10),
    },
    async (req) => {
      const streamKey = await keys.rotate(req.user.id)
      await app.overlayBus.streamKeyRotated(req.user.id)
      return { status: 'success' as const, url: urlFor(streamKey) }
    },
  )

  app.get(
    '/overlay-status',
    { schema: { response: { 200: overlayStatusResponseSchema, ...errorResponses(401) } } },
    async (req) => {
      const connections = await app.overlayBus.connectionCount(req.user.id)
      return { status: 'success' as const, connected: connections > 0, connections }
    },
  )

  app.post(
    '/overlay/test-card',
    {
      schema: {
        response: { 200: testCardResponseSchema, ...errorResponses(401, 403, 429) },
      },
      preHandler: app.requireCreator,
      config: limitPerMinute(20),
    },
    async (req) => {
      const eventId = await storeOverlayEvent(app.db, req.user.id, {
        kind: 'test',
        cardId: null,
        title: 'Test card',
        description: 'If you can read this on your stream, your overlay is connected.',
        imageUrl: '/logo.svg',
        rarity: 'Legendary',
        duration: 8,
        usedBy: req.user.username,
      })
      await app.overlayBus.announce(eventId)
      return { status: 'success' as const, message: overlayMessages.testCardSent, eventId }
    },
  )
}
