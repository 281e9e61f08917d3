import type { Kysely } from 'kysely'
import type { Database, UserSessionRow } from './schema'

export interface NewSession {
  id: string
  userId: string
  device: string
  address: string
  expiresAt: string
}

/**
 * The signed-in devices of users (migrations/017-user-sessions.ts). A session is live while it is not
 * ended, not expired and seen within the idle period; the authentication hook reads it on every call.
 */
export function createUserSessionsRepository(db: Kysely<Database>) {
  return {
    async start(session: NewSession, now: Date): Promise<void> {
      await db
        .insertInto('user_sessions')
        .values({
          id: session.id,
          user_id: session.userId,
          device: session.device,
          address: session.address,
          created_at: now.toISOString(),
          last_seen_at: now.toISOString(),
          expires_at: session.expiresAt,
          ended_at: null,
        })
        .execute()
    },

    byId: (id: string) => db.selectFrom('user_sessions').selectAll().where('id', '=', id).executeTakeFirst(),

    /** Marks it seen now (called at most once a minute per session: a write per call would be waste). */
    touch: async (id: string, now: Date) => {
      await db
        .updateTable('user_sessions')
        .set({ last_seen_at: now.toISOString() })
        .where('id', '=', id)
        .execute()
    },

    /** The user's live sessions, newest seen first; `since`: sessions before it were ended in bulk. */
    live: (userId: string, now: Date, idleCutoff: Date, since: string | null) => {
      let query = db
        .selectFrom('user_sessions')
        .selectAll()
        .where('user_id', '=', userId)
        .where('ended_at', 'is', null)
        .where('expires_at', '>', now.toISOString())
        .where('last_seen_at', '>=', idleCutoff.toISOString())
      if (since) query = query.where('created_at', '>=', since)
      return query.orderBy('last_seen_at', 'desc').orderBy('id').execute()
    },

    /** Ends one of the user's sessions; false when it is not theirs or already ended. */
    async end(userId: string, id: string, now: Date): Promise<boolean> {
      const result = await db
        .updateTable('user_sessions')
        .set({ ended_at: now.toISOString() })
        .where('id', '=', id)
        .where('user_id', '=', userId)
        .where('ended_at', 'is', null)
        .executeTakeFirst()
      return Number(result.numUpdatedRows) > 0
    },

    /** Ends every live session of the user but `keepId`; how many it ended. */
    async endOthers(userId: string, keepId: string, now: Date): Promise<number> {
      const result = await db
        .updateTable('user_sessions')
        .set({ ended_at: now.toISOString() })
        .where('user_id', '=', userId)
        .where('id', '<>', keepId)
        .where('ended_at', 'is', null)
        .executeTakeFirst()
      return Number(result.numUpdatedRows)
    },
  }
}

export type UserSessionsRepository = ReturnType<typeof createUserSessionsRepository>
export type { UserSessionRow }
