import type { Kysely } from 'kysely'
import { newId } from './ids'
import type { Database } from './schema'
import type { MailCategory } from './schema-limits'

// The ledgers of the resource limits (schema-limits.ts). Every limit is taken the same way: write a
// row first, then count the window with everyone else's rows, and take the row back when that makes
// too many. Two parallel requests, on one instance or several, cannot both slip under a limit (at
// worst both are refused), and nothing is counted in memory.

export const HOUR_MS = 3600_000
/** Rows older than the window serve no limit; each repository sweeps them at most this often. */
const SWEEP_EVERY_MS = 10 * 60_000

/** Refused: try again in `retryAfterSeconds` (when the oldest counted row leaves the window). */
export interface LimitRefusal {
  refused: true
  retryAfterSeconds: number
}

/** Seconds until the oldest row of the window (at `oldest`) stops counting; at least 1. */
function retryAfter(oldest: string | null | undefined, windowMs: number, now: Date): number {
  const leaves = oldest ? Date.parse(oldest) + windowMs : now.getTime() + windowMs
  return Math.max(1, Math.ceil((leaves - now.getTime()) / 1000))
}

function sweeper(sweep: (before: string) => Promise<unknown>) {
  let last = 0
  return (now: Date) => {
    if (now.getTime() - last < SWEEP_EVERY_MS) return
    last = now.getTime()
    void sweep(new Date(now.getTime() - HOUR_MS).toISOString()).catch(() => {
      last = 0
    })
  }
}

export interface MailLimits {
  /** Mail of the whole site in the window. */
  budget: number
  /** Mail of this category to one address in the window. */
  perRecipient: number
}

export type MailRefusal = LimitRefusal & { reason: 'budget' | 'recipient' }

/** Mail sent in the last hour, all of it and per recipient (lower-cased) and category. */
export function createMailLogRepository(db: Kysely<Database>) {
  const sweep = sweeper((before) => db.deleteFrom('mail_log').where('created_at', '<', before).execute())

  async function counts(recipient: string, category: MailCategory, since: string) {
    const [all, mine] = await Promise.all([
      db
        .selectFrom('mail_log')
        .select((eb) => [eb.fn.countAll().as('n'), eb.fn.min('created_at').as('oldest')])
        .where('created_at', '>', since)
        .executeTakeFirst(),
      db
        .selectFrom('mail_log')
        .select((eb) => [eb.fn.countAll().as('n'), eb.fn.min('created_at').as('oldest')])
        .where('recipient', '=', recipient)
        .where('category', '=', category)
        .where('created_at', '>', since)
        .executeTakeFirst(),
    ])
    return {
      total: Number(all?.n ?? 0),
      totalOldest: all?.oldest,
      toRecipient: Number(mine?.n ?? 0),
      recipientOldest: mine?.oldest,
    }
  }

  function refusal(
    found: Awaited<ReturnType<typeof counts>>,
    limits: MailLimits,
    now: Date,
    over: (used: number, limit: number) => boolean,
  ): MailRefusal | undefined {
    if (over(found.toRecipient, limits.perRecipient)) {
      return {
        refused: true,
        reason: 'recipient',
        retryAfterSeconds: retryAfter(found.recipientOldest, HOUR_MS, now),
      }
    }
    if (over(found.total, limits.budget)) {
      return {
        refused: true,
        reason: 'budget',
        retryAfterSeconds: retryAfter(found.totalOldest, HOUR_MS, now),
      }
    }
    return undefined
  }

  return {
    /**
     * Counts a mail to `recipient` now, unless that makes more than a limit allows: then nothing is
     * counted and the refusal says which limit and when to come back. `release(id)` takes a reserved
     * mail back (it could not be sent).
     */
    async reserve(
      recipient: string,
      category: MailCategory,
      limits: MailLimits,
      now = new Date(),
    ): Promise<{ refused: false; id: string } | MailRefusal> {
      sweep(now)
      const id = newId()
      const to = recipient.toLowerCase()
      await db
        .insertInto('mail_log')
        .values({ id, recipient: to, category, created_at: now.toISOString() })
        .execute()
      const found = await counts(to, category, new Date(now.getTime() - HOUR_MS).toISOString())
      const refused = refusal(found, limits, now, (used, limit) => used > limit)
      if (!refused) return { refused: false, id }
      await db.deleteFrom('mail_log').where('id', '=', id).execute()
      return refused
    },

    release: (id: string) => db.deleteFrom('mail_log').where('id', '=', id).execute(),

    /** Whether a mail to `recipient` would be refused now (a look, not a reservation). */
    async wouldRefuse(recipient: string, category: MailCategory, limits: MailLimits, now = new Date()) {
      const since = new Date(now.getTime() - HOUR_MS).toISOString()
      const found = await counts(recipient.toLowerCase(), category, since)
      return refusal(found, limits, now, (used, limit) => used >= limit)
    },
  }
}

export type MailLogRepository = ReturnType<typeof createMailLogRepository>

/** Per-user quota uses in the last hour, per action. */
export function createQuotaUsesRepository(db: Kysely<Database>) {
  const sweep = sweeper((before) => db.deleteFrom('quota_uses').where('created_at', '<', before).execute())

  return {
    /**
     * Counts one `action` by the user now, unless that makes more than `limit` in the last hour:
     * then nothing is counted. `release()` takes the use back (the action did not happen after all).
     */
    async take(
      userId: string,
      action: string,
      limit: number,
      now = new Date(),
    ): Promise<{ refused: false; release: () => Promise<void> } | LimitRefusal> {
      sweep(now)
      const id = newId()
      await db
        .insertInto('quota_uses')
        .values({ id, user_id: userId, action, created_at: now.toISOString() })
        .execute()
      const found = await db
        .selectFrom('quota_uses')
        .select((eb) => [eb.fn.countAll().as('n'), eb.fn.min('created_at').as('oldest')])
        .where('user_id', '=', userId)
        .where('action', '=', action)
        .where('created_at', '>', new Date(now.getTime() - HOUR_MS).toISOString())
        .executeTakeFirst()
      const release = async () => {
        await db.deleteFrom('quota_uses').where('id', '=', id).execute()
      }
      if (Number(found?.n ?? 0) <= limit) return { refused: false, release }
      await release()
      return { refused: true, retryAfterSeconds: retryAfter(found?.oldest, HOUR_MS, now) }
    },
  }
}

export type QuotaUsesRepository = ReturnType<typeof createQuotaUsesRepository>
