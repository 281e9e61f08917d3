import type { Kysely } from 'kysely'
import { fetchPage, type Page, type PageRequest } from '../../db/keyset'
import type { Database, UserRow } from '../../db/schema'
import { startsWithText } from '../../db/text-search'

export interface UserFilter {
  userType?: 'viewer' | 'creator'
  isVerified?: boolean
  /** The whole email address, or the start of the username; any case. */
  search?: string
}

/**
 * What administrators do to user accounts beyond the users repository: filtered listing, deletion,
 * and what a demotion stops. Takes the database or a transaction.
 */
export function createAdminUsersRepository(db: Kysely<Database>) {
  return {
    /** One page of the users matching `filter`, newest first, and how many match in all. */
    async listPage(filter: UserFilter, request: PageRequest): Promise<Page<UserRow> & { total: number }> {
      let matching = db.selectFrom('users')
      const { search } = filter
      if (search) {
        // Emails are stored lower-case; a whole address only, so a part of one reveals nothing.
        matching = matching.where((eb) =>
          eb.or([eb('email', '=', search.toLowerCase()), startsWithText('username', search)]),
        )
      }
      if (filter.userType) matching = matching.where('user_type', '=', filter.userType)
      if (filter.isVerified !== undefined) {
        matching = matching.where('is_verified', '=', filter.isVerified ? 1 : 0)
      }
      const { total } = await matching
        .select((eb) => eb.fn.countAll<number>().as('total'))
        .executeTakeFirstOrThrow()
      const page = await fetchPage(
        matching.selectAll(),
        { sort: 'created_at', id: 'id' },
        request,
        (row) => ({ sort: row.created_at, id: row.id }),
        total,
      )
      return { ...page, total }
    },

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

    /** A demoted creator's subscriptions that could still charge: unpaid, running or past due. */
    subscriptionsToStop: (streamerId: string) =>
      db
        .selectFrom('subscriptions')
        .selectAll()
        .where('streamer_id', '=', streamerId)
        .where('status', 'in', ['created', 'active', 'past_due'])
        .execute(),
  }
}

export type AdminUsersRepository = ReturnType<typeof createAdminUsersRepository>
