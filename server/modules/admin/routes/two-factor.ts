import type { FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import {
  type AdminMessageResponse,
  adminMessageResponseSchema,
  adminServerMessages,
} from '../../../../contract/admin'
import {
  type RecoveryCodesResponse,
  recoveryCodesRequestSchema,
  recoveryCodesResponseSchema,
  type TwoFactorSetupResponse,
  twoFactorDisableSchema,
  twoFactorEnableSchema,
  twoFactorMessages,
  twoFactorSetupRequestSchema,
  twoFactorSetupResponseSchema,
} from '../../../../contract/admin-two-factor'
import { errorResponses } from '../../../../contract/errors'
import { RefusalError } from '../../../errors'
import { verifyPassword } from '../../accounts'
import { limitPerMinute } from '../../limits'
import { hashResetToken } from '../admin-accounts'
import { createAdminsRepository } from '../admin-accounts-repository'
import { createAdminAuditRepository } from '../admin-audit-repository'
import { newRecoveryCodes } from '../admin-recovery-codes'
import { createAdminRecoveryCodesRepository } from '../admin-recovery-codes-repository'
import { auditEntry } from '../admin-services'

/**
 * `/auth/admin/2fa/*`: the signed-in administrator turns TOTP two-factor on (a secret to scan, then
 * a code from it, which answers the recovery codes) or off (password and a code; never while
 * ADMIN_2FA=required), or makes new recovery codes (password and a code). Each change is audited and
 * mailed to the administrator.
 */
export const adminTwoFactorRoutes: FastifyPluginAsyncZod = async (app) => {
  async function tellOfChange(req: FastifyRequest, turnedOn: boolean) {
    const state = turnedOn ? 'on' : 'off'
    await app.adminAudit.record(auditEntry(req, `Turned ${state} two-factor authentication`))
    try {
      await app.mailer.send({
        to: req.admin.email,
        category: 'admin',
        subject: `Cardcast admin: two-factor authentication is ${state}`,
        text: `Two-factor authentication was turned ${state} for your Cardcast administrator account (${req.admin.email}) from ${req.ip}.\n\nIf it was not you, someone has your password and a session: reset your password by mail at once.`,
      })
    } catch (error) {
      req.log.warn({ err: error }, 'two-factor change mail not sent')
    }
  }

  /**
   * With ADMIN_2FA=required an administrator without two-factor has signed in with the password alone:
   * setting it up then also takes the link mailed at that sign-in (`spend`: used up).
   */
  async function requireEnrolmentLink(req: FastifyRequest, token: string | undefined, spend: boolean) {
    if (app.config.admin2fa !== 'required') return
    const hash = token ? hashResetToken(token) : undefined
    const ok =
      hash !== undefined &&
      (spend
        ? await app.adminSessions.consumeEnrolment(hash, req.admin.id)
        : await app.adminSessions.enrolmentLive(hash, req.admin.id))
    if (!ok) throw new RefusalError(403, twoFactorMessages.enrolByMail)
  }

  app.post(
    '/2fa/setup',
    {
      schema: {
        body: twoFactorSetupRequestSchema,
        response: { 200: twoFactorSetupResponseSchema, ...errorResponses(400, 401, 403, 409, 413, 415, 429) },
      },
      config: limitPerMinute(10),
    },
    async (req) => {
      if (req.admin.totp_secret) throw new RefusalError(409, twoFactorMessages.alreadyOn)
      await requireEnrolmentLink(req, req.body?.enrolToken, false)
      // A new set-up replaces any earlier one not yet confirmed with a code.
      const { sealed, secret, otpauthUrl, qrCode } = await app.twoFactor.newEnrolment(req.admin.email)
      await app.admins.update(req.admin.id, { totp_pending_secret: sealed })
      return { success: true, secret, otpauthUrl, qrCode } satisfies TwoFactorSetupResponse
    },
  )

  app.post(
    '/2fa/enable',
    {
      schema: {
        body: twoFactorEnableSchema,
        response: { 200: recoveryCodesResponseSchema, ...errorResponses(400, 401, 403, 409, 413, 415, 429) },
      },
      config: limitPerMinute(10),
    },
    async (req) => {
      const { totp_secret: current, totp_pending_secret: pending } = req.admin
      if (current) throw new RefusalError(409, twoFactorMessages.alreadyOn)
      if (!pending) throw new RefusalError(409, twoFactorMessages.noSetupWaiting)
      await requireEnrolmentLink(req, req.body.enrolToken, false)
      const step = await app.twoFactor.check(pending, req.body.code, null)
      if (step === undefined) throw new RefusalError(400, twoFactorMessages.codeWrong)
      // The link is spent once the code is right (a wrong code may be tried again with it).
      await requireEnrolmentLink(req, req.body.enrolToken, true)
      // On, with its recovery codes, at once: shown in this answer only.
      const { codes, hashes } = newRecoveryCodes()
      await app.db.transaction().execute(async (trx) => {
        await createAdminsRepository(trx).update(req.admin.id, {
          totp_secret: pending,
          totp_pending_secret: null,
          totp_last_step: step,
        })
        await createAdminRecoveryCodesRepository(trx).replace(req.admin.id, hashes, new Date())
      })
      await tellOfChange(req, true)
      return {
        success: true,
        message: twoFactorMessages.turnedOn,
        recoveryCodes: codes,
      } satisfies RecoveryCodesResponse
    },
  )

  app.post(
    '/2fa/disable',
    {
      schema: {
        body: twoFactorDisableSchema,
        // 400 for a wrong password or code: not 401, which would end the session in the admin screens.
        response: {
          200: adminMessageResponseSchema,
          ...errorResponses(400, 401, 403, 409, 413, 415, 429, 503),
        },
      },
      config: limitPerMinute(5),
    },
    async (req) => {
      if (app.config.admin2fa === 'required') {
        throw new RefusalError(403, twoFactorMessages.requiredBySite)
      }
      const { totp_secret: secret, totp_last_step: lastStep } = req.admin
      if (!secret) throw new RefusalError(409, twoFactorMessages.alreadyOff)
      if (!(await verifyPassword(req.admin.password_hash, req.body.password))) {
        throw new RefusalError(400, adminServerMessages.currentPasswordWrong)
      }
      const step = await app.twoFactor.check(secret, req.body.code, lastStep)
      if (step === undefined || !(await app.admins.acceptTotpStep(req.admin.id, step))) {
        throw new RefusalError(400, twoFactorMessages.codeWrong)
      }
      await app.db.transaction().execute(async (trx) => {
        await createAdminsRepository(trx).update(req.admin.id, {
          totp_secret: null,
          totp_pending_secret: null,
          totp_last_step: null,
        })
        await createAdminRecoveryCodesRepository(trx).removeAll(req.admin.id)
      })
      await tellOfChange(req, false)
      return { success: true, message: twoFactorMessages.turnedOff } satisfies AdminMessageResponse
    },
  )

  app.post(
    '/2fa/recovery-codes',
    {
      schema: {
        body: recoveryCodesRequestSchema,
        // 400 for a wrong password or code (not 401, which would end the session); 409: two-factor is off.
        response: {
          200: recoveryCodesResponseSchema,
          ...errorResponses(400, 401, 409, 413, 415, 429, 503),
        },
      },
      config: limitPerMinute(5),
    },
    async (req) => {
      const { totp_secret: secret, totp_last_step: lastStep } = req.admin
      if (!secret) throw new RefusalError(409, twoFactorMessages.recoveryCodesWanted)
      if (!(await verifyPassword(req.admin.password_hash, req.body.password))) {
        throw new RefusalError(400, adminServerMessages.currentPasswordWrong)
      }
      const step = await app.twoFactor.check(secret, req.body.code, lastStep)
      if (step === undefined || !(await app.admins.acceptTotpStep(req.admin.id, step))) {
        throw new RefusalError(400, twoFactorMessages.codeWrong)
      }
      const { codes, hashes } = newRecoveryCodes()
      await app.db.transaction().execute(async (trx) => {
        await createAdminRecoveryCodesRepository(trx).replace(req.admin.id, hashes, new Date())
        await createAdminAuditRepository(trx).record(auditEntry(req, 'Made new two-factor recovery codes'))
      })
      return {
        success: true,
        message: twoFactorMessages.recoveryCodesMade,
        recoveryCodes: codes,
      } satisfies RecoveryCodesResponse
    },
  )
}
