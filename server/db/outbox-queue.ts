import type { Kysely } from 'kysely'
import { newId } from './ids'
import type { Database } from './schema'

// The statements an outbox sender (modules/mail/outbox-sender.ts) needs, written once for every
// outbox table: each has the same claim columns. Every change of a row's state is one conditional
// UPDATE, so any number of senders, on one instance or several, agree on who sends a row: the one
// whose claim took.

type OutboxTable = 'mail_outbox' | 'push_outbox'

/** The columns the queue reads and writes; `content` is the one column it empties once a row is sent. */
interface QueueColumns {
  id: string
  attempts: number
  next_attempt_at: string
  claim_token: string | null
  claimed_until: string | null
  sent_at: string | null
  last_error: string | null
  body: string
  payload: string
}

const iso = (at: Date | number) => new Date(at).toISOString()

/**
 * The queue over `table`, whose rows are `Row`; `content` (the mail's body, the push's payload) is
 * emptied once a row is sent: it may hold a code or a link, which have no business staying.
 */
export function outboxQueue<Row extends { id: string; attempts: number; claimed_until: string | null }>(
  database: Kysely<Database>,
  table: OutboxTable,
  content: 'body' | 'payload',
) {
  // Both tables seen through their shared columns: only `content`'s own column is ever written.
  const db = database as unknown as Kysely<Record<OutboxTable, QueueColumns>>
  type Claimed = { row: Row; token: string }
  const spent = content === 'body' ? { body: '' } : { payload: '' }

  return {
    /** Unsent rows due by `now` and not claimed by a live claim, oldest due first. */
    async due(now: Date, limit: number): Promise<string[]> {
      const at = iso(now)
      const rows = await db
        .selectFrom(table)
        .select('id')
        .where('sent_at', 'is', null)
        .where('next_attempt_at', '<=', at)
        .where((eb) => eb.or([eb('claimed_until', 'is', null), eb('claimed_until', '<', at)]))
        .orderBy('next_attempt_at')
        .orderBy('id')
        .limit(limit)
        .execute()
      return rows.map((row) => row.id)
    },

    /** When the next unsent row falls due (a live claim counts from its end), if any is waiting. */
    async nextDueAt(): Promise<Date | undefined> {
      const row = await db
        .selectFrom(table)
        .select((eb) =>
          eb.fn
            .min<string | null>(
              eb
                .case()
                .when('claimed_until', '>', eb.ref('next_attempt_at'))
                .then(eb.ref('claimed_until'))
                .else(eb.ref('next_attempt_at'))
                .end(),
            )
            .as('due'),
        )
        .where('sent_at', 'is', null)
        .executeTakeFirst()
      return typeof row?.due === 'string' ? new Date(row.due) : undefined
    },

    /**
     * Claims row `id` until `leaseUntil`, if it is unsent, due and nobody holds a live claim on it:
     * one conditional UPDATE, so of two senders racing for it exactly one gets it.
     */
    async claim(id: string, now: Date, leaseUntil: Date): Promise<Claimed | undefined> {
      const at = iso(now)
      const token = newId()
      const claimed = await db
        .updateTable(table)
        .set((eb) => ({
          claim_token: token,
          claimed_until: iso(leaseUntil),
          attempts: eb('attempts', '+', 1),
        }))
        .where('id', '=', id)
        .where('sent_at', 'is', null)
        .where('next_attempt_at', '<=', at)
        .where((eb) => eb.or([eb('claimed_until', 'is', null), eb('claimed_until', '<', at)]))
        .executeTakeFirst()
      if (claimed.numUpdatedRows !== 1n) return undefined
      const row = await db.selectFrom(table).selectAll().where('id', '=', id).executeTakeFirst()
      // Read back under our token: a lapsed claim of ours could have been taken over meanwhile.
      return row && row.claim_token === token ? { row: row as unknown as Row, token } : undefined
    },

    /** Sent: kept (without its content) as the record that it went; false if the claim was no longer ours. */
    async markSent(claim: Claimed, now: Date): Promise<boolean> {
      const done = await db
        .updateTable(table)
        .set({ ...spent, sent_at: iso(now), claimed_until: null, last_error: null })
        .where('id', '=', claim.row.id)
        .where('claim_token', '=', claim.token)
        .where('sent_at', 'is', null)
        .executeTakeFirst()
      return done.numUpdatedRows === 1n
    },

    /** Not sent: released, to be tried again from `retryAt`. */
    async markFailed(claim: Claimed, retryAt: Date, error: string): Promise<void> {
      await db
        .updateTable(table)
        .set({ claim_token: null, claimed_until: null, next_attempt_at: iso(retryAt), last_error: error })
        .where('id', '=', claim.row.id)
        .where('claim_token', '=', claim.token)
        .where('sent_at', 'is', null)
        .execute()
    },

    /** A row given up under its claim (the caller reports the failure itself): not kept. */
    async remove(claim: Claimed): Promise<void> {
      await db
        .deleteFrom(table)
        .where('id', '=', claim.row.id)
        .where('claim_token', '=', claim.token)
        .where('sent_at', 'is', null)
        .execute()
    },

    /** Forgets sent rows older than `before` (the record of what went is kept a while, not forever). */
    async pruneSentBefore(before: Date): Promise<void> {
      await db.deleteFrom(table).where('sent_at', '<', iso(before)).execute()
    },
  }
}
