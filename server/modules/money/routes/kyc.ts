import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { errorResponses } from '../../../../contract/errors'
import { kycMessages, kycRequestSchema, kycStatusSchema } from '../../../../contract/kyc'
import { RefusalError } from '../../../errors'
import { checkPasswordAgain } from '../../accounts'
import { limitPerMinute } from '../../limits'
import { createKyc } from '../kyc/kyc'

/**
 * `GET` and `PUT /auth/user/kyc`: a creator's PAN, legal name and GSTIN, and what payouts still wait
 * for (docs/tax.md). Creators only; a change needs the password again, as payout details do.
 */
export const kycRoutes: FastifyPluginAsyncZod = async (app) => {
  const kyc = createKyc(app)
  const creatorsOnly = [app.authenticate, app.requireCreator]

  app.get(
    '/kyc',
    { schema: { response: { 200: kycStatusSchema, ...errorResponses(401, 403) } }, preHandler: creatorsOnly },
    async (req) => kyc.status(req.user.id),
  )

  app.put(
    '/kyc',
    {
      schema: {
        body: kycRequestSchema,
        // 403: not a creator, or the password is not the account's; 429: past login's per-account count.
        response: { 200: kycStatusSchema, ...errorResponses(400, 401, 403, 413, 415, 429) },
      },
      preHandler: creatorsOnly,
      config: limitPerMinute(10),
    },
    async (req) => {
      const { password, ...details } = req.body
      // Counted with login's attempts, per account (modules/accounts/reauthenticate.ts).
      await checkPasswordAgain(app, req, req.user, password, kycMessages.passwordWrong)
      if (details.gstin && details.gstin.slice(2, 12) !== details.pan) {
        throw new RefusalError(400, kycMessages.gstinNotYours)
      }
      await kyc.submit(req.user, details, req.log)
      req.log.info({ userId: req.user.id }, 'KYC details saved')
      return kyc.status(req.user.id)
    },
  )
}
