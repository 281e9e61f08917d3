import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { useCardResponseSchema, useCardSchema } from '../../../../contract/card-use'
import { errorResponseSchema, errorResponses } from '../../../../contract/errors'
import {
  cooldownRefusalSchema,
  streamMessages,
  useReadinessResponseSchema,
  waitingRefusalSchema,
} from '../../../../contract/stream'
import { streamerIdParams, streamerNotFoundSchema } from '../../../../contract/streamers'
import { errorBody } from '../../../errors'
import { refuseWithoutConsent } from '../../accounts'
import { recordCardUse } from '../use-card'
import { cardsCoolingDown } from '../use-readiness'

/**
 * Using a card (modules/stream/use-card.ts), and what a use would meet now, asked before Buy. A
 * retried use with the same idempotency key gets the same answer.
 */
export const useCardRoutes: FastifyPluginAsyncZod = async (app) => {
  const settings = app.streamSettings
  const uses = app.streamUses

  // What useCard would refuse now, asked before Buy: the same cooldowns and cap, read without a lock.
  app.get(
    '/use-readiness/:id',
    {
      schema: {
        params: streamerIdParams,
        response: {
          200: useReadinessResponseSchema,
          404: streamerNotFoundSchema,
          ...errorResponses(400, 401),
        },
      },
      preHandler: app.authenticate,
    },
    async (req, reply) => {
      const streamer = await app.users.creatorById(req.params.id)
      if (!streamer) return reply.code(404).send({ ...errorBody('Streamer not found.'), cards: [] })
      const control = await settings.get(streamer.id)
      const [cards, waitingUses, live] = await Promise.all([
        app.cards.listByCreator(streamer.id),
        uses.waitingOfViewer(streamer.id, req.user.id),
        app.liveQueue.liveStreamers([streamer.id]),
      ])
      return {
        status: 'success' as const,
        live: live.has(streamer.id),
        waitingUses,
        waitingLimit: control.maxWaitingPerViewer,
        cards: await cardsCoolingDown(uses, cards, req.user.id, control, app.clock.now()),
      }
    },
  )

  app.post(
    '/useCard',
    {
      schema: {
        body: useCardSchema,
        response: {
          200: useCardResponseSchema,
          // 429: inside a cooldown (retryAfterSeconds), too many uses waiting (waitingLimit), or the
          // hourly quota of uses is used up.
          429: z.union([cooldownRefusalSchema, waitingRefusalSchema, errorResponseSchema]),
          ...errorResponses(400, 401, 403, 404, 409, 413, 415),
        },
      },
      preHandler: app.authenticate,
    },
    async (req, reply) => {
      // A child appears on no stream until the parent consents (docs/privacy.md).
      refuseWithoutConsent(req.user)
      const outcome = await recordCardUse(app, {
        viewer: req.user,
        cardId: req.body.cardId,
        transactionId: req.body.transactionId,
        text: { title: req.body.cardTitle, description: req.body.description },
        key: req.body.idempotencyKey ?? headerKey(req.headers['idempotency-key']),
        log: req.log,
      })
      if ('cooldown' in outcome) {
        const { seconds, message } = outcome.cooldown
        return reply
          .code(429)
          .header('Retry-After', String(seconds))
          .send({ ...errorBody(message), retryAfterSeconds: seconds })
      }
      if ('tooManyWaiting' in outcome) {
        return reply.code(429).send({
          ...errorBody(streamMessages.tooManyWaiting(outcome.tooManyWaiting)),
          waitingLimit: outcome.tooManyWaiting,
        })
      }
      return outcome.used
    },
  )
}

function headerKey(value: string | string[] | undefined): string | undefined {
  const key = Array.isArray(value) ? value[0] : value
  return key && key.length >= 8 && key.length <= 100 ? key : undefined
}
