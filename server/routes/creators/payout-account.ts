import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { errorResponses } from '../../../src/contract/errors'
import {
  payoutAccountMessages,
  payoutAccountRequestSchema,
  payoutAccountResponseSchema,
} from '../../../src/contract/payouts'
import { toMaskedPayoutAccount } from '../../db/payout-accounts-repository'
import { errorBody } from '../../plugins/errors'
import { payoutServices } from '../../services/payouts/payout-services'
import { limitPerMinute } from '../rate-limits'

/**
 * `GET` and `PUT /auth/user/payout-account`: where a creator's payouts go, a UPI ID or a bank account
 * (validated by format: src/contract/payouts.ts), answered masked. Creators only.
 */
export const payoutAccountRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app
  const { accounts } = payoutServices(ctx)

  app.get(
    '/payout-account',
    {
      schema: { response: { 200: payoutAccountResponseSchema, ...errorResponses(401, 403) } },
      preHandler: app.authenticate,
    },
    async (req, reply) => {
      if (req.user.user_type !== 'creator') {
        return reply.code(403).send(errorBody(payoutAccountMessages.creatorsOnly))
      }
      const row = await accounts.byCreator(req.user.id)
      return { status: 'success' as const, payoutAccount: row ? toMaskedPayoutAccount(row) : null }
    },
  )

  app.put(
    '/payout-account',
    {
      schema: {
        body: payoutAccountRequestSchema,
        response: { 200: payoutAccountResponseSchema, ...errorResponses(400, 401, 403, 413, 415, 429) },
      },
      preHandler: app.authenticate,
      config: limitPerMinute(20),
    },
    async (req, reply) => {
      if (req.user.user_type !== 'creator') {
        return reply.code(403).send(errorBody(payoutAccountMessages.creatorsOnly))
      }
      const row = await accounts.save(req.user.id, req.body, ctx.clock.now())
      req.log.info({ userId: req.user.id, method: row.method }, 'payout account saved')
      return { status: 'success' as const, payoutAccount: toMaskedPayoutAccount(row) }
    },
  )
}
