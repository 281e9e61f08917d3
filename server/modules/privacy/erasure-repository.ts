import type { Kysely } from 'kysely'
import { newId } from '../../db/ids'
import type { Database } from '../../db/schema'

/** The name an erased account's records keep where the books need one (invoices, bids, the line). */
export const ERASED_NAME = 'Erased user'
/** An erased account's address: unique, and never deliverable (RFC 2606's .invalid). */
export const erasedEmail = (userId: string) => `erased-${userId}@erased.invalid`

export interface Erasure {
  userId: string
  at: Date
  /** Who asked, as the admin's audit log says it. */
  actor: string
  /** Why, as the audit log's details say it. */
  reason: string
}

/**
 * Erases an account's personal data in one transaction (docs/privacy.md): the account keeps its id,
 * for the ledger, the invoices and the purchases tax law keeps, with its name and address replaced;
 * everything else about the person goes (profile, sessions, codes, devices, approvals, messages,
 * mail already sent). Answers false, changing nothing, for an unknown or already erased account.
 */
export function createErasureRepository(db: Kysely<Database>) {
  return {
    dueForErasure: (now: Date) =>
      db
        .selectFrom('users')
        .select('id')
        .where('erase_after', '<=', now.toISOString())
        .where('erased_at', 'is', null)
        .execute(),

    erase: (erasure: Erasure): Promise<boolean> =>
      db.transaction().execute(async (trx) => {
        const { userId } = erasure
        const at = erasure.at.toISOString()
        const user = await trx
          .selectFrom('users')
          .select(['email', 'erased_at'])
          .where('id', '=', userId)
          .executeTakeFirst()
        if (!user || user.erased_at) return false
        const email = user.email
        const anonymous = erasedEmail(userId)
        const erased = await trx
          .updateTable('users')
          .set({
            username: `erased-${userId}`,
            username_key: null,
            email: anonymous,
            // No password opens it again: not a hash any check accepts.
            password_hash: '!erased',
            date_of_birth: null,
            youtube_link: '',
            instagram_link: '',
            description: '',
            avatar: null,
            billing_state: null,
            parent_email: null,
            monthly_cap_paise: null,
            signup_notice_at: null,
            tokens_valid_after: at,
            erase_after: null,
            erased_at: at,
            updated_at: at,
          })
          .where('id', '=', userId)
          // Two erasures at once (the sweep, a deletion): one erases, the other finds it done.
          .where('erased_at', 'is', null)
          .executeTakeFirst()
        if (erased.numUpdatedRows === 0n) return false
        // Kept for tax law (invoices, purchases, the ledger by id), nameless.
        await trx
          .updateTable('purchases')
          .set({ user_email: anonymous })
          .where('user_id', '=', userId)
          .execute()
        await trx
          .updateTable('invoices')
          .set({ recipient_name: ERASED_NAME, recipient_email: anonymous })
          .where('recipient_id', '=', userId)
          .execute()
        await trx
          .updateTable('auction_bids')
          .set({ bidder_name: ERASED_NAME })
          .where('bidder_id', '=', userId)
          .execute()
        await trx
          .updateTable('stream_uses')
          .set({ viewer_name: ERASED_NAME })
          .where('viewer_id', '=', userId)
          .execute()
        // The text a viewer wrote on a card is theirs; the card's own text stays.
        await trx
          .updateTable('stream_uses')
          .set({ title: '', description: '' })
          .where('viewer_id', '=', userId)
          .where('viewer_text', '=', 1)
          .execute()
        await trx
          .updateTable('marathon_additions')
          .set({ name_on_stream: null })
          .where('user_id', '=', userId)
          .execute()
        // Running subscriptions end with their paid period, renewing no more.
        await trx
          .updateTable('subscriptions')
          .set({ cancel_at_period_end: 1, cancelled_at: at, updated_at: at })
          .where('viewer_id', '=', userId)
          .where('status', 'in', ['created', 'active', 'past_due'])
          .where('cancel_at_period_end', '=', 0)
          .execute()
        // The parent's address goes with the child's data; the record keeps when consent was given
        // and withdrawn.
        await trx
          .updateTable('parental_consents')
          .set({ parent_email: '' })
          .where('user_id', '=', userId)
          .execute()
        await trx.deleteFrom('user_sessions').where('owner_id', '=', userId).execute()
        await trx.deleteFrom('push_subscriptions').where('user_id', '=', userId).execute()
        await trx.deleteFrom('push_preferences').where('user_id', '=', userId).execute()
        await trx.deleteFrom('stream_viewer_approvals').where('viewer_id', '=', userId).execute()
        await trx.deleteFrom('uploads').where('uploaded_by', '=', userId).execute()
        await trx.deleteFrom('otps').where('email', '=', email).execute()
        await trx.deleteFrom('otp_guards').where('email', '=', email).execute()
        await trx.deleteFrom('contact_messages').where('email_key', '=', email).execute()
        await trx
          .deleteFrom('mail_outbox')
          .where('recipient', '=', email)
          .where('sent_at', 'is not', null)
          .execute()
        await trx
          .updateTable('mail_log')
          .set({ recipient: anonymous })
          .where('recipient', '=', email)
          .execute()
        await trx
          .insertInto('admin_audit_log')
          .values({
            id: newId(),
            admin_id: null,
            actor: erasure.actor,
            action: `Erased the personal data of user ${userId}`,
            details: erasure.reason,
            ip: null,
            created_at: at,
          })
          .execute()
        return true
      }),
  }
}

export type ErasureRepository = ReturnType<typeof createErasureRepository>
