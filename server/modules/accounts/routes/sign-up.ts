import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { signupRequestSchema, signupResponseSchema } from '../../../../contract/auth'
import { isMinor } from '../../../../contract/consent'
import { errorResponses, orErrorResponse } from '../../../../contract/errors'
import { userPasswordAddressRefusal } from '../../../../contract/fields'
import { authMessages } from '../../../../contract/messages'
import { isUniqueViolation } from '../../../db/database'
import { RefusalError } from '../../../errors'
import { accountLimits } from '../../limits'
import { MailRefusedError } from '../../mail'
import { refuseChildParent } from '../consent'
import { OTP_RESEND_INTERVAL_MS, OTP_TTL_MS } from '../otp'
import { hashPassword } from '../passwords'
import { mailSignUpAttempt } from '../sign-up-attempt'
import { placeholderName, usernameRefusal } from '../usernames'
import { refuseSignupMailOverLimit, signupClient, workDue } from './signup-client'

/**
 * The times a sign-up with a taken address answers: those of a code mailed now to a new one (its
 * expiry, and the first step of the resend backoff), so that the answer tells no account apart.
 */
const freshCodeTimes = (now = Date.now()) => ({
  otpExpiresAt: new Date(now + OTP_TTL_MS).toISOString(),
  resendAvailableAt: new Date(now + OTP_RESEND_INTERVAL_MS).toISOString(),
})

/**
 * `addUsers`: the account and its code, whose times the answer carries so the app opens the OTP
 * screen at once; from a busy client address, after a proof of work (428); past the device's sign-up
 * mail limit, a refusal that says when to come back (429 `retryAt`).
 */
export const signUpRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/addUsers',
    {
      schema: {
        body: signupRequestSchema,
        response: {
          201: signupResponseSchema,
          409: signupResponseSchema,
          // A busy client address: the same sign-up again, with the challenge's work done.
          428: signupResponseSchema,
          // A sign-up mail limit answers {signUp: false, error, retryAt}; the rate limit the shared refusal.
          429: orErrorResponse(signupResponseSchema),
          ...errorResponses(400, 403, 413, 415, 503),
        },
      },
      config: accountLimits.signup,
    },
    async (req, reply) => {
      const { username, emailId, password, dateOfBirth, parentEmail } = req.body
      // Under 18 (the schema asked the parent's address): a child's account holds only the email, the
      // date of birth and the parent's email until the parent consents (contract/consent.ts); the
      // name chosen on the form is not kept, the account takes a placeholder the child changes later.
      const child = isMinor(dateOfBirth) && parentEmail ? { parentEmail } : undefined
      const badName = child ? undefined : usernameRefusal(username)
      if (badName) throw new RefusalError(400, badName)
      // Checked on the input alone, before any lookup: the answer is the same for a taken address.
      const badPassword = userPasswordAddressRefusal(password, emailId)
      if (badPassword) throw new RefusalError(400, badPassword)
      // Usernames are public: a taken one may be said so. An address is not: see below.
      if (child) await refuseChildParent(app, child.parentEmail)
      if (!child && (await app.users.usernameTaken(username))) {
        return reply.code(409).send({ signUp: false, error: authMessages.usernameTaken })
      }
      const client = signupClient(app, req, reply)
      try {
        await refuseSignupMailOverLimit(app, client)
        const work = await workDue(app, client, req.body.work)
        if (work) return reply.code(428).send({ signUp: false, ...work })
        // The app goes straight to the OTP screen with these times: the code it asks for is this one.
        const signedUp = (times: { otpExpiresAt?: string; resendAvailableAt?: string }) =>
          reply.code(201).send({ signUp: true, message: authMessages.signupSuccess, ...times })
        const existing = await app.users.byEmail(emailId)
        // An address with an account answers as a new one does, after the same work (a hash), and its
        // owner gets a mail instead of the sign-up code: the answer tells nobody who has an account.
        if (existing) {
          await hashPassword(password)
          await mailSignUpAttempt(app, existing, client, req.log)
          return signedUp(freshCodeTimes())
        }
        let user: Awaited<ReturnType<typeof app.users.create>>
        try {
          user = await app.users.create({
            username: child ? placeholderName() : username,
            email: emailId,
            passwordHash: await hashPassword(password),
            dateOfBirth,
            // The language the app was used in (its Accept-Language): the account's mails and
            // pushes, starting with the sign-up code below, speak it.
            locale: req.locale,
            ...(child ? { parentEmail: child.parentEmail } : {}),
          })
        } catch (error) {
          if (!isUniqueViolation(error)) throw error
          // Two sign-ups raced and the database decided: for the address, the answer above; for the
          // name, that it is taken.
          if (!(await app.users.byEmail(emailId)))
            return reply.code(409).send({ signUp: false, error: authMessages.usernameTaken })
          return signedUp(freshCodeTimes())
        }
        try {
          await app.otp.send(user.email, 'verify', 'signup', client)
        } catch (error) {
          // No code went: the account goes too, so that the address may sign up again when the limit
          // allows, rather than stay pending with no code in any inbox.
          await app.users.removeUnverified(user.id)
          throw error
        }
        return signedUp(
          (await app.otp.hasLiveCode(user.email, 'verify')) ? await app.otp.times(user.email, 'verify') : {},
        )
      } catch (error) {
        if (!(error instanceof MailRefusedError)) throw error
        // Said on the form as a time to come back, not only in a toast.
        const seconds = error.retryAfterSeconds ?? 60
        return reply
          .code(429)
          .header('retry-after', String(seconds))
          .send({
            signUp: false,
            error: error.message,
            retryAt: new Date(Date.now() + seconds * 1000).toISOString(),
          })
      }
    },
  )
}
