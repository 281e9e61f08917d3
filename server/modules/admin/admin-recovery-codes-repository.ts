import type { Kysely } from 'kysely'
import type { Database } from '../../db/schema'

/** Administrators' two-factor recovery codes, by their SHA-256. Takes the database or a transaction. */
export function createAdminRecoveryCodesRepository(db: Kysely<Database>) {
  return {
    /** The administrator's codes become exactly these: earlier ones, used or not, stop working. */
    async replace(adminId: string, hashes: readonly string[], now: Date): Promise<void> {
      await db.deleteFrom('admin_recovery_codes').where('admin_id', '=', adminId).execute()
      if (hashes.length === 0) return
      const createdAt = now.toISOString()
      await db
        .insertInto('admin_recovery_codes')
        .values(hashes.map((hash) => ({ code_hash: hash, admin_id: adminId, created_at: createdAt })))
        .execute()
    },

    /** Spends the code once: true only for an unused code of this administrator (one statement). */
    async consume(adminId: string, hash: string, now: Date): Promise<boolean> {
      const result = await db
        .updateTable('admin_recovery_codes')
        .set({ used_at: now.toISOString() })
        .where('code_hash', '=', hash)
        .where('admin_id', '=', adminId)
        .where('used_at', 'is', null)
        .executeTakeFirst()
      return result.numUpdatedRows === 1n
    },

    async unusedCount(adminId: string): Promise<number> {
      const row = await db
        .selectFrom('admin_recovery_codes')
        .select((eb) => eb.fn.countAll<number>().as('left'))
        .where('admin_id', '=', adminId)
        .where('used_at', 'is', null)
        .executeTakeFirstOrThrow()
      return Number(row.left)
    },

    removeAll: async (adminId: string) => {
      await db.deleteFrom('admin_recovery_codes').where('admin_id', '=', adminId).execute()
    },
  }
}

export type AdminRecoveryCodesRepository = ReturnType<typeof createAdminRecoveryCodesRepository>
