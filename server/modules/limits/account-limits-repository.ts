import type { Kysely } from 'kysely'
import type { Database } from '../../db/schema'

/**
 * Request counters in fixed windows, kept in the database so that every instance on one PostgreSQL
 * shares them: the per-account limits (rate-limits.ts), the per-viewer bid limit, and
 * @fastify/rate-limit's store when instances share the database.
 */
export function createAccountLimitsRepository(db: Kysely<Database>) {
  return {
    /**
     * Counts one request under `key` in the window that started after `windowStart` (a new window
     * starts now when the stored one is older): the requests counted in it so far, and when it started.
     */
    async hitLimit(
      key: string,
      now: string,
      windowStart: string,
    ): Promise<{ hits: number; windowStartedAt: string }> {
      const counted = await db
        .insertInto('account_limits')
        .values({ key, window_started_at: now, hits: 1 })
        .onConflict((oc) =>
          oc.column('key').doUpdateSet((eb) => ({
            hits: eb
              .case()
              .when('account_limits.window_started_at', '<', windowStart)
              .then(1)
              .else(eb('account_limits.hits', '+', 1))
              .end(),
            window_started_at: eb
              .case()
              .when('account_limits.window_started_at', '<', windowStart)
              .then(now)
              .else(eb.ref('account_limits.window_started_at'))
              .end(),
          })),
        )
        .returning(['hits', 'window_started_at'])
        .executeTakeFirstOrThrow()
      return { hits: counted.hits, windowStartedAt: counted.window_started_at }
    },

    /** Forgets counters whose window started before `before`. */
    pruneLimits: (before: string) =>
      db.deleteFrom('account_limits').where('window_started_at', '<', before).execute(),
  }
}

export type AccountLimitsRepository = ReturnType<typeof createAccountLimitsRepository>
