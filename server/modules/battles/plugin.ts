import fp from 'fastify-plugin'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { USER_API } from '../api-prefixes'
import { overlayBattle } from './battle-view'
import { battleRoutes } from './routes/battles'

/** Card battles: two streamers, their forfeits, a score read from the books, one end. */
const battlesModule: FastifyPluginAsyncZod = async (app) => {
  // Every overlay shows its streamer's battle bar; the bus reads it here.
  app.overlayBus.provide({ battle: (streamerId, now) => overlayBattle(app.db, streamerId, now) })
  await app.register(battleRoutes, { prefix: USER_API })
}

export default fp(battlesModule, {
  name: 'battles',
  dependencies: ['accounts', 'catalogue', 'limits', 'money', 'realtime', 'stream'],
})
