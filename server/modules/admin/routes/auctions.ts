import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { ADMIN_AUCTIONS_SHOWN, adminAuctionsResponseSchema } from '../../../../contract/auctions'
import { errorResponses } from '../../../../contract/errors'
import { viewAuction } from '../../auctions'

/** Payment Management's auctions: the latest of every streamer, with their bids and outcome. */
export const adminAuctionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/auctions',
    { schema: { response: { 200: adminAuctionsResponseSchema, ...errorResponses(401) } } },
    async () => {
      const rows = await app.auctions.latest(ADMIN_AUCTIONS_SHOWN)
      return {
        success: true as const,
        auctions: await Promise.all(rows.map((row) => viewAuction(app, row, undefined))),
      }
    },
  )
}
