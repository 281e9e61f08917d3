import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { USER_API } from '../api-prefixes'
import { overlayChallengeRoutes } from './routes/challenge'
import { overlayEventsRoutes } from './routes/events'
import { overlayStreamUrlRoutes } from './routes/stream-url'

/**
 * The overlay: its event stream (/overlay/events), the streamer's stream URL and status, the timed
 * challenges (under /auth/user). Registered at the root, so it owns full paths.
 */
export const overlayModule: FastifyPluginAsyncZod = async (app) => {
  await app.register(overlayEventsRoutes)
  await app.register(
    async (user) => {
      await user.register(overlayStreamUrlRoutes)
      await user.register(overlayChallengeRoutes)
    },
    { prefix: USER_API },
  )
}
