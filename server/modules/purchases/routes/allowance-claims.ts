import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { errorResponses } from '../../../../contract/errors'
import { subscriberCardMessages } from '../../../../contract/subscriber-cards'
import { allowanceClaimRequestSchema, allowanceClaimResponseSchema } from '../../../../contract/subscriptions'
import { refuseWithoutConsent } from '../../accounts'
import { claimFromAllowance } from '../../subscriptions'
import { createPurchasesRepository, FREE_PAYMENT, toTransaction } from '../purchases-repository'

/** A subscriber takes a priced card of the streamer free, from the tier's monthly allowance. */
export const allowanceClaimRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/allowance-claims',
    {
      preHandler: [app.authenticate],
      schema: {
        body: allowanceClaimRequestSchema,
        // 403: no subscription to the streamer, no allowance in its tier, or a card of a dearer tier.
        // 409: this period's allowance is taken, or the streamer's Creator Pro has ended.
        response: { 201: allowanceClaimResponseSchema, ...errorResponses(400, 401, 403, 404, 409, 413, 415) },
      },
    },
    async (req, reply) => {
      refuseWithoutConsent(req.user)
      const claimed = await claimFromAllowance(app, req.user, req.body.cardId, (trx, card) =>
        createPurchasesRepository(trx).create({
          card,
          userId: req.user.id,
          userEmail: req.user.email,
          // Paid for by the subscription: a purchase of nothing, like a free card's.
          amountPaise: 0,
          paymentId: FREE_PAYMENT,
          orderId: 'allowance',
        }),
      )
      req.log.info({ cardId: claimed.card.id, left: claimed.left }, 'card taken from an allowance')
      return reply.code(201).send({
        status: 'success',
        message: subscriberCardMessages.claimed(claimed.left),
        // As every public answer names a streamer: by id, never by address.
        transaction: { ...toTransaction(claimed.purchase), streamerEmailId: claimed.card.creator_id },
        allowanceLeft: claimed.left,
      })
    },
  )
}
