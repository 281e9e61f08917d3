import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import {
  forgotPasswordSchema,
  resetPasswordRequestSchema,
  successResponseSchema,
  verifyResetOtpSchema,
} from '../../src/contract/auth'
import { errorResponses, orErrorResponse } from '../../src/contract/errors'
import { resetMessages } from '../../src/contract/messages'
import { RESET_WINDOW_MS } from '../services/otp'
import { hashPassword } from '../services/passwords'
import { otpFailureMessages } from './accounts'
import { accountLimits } from './rate-limits'

/** Viewer password reset: forgot-password mails a code, verify-otp proves it, reset-password spends it. */
export const passwordResetRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app
  /** A wrong or unverified code is a 400 {success: false, …}; bad input the shared refusal. */
  const refusedWith400 = { 200: successResponseSchema, 400: orErrorResponse(successResponseSchema) }

  app.post(
    '/forgot-password',
    {
      schema: {
        body: forgotPasswordSchema,
        response: { 200: successResponseSchema, ...errorResponses(400, 413, 415, 429) },
      },
      config: accountLimits.reset,
    },
    async (req) => {
      const user = await ctx.users.byEmail(req.body.email)
      if (user && (await ctx.otp.throttleSeconds(user.email, 'reset')) === 0) {
        // Not awaited: the answer must take as long for unknown addresses as for known ones.
        ctx.otp
          .issue(user.email, 'reset')
          .catch((error) => req.log.error({ err: error }, 'reset OTP mail failed'))
      }
      return { success: true, message: resetMessages.otpSentToEmail }
    },
  )

  app.post(
    '/verify-otp',
    {
      schema: {
        body: verifyResetOtpSchema,
        response: { ...refusedWith400, ...errorResponses(413, 415, 429) },
      },
      config: accountLimits.otp,
    },
    async (req, reply) => {
      const email = req.body.email.toLowerCase()
      const check = await ctx.otp.check(email, 'reset', req.body.otp)
      if (check !== 'ok') {
        const message = otpFailureMessages[check]
        return reply.code(400).send({ success: false, verify: false, message, error: message })
      }
      await ctx.otps.markVerified(email, 'reset', new Date().toISOString())
      if (req.body.password !== undefined) {
        await setPasswordWithVerifiedCode(email, req.body.password)
        return { success: true, verify: true, message: resetMessages.resetSuccess }
      }
      return { success: true, verify: true, message: resetMessages.otpVerified }
    },
  )

  app.post(
    '/reset-password',
    {
      schema: {
        body: resetPasswordRequestSchema,
        response: { ...refusedWith400, ...errorResponses(413, 415, 429) },
      },
      config: accountLimits.reset,
    },
    async (req, reply) => {
      if (!(await setPasswordWithVerifiedCode(req.body.email.toLowerCase(), req.body.password))) {
        const message = resetMessages.verifyFirst
        return reply.code(400).send({ success: false, message, error: message })
      }
      return { success: true, message: resetMessages.resetSuccess }
    },
  )

  /** Spends the verified code (once, within the window) and sets the password; false when there is none. */
  async function setPasswordWithVerifiedCode(email: string, password: string): Promise<boolean> {
    const notBefore = new Date(Date.now() - RESET_WINDOW_MS).toISOString()
    if (!(await ctx.otps.consumeVerified(email, 'reset', notBefore))) return false
    const user = await ctx.users.byEmail(email)
    if (!user) return false
    // Receiving the code proved the address, so the account counts as verified from here on.
    await ctx.users.update(user.id, { password_hash: await hashPassword(password), is_verified: 1 })
    return true
  }
}
