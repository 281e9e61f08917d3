import type { Kysely } from 'kysely'
import type { Database } from '../../db/schema'

/** A child's consent: its record (parental_consents) and the state the account carries (users). */
export function createConsentRepository(db: Kysely<Database>) {
  return {
    record: (userId: string) =>
      db.selectFrom('parental_consents').selectAll().where('user_id', '=', userId).executeTakeFirst(),

    /** The consent asked at sign-up: the parent's address, and when. */
    async request(userId: string, parentEmail: string, at: Date) {
      await db
        .insertInto('parental_consents')
        .values({ user_id: userId, parent_email: parentEmail, requested_at: at.toISOString() })
        .execute()
    },

    /**
     * Records the parent's consent, once: false when it was given or withdrawn already (two tabs, a
     * link followed twice).
     */
    async give(userId: string, at: Date): Promise<boolean> {
      return db.transaction().execute(async (trx) => {
        const changed = await trx
          .updateTable('users')
          .set({ consent: 'given', updated_at: at.toISOString() })
          .where('id', '=', userId)
          .where('consent', '=', 'awaiting')
          .executeTakeFirst()
        if (changed.numUpdatedRows === 0n) return false
        await trx
          .updateTable('parental_consents')
          .set({ given_at: at.toISOString() })
          .where('user_id', '=', userId)
          .execute()
        return true
      })
    },

    /**
     * Withdraws it, once: the account stops at once (every session ends) and is due for erasure at
     * `eraseAfter`. False when it was withdrawn already.
     */
    async withdraw(userId: string, at: Date, eraseAfter: Date): Promise<boolean> {
      return db.transaction().execute(async (trx) => {
        const changed = await trx
          .updateTable('users')
          .set({
            consent: 'withdrawn',
            erase_after: eraseAfter.toISOString(),
            tokens_valid_after: at.toISOString(),
            updated_at: at.toISOString(),
          })
          .where('id', '=', userId)
          .where('consent', 'in', ['awaiting', 'given'])
          .executeTakeFirst()
        if (changed.numUpdatedRows === 0n) return false
        await trx
          .updateTable('parental_consents')
          .set({ withdrawn_at: at.toISOString() })
          .where('user_id', '=', userId)
          .execute()
        return true
      })
    },

    setCap: (userId: string, capPaise: number, at: Date) =>
      db
        .updateTable('users')
        .set({ monthly_cap_paise: capPaise, updated_at: at.toISOString() })
        .where('id', '=', userId)
        .where('consent', '=', 'given')
        .executeTakeFirst(),
  }
}

export type ConsentRepository = ReturnType<typeof createConsentRepository>
