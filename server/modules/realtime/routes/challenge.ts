import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { nextChallengeResponseSchema } from '../../../../contract/overlay'

/** GET /auth/user/next-challenge (public): what the landing page's countdown counts to. */
export const overlayChallengeRoutes: FastifyPluginAsyncZod = async (app) => {
  const schedule = app.challengeSchedule
  // Not cached anywhere: a countdown that reaches zero asks again and must get the next slot.
  const schema = { response: { 200: nextChallengeResponseSchema } }
  app.get('/next-challenge', { schema }, async (_req, reply) => {
    reply.header('Cache-Control', 'no-store')
    return schedule.next()
  })
}
