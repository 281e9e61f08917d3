import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { errorResponses } from '../../../../contract/errors'
import {
  marathonIdParams,
  marathonMessages,
  marathonResponseSchema,
  startMarathonSchema,
} from '../../../../contract/marathons'
import type { MarathonRow } from '../../../db/schema-marathons'
import { limitPerMinute } from '../../limits'
import { announceMarathon } from '../announce'
import { changeMarathon, type MarathonAction, marathonView, startMarathon } from '../marathons'

const actionMessages: Record<MarathonAction, string> = {
  pause: marathonMessages.paused,
  resume: marathonMessages.resumed,
  end: marathonMessages.ended,
}

/**
 * `/auth/user/marathons` (creators only): start the streamer's marathon, read it, pause, resume or end
 * it (docs/marathons.md). Each answer is the marathon as it now is, with the server's clock.
 */
export const marathonRoutes: FastifyPluginAsyncZod = async (app) => {
  const creatorOnly = { preHandler: [app.authenticate, app.requireCreator] }

  async function answer(row: MarathonRow | undefined, now: Date, message?: string) {
    return {
      status: 'success' as const,
      ...(message ? { message } : {}),
      now: now.toISOString(),
      marathon: row ? await marathonView(app.marathons, row, now) : null,
    }
  }

  app.get(
    '/marathons/current',
    { ...creatorOnly, schema: { response: { 200: marathonResponseSchema, ...errorResponses(401, 403) } } },
    async (req) => answer(await app.marathons.latestOf(req.user.id), app.clock.now()),
  )

  app.post(
    '/marathons',
    {
      ...creatorOnly,
      // 409: a marathon of the streamer is running or paused.
      schema: {
        body: startMarathonSchema,
        response: { 201: marathonResponseSchema, ...errorResponses(400, 401, 403, 409, 413, 415, 429) },
      },
      config: limitPerMinute(20),
    },
    async (req, reply) => {
      const now = app.clock.now()
      const started = await app.db
        .transaction()
        .execute((trx) => startMarathon(trx, req.user.id, req.body, now))
      await announceMarathon(app.overlayBus, req.user.id)
      return reply.code(201).send(await answer(started, now, marathonMessages.started))
    },
  )

  for (const action of ['pause', 'resume', 'end'] as const) {
    app.post(
      `/marathons/:id/${action}`,
      {
        ...creatorOnly,
        // 409: the marathon is in no state for it (already ended; pause of a paused one…).
        schema: {
          params: marathonIdParams,
          response: { 200: marathonResponseSchema, ...errorResponses(400, 401, 403, 404, 409, 429) },
        },
        config: limitPerMinute(60),
      },
      async (req) => {
        const now = app.clock.now()
        const changed = await app.db
          .transaction()
          .execute((trx) => changeMarathon(trx, req.user.id, req.params.id, action, now))
        await announceMarathon(app.overlayBus, req.user.id)
        const message = changed.status === 'ended' ? marathonMessages.ended : actionMessages[action]
        return answer(changed, now, message)
      },
    )
  }
}
