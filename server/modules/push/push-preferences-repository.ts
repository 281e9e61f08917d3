import type { Kysely } from 'kysely'
import { PUSH_KINDS, type PushKind } from '../../../contract/push'
import type { Database } from '../../db/schema'

export const offKindsOf = (value: string | null | undefined): PushKind[] =>
  (value ?? '')
    .split(',')
    .filter((kind): kind is PushKind => (PUSH_KINDS as readonly string[]).includes(kind))

/**
 * Each user's choices for push: the kinds switched off. The texts' language is not kept here: it is the
 * account's locale (users.locale), which the routes read and write.
 */
export function createPushPreferencesRepository(db: Kysely<Database>) {
  return {
    async of(userId: string): Promise<{ off: PushKind[] }> {
      const row = await db
        .selectFrom('push_preferences')
        .selectAll()
        .where('user_id', '=', userId)
        .executeTakeFirst()
      return { off: offKindsOf(row?.off_kinds) }
    },

    async save(userId: string, preferences: { off: PushKind[] }, now: Date): Promise<void> {
      const values = {
        off_kinds: [...new Set(preferences.off)].join(','),
        updated_at: now.toISOString(),
      }
      await db
        .insertInto('push_preferences')
        .values({ user_id: userId, ...values })
        .onConflict((oc) => oc.column('user_id').doUpdateSet(values))
        .execute()
    },
  }
}

export type PushPreferencesRepository = ReturnType<typeof createPushPreferencesRepository>
