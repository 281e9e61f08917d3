import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { errorResponses } from '../../../../contract/errors'
import {
  tierIdParams,
  tierMessages,
  tierRequestSchema,
  tierResponseSchema,
  tiersResponseSchema,
} from '../../../../contract/subscriptions'
import { RefusalError } from '../../../errors'
import { planOf } from '../../accounts'
import { toTier } from '../../catalogue'
import { limitPerMinute } from '../../limits'

/**
 * `/auth/user/subscription-tiers`: the tiers a streamer offers subscribers (contract/subscriptions.ts).
 * Creators only; offering or changing one needs Creator Pro, retiring one does not (a lapsed plan
 * must not trap a streamer in a price). Another streamer's tier is refused with 403.
 */
export const subscriptionTierRoutes: FastifyPluginAsyncZod = async (app) => {
  const tiers = app.subscriptionTiers
  const creatorOnly = { preHandler: [app.authenticate, app.requireCreator] }

  app.get(
    '/subscription-tiers',
    { ...creatorOnly, schema: { response: { 200: tiersResponseSchema, ...errorResponses(401, 403) } } },
    async (req) => ({ status: 'success' as const, tiers: (await tiers.list(req.user.id)).map(toTier) }),
  )

  app.post(
    '/subscription-tiers',
    {
      ...creatorOnly,
      // 409: the tier limit is reached, or the name is taken among the streamer's offered tiers.
      schema: {
        body: tierRequestSchema,
        response: { 201: tierResponseSchema, ...errorResponses(400, 401, 403, 409, 413, 415, 429) },
      },
      config: limitPerMinute(30),
    },
    async (req, reply) => {
      if (planOf(req.user) !== 'pro') throw new RefusalError(403, tierMessages.proNeeded)
      const result = await tiers.create(req.user.id, req.body, app.clock.now())
      if (typeof result === 'string') throw new RefusalError(409, tierMessages[result])
      return reply
        .code(201)
        .send({ status: 'success' as const, message: tierMessages.created, tier: toTier(result) })
    },
  )

  /** The tier named in the path, when it is the signed-in streamer's; else a 404 or 403. */
  async function ownTier(req: { params: { id: string }; user: { id: string } }) {
    const tier = await tiers.byId(req.params.id)
    if (!tier) throw new RefusalError(404, tierMessages.notFound)
    if (tier.streamer_id !== req.user.id) throw new RefusalError(403, tierMessages.notYours)
    return tier
  }

  app.put(
    '/subscription-tiers/:id',
    {
      ...creatorOnly,
      // A new price is what new subscribers pay, and existing ones from their next period.
      schema: {
        params: tierIdParams,
        body: tierRequestSchema,
        response: { 200: tierResponseSchema, ...errorResponses(400, 401, 403, 404, 409, 413, 415, 429) },
      },
      config: limitPerMinute(30),
    },
    async (req) => {
      const tier = await ownTier(req)
      if (planOf(req.user) !== 'pro') throw new RefusalError(403, tierMessages.proNeeded)
      const result = await tiers.update(tier, req.body, app.clock.now())
      if (typeof result === 'string') throw new RefusalError(409, tierMessages[result])
      // Subscribers-only cards show their tier's name and price on the market.
      app.catalogue.invalidate()
      return { status: 'success' as const, message: tierMessages.saved, tier: toTier(result) }
    },
  )

  app.delete(
    '/subscription-tiers/:id',
    {
      ...creatorOnly,
      schema: {
        params: tierIdParams,
        response: { 200: tierResponseSchema, ...errorResponses(400, 401, 403, 404, 429) },
      },
      config: limitPerMinute(30),
    },
    async (req) => {
      const tier = await ownTier(req)
      const retired = await tiers.retire(tier, app.clock.now())
      return { status: 'success' as const, message: tierMessages.retired, tier: toTier(retired) }
    },
  )
}
