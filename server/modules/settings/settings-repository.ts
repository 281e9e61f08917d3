import type { Kysely } from 'kysely'
import type { Database } from '../../db/schema'

/**
 * The keys of the settings store: the admin's general, payment and SMTP settings, and the generated
 * token signing key. Everything that reads or writes one names it from here.
 */
export const SETTINGS_KEYS = {
  general: 'general',
  payment: 'payment',
  smtp: 'smtp',
  business: 'business',
  jwtSecret: 'jwtSecret',
} as const

/** Site-wide key/value settings, each value a JSON document. */
export function createSettingsRepository(db: Kysely<Database>) {
  return {
    async get<T>(key: string): Promise<T | undefined> {
      const row = await db.selectFrom('settings').select('value').where('key', '=', key).executeTakeFirst()
      return row ? (JSON.parse(row.value) as T) : undefined
    },

    async set(key: string, value: unknown): Promise<void> {
      const json = JSON.stringify(value)
      await db
        .insertInto('settings')
        .values({ key, value: json })
        .onConflict((oc) => oc.column('key').doUpdateSet({ value: json }))
        .execute()
    },

    /** Stores `value` only when the key is absent and returns whichever value won (safe across instances). */
    async getOrInit<T>(key: string, value: T): Promise<T> {
      await db
        .insertInto('settings')
        .values({ key, value: JSON.stringify(value) })
        .onConflict((oc) => oc.column('key').doNothing())
        .execute()
      return (await this.get<T>(key)) as T
    },
  }
}

export type SettingsRepository = ReturnType<typeof createSettingsRepository>
