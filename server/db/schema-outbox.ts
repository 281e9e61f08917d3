import type { Generated, Insertable, Selectable } from 'kysely'
import type { MailCategory } from './schema-limits'

// The mail outbox: every mail waits here until an SMTP server has taken it.

/**
 * One mail. Unsent while `sent_at` is null; tried again from `next_attempt_at`. Whoever sends it first
 * claims it (a fresh `claim_token`, `claimed_until` a lease in the future) with a conditional UPDATE,
 * and marks it sent only under that token. The body is cleared once sent: it may hold a code or a
 * reset link, which have no business staying in the database.
 */
export interface MailOutboxTable {
  id: string
  /** As given (the SMTP envelope's address). */
  recipient: string
  subject: string
  body: string
  reply_to: string | null
  category: MailCategory
  created_at: string
  /** SMTP attempts so far (claims taken). */
  attempts: Generated<number>
  next_attempt_at: string
  claim_token: string | null
  claimed_until: string | null
  sent_at: string | null
  /** What the SMTP server (or the network) said at the last failed attempt. */
  last_error: string | null
}

export interface OutboxTables {
  mail_outbox: MailOutboxTable
}

export type MailOutboxRow = Selectable<MailOutboxTable>
export type NewMailOutboxRow = Insertable<MailOutboxTable>

/**
 * A mail sent for one event, or for one thing within a window (mail-marks-repository.ts): claimed
 * before the mail goes, so that two instances or two reports of one event mail once, and an outbid
 * bidder hears once per window, not at every bid.
 */
export interface MailMarkTable {
  /** What the mail is about ('outbid:<auction>:<user>'). */
  key: string
  sent_at: string
}

export interface MailMarkTables {
  mail_marks: MailMarkTable
}
