import { createHash, randomBytes } from 'node:crypto'
import type { FastifyReply, FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import {
  forgotPasswordSchema,
  resetPasswordRequestSchema,
  successResponseSchema,
  verifyResetOtpResponseSchema,
  verifyResetOtpSchema,
} from '../../../../contract/auth'
import { errorResponses, orErrorResponse } from '../../../../contract/errors'
import { userPasswordAddressRefusal } from '../../../../contract/fields'
import { resetMessages } from '../../../../contract/messages'
import { RefusalError } from '../../../errors'
import { accountLimits, bodyEmail, limitPerAccount, normaliseEmail, perAccountLimits } from '../../limits'
import { RESET_WINDOW_MS } from '../otp'
import { hashPassword } from '../passwords'
import { endSessionsNow } from '../users-repository'
import { refuseCode } from './accounts'
import { readCookie } from './read-cookie'

/**
 * The reset grant travels in this cookie: HttpOnly (no script reads it), SameSite=Strict (no other
 * site's page sends it) and sent only to reset-password, so the spec's body `{email, password}` stays.
 */
export const RESET_GRANT_COOKIE = 'cardcast_reset_grant'
export const RESET_GRANT_PATH = '/auth/user/reset-password'

const hashGrant = (grant: string) => createHash('sha256').update(grant).digest('hex')

/** A new password holding the address is refused before the code or grant is looked at (or spent). */
function refuseAddressInPassword(password: string | undefined, email: string) {
  const refusal = password === undefined ? undefined : userPasswordAddressRefusal(password, email)
  if (refusal) throw new RefusalError(400, refusal)
}

/** Viewer password reset: forgot-password mails a code, verify-otp proves it, reset-password spends it. */
export const passwordResetRoutes: FastifyPluginAsyncZod = async (app) => {
  /** A wrong or unverified code is a 400 {success: false, …}; bad input the shared refusal. */
  const refusedWith400 = { 200: successResponseSchema, 400: orErrorResponse(successResponseSchema) }
  const secureCookies = app.config.publicUrl.startsWith('https:')

  function setGrantCookie(req: FastifyRequest, reply: FastifyReply, grant: string, maxAgeSeconds: number) {
    const secure = secureCookies || req.protocol === 'https' ? '; Secure' : ''
    reply.header(
      'set-cookie',
      `${RESET_GRANT_COOKIE}=${grant}; Path=${RESET_GRANT_PATH}; Max-Age=${maxAgeSeconds}; HttpOnly; SameSite=Strict${secure}`,
    )
  }

  app.post(
    '/forgot-password',
    {
      schema: {
        body: forgotPasswordSchema,
        response: { 200: successResponseSchema, ...errorResponses(400, 413, 415, 429) },
      },
      config: accountLimits.reset,
      preHandler: limitPerAccount(app, perAccountLimits.codeRequests, bodyEmail),
    },
    async (req) => {
      const user = await app.users.byEmail(req.body.email)
      const email = user?.email ?? normaliseEmail(req.body.email)
      // The backoff is claimed for every address, known or not, so that the times below (read from
      // the per-address guard alone) answer alike. A locked address, or one still in its resend
      // backoff, gets no new code, silently.
      const claim = await app.otp.claim(email, 'resend')
      if (user && claim.sent) {
        // Not awaited: the answer must take as long for unknown addresses as for known ones.
        app.otp
          .issue(user.email, 'reset')
          .catch((error) => req.log.error({ err: error }, 'reset OTP mail failed'))
      }
      const times = await app.otp.times(email)
      return { success: true, message: resetMessages.otpSentToEmail, ...times }
    },
  )

  app.post(
    '/verify-otp',
    {
      schema: {
        body: verifyResetOtpSchema,
        response: {
          200: verifyResetOtpResponseSchema,
          400: orErrorResponse(verifyResetOtpResponseSchema),
          ...errorResponses(413, 415, 429, 503),
        },
      },
      config: accountLimits.otp,
      preHandler: limitPerAccount(app, perAccountLimits.otp, bodyEmail),
    },
    async (req, reply) => {
      const email = normaliseEmail(req.body.email)
      refuseAddressInPassword(req.body.password, email)
      const check = await app.otp.check(email, 'reset', req.body.otp)
      if (check !== 'ok') return refuseCode(app, reply, email, check)
      // The reset is bound to whoever proved the code: a single-use grant, stored hashed, handed to
      // this client only.
      const grant = randomBytes(32).toString('base64url')
      await app.otps.markVerified(email, 'reset', new Date().toISOString(), hashGrant(grant))
      if (req.body.password !== undefined) {
        // The OTP screen's one-step form: the new password came with the code.
        await setPasswordWithGrant(email, grant, req.body.password)
        return { success: true, verify: true, message: resetMessages.resetSuccess }
      }
      setGrantCookie(req, reply, grant, Math.floor(RESET_WINDOW_MS / 1000))
      return { success: true, verify: true, message: resetMessages.otpVerified }
    },
  )

  app.post(
    '/reset-password',
    {
      schema: {
        body: resetPasswordRequestSchema,
        response: { ...refusedWith400, ...errorResponses(413, 415, 429, 503) },
      },
      config: accountLimits.reset,
      preHandler: limitPerAccount(app, perAccountLimits.reset, bodyEmail),
    },
    async (req, reply) => {
      const grant = readCookie(req, RESET_GRANT_COOKIE)
      const email = normaliseEmail(req.body.email)
      refuseAddressInPassword(req.body.password, email)
      if (!grant || !(await setPasswordWithGrant(email, grant, req.body.password))) {
        const message = resetMessages.verifyFirst
        return reply.code(400).send({ success: false, message, error: message })
      }
      setGrantCookie(req, reply, '', 0)
      return { success: true, message: resetMessages.resetSuccess }
    },
  )

  /**
   * Spends the verified code with its grant (once, within the window) and sets the password; false
   * when there is none. Every session opened before ends.
   */
  async function setPasswordWithGrant(email: string, grant: string, password: string): Promise<boolean> {
    const notBefore = new Date(Date.now() - RESET_WINDOW_MS).toISOString()
    const grantHash = hashGrant(grant)
    // A cheap look first, so that no password is hashed for a request without a live grant; then
    // the grant is spent atomically (two requests with it cannot both reset).
    const row = await app.otps.find(email, 'reset')
    if (!row?.verified_at || row.verified_at < notBefore || row.grant_hash !== grantHash) return false
    const user = await app.users.byEmail(email)
    if (!user) return false
    const passwordHash = await hashPassword(password)
    if (!(await app.otps.consumeVerified(email, 'reset', notBefore, grantHash))) return false
    // Receiving the code proved the address, so the account counts as verified from here on.
    await app.users.update(user.id, {
      password_hash: passwordHash,
      is_verified: 1,
      tokens_valid_after: endSessionsNow(),
    })
    return true
  }
}
