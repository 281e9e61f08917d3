import type { Kysely } from 'kysely'
import type { Database, UserRow } from './schema'

export interface UserFilter {
  userType?: 'viewer' | 'creator'
  isVerified?: boolean
}

/**
 * What administrators do to user accounts beyond the users repository: filtered listing and
 * deletion. Takes the database or a transaction.
 */
export function createAdminUsersRepository(db: Kysely<Database>) {
  return {
    list(filter: UserFilter): Promise<UserRow[]> {
      let query = db.selectFrom('users').selectAll()
      if (filter.userType) query = query.where('user_type', '=', filter.userType)
      if (filter.isVerified !== undefined) query = query.where('is_verified', '=', filter.isVerified ? 1 : 0)
      return query.orderBy('created_at', 'desc').orderBy('id').execute()
    },

    /** A username held by someone other than `exceptId`, compared case-insensitively. */
    usernameTakenByOther: async (username: string, exceptId: string) =>
      (await db
        .selectFrom('users')
        .select('id')
        .where((eb) => eb(eb.fn('lower', ['username']), '=', username.toLowerCase()))
        .where('id', '<>', exceptId)
        .executeTakeFirst()) !== undefined,

    /**
     * Deletes the account. Its purchases stay for the books; the cards it created leave the market
     * (soft delete), since nobody would stand behind them. Run it in a transaction.
     */
    async remove(user: UserRow): Promise<void> {
      await db
        .updateTable('cards')
        .set({ deleted_at: new Date().toISOString() })
        .where('creator_id', '=', user.id)
        .where('deleted_at', 'is', null)
        .execute()
      await db.deleteFrom('otps').where('email', '=', user.email).execute()
      // Their overlay URL stops working: no new stream opens with that key.
      await db.deleteFrom('overlay_stream_keys').where('streamer_id', '=', user.id).execute()
      await db.deleteFrom('users').where('id', '=', user.id).execute()
    },
  }
}

export type AdminUsersRepository = ReturnType<typeof createAdminUsersRepository>
