import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { errorResponses } from '../../../../contract/errors'
import {
  payoutAccountMessages,
  payoutAccountRequestSchema,
  payoutAccountResponseSchema,
} from '../../../../contract/payouts'
import { checkPasswordAgain } from '../../accounts'
import { limitPerMinute } from '../../limits'
import { createKyc } from '../kyc/kyc'
import { toMaskedPayoutAccount } from '../payout-accounts-repository'
import { mailPayoutAccountChange } from '../payouts/payout-account-change'

/**
 * `GET` and `PUT /auth/user/payout-account`: where a creator's payouts go, a UPI ID or a bank account
 * (validated by format: contract/payouts.ts), answered masked. Creators only. A change needs the
 * password again, is mailed to the creator, and waits PAYOUT_ACCOUNT_HOLD_HOURS before a payout goes
 * to it (the payouts repository's `payable`).
 */
export const payoutAccountRoutes: FastifyPluginAsyncZod = async (app) => {
  const { accounts } = app.payoutServices
  const kyc = createKyc(app)

  app.get(
    '/payout-account',
    {
      schema: { response: { 200: payoutAccountResponseSchema, ...errorResponses(401, 403) } },
      preHandler: [app.authenticate, app.requireCreator],
    },
    async (req) => {
      const row = await accounts.byCreator(req.user.id)
      return {
        status: 'success' as const,
        payoutAccount: row ? toMaskedPayoutAccount(row, app.clock.now()) : null,
      }
    },
  )

  app.put(
    '/payout-account',
    {
      schema: {
        body: payoutAccountRequestSchema,
        // 403: not a creator, or the password is not the account's; 429: past login's per-account count.
        response: {
          200: payoutAccountResponseSchema,
          ...errorResponses(400, 401, 403, 413, 415, 429, 503),
        },
      },
      preHandler: [app.authenticate, app.requireCreator],
      config: limitPerMinute(20),
    },
    async (req) => {
      const { password, ...details } = req.body
      // Counted with login's attempts, per account (modules/accounts/reauthenticate.ts).
      await checkPasswordAgain(app, req, req.user, password, payoutAccountMessages.passwordWrong)
      const now = app.clock.now()
      const before = await accounts.byCreator(req.user.id)
      const row = await accounts.save(req.user.id, details, now)
      const after = toMaskedPayoutAccount(row, now)
      if (row.updated_at !== before?.updated_at) {
        req.log.info({ userId: req.user.id, method: row.method }, 'payout account changed')
        await mailPayoutAccountChange(app, req.log, req.user, {
          before: before ? toMaskedPayoutAccount(before, now) : null,
          after,
        })
        // A new account is validated against the legal name of the creator's KYC before any payout.
        await kyc.accountChanged(req.user)
      }
      return { status: 'success' as const, payoutAccount: after }
    },
  )
}
