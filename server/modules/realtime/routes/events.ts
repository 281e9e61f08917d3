import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { errorResponses } from '../../../../contract/errors'
import { limitMessages } from '../../../../contract/messages'
import {
  overlayEventStreamResponse,
  overlayEventsQuerySchema,
  overlayMessages,
} from '../../../../contract/overlay'
import { RefusalError } from '../../../errors'
import { OverlayConnection, parseEventId } from '../sse'

/**
 * GET /overlay/events?key=STREAM_KEY: the overlay's Server-Sent Events. An unknown key, or the key of
 * someone who is no longer a creator, is a 404 (EventSource gives up on it); past the caps on open
 * streams it is a 429 before the stream opens. `Last-Event-ID` (or `?lastEventId=` on a manual
 * reconnect) replays what the overlay missed in the last hour, then live events follow.
 */
export const overlayEventsRoutes: FastifyPluginAsyncZod = async (app) => {
  const keys = app.overlayKeys
  const caps = app.config.overlayStreamCaps

  const events = {
    querystring: overlayEventsQuerySchema,
    // The stream is written to the socket (hijacked), so only the refusals are serialized.
    response: { 200: overlayEventStreamResponse, ...errorResponses(400, 404, 429) },
  }
  app.get('/overlay/events', { schema: events }, async (req, reply) => {
    const streamerId = await keys.streamerFor(req.query.key)
    const streamer = streamerId ? await app.users.byId(streamerId) : undefined
    if (!streamerId || streamer?.user_type !== 'creator') {
      throw new RefusalError(404, overlayMessages.unknownKey)
    }
    // HEAD (Fastify adds it to every GET) asks whether the stream is there: it is, but no stream opens,
    // since a HEAD answer has no body and would never send its headers.
    if (req.method === 'HEAD') {
      reply.hijack()
      reply.raw.writeHead(200, {
        'Content-Type': 'text/event-stream; charset=utf-8',
        'Cache-Control': 'no-store',
      })
      reply.raw.end()
      return
    }
    const elsewhere = await app.overlayBus.streamsOpenElsewhere(req.query.key, req.ip)
    // This instance's streams are checked and counted in one turn of the event loop (attach adds the
    // stream before it awaits); other instances' come from the shared counts (docs/instances.md).
    const here = app.overlayBus.streamsOpenHere(req.query.key, req.ip)
    if (here.forKey + elsewhere.forKey >= caps.perKey) {
      throw new RefusalError(429, limitMessages.overlayTooManyForKey)
    }
    if (here.forAddress + elsewhere.forAddress >= caps.perAddress) {
      throw new RefusalError(429, limitMessages.overlayTooManyForAddress)
    }
    // EventSource's own retries send the header; it is newer than a query from the first connect.
    const lastEventId = parseEventId(req.headers['last-event-id']) ?? parseEventId(req.query.lastEventId)
    reply.hijack()
    // The streamer's language, not the request's: OBS's browser asks in its own (docs/i18n.md).
    const connection = new OverlayConnection(reply.raw, streamerId, req.query.key, req.ip, streamer.locale)
    connection.open()
    try {
      await app.overlayBus.attach(connection, lastEventId)
    } catch (error) {
      // The reply is ours now: drop the stream; the overlay reconnects and asks again.
      req.log.error({ err: error }, 'overlay stream: replay failed')
      connection.destroy()
      return
    }
    // The stream is on: what waited in line starts going out (modules/stream told the bus how).
    app.overlayBus
      .streamOpened(streamerId)
      .catch((error) => req.log.error({ err: error }, 'overlay stream: moving the queue on failed'))
  })
}
