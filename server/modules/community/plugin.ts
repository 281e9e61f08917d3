import fp from 'fastify-plugin'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { USER_API } from '../api-prefixes'
import { overlayCommunity } from './community-view'
import { communityRoutes } from './routes/community-cards'

/** Community cards: a goal and a deadline, contributions held in the ledger, funded or refunded. */
const communityModule: FastifyPluginAsyncZod = async (app) => {
  // Every overlay shows the streamer's community card's progress bar; the bus reads it here.
  app.overlayBus.provide({ community: (streamerId, now) => overlayCommunity(app, streamerId, now) })
  await app.register(communityRoutes, { prefix: USER_API })
}

export default fp(communityModule, {
  name: 'community',
  dependencies: ['accounts', 'catalogue', 'limits', 'mail', 'money', 'purchases', 'realtime', 'stream'],
})
