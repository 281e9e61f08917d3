import type { Kysely } from 'kysely'
import { newId } from '../../db/ids'
import type { Database } from '../../db/schema'
import type { MailCategory } from '../../db/schema-limits'
import type { MailOutboxRow } from '../../db/schema-outbox'

// The mail outbox (schema-outbox.ts). Every change of a row's state is one conditional UPDATE, so any
// number of senders, on one instance or several, agree on who sends a row: the one whose claim took.

export interface OutboxMail {
  recipient: string
  subject: string
  body: string
  replyTo?: string
  category: MailCategory
}

/** A row claimed by this sender until `until`: deliver it, then `markSent` or `markFailed` with the token. */
export interface OutboxClaim {
  row: MailOutboxRow
  token: string
}

const iso = (at: Date | number) => new Date(at).toISOString()

export function createMailOutboxRepository(db: Kysely<Database>) {
  return {
    /**
     * Writes a mail to the outbox already claimed by the caller until `leaseUntil` (the caller tries
     * it at once); should the caller die, the claim lapses and a sender takes the row over.
     */
    async addClaimed(mail: OutboxMail, now: Date, leaseUntil: Date): Promise<OutboxClaim> {
      const row: MailOutboxRow = {
        id: newId(),
        recipient: mail.recipient,
        subject: mail.subject,
        body: mail.body,
        reply_to: mail.replyTo ?? null,
        category: mail.category,
        created_at: iso(now),
        attempts: 1,
        next_attempt_at: iso(now),
        claim_token: newId(),
        claimed_until: iso(leaseUntil),
        sent_at: null,
        last_error: null,
      }
      await db.insertInto('mail_outbox').values(row).execute()
      return { row, token: row.claim_token as string }
    },

    /** Unsent rows due by `now` and not claimed by a live claim, oldest due first. */
    async due(now: Date, limit: number): Promise<string[]> {
      const at = iso(now)
      const rows = await db
        .selectFrom('mail_outbox')
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
        .selectFrom('mail_outbox')
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
    async claim(id: string, now: Date, leaseUntil: Date): Promise<OutboxClaim | undefined> {
      const at = iso(now)
      const token = newId()
      const claimed = await db
        .updateTable('mail_outbox')
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
      const row = await db.selectFrom('mail_outbox').selectAll().where('id', '=', id).executeTakeFirst()
      // Read back under our token: a lapsed claim of ours could have been taken over meanwhile.
      return row && row.claim_token === token ? { row, token } : undefined
    },

    /** Sent: kept (without its body) as the record that it went; false if the claim was no longer ours. */
    async markSent(claim: OutboxClaim, now: Date): Promise<boolean> {
      const done = await db
        .updateTable('mail_outbox')
        .set({ sent_at: iso(now), body: '', claimed_until: null, last_error: null })
        .where('id', '=', claim.row.id)
        .where('claim_token', '=', claim.token)
        .where('sent_at', 'is', null)
        .executeTakeFirst()
      return done.numUpdatedRows === 1n
    },

    /** Not sent: released, to be tried again from `retryAt`. */
    async markFailed(claim: OutboxClaim, retryAt: Date, error: string): Promise<void> {
      await db
        .updateTable('mail_outbox')
        .set({ claim_token: null, claimed_until: null, next_attempt_at: iso(retryAt), last_error: error })
        .where('id', '=', claim.row.id)
        .where('claim_token', '=', claim.token)
        .where('sent_at', 'is', null)
        .execute()
    },

    /** A mail given up under its claim (the caller reports the failure itself): not kept. */
    async remove(claim: OutboxClaim): Promise<void> {
      await db
        .deleteFrom('mail_outbox')
        .where('id', '=', claim.row.id)
        .where('claim_token', '=', claim.token)
        .where('sent_at', 'is', null)
        .execute()
    },

    /** Forgets sent mail older than `before` (the record of what went is kept a while, not forever). */
    async pruneSentBefore(before: Date): Promise<void> {
      await db.deleteFrom('mail_outbox').where('sent_at', '<', iso(before)).execute()
    },
  }
}

export type MailOutboxRepository = ReturnType<typeof createMailOutboxRepository>
