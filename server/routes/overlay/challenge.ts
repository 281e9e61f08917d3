import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'

const NextChallenge = z.object({
  nextAt: z.string(),
  secondsLeft: z.number(),
  challenge: z.object({ title: z.string(), description: z.string() }).nullable(),
})

/** GET /auth/user/next-challenge (public): what the landing page's countdown counts to. */
export const overlayChallengeRoutes: FastifyPluginAsyncZod = async (app) => {
  const schedule = app.ctx.challengeSchedule
  // Not cached anywhere: a countdown that reaches zero asks again and must get the next slot.
  app.get('/next-challenge', { schema: { response: { 200: NextChallenge } } }, async (_req, reply) => {
    reply.header('Cache-Control', 'no-store')
    return schedule.next()
  })
}
