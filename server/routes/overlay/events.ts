import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { errorResponses } from '../../../src/contract/errors'
import { overlayEventStreamResponse, overlayEventsQuerySchema } from '../../../src/contract/overlay'
import { createOverlayKeysRepository } from '../../db/overlay/keys-repository'
import { errorBody } from '../../plugins/errors'
import { OverlayConnection, parseEventId } from '../../services/overlay/sse'

export const overlayMessages = {
  unknownKey: 'Unknown stream key.',
  creatorsOnly: 'Only creators have a stream URL.',
  testCardSent: 'Test card sent to your overlay.',
} as const

/**
 * GET /overlay/events?key=STREAM_KEY: the overlay's Server-Sent Events. An unknown key is a 404
 * (EventSource gives up on it); `Last-Event-ID` (or `?lastEventId=` on a manual reconnect) replays
 * what the overlay missed in the last hour, then live events follow.
 */
export const overlayEventsRoutes: FastifyPluginAsyncZod = async (app) => {
  const keys = createOverlayKeysRepository(app.ctx.db)

  const events = {
    querystring: overlayEventsQuerySchema,
    // The stream is written to the socket (hijacked), so only the refusals are serialized.
    response: { 200: overlayEventStreamResponse, ...errorResponses(400, 404) },
  }
  app.get('/overlay/events', { schema: events }, async (req, reply) => {
    const streamerId = await keys.streamerFor(req.query.key)
    if (!streamerId) return reply.code(404).send(errorBody(overlayMessages.unknownKey))
    // EventSource's own retries send the header; it is newer than a query from the first connect.
    const lastEventId = parseEventId(req.headers['last-event-id']) ?? parseEventId(req.query.lastEventId)
    reply.hijack()
    const connection = new OverlayConnection(reply.raw, streamerId, req.query.key)
    connection.open()
    try {
      await app.ctx.overlayBus.attach(connection, lastEventId)
    } catch (error) {
      // The reply is ours now: drop the stream; the overlay reconnects and asks again.
      req.log.error({ err: error }, 'overlay stream: replay failed')
      connection.destroy()
    }
  })
}
