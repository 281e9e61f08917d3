import type { Kysely } from 'kysely'
import type { Database } from '../../db/schema'
import { createSessionsRepository } from '../accounts/sessions-repository'

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

    dropResets: (adminId: string) =>
      db.deleteFrom('admin_password_resets').where('admin_id', '=', adminId).execute(),

    ...createSessionsRepository(db, 'admin_sessions'),
  }
}

export type AdminSessionsRepository = ReturnType<typeof createAdminSessionsRepository>
