import fp from 'fastify-plugin'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { USER_API } from '../api-prefixes'
import { auctionRoutes } from './routes/auctions'

/** Auctions: bids, the live view and the winner's payment. */
const auctionsModule: FastifyPluginAsyncZod = async (app) => {
  await app.register(auctionRoutes, { prefix: USER_API })
}

export default fp(auctionsModule, { name: 'auctions', dependencies: ['purchases', 'overlay'] })
