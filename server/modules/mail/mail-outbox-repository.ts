import type { Kysely } from 'kysely'
import { newId } from '../../db/ids'
import { outboxQueue } from '../../db/outbox-queue'
import type { Database } from '../../db/schema'
import type { MailCategory } from '../../db/schema-limits'
import type { MailOutboxRow } from '../../db/schema-outbox'

// The mail outbox (schema-outbox.ts): a mail written claimed, and the queue's statements every outbox
// shares (db/outbox-queue.ts).

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
    ...outboxQueue<MailOutboxRow>(db, 'mail_outbox', 'body'),

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
  }
}

export type MailOutboxRepository = ReturnType<typeof createMailOutboxRepository>
