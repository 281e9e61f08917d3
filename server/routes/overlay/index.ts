import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { overlayChallengeRoutes } from './challenge'
import { overlayEventsRoutes } from './events'
import { overlayStreamUrlRoutes } from './stream-url'

/**
 * The overlay: its event stream (/overlay/events), the streamer's stream URL and status, the timed
 * challenges (under /auth/user). Registered at the root, so it owns full paths.
 */
export const overlayRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(overlayEventsRoutes)
  await app.register(
    async (user) => {
      await user.register(overlayStreamUrlRoutes)
      await user.register(overlayChallengeRoutes)
    },
    { prefix: '/auth/user' },
  )
}
