import type { Kysely } from 'kysely'
import type { Database } from '../../db/schema'
import type { GrievanceRow } from '../../db/schema-grievances'

export const grievanceEmailKey = (email: string) => email.toLowerCase()

/** How many answered grievances the queue shows below the open ones. */
const ANSWERED_SHOWN = 100

/** Complaints filed at /grievance (grievances). Takes the database or a transaction. */
export function createGrievancesRepository(db: Kysely<Database>) {
  return {
    async create(row: GrievanceRow): Promise<void> {
      await db.insertInto('grievances').values(row).execute()
    },

    /** How many complaints an address filed at or after `since` (ISO time). */
    async countFromSince(email: string, since: string): Promise<number> {
      const row = await db
        .selectFrom('grievances')
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .where('email_key', '=', grievanceEmailKey(email))
        .where('created_at', '>=', since)
        .executeTakeFirstOrThrow()
      return Number(row.count)
    },

    byId: (id: string) => db.selectFrom('grievances').selectAll().where('id', '=', id).executeTakeFirst(),

    /** The queue: every open complaint, nearest due date first; then the latest answered, newest first. */
    async queue(): Promise<GrievanceRow[]> {
      const [open, answered] = await Promise.all([
        db.selectFrom('grievances').selectAll().where('answered_at', 'is', null).orderBy('due_at').execute(),
        db
          .selectFrom('grievances')
          .selectAll()
          .where('answered_at', 'is not', null)
          .orderBy('answered_at', 'desc')
          .limit(ANSWERED_SHOWN)
          .execute(),
      ])
      return [...open, ...answered]
    },

    /** Records the answer unless one is recorded already: false when another answer came first. */
    async answer(id: string, answer: { text: string; adminId: string; at: string }): Promise<boolean> {
      const result = await db
        .updateTable('grievances')
        .set({ answer: answer.text, answered_by: answer.adminId, answered_at: answer.at })
        .where('id', '=', id)
        .where('answered_at', 'is', null)
        .executeTakeFirst()
      return Number(result.numUpdatedRows) === 1
    },

    /** Open complaints due at or before `now` whose administrators were not yet told. */
    overdueUntold: (now: string) =>
      db
        .selectFrom('grievances')
        .selectAll()
        .where('answered_at', 'is', null)
        .where('due_at', '<=', now)
        .where('overdue_mailed_at', 'is', null)
        .orderBy('due_at')
        .execute(),

    /** Marks the overdue notice as sent; false when another instance claimed it first. */
    async claimOverdueNotice(id: string, at: string): Promise<boolean> {
      const result = await db
        .updateTable('grievances')
        .set({ overdue_mailed_at: at })
        .where('id', '=', id)
        .where('overdue_mailed_at', 'is', null)
        .executeTakeFirst()
      return Number(result.numUpdatedRows) === 1
    },

    async releaseOverdueNotice(id: string): Promise<void> {
      await db.updateTable('grievances').set({ overdue_mailed_at: null }).where('id', '=', id).execute()
    },

    /** Where the overdue notices go: every administrator's address. */
    async adminEmails(): Promise<string[]> {
      const rows = await db.selectFrom('admins').select('email').orderBy('email').execute()
      return rows.map((row) => row.email)
    },
  }
}

export type GrievancesRepository = ReturnType<typeof createGrievancesRepository>
