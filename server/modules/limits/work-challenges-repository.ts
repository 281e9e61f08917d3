import type { Kysely } from 'kysely'
import { isUniqueViolation } from '../../db/database'
import type { Database } from '../../db/schema'

/** Solved proofs of work, each written once: a second use of one challenge finds its row. */
export function createWorkChallengesRepository(db: Kysely<Database>) {
  let lastSweep = 0
  return {
    /** Records the challenge as spent; false when it already was (on any instance). */
    async spend(id: string, expiresAt: string, now = new Date()): Promise<boolean> {
      // Rows of expired challenges serve nothing: an expired challenge is refused before this.
      if (now.getTime() - lastSweep > 10 * 60_000) {
        lastSweep = now.getTime()
        await db.deleteFrom('work_challenges_spent').where('expires_at', '<', now.toISOString()).execute()
      }
      try {
        await db.insertInto('work_challenges_spent').values({ id, expires_at: expiresAt }).execute()
        return true
      } catch (error) {
        if (isUniqueViolation(error)) return false
        throw error
      }
    },
  }
}

export type WorkChallengesRepository = ReturnType<typeof createWorkChallengesRepository>
