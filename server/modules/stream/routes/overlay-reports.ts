import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { errorResponses } from '../../../../contract/errors'
import { overlayMessages } from '../../../../contract/overlay'
import { overlayShownResponseSchema, overlayShownSchema, streamMessages } from '../../../../contract/stream'
import { RefusalError } from '../../../errors'
import { limitPerMinute } from '../../limits'

/** What an overlay reports of the cards it was sent; its event stream is modules/realtime's. */
export const overlayReportRoutes: FastifyPluginAsyncZod = async (app) => {
  /**
   * POST /overlay/shown {key, eventId}: the overlay put this card on screen. Only then is the use
   * shown (and the next card in line sent). A repeated report answers the same; an unknown key or
   * an event that is no card of this streamer is a 404 and changes nothing.
   */
  app.post(
    '/overlay/shown',
    {
      schema: {
        body: overlayShownSchema,
        response: { 200: overlayShownResponseSchema, ...errorResponses(400, 404, 409, 413, 415, 429) },
      },
      config: limitPerMinute(600),
    },
    async (req) => {
      const streamerId = await app.overlayBus.streamerOfKey(req.body.key)
      if (!streamerId) throw new RefusalError(404, overlayMessages.unknownKey)
      // A refusal (no such card event, or returned to its viewer) is the error handler's 404 or 409.
      const shownAt = await app.liveQueue.reportShown(streamerId, req.body.eventId)
      return { status: 'success' as const, message: streamMessages.shownRecorded, shownAt }
    },
  )
}
