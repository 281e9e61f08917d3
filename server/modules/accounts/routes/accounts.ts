import type { FastifyReply } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import {
  loginResponseSchema,
  loginSchema,
  logoutRequestSchema,
  logoutResponseSchema,
  resendOtpSchema,
  successResponseSchema,
  verifyLoginOtpResponseSchema,
  verifyLoginOtpSchema,
} from '../../../../contract/auth'
import { consentMessages } from '../../../../contract/consent'
import { errorResponses, orErrorResponse } from '../../../../contract/errors'
import { authMessages, securityMessages } from '../../../../contract/messages'
import type { AppServices } from '../../../app-services'
import { RefusalError } from '../../../errors'
import { accountLimits, bodyEmailId, limitPerAccount, normaliseEmail, perAccountLimits } from '../../limits'
import { mailConsentRequest } from '../consent'
import type { OtpCheck } from '../otp'
import { timingDummyHash, verifyPassword } from '../passwords'
import { mailLoginLockTo } from '../reauthenticate'
import { originOf, sessionFor } from '../sessions'
import { refuseSignupMailOverLimit, signupClient } from './signup-client'

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

/** Login, logout and the email OTP that verifies a new account (sign-up: sign-up.ts). */
export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
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
      // Consent withdrawn: the account is closed until the sweep erases it (contract/consent.ts).
      if (user.consent === 'withdrawn')
        return reply.code(401).send({ login: false, error: consentMessages.stopped })
      if (user.is_verified !== 1) {
        // The code already mailed, while it works (sign-up's, or the last resend's): one code per
        // sign-up. Else a fresh one, unless the address is locked or must wait for the resend backoff.
        if (!(await app.otp.hasLiveCode(user.email, 'verify'))) {
          await app.otp.send(user.email, 'verify', 'login', signupClient(app, req, reply))
        }
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
      // A child proved their own address: now their parent is asked (never for an unproved address,
      // which anyone could type). A mail that cannot go now is sent again from the waiting screen.
      if (user.consent === 'awaiting') {
        await mailConsentRequest(app, user).catch((error) =>
          req.log.warn({ err: error, userId: user.id }, 'consent request mail not sent'),
        )
      }
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
      const client = signupClient(app, req, reply)
      await refuseSignupMailOverLimit(app, client)
      const user = await app.users.byEmail(req.body.emailId)
      const email = req.body.emailId.toLowerCase()
      // An unknown or verified address gets the answers a pending one gets, the backoff included (its
      // slot is claimed, and no mail goes): they reveal no such account.
      const pending = user !== undefined && user.is_verified !== 1
      const result = pending
        ? await app.otp.send(email, 'verify', 'resend', client)
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
