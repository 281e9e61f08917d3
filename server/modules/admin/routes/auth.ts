import type { FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import {
  type AdminMessageResponse,
  adminMessageResponseSchema,
  adminMessages,
  adminServerMessages,
} from '../../../../contract/admin'
import {
  ADMIN_RESET_TOKEN_TTL_MS,
  type AdminLoginResponse,
  adminForgotPasswordSchema,
  adminLoginRefusalSchema,
  adminLoginResponseSchema,
  adminLoginSchema,
  adminResetPasswordSchema,
} from '../../../../contract/admin-auth'
import { isTotpCode, twoFactorMessages } from '../../../../contract/admin-two-factor'
import { formatDateTime } from '../../../../contract/dates'
import { errorResponses } from '../../../../contract/errors'
import { passwordHoldsAddress, passwordPolicyMessages } from '../../../../contract/fields'
import type { AdminRow } from '../../../db/schema-admin'
import { errorBody, RefusalError } from '../../../errors'
import { hashPassword, originOf, timingDummyHash, verifyPassword } from '../../accounts'
import { limitPerMinute } from '../../limits'
import { MailRefusedError } from '../../mail'
import { hashResetToken, newResetToken } from '../admin-accounts'
import { createAdminsRepository, toAdminAccount } from '../admin-accounts-repository'
import { createAdminAuditRepository } from '../admin-audit-repository'
import { guardKeys } from '../admin-login-guard'
import { hashRecoveryCode } from '../admin-recovery-codes'
import { createAdminSessionsRepository } from '../admin-sessions-repository'

/** The admin calls that need no token: login, forgot-password, reset-password. */
export const adminAuthRoutes: FastifyPluginAsyncZod = async (app) => {
  /**
   * A lock of the account's passwords or codes is audited and mailed to the administrator; not
   * awaited, so that the answer takes as long as for an address with no administrator.
   */
  function tellOfLock(account: AdminRow, until: string, codes: boolean, req: FastifyRequest) {
    const what = codes ? 'wrong two-factor codes (after the right password)' : 'wrong passwords'
    const advice = codes
      ? 'Whoever entered them knows your password: reset it by mail now. The reset also lifts the lock.'
      : 'The right password with a code from your authenticator app still signs in, and so does a password reset by mail. If it was not you, someone is guessing your password.'
    const tell = async () => {
      await app.adminAudit.record({
        adminId: account.id,
        actor: account.email,
        action: `Account locked until ${formatDateTime(until)} (${what})`,
        ip: req.ip,
      })
      await app.mailer.send({
        to: account.email,
        category: 'admin',
        subject: 'Cardcast admin: your account is locked after wrong passwords',
        text: `Too many ${what} were entered for your Cardcast administrator account (${account.email}), the last from ${req.ip}. To protect it, logins to it are refused until ${formatDateTime(until)}; each further lock lasts twice as long.\n\n${advice}`,
      })
    }
    tell().catch((error) => req.log.warn({ err: error }, 'admin lock not told'))
  }

  app.post(
    '/login',
    {
      schema: {
        body: adminLoginSchema,
        // 413 and 415: a body too large or not JSON; 503: too many password checks waiting
        // (modules/accounts/passwords.ts). 401 with `twoFactorRequired` when the password was right
        // and a code is missing or wrong. 429: rate limited, or a lock of the client or the account
        // (admin-login-guard.ts), which carries `twoFactorRequired`: a code may still open it.
        response: {
          200: adminLoginResponseSchema,
          401: adminLoginRefusalSchema,
          429: adminLoginRefusalSchema,
          ...errorResponses(400, 413, 415, 503),
        },
      },
      config: limitPerMinute(20),
    },
    async (req, reply) => {
      const now = new Date()
      const guard = app.adminLoginGuard
      const clientKeys = guardKeys.client(req.ip)
      const accountKey = guardKeys.account(req.body.email)
      const codeKey = guardKeys.code(req.body.email)
      // Every lock is read for any address, known or not: the answers cannot tell them apart.
      const [clientLock, accountLock, codeLock] = await Promise.all([
        guard.lockedUntil(clientKeys, now),
        guard.lockedUntil([accountKey], now),
        guard.lockedUntil([codeKey], now),
      ])
      const row = await app.admins.byEmail(req.body.email)
      /** The lock's answer: the account's when it is locked, else the client's. */
      const lockAnswer = () => {
        const accountUntil = [codeLock, accountLock]
          .filter((until) => until !== undefined)
          .sort()
          .at(-1)
        const until = accountUntil ?? clientLock ?? now.toISOString()
        const message = accountUntil
          ? adminServerMessages.accountLocked(formatDateTime(until))
          : adminServerMessages.clientLocked(formatDateTime(until))
        const seconds = Math.max(1, Math.ceil((Date.parse(until) - now.getTime()) / 1000))
        return reply
          .code(429)
          .header('Retry-After', String(seconds))
          .send({ ...errorBody(message), twoFactorRequired: true as const })
      }

      /** Counts a refused login under `keys`; tells the administrator of a lock of their account. */
      async function countFailure(keys: readonly string[], action?: string) {
        if (row && action) {
          await app.adminAudit.record({ adminId: row.id, actor: row.email, action, ip: req.ip })
        }
        const locked = await guard.countFailure(keys, now)
        for (const [key, until] of locked) {
          if (row && (key === accountKey || key === codeKey)) tellOfLock(row, until, key === codeKey, req)
        }
      }

      if (codeLock || accountLock || clientLock) {
        // Locked: only the right password with a right code opens it (a guesser has no code), and not
        // a lock of the codes, which someone with the password made. Whatever else, one answer, after
        // the same work, counted against the client alone whether the password was right or not.
        const code = req.body.code
        const passwordOk =
          code !== undefined &&
          (await verifyPassword(row?.password_hash ?? (await timingDummyHash()), req.body.password))
        const opens =
          !codeLock && row && code !== undefined && passwordOk && (await passesCode(row, code, req))
        if (!opens) {
          if (!clientLock) await countFailure(clientKeys)
          // A wrong code after the right password counts toward the lock of the codes whatever else
          // is locked: otherwise a locked client that has the password could guess codes unhindered.
          if (passwordOk && row?.totp_secret && !codeLock) await countFailure([codeKey])
          return lockAnswer()
        }
      } else {
        const passwordOk = await verifyPassword(
          row?.password_hash ?? (await timingDummyHash()),
          req.body.password,
        )
        if (!row || !passwordOk) {
          await countFailure([...clientKeys, accountKey], 'Failed login attempt')
          throw new RefusalError(401, adminServerMessages.invalidCredentials)
        }
        if (row.totp_secret) {
          const askForCode = (message: string) =>
            reply.code(401).send({ ...errorBody(message), twoFactorRequired: true as const })
          // The right password alone: the form now asks for the code (not a failure).
          if (!req.body.code) return askForCode(twoFactorMessages.codeFormat)
          if (!(await passesCode(row, req.body.code, req))) {
            await countFailure([...clientKeys, codeKey], 'Failed login attempt (wrong two-factor code)')
            return askForCode(twoFactorMessages.codeWrong)
          }
        }
      }
      if (!row) throw new RefusalError(401, adminServerMessages.invalidCredentials)
      const mustEnrol = app.config.admin2fa === 'required' && !row.totp_secret
      if (mustEnrol) mailEnrolmentLink(row, req)
      // In: the account's password count and this address's start over (not the subnet's, nor the
      // codes', which only a reset clears).
      await guard.clear([accountKey, clientKeys[0]])
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
        twoFactorSetupRequired: mustEnrol,
      } satisfies AdminLoginResponse
    },
  )

  /**
   * With ADMIN_2FA=required, an administrator without two-factor signs in to a session that can only
   * set it up, and only with the link this mails them: the password alone never sets up a second
   * factor (whoever guessed it would set up theirs). Not awaited: a refused mail is only logged.
   */
  function mailEnrolmentLink(row: AdminRow, req: FastifyRequest) {
    const send = async () => {
      const { token, hash } = newResetToken()
      await app.adminSessions.storeEnrolment({
        tokenHash: hash,
        adminId: row.id,
        expiresAt: new Date(Date.now() + ADMIN_RESET_TOKEN_TTL_MS).toISOString(),
      })
      await app.mailer.send({
        to: row.email,
        category: 'admin',
        subject: 'Cardcast admin: set up two-factor authentication',
        text: `This site requires two-factor authentication for administrators. You (or someone with your password, from ${req.ip}) just signed in to your Cardcast administrator account, which does not have it yet.\n\nOpen this link within 1 hour, in the browser you signed in with, to set it up (it works once):\n${app.config.publicUrl}/admin/two-factor?enrol=${token}\n\nIf it was not you, someone has your password: reset it by mail at once.`,
      })
    }
    send().catch((error) => req.log.warn({ err: error }, 'two-factor set-up link not sent'))
  }

  /**
   * Whether `code` is the account's next two-factor code, or one of its unused recovery codes (each
   * is accepted once). A wrong one of either counts toward the same lock of the codes.
   */
  async function passesCode(row: AdminRow, code: string, req: FastifyRequest): Promise<boolean> {
    if (!row.totp_secret) return false
    if (!isTotpCode(code)) {
      if (!(await app.adminRecoveryCodes.consume(row.id, hashRecoveryCode(code), new Date()))) return false
      tellOfRecoveryCode(row, req)
      return true
    }
    const step = await app.twoFactor.check(row.totp_secret, code, row.totp_last_step)
    return step !== undefined && (await app.admins.acceptTotpStep(row.id, step))
  }

  /** A recovery code spent: audited and mailed (not awaited), with how many are left. */
  function tellOfRecoveryCode(row: AdminRow, req: FastifyRequest) {
    const tell = async () => {
      const left = await app.adminRecoveryCodes.unusedCount(row.id)
      await app.adminAudit.record({
        adminId: row.id,
        actor: row.email,
        action: `Signed in with a recovery code (${left} left)`,
        ip: req.ip,
      })
      await app.mailer.send({
        to: row.email,
        category: 'admin',
        subject: 'Cardcast admin: a recovery code was used',
        text: `A two-factor recovery code was used to sign in to your Cardcast administrator account (${row.email}) from ${req.ip}. ${left} unused codes are left; make new ones under Profile → Security when you are low.\n\nIf it was not you, someone has your password and your recovery codes: reset your password by mail at once.`,
      })
    }
    tell().catch((error) => req.log.warn({ err: error }, 'recovery code use not told'))
  }

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
      // A completed reset lifts every lock in the way of its owner: the account's (passwords and codes)
      // and those of the client that reset it, so the new password signs in from there at once.
      await app.adminLoginGuard.clear([
        guardKeys.account(row.email),
        guardKeys.code(row.email),
        ...guardKeys.client(req.ip),
      ])
      return { success: true, message: adminServerMessages.passwordReset } satisfies AdminMessageResponse
    },
  )
}
