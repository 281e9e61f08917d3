import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { successResponseSchema, verifyResetOtpResponseSchema } from '../../../../contract/auth'
import { statusMessageSchema } from '../../../../contract/common'
import {
  consentDoneSchema,
  consentMessages,
  consentResendSchema,
  ERASE_AFTER_WITHDRAWAL_DAYS,
  giveConsentSchema,
  type ParentView,
  parentTokenBodySchema,
  parentTokenQuerySchema,
  parentViewSchema,
  setCapSchema,
} from '../../../../contract/consent'
import { errorResponses, orErrorResponse } from '../../../../contract/errors'
import { authMessages } from '../../../../contract/messages'
import { paiseToRupees, rupeesToPaise } from '../../../../contract/money'
import type { AppServices } from '../../../app-services'
import type { UserRow } from '../../../db/schema'
import { RefusalError } from '../../../errors'
import { accountLimits } from '../../limits'
import {
  mailCapSet,
  mailConsentRecord,
  mailConsentRequest,
  mailWithdrawn,
  refuseChildParent,
} from '../consent'
import type { ParentLinkPurpose } from '../parent-links'
import { refuseCode } from './accounts'

const DAY_MS = 24 * 3600_000

/** The child a parent's link names, while its account still has a parent to answer to. */
async function childOf(
  app: Pick<AppServices, 'parentLinks' | 'users'>,
  token: string,
  purposes: readonly ParentLinkPurpose[],
): Promise<UserRow & { parent_email: string }> {
  const childId = app.parentLinks.verify(token, purposes)
  const child = childId ? await app.users.byId(childId) : undefined
  if (!child || child.consent === 'not-needed' || child.erased_at || !child.parent_email) {
    throw new RefusalError(404, consentMessages.linkInvalid)
  }
  return { ...child, parent_email: child.parent_email }
}

/**
 * A child's parent, from the signed links of Cardcast's mails (parent-links.ts), with no account:
 * read the request, confirm with a code mailed to their own address that they are an adult and the
 * parent or guardian, set the monthly cap, withdraw. And the child's own 'send the link again'.
 */
export const parentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/parent/child',
    {
      schema: {
        querystring: parentTokenQuerySchema,
        response: { 200: parentViewSchema, ...errorResponses(400, 404) },
      },
      config: accountLimits.otp,
    },
    async (req) => {
      const child = await childOf(app, req.query.token, ['consent', 'manage', 'withdraw'])
      const record = await app.consents.record(child.id)
      const view: ParentView = {
        child: { emailId: child.email, dateOfBirth: child.date_of_birth ?? '' },
        parentEmail: child.parent_email,
        consent:
          child.consent === 'given' ? 'given' : child.consent === 'withdrawn' ? 'withdrawn' : 'awaiting',
        consentGivenAt: record?.given_at ?? null,
        monthlyCapRupees: child.monthly_cap_paise === null ? null : paiseToRupees(child.monthly_cap_paise),
      }
      return view
    },
  )

  app.post(
    '/parent/consent-code',
    {
      schema: {
        body: parentTokenBodySchema,
        response: { 200: successResponseSchema, ...errorResponses(400, 403, 404, 409, 413, 415, 429) },
      },
      config: accountLimits.otp,
    },
    async (req) => {
      const child = await childOf(app, req.body.token, ['consent'])
      if (child.consent !== 'awaiting') throw new RefusalError(409, consentMessages.notAwaiting)
      await refuseChildParent(app, child.parent_email)
      // The parent asks from their own browser: its language, unless their address has an account.
      const sent = await app.otp.send(child.parent_email, 'parent', 'resend', undefined, req.locale)
      // The sign-up code's backoff and lockouts hold for the parent's address too (otp.ts).
      if (!sent.sent) throw new RefusalError(429, authMessages.otpResendThrottled, sent.waitSeconds)
      return {
        success: true,
        message: consentMessages.codeSent(child.parent_email),
        ...(await app.otp.times(child.parent_email, 'parent')),
      }
    },
  )

  app.post(
    '/parent/consent',
    {
      schema: {
        body: giveConsentSchema,
        response: {
          200: consentDoneSchema,
          // A wrong code answers as the sign-up and reset codes do, with the tries left.
          400: orErrorResponse(verifyResetOtpResponseSchema),
          ...errorResponses(403, 404, 409, 413, 415, 429),
        },
      },
      config: accountLimits.otp,
    },
    async (req, reply) => {
      const child = await childOf(app, req.body.token, ['consent'])
      if (child.consent === 'given') throw new RefusalError(409, consentMessages.alreadyGiven)
      if (child.consent !== 'awaiting') throw new RefusalError(409, consentMessages.notAwaiting)
      await refuseChildParent(app, child.parent_email)
      const check = await app.otp.check(child.parent_email, 'parent', req.body.otp)
      if (check !== 'ok') return refuseCode(app, reply, child.parent_email, check)
      await app.otps.remove(child.parent_email, 'parent')
      const now = new Date()
      if (!(await app.consents.give(child.id, now))) throw new RefusalError(409, consentMessages.alreadyGiven)
      try {
        await mailConsentRecord(app, { ...child, consent: 'given' }, now)
      } catch (error) {
        // Consent stands; the record is also on the parent page, and the next mail carries its link.
        req.log.warn({ err: error, userId: child.id }, 'consent record mail not sent')
      }
      return {
        success: true as const,
        message: consentMessages.given,
        manageToken: app.parentLinks.sign(child.id, 'manage', now),
      }
    },
  )

  app.put(
    '/parent/cap',
    {
      schema: {
        body: setCapSchema,
        response: { 200: statusMessageSchema, ...errorResponses(400, 404, 409, 413, 415) },
      },
      config: accountLimits.otp,
    },
    async (req) => {
      const child = await childOf(app, req.body.token, ['manage'])
      const capPaise = rupeesToPaise(req.body.monthlyCapRupees)
      const set = await app.consents.setCap(child.id, capPaise, new Date())
      if (set.numUpdatedRows === 0n) throw new RefusalError(409, consentMessages.notAwaiting)
      try {
        await mailCapSet(app, child, capPaise)
      } catch (error) {
        req.log.warn({ err: error, userId: child.id }, 'cap mail not sent')
      }
      return { status: 'success' as const, message: consentMessages.capSaved(req.body.monthlyCapRupees) }
    },
  )

  app.post(
    '/parent/withdraw',
    {
      schema: {
        body: parentTokenBodySchema,
        response: { 200: statusMessageSchema, ...errorResponses(400, 404, 409, 413, 415) },
      },
      config: accountLimits.otp,
    },
    async (req) => {
      const child = await childOf(app, req.body.token, ['withdraw', 'manage', 'consent'])
      const now = new Date()
      const eraseBy = new Date(now.getTime() + ERASE_AFTER_WITHDRAWAL_DAYS * DAY_MS)
      if (!(await app.consents.withdraw(child.id, now, eraseBy))) {
        throw new RefusalError(409, consentMessages.alreadyWithdrawn)
      }
      await app.sessionEnds.ended(child.id)
      try {
        await mailWithdrawn(app, child, now, eraseBy)
      } catch (error) {
        req.log.warn({ err: error, userId: child.id }, 'withdrawal mail not sent')
      }
      return { status: 'success' as const, message: consentMessages.withdrawn }
    },
  )

  // The child, waiting: the consent mail again (the mail limits hold it to a few an hour).
  app.post(
    '/consent/resend',
    {
      schema: {
        body: consentResendSchema,
        response: { 200: statusMessageSchema, ...errorResponses(400, 401, 409, 413, 415, 429) },
      },
      preHandler: app.authenticate,
    },
    async (req) => {
      if (req.user.consent !== 'awaiting') throw new RefusalError(409, consentMessages.notAwaiting)
      await mailConsentRequest(app, req.user)
      return { status: 'success' as const, message: consentMessages.resent }
    },
  )
}
