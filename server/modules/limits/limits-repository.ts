import type { Kysely } from 'kysely'
import { newId } from '../../db/ids'
import type { Database } from '../../db/schema'
import type { MailCategory } from '../../db/schema-limits'

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
  /** Mail of this kind, the whole site, in the window. */
  budget: number
  /** Mail of this kind to one address in the window. */
  perRecipient: number
  /** Mail of this kind one device's requests may send in the window (absent: no such limit). */
  perDevice?: number
}

/**
 * Who asked for a mail: the client address, and the device on it (a long-lived random cookie; a hint
 * that spreads a limit over the phones behind one carrier address, not a proof).
 */
export interface MailClient {
  address: string
  device: string
}

export type MailRefusal = LimitRefusal & { reason: 'budget' | 'recipient' | 'client' }

/** One count of the mail log in the window, with its oldest row (when the count goes down). */
interface Counted {
  n: number
  oldest: string | null | undefined
}

/**
 * Mail sent in the last hour: per kind (the kind's budget), per recipient (lower-cased; every kind
 * but contact mail together), per requesting device and per requesting address.
 */
export function createMailLogRepository(db: Kysely<Database>) {
  const sweep = sweeper((before) => db.deleteFrom('mail_log').where('created_at', '<', before).execute())

  const count = async (
    category: MailCategory,
    since: string,
    only: { recipient?: string; client?: MailClient; address?: string } = {},
  ): Promise<Counted> => {
    let query = db
      .selectFrom('mail_log')
      .select((eb) => [eb.fn.countAll<number>().as('n'), eb.fn.min('created_at').as('oldest')])
      .where('created_at', '>', since)
    // A person's inbox counts every kind sent to it (codes, notices, admin mail); the site's contact
    // inbox is counted apart. Budgets and clients count their own kind.
    if (only.recipient !== undefined) {
      query = query
        .where('recipient', '=', only.recipient)
        .where('category', category === 'contact' ? '=' : '<>', 'contact')
    } else {
      query = query.where('category', '=', category)
    }
    if (only.client !== undefined) {
      query = query
        .where('client_address', '=', only.client.address)
        .where('client_device', '=', only.client.device)
    }
    if (only.address !== undefined) query = query.where('client_address', '=', only.address)
    const row = await query.executeTakeFirst()
    return { n: row?.n ?? 0, oldest: row?.oldest as string | null | undefined }
  }

  async function refusal(
    recipient: string | undefined,
    category: MailCategory,
    limits: MailLimits,
    client: MailClient | undefined,
    now: Date,
    over: (used: number, limit: number) => boolean,
  ): Promise<{ refusal: MailRefusal } | { refusal: undefined; sentOfKind: number }> {
    const since = new Date(now.getTime() - HOUR_MS).toISOString()
    const checks: Array<[MailRefusal['reason'], number | undefined, () => Promise<Counted>]> = [
      [
        'recipient',
        recipient === undefined ? undefined : limits.perRecipient,
        () => count(category, since, { recipient }),
      ],
      [
        'client',
        client === undefined ? undefined : limits.perDevice,
        () => count(category, since, { client }),
      ],
      ['budget', limits.budget, () => count(category, since)],
    ]
    let sentOfKind = 0
    for (const [reason, limit, counted] of checks) {
      if (limit === undefined) continue
      const found = await counted()
      if (over(found.n, limit)) {
        return {
          refusal: { refused: true, reason, retryAfterSeconds: retryAfter(found.oldest, HOUR_MS, now) },
        }
      }
      // The budget is checked last: its count is the kind's mail in the window.
      if (reason === 'budget') sentOfKind = found.n
    }
    return { refusal: undefined, sentOfKind }
  }

  return {
    /**
     * Counts a mail to `recipient` now, unless that makes more than a limit allows: then nothing is
     * counted and the refusal says which limit and when to come back. `sentOfKind`: the mail of this
     * kind in the window, this one included. `release(id)` takes a reserved mail back (it could not be
     * sent).
     */
    async reserve(
      recipient: string,
      category: MailCategory,
      limits: MailLimits,
      client?: MailClient,
      now = new Date(),
    ): Promise<{ refused: false; id: string; sentOfKind: number } | MailRefusal> {
      sweep(now)
      const id = newId()
      const to = recipient.toLowerCase()
      await db
        .insertInto('mail_log')
        .values({
          id,
          recipient: to,
          category,
          client_address: client?.address ?? null,
          client_device: client?.device ?? null,
          created_at: now.toISOString(),
        })
        .execute()
      const checked = await refusal(to, category, limits, client, now, (used, limit) => used > limit)
      if (!checked.refusal) return { refused: false, id, sentOfKind: checked.sentOfKind }
      await db.deleteFrom('mail_log').where('id', '=', id).execute()
      return checked.refusal
    },

    release: (id: string) => db.deleteFrom('mail_log').where('id', '=', id).execute(),

    /** Whether a mail to `recipient` would be refused now (a look, not a reservation). */
    wouldRefuse: async (recipient: string, category: MailCategory, limits: MailLimits, now = new Date()) =>
      (
        await refusal(
          recipient.toLowerCase(),
          category,
          limits,
          undefined,
          now,
          (used, limit) => used >= limit,
        )
      ).refusal,

    /**
     * Whether a mail of `category` asked for by `client` would be refused now by the device's limit or
     * the kind's budget, whoever it goes to (a look before anything depends on the recipient).
     */
    wouldRefuseClient: async (
      category: MailCategory,
      limits: MailLimits,
      client: MailClient,
      now = new Date(),
    ) => (await refusal(undefined, category, limits, client, now, (used, limit) => used >= limit)).refusal,

    /** Mail of `category` asked for from the client `address` in the last hour, all its devices. */
    sentFromAddress: async (category: MailCategory, address: string, now = new Date()) =>
      (await count(category, new Date(now.getTime() - HOUR_MS).toISOString(), { address })).n,

    /** Mail of `category` sent in the last hour (the dashboard's budget warning). */
    sentInLastHour: async (category: MailCategory, now = new Date()) =>
      (await count(category, new Date(now.getTime() - HOUR_MS).toISOString())).n,
  }
}

export type MailLogRepository = ReturnType<typeof createMailLogRepository>

/** Per-user quota uses in the last hour, per action. */
/**
 * The user's count of `action` in the hour before `now`, with its oldest row: a query to run alone or
 * inside a statement that spends the quota with its action (the free take, a use).
 */
export const quotaWindow = (db: Kysely<Database>, userId: string, action: string, now: Date) =>
  quotaWindowSince(db, userId, action, quotaSince(now))

/** Where the quota's hour before `now` starts, as `quotaWindowSince` compares it. */
export const quotaSince = (now: Date) => new Date(now.getTime() - HOUR_MS).toISOString()

/** `quotaWindow` with its start as bound text (a prepared statement rebinds it). */
export const quotaWindowSince = (db: Kysely<Database>, userId: string, action: string, since: string) =>
  db
    .selectFrom('quota_uses')
    .select((eb) => [eb.fn.countAll<number>().as('n'), eb.fn.min<string | null>('created_at').as('oldest')])
    .where('user_id', '=', userId)
    .where('action', '=', action)
    .where('created_at', '>', since)

/** Seconds until a quota full at `oldest` counts one less. */
export const quotaRetryAfter = (oldest: string | null | undefined, now: Date) =>
  retryAfter(oldest, HOUR_MS, now)

export function createQuotaUsesRepository(db: Kysely<Database>) {
  const sweep = sweeper((before) => db.deleteFrom('quota_uses').where('created_at', '<', before).execute())

  return {
    /** Drops the rows past every window, at most every few minutes (a spend in one statement calls it). */
    sweep,

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
      const found = await quotaWindow(db, userId, action, now).executeTakeFirst()
      const release = async () => {
        await db.deleteFrom('quota_uses').where('id', '=', id).execute()
      }
      if ((found?.n ?? 0) <= limit) return { refused: false, release }
      await release()
      return { refused: true, retryAfterSeconds: retryAfter(found?.oldest, HOUR_MS, now) }
    },
  }
}

export type QuotaUsesRepository = ReturnType<typeof createQuotaUsesRepository>
