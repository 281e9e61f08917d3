import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { statusMessageSchema } from '../../../../contract/common'
import {
  consentMessages,
  type DataExport,
  dataExportSchema,
  deleteAccountSchema,
} from '../../../../contract/consent'
import { istToday } from '../../../../contract/dates'
import { errorResponses } from '../../../../contract/errors'
import { RefusalError } from '../../../errors'
import { checkPasswordAgain } from '../../accounts'
import { eraseAccount } from '../erasure'

/** The user's own data: all of it as a file, and the erasure of the account (docs/privacy.md). */
export const privacyRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preHandler', app.authenticate)

  app.get(
    '/data-export',
    { schema: { response: { 200: dataExportSchema, ...errorResponses(401) } } },
    async (req, reply) => {
      const [account, sections] = await Promise.all([
        app.dataExport.account(req.user.id),
        app.dataExport.sections(req.user.id, req.user.email),
      ])
      const body: DataExport = { exportedAt: new Date().toISOString(), account: account ?? {}, sections }
      // A file to keep, not a page to show.
      reply.header('content-disposition', `attachment; filename="cardcast-data-${istToday()}.json"`)
      reply.header('cache-control', 'no-store')
      return body
    },
  )

  app.delete(
    '/account',
    {
      schema: {
        body: deleteAccountSchema,
        // 403: a wrong password; 409: a creator's account (payouts and tax records to settle first).
        response: { 200: statusMessageSchema, ...errorResponses(400, 401, 403, 409, 413, 415, 429) },
      },
    },
    async (req) => {
      await checkPasswordAgain(app, req, req.user, req.body.password, consentMessages.passwordWrong)
      // A creator's earnings, payouts and tax deductions are settled with them first (docs/privacy.md).
      if (req.user.user_type === 'creator') throw new RefusalError(409, consentMessages.creatorErasure)
      await eraseAccount(app, {
        userId: req.user.id,
        at: new Date(),
        actor: 'Account holder',
        reason: 'The user deleted their account (DELETE /auth/user/account).',
      })
      return { status: 'success' as const, message: consentMessages.accountErased }
    },
  )
}
