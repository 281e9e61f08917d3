import type { FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import {
  ADMIN_RESET_TOKEN_TTL_MS,
  type AdminLoginResponse,
  type AdminMessageResponse,
  adminForgotPasswordSchema,
  adminLoginRefusalSchema,
  adminLoginResponseSchema,
  adminLoginSchema,
  adminMessageResponseSchema,
  adminMessages,
  adminResetPasswordSchema,
  adminServerMessages,
} from '../../../../contract/admin'
import { twoFactorMessages } from '../../../../contract/admin-two-factor'
import { errorResponses } from '../../../../contract/errors'
import { passwordHoldsAddress, passwordPolicyMessages } from '../../../../contract/fields'
import type { AdminRow } from '../../../db/schema-admin'
import { errorBody, RefusalError } from '../../../errors'
import { hashPassword, timingDummyHash, verifyPassword } from '../../accounts/passwords'
import { originOf } from '../../accounts/sessions'
import { limitPerMinute } from '../../limits/rate-limits'
import { MailRefusedError } from '../../mail/mailer'
import { ADMIN_LOGIN_LOCK, hashResetToken, newResetToken } from '../admin-accounts'
import { createAdminsRepository, toAdminAccount } from '../admin-accounts-repository'
import { createAdminAuditRepository } from '../admin-audit-repository'
import { createAdminSessionsRepository } from '../admin-sessions-repository'

/** '2026-11-28 21:40' from an ISO instant. */
const utcMinute = (iso: string) => iso.replace('T', ' ').slice(0, 16)

/** The admin calls that need no token: login, forgot-password, reset-password. */
export const adminAuthRoutes: FastifyPluginAsyncZod = async (app) => {
  /** The lock is audited and mailed to the administrator (a refused mail is only logged). */
  async function tellOfLock(email: string, adminId: string, until: string, req: FastifyRequest) {
    await app.adminAudit.record({
      adminId,
      actor: email,
      action: `Account locked until ${until}`,
      ip: req.ip,
    })
    try {
      await app.mailer.send({
        to: email,
        category: 'admin',
        subject: 'Cardcast admin: your account is locked after wrong passwords',
        text: `${ADMIN_LOGIN_LOCK.lockAfter} wrong passwords in a row were entered for your Cardcast administrator account (${email}), the last from ${req.ip}. To protect it, it cannot be logged in to until ${utcMinute(until)} UTC, even with the right password; each further lock lasts twice as long.\n\nIf it was not you, someone is guessing your password: once the lock ends, log in and change it, or reset it by mail.`,
      })
    } catch (error) {
      req.log.warn({ err: error }, 'admin lock mail not sent')
    }
  }

  app.post(
    '/login',
    {
      schema: {
        body: adminLoginSchema,
        // 413 and 415: a body too large or not JSON; 429: rate limited (when rate limiting is on);
        // 503: too many password checks waiting (modules/accounts/passwords.ts).
        // 401 with `twoFactorRequired` when the password was right and a code is missing or wrong.
        response: {
          200: adminLoginResponseSchema,
          401: adminLoginRefusalSchema,
          ...errorResponses(400, 413, 415, 429, 503),
        },
      },
      config: limitPerMinute(20),
    },
    async (req, reply) => {
      const row = await app.admins.byEmail(req.body.email)
      const now = new Date()
      // Locked after wrong passwords from any address: not even the right one opens it before then.
      if (row?.locked_until && Date.parse(row.locked_until) > now.getTime()) {
        const seconds = Math.ceil((Date.parse(row.locked_until) - now.getTime()) / 1000)
        return reply
          .code(429)
          .header('Retry-After', String(seconds))
          .send(errorBody(adminServerMessages.accountLocked(utcMinute(row.locked_until))))
      }
      const passwordOk = await verifyPassword(
        row?.password_hash ?? (await timingDummyHash()),
        req.body.password,
      )
      /** A wrong password or code counts toward the account's lock, whatever address it came from. */
      async function countFailure(account: AdminRow, action: string) {
        await app.adminAudit.record({ adminId: account.id, actor: account.email, action, ip: req.ip })
        const lockedUntil = await app.admins.countFailure(account.id, ADMIN_LOGIN_LOCK, now)
        if (lockedUntil) await tellOfLock(account.email, account.id, lockedUntil, req)
      }
      if (!row || !passwordOk) {
        if (row) await countFailure(row, 'Failed login attempt')
        throw new RefusalError(401, adminServerMessages.invalidCredentials)
      }
      if (row.totp_secret) {
        const askForCode = (message: string) =>
          reply.code(401).send({ ...errorBody(message), twoFactorRequired: true as const })
        // The right password alone: the form now asks for the code (not a failure).
        if (!req.body.code) return askForCode(twoFactorMessages.codeFormat)
        const step = await app.twoFactor.check(row.totp_secret, req.body.code, row.totp_last_step)
        if (step === undefined || !(await app.admins.acceptTotpStep(row.id, step))) {
          await countFailure(row, 'Failed login attempt (wrong two-factor code)')
          return askForCode(twoFactorMessages.codeWrong)
        }
      }
      if (row.failed_logins > 0 || row.lockouts > 0) await app.admins.clearFailures(row.id)
      const loggedInAt = now.toISOString()
      await app.admins.update(row.id, { last_login_at: loggedInAt })
      await app.adminAudit.record({ adminId: row.id, actor: row.email, action: 'Logged in', ip: req.ip })
      return {
        success: true,
        message: adminMessages.loginSuccess,
        token: await app.openAdminSession(row.id, originOf(req)),
        admin: toAdminAccount({ ...row, last_login_at: loggedInAt }),
        role: row.role,
        expiresIn: app.adminSessionSeconds,
        twoFactorSetupRequired: app.config.admin2fa === 'required' && !row.totp_secret,
      } satisfies AdminLoginResponse
    },
  )

  app.post(
    '/forgot-password',
    {
      schema: {
        body: adminForgotPasswordSchema,
        response: { 200: adminMessageResponseSchema, ...errorResponses(400, 413, 415, 429) },
      },
      config: limitPerMinute(5),
    },
    async (req) => {
      // Asked for any address, known or not, so the answer takes as long either way: past the
      // per-recipient mail limit (or the hourly budget) nothing is stored, logged or mailed.
      const refused = await app.mailer.refusalFor(req.body.email, 'admin')
      const row = await app.admins.byEmail(req.body.email)
      if (row && !refused) {
        // Not awaited: the answer takes as long, and says the same, for unknown addresses.
        const send = async () => {
          const { token, hash } = newResetToken()
          await app.adminSessions.storeReset({
            tokenHash: hash,
            adminId: row.id,
            expiresAt: new Date(Date.now() + ADMIN_RESET_TOKEN_TTL_MS).toISOString(),
          })
          await app.adminAudit.record({
            adminId: row.id,
            actor: row.email,
            action: 'Requested a password reset link',
            ip: req.ip,
          })
          const link = `${app.config.publicUrl}/admin/reset-password?token=${token}`
          await app.mailer.send({
            to: row.email,
            category: 'admin',
            subject: 'Reset your Cardcast admin password',
            text: `Someone asked to reset the password of your Cardcast administrator account.\n\nOpen this link within 1 hour to choose a new password (it works once):\n${link}\n\nIf you did not ask for it, ignore this email; your password stays the same.`,
          })
        }
        send().catch((error) => {
          if (error instanceof MailRefusedError)
            req.log.warn({ reason: error.reason }, 'admin reset mail refused')
          else req.log.error({ err: error }, 'admin reset mail failed')
        })
      }
      return { success: true, message: adminMessages.resetInstructionsSent } satisfies AdminMessageResponse
    },
  )

  app.post(
    '/reset-password',
    {
      schema: {
        body: adminResetPasswordSchema,
        // 400 also for an unknown, used or expired reset token; 503: too many password hashes waiting.
        response: { 200: adminMessageResponseSchema, ...errorResponses(400, 413, 415, 429, 503) },
      },
      config: limitPerMinute(10),
    },
    async (req) => {
      // The new password may not hold the administrator's address: checked before the link is spent.
      const ownerId = await app.adminSessions.resetOwner(hashResetToken(req.body.token))
      const owner = ownerId ? await app.admins.byId(ownerId) : undefined
      if (owner && passwordHoldsAddress(req.body.newPassword, owner.email)) {
        throw new RefusalError(400, passwordPolicyMessages.holdsAddress)
      }
      const adminId = await app.adminSessions.consumeReset(hashResetToken(req.body.token))
      const row = adminId && (await app.admins.byId(adminId))
      if (!row) throw new RefusalError(400, adminServerMessages.resetLinkInvalid)
      const passwordHash = await hashPassword(req.body.newPassword)
      // Whole seconds, like a token's iat: every session opened before this reset ends.
      const validAfter = new Date(Math.floor(Date.now() / 1000) * 1000).toISOString()
      await app.db.transaction().execute(async (trx) => {
        await createAdminsRepository(trx).update(row.id, {
          password_hash: passwordHash,
          tokens_valid_after: validAfter,
        })
        await createAdminSessionsRepository(trx).dropResets(row.id)
        await createAdminAuditRepository(trx).record({
          adminId: row.id,
          actor: row.email,
          action: 'Reset password with an email link',
          ip: req.ip,
        })
      })
      return { success: true, message: adminServerMessages.passwordReset } satisfies AdminMessageResponse
    },
  )
}
