import type { FastifyRequest } from 'fastify'
import type { Kysely } from 'kysely'
import type { Config } from '../../config'
import type { Database } from '../../db/schema'
import type { TokenService } from '../accounts'
import { recordSession, type SessionOrigin } from '../accounts'
import type { SettingsRepository } from '../settings'
import { createAdminsRepository } from './admin-accounts-repository'
import { createAdminActivityRepository } from './admin-activity-repository'
import { type AuditEntry, createAdminAuditRepository } from './admin-audit-repository'
import { createAdminLoginGuard } from './admin-login-guard'
import { createAdminLoginGuardsRepository } from './admin-login-guards-repository'
import { createAdminMarketplaceRepository } from './admin-marketplace-repository'
import { createAdminRecoveryCodesRepository } from './admin-recovery-codes-repository'
import { createAdminSessionsRepository } from './admin-sessions-repository'
import { createAdminSettings } from './admin-settings'
import { createAdminUsersRepository } from './admin-users-repository'

/** Admin sessions are shorter than user sessions: an administrator's token can do much more. */
export const ADMIN_SESSION_MAX_SECONDS = 12 * 3600

/** The admin area's repositories and services, built once when the admin module registers. */
export function createAdminServices(app: {
  db: Kysely<Database>
  config: Config
  settings: SettingsRepository
  tokens: TokenService
}) {
  const { db } = app
  const adminSessions = createAdminSessionsRepository(db)
  const adminSessionSeconds = Math.min(app.config.sessionTtlSeconds, ADMIN_SESSION_MAX_SECONDS)
  return {
    admins: createAdminsRepository(db),
    adminSessions,
    adminAudit: createAdminAuditRepository(db),
    /** Two-factor recovery codes, by hash (admin-recovery-codes.ts). */
    adminRecoveryCodes: createAdminRecoveryCodesRepository(db),
    /** Wrong admin logins per client, subnet and account (admin-login-guard.ts). */
    adminLoginGuard: createAdminLoginGuard(createAdminLoginGuardsRepository(db)),
    adminActivity: createAdminActivityRepository(db),
    adminMarketplace: createAdminMarketplaceRepository(db),
    adminUsers: createAdminUsersRepository(db),
    adminSettings: createAdminSettings(app.settings),
    adminSessionSeconds,
    /** A new session token for the administrator, recorded for their sessions list. */
    async openAdminSession(adminId: string, origin: SessionOrigin): Promise<string> {
      const token = await app.tokens.sign(adminId, 'admin', adminSessionSeconds)
      await recordSession(adminSessions, adminId, token, origin)
      return token
    },
  }
}

export type AdminServices = ReturnType<typeof createAdminServices>

declare module '../../app-services' {
  interface AppServices extends AdminServices {}
}

/** An audit entry for what the signed-in administrator of `req` just did. */
export function auditEntry(req: FastifyRequest, action: string, details?: string): AuditEntry {
  return { adminId: req.admin.id, actor: req.admin.email, action, details, ip: req.ip }
}
