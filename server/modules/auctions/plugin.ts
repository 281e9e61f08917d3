import fp from 'fastify-plugin'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { USER_API } from '../api-prefixes'
import { overlayAuction } from './auction-view'
import { createAuctionsRepository } from './auctions-repository'
import { auctionRoutes } from './routes/auctions'

declare module '../../app-services' {
  interface AppServices {
    auctions: ReturnType<typeof createAuctionsRepository>
  }
}

/** Auctions: bids, the live view and the winner's payment. */
const auctionsModule: FastifyPluginAsyncZod = async (app) => {
  app.decorate('auctions', createAuctionsRepository(app.db))
  // Every overlay shows the streamer's auction widget; the bus reads it here.
  app.overlayBus.provide({ auction: (streamerId, now) => overlayAuction(app, streamerId, now) })
  await app.register(auctionRoutes, { prefix: USER_API })
}

export default fp(auctionsModule, {
  name: 'auctions',
  dependencies: ['accounts', 'catalogue', 'limits', 'mail', 'money', 'push', 'realtime'],
})
