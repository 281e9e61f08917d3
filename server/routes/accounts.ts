import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import {
  loginResponseSchema,
  loginSchema,
  resendOtpSchema,
  signupRequestSchema,
  signupResponseSchema,
  successResponseSchema,
  verifyLoginOtpResponseSchema,
  verifyLoginOtpSchema,
} from '../../src/contract/auth'
import { errorResponses, orErrorResponse } from '../../src/contract/errors'
import { authMessages } from '../../src/contract/messages'
import { isUniqueViolation } from '../db/database'
import type { OtpCheck } from '../services/otp'
import { hashPassword, timingDummyHash, verifyPassword } from '../services/passwords'
import { sessionFor } from '../services/user-session'
import { accountLimits } from './rate-limits'

export const otpFailureMessages: Record<Exclude<OtpCheck, 'ok'>, string> = {
  invalid: authMessages.otpInvalid,
  missing: authMessages.otpInvalid,
  expired: authMessages.otpExpired,
  locked: authMessages.otpTooManyAttempts,
}

/** Sign-up, login and the email OTP that verifies a new account. */
export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app

  app.post(
    '/addUsers',
    {
      schema: {
        body: signupRequestSchema,
        response: {
          201: signupResponseSchema,
          409: signupResponseSchema,
          ...errorResponses(400, 413, 415, 429),
        },
      },
      config: accountLimits.signup,
    },
    async (req, reply) => {
      const { username, emailId, password } = req.body
      if (await ctx.users.byEmail(emailId)) {
        return reply.code(409).send({ signUp: false, error: authMessages.emailTaken })
      }
      if (await ctx.users.usernameTaken(username)) {
        return reply.code(409).send({ signUp: false, error: authMessages.usernameTaken })
      }
      try {
        const user = await ctx.users.create({
          username,
          email: emailId,
          passwordHash: await hashPassword(password),
        })
        await ctx.otp.issue(user.email, 'verify')
      } catch (error) {
        // Two sign-ups raced for the same name or address: the database decided.
        if (isUniqueViolation(error))
          return reply.code(409).send({ signUp: false, error: authMessages.emailTaken })
        throw error
      }
      return reply.code(201).send({ signUp: true, message: authMessages.signupSuccess })
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
          ...errorResponses(400, 413, 415, 429),
        },
      },
      config: accountLimits.login,
    },
    async (req, reply) => {
      const user = await ctx.users.byEmail(req.body.emailId)
      const passwordOk = await verifyPassword(
        user?.password_hash ?? (await timingDummyHash()),
        req.body.password,
      )
      if (!user || !passwordOk) {
        return reply.code(401).send({ login: false, error: authMessages.invalidCredentials })
      }
      if (user.is_verified !== 1) {
        await ctx.otp.issue(user.email, 'verify')
        return { login: true, verify: false, message: authMessages.verifyEmailFirst }
      }
      return {
        login: true,
        verify: true,
        message: authMessages.loginSuccess,
        ...(await sessionFor(ctx, user)),
      }
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
    },
    async (req, reply) => {
      const refuse = (message: string) =>
        reply.code(400).send({ verify: false, success: false, message, error: message })
      const user = await ctx.users.byEmail(req.body.emailId)
      if (!user) return refuse(authMessages.otpInvalid)
      if (user.is_verified === 1) return refuse(authMessages.alreadyVerified)
      const check = await ctx.otp.check(user.email, 'verify', req.body.otp)
      if (check !== 'ok') return refuse(otpFailureMessages[check])
      await ctx.users.update(user.id, { is_verified: 1 })
      await ctx.otps.remove(user.email, 'verify')
      const verified = { ...user, is_verified: 1 }
      return {
        verify: true,
        success: true,
        message: authMessages.otpVerified,
        ...(await sessionFor(ctx, verified)),
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
    },
    async (req, reply) => {
      const user = await ctx.users.byEmail(req.body.emailId)
      // Known or not, verified or not, the answer is the same: it reveals no account.
      if (user && user.is_verified !== 1) {
        const wait = await ctx.otp.throttleSeconds(user.email, 'verify')
        if (wait > 0) {
          const message = `${authMessages.otpResendThrottled} (${wait} s)`
          return reply.code(429).send({ success: false, message, error: message })
        }
        await ctx.otp.issue(user.email, 'verify')
      }
      return { success: true, message: authMessages.otpSent }
    },
  )
}
