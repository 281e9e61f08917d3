import type { Kysely } from 'kysely'
import type { Database } from '../../db/schema'

/**
 * The admin login's counters (admin_login_guards), one row per key, shared by every instance on the
 * database. The rules that read them (how many failures lock, for how long) are admin-login-guard.ts.
 */
export function createAdminLoginGuardsRepository(db: Kysely<Database>) {
  return {
    /** The latest end of a lock among `keys` still running at `now`, if any. */
    async lockedUntil(keys: readonly string[], now: Date): Promise<string | undefined> {
      const row = await db
        .selectFrom('admin_login_guards')
        .select((eb) => eb.fn.max('locked_until').as('until'))
        .where('key', 'in', [...keys])
        .where('locked_until', '>', now.toISOString())
        .executeTakeFirst()
      return (row?.until as string | null | undefined) ?? undefined
    },

    /**
     * Counts a failure under `key` at `at`, starting its count and its doubling over when its last
     * failure came before `quietSince`. Answers the count and the locks so far.
     */
    countFailure: (key: string, at: string, quietSince: string) =>
      db
        .insertInto('admin_login_guards')
        .values({ key, failures: 1, lockouts: 0, locked_until: null, last_failure_at: at })
        .onConflict((oc) =>
          oc.column('key').doUpdateSet((eb) => {
            const quiet = eb('admin_login_guards.last_failure_at', '<', quietSince)
            return {
              failures: eb
                .case()
                .when(quiet)
                .then(1)
                .else(eb('admin_login_guards.failures', '+', 1))
                .end(),
              lockouts: eb.case().when(quiet).then(0).else(eb.ref('admin_login_guards.lockouts')).end(),
              last_failure_at: at,
            }
          }),
        )
        .returning(['failures', 'lockouts'])
        .executeTakeFirstOrThrow(),

    /**
     * Locks `key` until `until` as its `lockouts`th lock, only while its count is still at
     * `lockAfter` or more (a racing failure finds it started over). Answers whether this call locked it.
     */
    async lock(key: string, lockAfter: number, lockouts: number, until: string): Promise<boolean> {
      const taken = await db
        .updateTable('admin_login_guards')
        .set({ failures: 0, lockouts, locked_until: until })
        .where('key', '=', key)
        .where('failures', '>=', lockAfter)
        .executeTakeFirst()
      return taken.numUpdatedRows > 0n
    },

    /** Forgets the keys: their counts, locks and doubling. */
    async clear(keys: readonly string[]): Promise<void> {
      await db
        .deleteFrom('admin_login_guards')
        .where('key', 'in', [...keys])
        .execute()
    },

    /** Drops keys with no failure since `quietSince` and no lock running at `now`. */
    prune: (now: Date, quietSince: string) =>
      db
        .deleteFrom('admin_login_guards')
        .where('last_failure_at', '<', quietSince)
        .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<', now.toISOString())]))
        .execute(),
  }
}

export type AdminLoginGuardsRepository = ReturnType<typeof createAdminLoginGuardsRepository>
