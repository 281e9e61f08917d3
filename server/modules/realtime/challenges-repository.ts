import type { Kysely } from 'kysely'
import type { Database } from '../../db/schema'

export function createOverlayChallengesRepository(db: Kysely<Database>) {
  return {
    list: () => db.selectFrom('overlay_challenges').selectAll().orderBy('position').execute(),

    /** True for the one caller that claims the slot first, on any instance. */
    async claimSlot(slotAt: Date): Promise<boolean> {
      const claimed = await db
        .insertInto('overlay_challenge_slots')
        .values({ slot_at: slotAt.toISOString(), claimed_at: new Date().toISOString() })
        .onConflict((oc) => oc.column('slot_at').doNothing())
        .returning('slot_at')
        .executeTakeFirst()
      return claimed !== undefined
    },
  }
}
