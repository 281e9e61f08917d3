import type { Kysely } from 'kysely'
import type { Database } from '../../db/schema'
import type { SessionRow } from '../../db/schema-sessions'

export interface NewSession {
  id: string
  ownerId: string
  device: string
  address: string
  expiresAt: string
}

/** The tables of signed-in devices: one per audience, both of schema-sessions.ts's shape. */
type SessionsTable = 'user_sessions' | 'admin_sessions'

/**
 * The signed-in devices of users or of administrators (migrations/017 and 022). A session is live
 * while it is not ended, not expired and seen within the idle period; the authentication hooks read
 * it on every call.
 */
export function createSessionsRepository(db: Kysely<Database>, table: SessionsTable) {
  return {
    async start(session: NewSession, now: Date): Promise<void> {
      await db
        .insertInto(table)
        .values({
          id: session.id,
          owner_id: session.ownerId,
          device: session.device,
          address: session.address,
          created_at: now.toISOString(),
          last_seen_at: now.toISOString(),
          expires_at: session.expiresAt,
          ended_at: null,
        })
        .execute()
    },

    byId: (id: string): Promise<SessionRow | undefined> =>
      db.selectFrom(table).selectAll().where('id', '=', id).executeTakeFirst(),

    /** Marks it seen now (called at most once a minute per session: a write per call would be waste). */
    touch: async (id: string, now: Date) => {
      await db.updateTable(table).set({ last_seen_at: now.toISOString() }).where('id', '=', id).execute()
    },

    /** The owner's live sessions, newest seen first; `since`: sessions before it were ended in bulk. */
    live: (ownerId: string, now: Date, idleCutoff: Date, since: string | null): Promise<SessionRow[]> => {
      let query = db
        .selectFrom(table)
        .selectAll()
        .where('owner_id', '=', ownerId)
        .where('ended_at', 'is', null)
        .where('expires_at', '>', now.toISOString())
        .where('last_seen_at', '>=', idleCutoff.toISOString())
      if (since) query = query.where('created_at', '>=', since)
      return query.orderBy('last_seen_at', 'desc').orderBy('id').execute()
    },

    /** Ends one of the owner's sessions; false when it is not theirs or already ended. */
    async end(ownerId: string, id: string, now: Date): Promise<boolean> {
      const result = await db
        .updateTable(table)
        .set({ ended_at: now.toISOString() })
        .where('id', '=', id)
        .where('owner_id', '=', ownerId)
        .where('ended_at', 'is', null)
        .executeTakeFirst()
      return result.numUpdatedRows > 0n
    },

    /** Ends every live session of the owner but `keepId`; how many it ended. */
    async endOthers(ownerId: string, keepId: string, now: Date): Promise<number> {
      const result = await db
        .updateTable(table)
        .set({ ended_at: now.toISOString() })
        .where('owner_id', '=', ownerId)
        .where('id', '<>', keepId)
        .where('ended_at', 'is', null)
        .executeTakeFirst()
      return Number(result.numUpdatedRows)
    },
  }
}

export type SessionsRepository = ReturnType<typeof createSessionsRepository>
