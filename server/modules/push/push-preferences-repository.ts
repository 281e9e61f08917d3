import type { Kysely } from 'kysely'
import {
  PUSH_KINDS,
  PUSH_LANGUAGES,
  type PushKind,
  type PushLanguage,
  type PushPreferences,
} from '../../../contract/push'
import type { Database } from '../../db/schema'

export const languageOf = (value: string | null | undefined): PushLanguage =>
  PUSH_LANGUAGES.find((language) => language === value) ?? 'en'

export const offKindsOf = (value: string | null | undefined): PushKind[] =>
  (value ?? '')
    .split(',')
    .filter((kind): kind is PushKind => (PUSH_KINDS as readonly string[]).includes(kind))

/** Each user's choices for push: the texts' language and the kinds switched off. */
export function createPushPreferencesRepository(db: Kysely<Database>) {
  return {
    async of(userId: string): Promise<PushPreferences & { stored: boolean }> {
      const row = await db
        .selectFrom('push_preferences')
        .selectAll()
        .where('user_id', '=', userId)
        .executeTakeFirst()
      return {
        language: languageOf(row?.language),
        off: offKindsOf(row?.off_kinds),
        stored: row !== undefined,
      }
    },

    async save(userId: string, preferences: PushPreferences, now: Date): Promise<void> {
      const values = {
        language: preferences.language,
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
