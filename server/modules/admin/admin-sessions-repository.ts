import type { Kysely } from 'kysely'
import type { Database } from '../../db/schema'
import { createSessionsRepository } from '../accounts'

/**
 * Admin reset links (hashed, single use) and signed-in devices (a logged-out token's session is
 * ended, so admin tokens need no revocation list). Takes the database or a transaction.
 */
export function createAdminSessionsRepository(db: Kysely<Database>) {
  return {
    /** Stores a new reset link; earlier unused links of that administrator stop working. */
    async storeReset(reset: { tokenHash: string; adminId: string; expiresAt: string }) {
      await db.deleteFrom('admin_password_resets').where('admin_id', '=', reset.adminId).execute()
      await db
        .insertInto('admin_password_resets')
        .values({
          token_hash: reset.tokenHash,
          admin_id: reset.adminId,
          created_at: new Date().toISOString(),
          expires_at: reset.expiresAt,
          used_at: null,
        })
        .execute()
    },

    /**
     * Spends a reset link in one statement, so two concurrent uses cannot both succeed.
     * The administrator's id, or undefined when the link is unknown, used or expired.
     */
    async consumeReset(tokenHash: string): Promise<string | undefined> {
      const now = new Date().toISOString()
      const spent = await db
        .updateTable('admin_password_resets')
        .set({ used_at: now })
        .where('token_hash', '=', tokenHash)
        .where('used_at', 'is', null)
        .where('expires_at', '>', now)
        .returning('admin_id')
        .executeTakeFirst()
      return spent?.admin_id
    },

    /** The administrator a live reset link belongs to, without spending it. */
    resetOwner: async (tokenHash: string): Promise<string | undefined> =>
      (
        await db
          .selectFrom('admin_password_resets')
          .select('admin_id')
          .where('token_hash', '=', tokenHash)
          .where('used_at', 'is', null)
          .where('expires_at', '>', new Date().toISOString())
          .executeTakeFirst()
      )?.admin_id,

    /**
     * Stores a new two-factor set-up link. Earlier live ones still work (each sign-in mails one, and
     * mail may arrive out of order) until one of them is spent, which ends them all.
     */
    async storeEnrolment(link: { tokenHash: string; adminId: string; expiresAt: string }) {
      await db
        .deleteFrom('admin_enrolment_links')
        .where('admin_id', '=', link.adminId)
        .where('expires_at', '<', new Date().toISOString())
        .execute()
      await db
        .insertInto('admin_enrolment_links')
        .values({
          token_hash: link.tokenHash,
          admin_id: link.adminId,
          created_at: new Date().toISOString(),
          expires_at: link.expiresAt,
          used_at: null,
        })
        .execute()
    },

    /** Whether the set-up link is live and the administrator's. */
    enrolmentLive: async (tokenHash: string, adminId: string): Promise<boolean> =>
      (await db
        .selectFrom('admin_enrolment_links')
        .select('admin_id')
        .where('token_hash', '=', tokenHash)
        .where('admin_id', '=', adminId)
        .where('used_at', 'is', null)
        .where('expires_at', '>', new Date().toISOString())
        .executeTakeFirst()) !== undefined,

    /** Spends the administrator's set-up link in one statement; false when it is not live. */
    async consumeEnrolment(tokenHash: string, adminId: string): Promise<boolean> {
      const now = new Date().toISOString()
      const spent = await db
        .updateTable('admin_enrolment_links')
        .set({ used_at: now })
        .where('token_hash', '=', tokenHash)
        .where('admin_id', '=', adminId)
        .where('used_at', 'is', null)
        .where('expires_at', '>', now)
        .executeTakeFirst()
      if (spent.numUpdatedRows === 0n) return false
      await db
        .deleteFrom('admin_enrolment_links')
        .where('admin_id', '=', adminId)
        .where('used_at', 'is', null)
        .execute()
      return true
    },

    dropResets: (adminId: string) =>
      db.deleteFrom('admin_password_resets').where('admin_id', '=', adminId).execute(),

    ...createSessionsRepository(db, 'admin_sessions'),
  }
}

export type AdminSessionsRepository = ReturnType<typeof createAdminSessionsRepository>
