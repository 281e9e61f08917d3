import type { FastifyRequest } from 'fastify'
import type { AppContext } from '../../context'
import { createAdminsRepository } from '../../db/admin-accounts-repository'
import { createAdminActivityRepository } from '../../db/admin-activity-repository'
import { type AuditEntry, createAdminAuditRepository } from '../../db/admin-audit-repository'
import { createAdminMarketplaceRepository } from '../../db/admin-marketplace-repository'
import { createAdminSessionsRepository } from '../../db/admin-sessions-repository'
import { createUploadsRepository } from '../../db/admin-uploads-repository'
import { createAdminUsersRepository } from '../../db/admin-users-repository'
import { createAdminSettings } from '../../services/admin-settings'

/** Admin sessions are shorter than user sessions: an administrator's token can do much more. */
export const ADMIN_SESSION_MAX_SECONDS = 12 * 3600

/** The admin area's repositories and services, built once when the admin plugin registers. */
export function createAdminContext(ctx: AppContext) {
  const { db } = ctx
  return {
    ctx,
    admins: createAdminsRepository(db),
    sessions: createAdminSessionsRepository(db),
    audit: createAdminAuditRepository(db),
    activity: createAdminActivityRepository(db),
    marketplace: createAdminMarketplaceRepository(db),
    adminUsers: createAdminUsersRepository(db),
    uploads: createUploadsRepository(db),
    settings: createAdminSettings(ctx.settings),
    sessionSeconds: Math.min(ctx.config.sessionTtlSeconds, ADMIN_SESSION_MAX_SECONDS),
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
