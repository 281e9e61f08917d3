import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { challengeIntervalMs, createChallengeSchedule } from '../services/challenge-schedule'
import { overlayChallengeRoutes } from './overlay-challenge'
import { overlayEventsRoutes } from './overlay-events'
import { overlayStreamUrlRoutes } from './overlay-stream-url'

/**
 * The overlay: its event stream (/overlay/events), the streamer's stream URL and status, the timed
 * challenges (under /auth/user). Registered at the root, so it owns full paths.
 */
export const overlayRoutes: FastifyPluginAsyncZod = async (app) => {
  const schedule = createChallengeSchedule({
    db: app.ctx.db,
    bus: app.ctx.overlayBus,
    intervalMs: challengeIntervalMs(),
    log: app.log,
  })
  app.addHook('onReady', async () => schedule.start())
  // Before the server waits for open connections: end the streams, or close would wait forever.
  app.addHook('preClose', async () => {
    schedule.stop()
    await app.ctx.overlayBus.close()
  })

  await app.register(overlayEventsRoutes)
  await app.register(
    async (user) => {
      await user.register(overlayStreamUrlRoutes)
      await user.register(overlayChallengeRoutes, { schedule })
    },
    { prefix: '/auth/user' },
  )
}
