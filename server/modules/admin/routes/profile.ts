import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { decodeJwt } from 'jose'
import {
  ADMIN_PERMISSIONS,
  type AdminMessageResponse,
  adminMessageResponseSchema,
  adminMessages,
  adminServerMessages,
} from '../../../../contract/admin'
import {
  type AdminProfile,
  type AdminProfileUpdateResponse,
  adminChangePasswordSchema,
  adminProfileSchema,
  adminProfileUpdateResponseSchema,
  adminProfileUpdateSchema,
} from '../../../../contract/admin-auth'
import { errorResponses } from '../../../../contract/errors'
import { passwordHoldsAddress, passwordPolicyMessages } from '../../../../contract/fields'
import type { AppServices } from '../../../app-services'
import { isUniqueViolation } from '../../../db/database'
import type { AdminRow } from '../../../db/schema-admin'
import { RefusalError } from '../../../errors'
import { bearerToken, hashPassword, verifyPassword } from '../../accounts'
import { toAdminAccount } from '../admin-accounts-repository'
import { auditEntry } from '../admin-services'

const ACTIVITY_LOG_LIMIT = 50

async function profileOf(
  app: Pick<AppServices, 'adminAudit' | 'adminRecoveryCodes'>,
  row: AdminRow,
): Promise<AdminProfile> {
  const [log, recoveryCodesLeft] = await Promise.all([
    app.adminAudit.forAdmin(row.id, ACTIVITY_LOG_LIMIT),
    row.totp_secret ? app.adminRecoveryCodes.unusedCount(row.id) : 0,
  ])
  return {
    ...toAdminAccount(row),
    recoveryCodesLeft,
    permissions: [...ADMIN_PERMISSIONS],
    activityLog: log.map((entry) => ({
      id: entry.id,
      action: entry.action,
      date: entry.created_at,
      ip: entry.ip,
    })),
  }
}

/** The administrator's own profile (with its Activity Log) and password. */
export const adminProfileRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/profile',
    { schema: { response: { 200: adminProfileSchema, ...errorResponses(401) } } },
    async (req) => profileOf(app, req.admin),
  )

  app.put(
    '/profile',
    {
      schema: {
        body: adminProfileUpdateSchema,
        // 409: another administrator has that email.
        response: { 200: adminProfileUpdateResponseSchema, ...errorResponses(400, 401, 409, 413, 415) },
      },
    },
    async (req) => {
      const { name, email, phone, bio, avatar } = req.body
      const newEmail = email?.toLowerCase()
      if (newEmail && newEmail !== req.admin.email && (await app.admins.byEmail(newEmail))) {
        throw new RefusalError(409, adminServerMessages.adminEmailTaken)
      }
      try {
        await app.admins.update(req.admin.id, { name, email: newEmail, phone, bio, avatar })
      } catch (error) {
        if (isUniqueViolation(error)) throw new RefusalError(409, adminServerMessages.adminEmailTaken)
        throw error
      }
      if (avatar !== undefined && avatar !== req.admin.avatar) {
        await app.uploads.removeReplaced(req.admin.avatar, 'avatar')
      }
      await app.adminAudit.record(auditEntry(req, 'Updated profile'))
      const row = (await app.admins.byId(req.admin.id)) as AdminRow
      return {
        success: true,
        message: adminMessages.profileUpdated,
        profile: await profileOf(app, row),
      } satisfies AdminProfileUpdateResponse
    },
  )

  app.put(
    '/change-password',
    {
      schema: {
        body: adminChangePasswordSchema,
        // 400 also for a wrong current password: not 401, which would end the session in the admin screens.
        response: { 200: adminMessageResponseSchema, ...errorResponses(400, 401, 413, 415, 503) },
      },
    },
    async (req) => {
      if (!(await verifyPassword(req.admin.password_hash, req.body.currentPassword))) {
        throw new RefusalError(400, adminServerMessages.currentPasswordWrong)
      }
      if (passwordHoldsAddress(req.body.newPassword, req.admin.email)) {
        throw new RefusalError(400, passwordPolicyMessages.holdsAddress)
      }
      // Every session opened before this one ends (whole seconds, like the guard's `iat`); this one
      // stays, so the administrator is not signed out by their own change.
      const { iat = 0 } = decodeJwt(bearerToken(req) ?? '')
      await app.admins.update(req.admin.id, {
        password_hash: await hashPassword(req.body.newPassword),
        tokens_valid_after: new Date(iat * 1000).toISOString(),
      })
      await app.adminAudit.record(auditEntry(req, 'Changed password'))
      return { success: true, message: adminMessages.passwordUpdated } satisfies AdminMessageResponse
    },
  )
}
