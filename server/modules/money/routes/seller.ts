import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { errorResponses } from '../../../../contract/errors'
import { sellerMessages } from '../../../../contract/seller-messages'
import { sellerParams, sellerResponseSchema } from '../../../../contract/sellers'
import { RefusalError } from '../../../errors'

/**
 * `GET /sellers/{id}`: who sells a streamer's cards, for a card's details and the checkout (docs/privacy.md
 * 'Seller details'). Open to everyone, as the market is. The legal name is given only once the PAN
 * check verified it (tax_profiles.pan_status): an unverified name is only what the creator typed.
 */
export const sellerRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/sellers/:id',
    {
      schema: {
        params: sellerParams,
        response: { 200: sellerResponseSchema, ...errorResponses(400, 404) },
      },
    },
    async (req) => {
      const creator = await app.users.creatorById(req.params.id)
      if (!creator) throw new RefusalError(404, sellerMessages.notFound)
      const profile = await app.taxProfiles.byCreator(creator.id)
      return {
        status: 'success' as const,
        seller: {
          creatorName: creator.username,
          legalName: profile?.pan_status === 'verified' ? profile.legal_name : null,
        },
      }
    },
  )
}
