import type { FastifyReply } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import {
  loginResponseSchema,
  loginSchema,
  logoutRequestSchema,
  logoutResponseSchema,
  resendOtpSchema,
  signupRequestSchema,
  signupResponseSchema,
  successResponseSchema,
  verifyLoginOtpResponseSchema,
  verifyLoginOtpSchema,
} from '../../../../contract/auth'
import { errorResponses, orErrorResponse } from '../../../../contract/errors'
import { userPasswordAddressRefusal } from '../../../../contract/fields'
import { authMessages, securityMessages } from '../../../../contract/messages'
import type { AppServices } from '../../../app-services'
import { isUniqueViolation } from '../../../db/database'
import { RefusalError } from '../../../errors'
import { accountLimits, bodyEmailId, limitPerAccount, normaliseEmail, perAccountLimits } from '../../limits'
import type { OtpCheck } from '../otp'
import { hashPassword, timingDummyHash, verifyPassword } from '../passwords'
import { mailLoginLockTo } from '../reauthenticate'
import { originOf, sessionFor } from '../sessions'
import { mailSignUpAttempt } from '../sign-up-attempt'
import { usernameRefusal } from '../usernames'

const otpFailureMessages: Record<Exclude<OtpCheck, 'ok'>, string> = {
  invalid: authMessages.otpInvalid,
  missing: authMessages.otpInvalid,
  expired: authMessages.otpExpired,
  locked: authMessages.otpTooManyAttempts,
  accountLocked: securityMessages.otpAccountLocked,
}

/** The address's code checks are paused (too many wrong codes): 429, with how long for. */
async function refuseLocked(app: Pick<AppServices, 'otp'>, email: string): Promise<never> {
  const wait = await app.otp.lockSeconds(email)
  throw new RefusalError(429, securityMessages.otpAccountLocked, wait > 0 ? wait : undefined)
}

/**
 * A refused code, as both OTP checks (sign-up's `/verify`, the reset's `/verify-otp`) answer it: 429
 * while the address is paused, else 400 with the reason and, after a counted guess, the tries left.
 */
export async function refuseCode(
  app: Pick<AppServices, 'otp'>,
  reply: FastifyReply,
  email: string,
  check: Exclude<OtpCheck, 'ok'>,
) {
  if (check === 'accountLocked') return refuseLocked(app, email)
  const message = otpFailureMessages[check]
  const triesLeft =
    check === 'invalid' || check === 'missing' ? await app.otp.triesLeft(email, check) : undefined
  return reply.code(400).send({ verify: false, success: false, message, error: message, triesLeft })
}

/**
 * Sign-up mail (codes and notices) this client may no longer ask for, by its per-client limit or the
 * kind's budget: refused with 429 before the address is looked up, so that a taken address, a new
 * one and a pending one answer alike.
 */
async function refuseSignupMailOverLimit(app: Pick<AppServices, 'mailer'>, client: string) {
  const refused = await app.mailer.clientRefusal('signup', client)
  if (refused) throw refused
}

/** Sign-up, login, logout and the email OTP that verifies a new account. */
export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/addUsers',
    {
      schema: {
        body: signupRequestSchema,
        response: {
          201: signupResponseSchema,
          409: signupResponseSchema,
          ...errorResponses(400, 413, 415, 429, 503),
        },
      },
      config: accountLimits.signup,
    },
    async (req, reply) => {
      const { username, emailId, password } = req.body
      const badName = usernameRefusal(username)
      if (badName) throw new RefusalError(400, badName)
      // Checked on the input alone, before any lookup: the answer is the same for a taken address.
      const badPassword = userPasswordAddressRefusal(password, emailId)
      if (badPassword) throw new RefusalError(400, badPassword)
      // Usernames are public: a taken one may be said so. An address is not: see below.
      if (await app.users.usernameTaken(username)) {
        return reply.code(409).send({ signUp: false, error: authMessages.usernameTaken })
      }
      await refuseSignupMailOverLimit(app, req.ip)
      const signedUp = () => reply.code(201).send({ signUp: true, message: authMessages.signupSuccess })
      const existing = await app.users.byEmail(emailId)
      // An address with an account answers as a new one does, after the same work (a hash), and its
      // owner gets a mail instead of the sign-up code: the answer tells nobody who has an account.
      if (existing) {
        await hashPassword(password)
        await mailSignUpAttempt(app, existing, req.ip, req.log)
        return signedUp()
      }
      try {
        const user = await app.users.create({
          username,
          email: emailId,
          passwordHash: await hashPassword(password),
        })
        await app.otp.send(user.email, 'verify', 'signup', req.ip)
      } catch (error) {
        if (!isUniqueViolation(error)) throw error
        // Two sign-ups raced and the database decided: for the address, the answer above; for the
        // name, that it is taken.
        if (!(await app.users.byEmail(emailId)))
          return reply.code(409).send({ signUp: false, error: authMessages.usernameTaken })
      }
      return signedUp()
    },
  )

  app.post(
    '/login-user',
    {
      schema: {
        body: loginSchema,
        response: {
          200: loginResponseSchema,
          401: loginResponseSchema,
          ...errorResponses(400, 413, 415, 429, 503),
        },
      },
      config: accountLimits.login,
      preHandler: limitPerAccount(app, perAccountLimits.login, bodyEmailId, (email, req) =>
        mailLoginLockTo(app, email, req),
      ),
    },
    async (req, reply) => {
      const user = await app.users.byEmail(req.body.emailId)
      const passwordOk = await verifyPassword(
        user?.password_hash ?? (await timingDummyHash()),
        req.body.password,
      )
      if (!user || !passwordOk) {
        return reply.code(401).send({ login: false, error: authMessages.invalidCredentials })
      }
      if (user.is_verified !== 1) {
        // A fresh code, unless the address is locked or must wait for the resend backoff: then the
        // code already mailed is the one to enter.
        await app.otp.send(user.email, 'verify', 'login', req.ip)
        return {
          login: true,
          verify: false,
          message: authMessages.verifyEmailFirst,
          ...(await app.otp.times(user.email, 'verify')),
        }
      }
      return {
        login: true,
        verify: true,
        message: authMessages.loginSuccess,
        ...(await sessionFor(app, user, originOf(req))),
      }
    },
  )

  app.post(
    '/logout',
    {
      schema: {
        body: logoutRequestSchema,
        response: { 200: logoutResponseSchema, ...errorResponses(400, 401, 413, 415) },
      },
      preHandler: app.authenticate,
    },
    async (req) => {
      // This token stops working at once, on every instance; the user's other sessions stay.
      await app.users.revokeToken(req.userSession.jti, req.userSession.expiresAt)
      await app.sessions.end(req.user.id, req.userSession.jti, new Date())
      await app.sessionEnds.ended(req.user.id)
      return { success: true, message: authMessages.loggedOut }
    },
  )

  app.post(
    '/verify',
    {
      schema: {
        body: verifyLoginOtpSchema,
        response: {
          200: verifyLoginOtpResponseSchema,
          400: orErrorResponse(verifyLoginOtpResponseSchema),
          ...errorResponses(413, 415, 429),
        },
      },
      config: accountLimits.otp,
      preHandler: limitPerAccount(app, perAccountLimits.otp, bodyEmailId),
    },
    async (req, reply) => {
      const user = await app.users.byEmail(req.body.emailId)
      const email = user?.email ?? normaliseEmail(req.body.emailId)
      // Unknown, already verified, no code, wrong code: one answer, with the address's tries left,
      // which tells no account apart (a guess with no code to check counts as a wrong one).
      if (!user || user.is_verified === 1)
        return refuseCode(app, reply, email, await app.otp.spendGuess(email))
      const check = await app.otp.check(email, 'verify', req.body.otp)
      // An expired code answers as no code does (a counted guess, 'Invalid OTP'): 'expired' would say
      // that the address has an account waiting for its code. The OTP screen shows the code's expiry.
      if (check === 'expired') return refuseCode(app, reply, email, await app.otp.spendGuess(email))
      if (check !== 'ok') return refuseCode(app, reply, email, check)
      await app.users.update(user.id, { is_verified: 1 })
      await app.otps.remove(user.email, 'verify')
      const verified = { ...user, is_verified: 1 }
      return {
        verify: true,
        success: true,
        message: authMessages.otpVerified,
        ...(await sessionFor(app, verified, originOf(req))),
      }
    },
  )

  app.post(
    '/resend-otp',
    {
      schema: {
        body: resendOtpSchema,
        response: {
          200: successResponseSchema,
          // The resend throttle answers {success: false, …}; the rate limit the shared refusal.
          429: orErrorResponse(successResponseSchema),
          ...errorResponses(400, 413, 415),
        },
      },
      config: accountLimits.otp,
      preHandler: limitPerAccount(app, perAccountLimits.codeRequests, bodyEmailId),
    },
    async (req, reply) => {
      await refuseSignupMailOverLimit(app, req.ip)
      const user = await app.users.byEmail(req.body.emailId)
      const email = req.body.emailId.toLowerCase()
      // An unknown or verified address gets the answers a pending one gets, the backoff included (its
      // slot is claimed, and no mail goes): they reveal no such account.
      const pending = user !== undefined && user.is_verified !== 1
      const result = pending
        ? await app.otp.send(email, 'verify', 'resend', req.ip)
        : await app.otp.claim(email, 'resend')
      if (!result.sent) {
        const message =
          result.reason === 'locked'
            ? securityMessages.otpSendLocked
            : `${authMessages.otpResendThrottled} (${result.waitSeconds} s)`
        // Only the backoff is a wait the OTP screen counts down; a locked address gets its message.
        const resendAvailableAt =
          result.reason === 'throttled'
            ? new Date(Date.now() + result.waitSeconds * 1000).toISOString()
            : undefined
        return reply
          .code(429)
          .header('retry-after', String(result.waitSeconds))
          .send({ success: false, message, error: message, resendAvailableAt })
      }
      return {
        success: true,
        message: authMessages.otpSent,
        ...(await app.otp.times(email, pending ? 'verify' : undefined)),
      }
    },
  )
}
