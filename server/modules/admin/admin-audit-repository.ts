import type { Kysely } from 'kysely'
import { newId } from '../../db/ids'
import type { Database } from '../../db/schema'

export interface AuditEntry {
  adminId: string | null
  actor: string
  /** What was done, as the Activity Log shows it ('Deleted user bob@example.com'). */
  action: string
  details?: string
  ip: string | null
}

/** The admin audit log. Takes the database or a transaction, so an entry commits with its action. */
export function createAdminAuditRepository(db: Kysely<Database>) {
  return {
    async record(entry: AuditEntry) {
      await db
        .insertInto('admin_audit_log')
        .values({
          id: newId(),
          admin_id: entry.adminId,
          actor: entry.actor,
          action: entry.action,
          details: entry.details ?? '',
          ip: entry.ip,
          created_at: new Date().toISOString(),
        })
        .execute()
    },

    forAdmin: (adminId: string, limit: number) =>
      db
        .selectFrom('admin_audit_log')
        .selectAll()
        .where('admin_id', '=', adminId)
        .orderBy('created_at', 'desc')
        .limit(limit)
        .execute(),

    /** Newest entries of every administrator, with the administrator's current name. */
    recent: (limit: number) =>
      db
        .selectFrom('admin_audit_log')
        .leftJoin('admins', 'admins.id', 'admin_audit_log.admin_id')
        .select([
          'admin_audit_log.action',
          'admin_audit_log.actor',
          'admin_audit_log.created_at',
          'admins.name as admin_name',
        ])
        .orderBy('admin_audit_log.created_at', 'desc')
        .limit(limit)
        .execute(),
  }
}

export type AdminAuditRepository = ReturnType<typeof createAdminAuditRepository>
