import type { Selectable } from 'kysely'

// Resource limits: what was sent and used in the last hour, counted
// in the database so that every server instance agrees. Rows older than the window are pruned.

/**
 * What a mail is, each kind with its own hourly budget: codes, links and notices to an existing
 * account's owner; sign-up codes (to addresses nobody has proved yet); contact-form mail to the
 * site's inbox; mail to administrators; receipts of payments (apart, so that a viewer's purchases
 * never spend the budget of their own codes); notices of what happened to a viewer (an auction won or
 * outbid, a subscription ended, a used card sent back: apart too, for the same reason).
 */
export const MAIL_CATEGORIES = ['account', 'signup', 'contact', 'admin', 'receipt', 'notice'] as const
export type MailCategory = (typeof MAIL_CATEGORIES)[number]

/** One mail the site sent (or is sending): the global hourly budget and the per-recipient throttle. */
export interface MailLogTable {
  id: string
  /** Lower-cased. */
  recipient: string
  /** Counted apart per recipient, so a contact-form flood cannot hold back an administrator's reset link. */
  category: MailCategory
  /** The address of the client whose request sent it (sign-up codes: a budget per client). */
  client_address: string | null
  /** The requesting device on that address (its cookie), for sign-up mail: a limit per device. */
  client_device: string | null
  created_at: string
}

/** A solved proof of work, kept until its challenge expires: each is accepted once. */
export interface WorkChallengeSpentTable {
  id: string
  expires_at: string
}

/** One use of a quota'd action by a user (createCard, freePurchase, paymentOrder, useCard). */
export interface QuotaUseTable {
  id: string
  user_id: string
  action: string
  created_at: string
}

export interface LimitTables {
  mail_log: MailLogTable
  quota_uses: QuotaUseTable
  work_challenges_spent: WorkChallengeSpentTable
}

export type MailLogRow = Selectable<MailLogTable>
