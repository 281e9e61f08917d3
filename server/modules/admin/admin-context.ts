import type { FastifyRequest } from 'fastify'
import type { AppContext } from '../../context'
import { recordSession, type SessionOrigin } from '../accounts/sessions'
import { createAdminsRepository } from './admin-accounts-repository'
import { createAdminActivityRepository } from './admin-activity-repository'
import { type AuditEntry, createAdminAuditRepository } from './admin-audit-repository'
import { createAdminMarketplaceRepository } from './admin-marketplace-repository'
import { createAdminSessionsRepository } from './admin-sessions-repository'
import { createAdminSettings } from './admin-settings'
import { createUploadsRepository } from './admin-uploads-repository'
import { createAdminUsersRepository } from './admin-users-repository'

/** Admin sessions are shorter than user sessions: an administrator's token can do much more. */
export const ADMIN_SESSION_MAX_SECONDS = 12 * 3600

/** The admin area's repositories and services, built once when the admin plugin registers. */
export function createAdminContext(ctx: AppContext) {
  const { db } = ctx
  const sessions = createAdminSessionsRepository(db)
  const sessionSeconds = Math.min(ctx.config.sessionTtlSeconds, ADMIN_SESSION_MAX_SECONDS)
  return {
    ctx,
    admins: createAdminsRepository(db),
    sessions,
    audit: createAdminAuditRepository(db),
    activity: createAdminActivityRepository(db),
    marketplace: createAdminMarketplaceRepository(db),
    adminUsers: createAdminUsersRepository(db),
    uploads: createUploadsRepository(db),
    settings: createAdminSettings(ctx.settings),
    sessionSeconds,
    /** A new session token for the administrator, recorded for their sessions list. */
    async openSession(adminId: string, origin: SessionOrigin): Promise<string> {
      const token = await ctx.tokens.sign(adminId, 'admin', sessionSeconds)
      await recordSession(sessions, adminId, token, origin)
      return token
    },
  }
}

export type AdminContext = ReturnType<typeof createAdminContext>

/** Every admin route module receives the admin context as its plugin options. */
export interface AdminPluginOptions {
  admin: AdminContext
}

/** An audit entry for what the signed-in administrator of `req` just did. */
export function auditEntry(req: FastifyRequest, action: string, details?: string): AuditEntry {
  return { adminId: req.admin.id, actor: req.admin.email, action, details, ip: req.ip }
}
