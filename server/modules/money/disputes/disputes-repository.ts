import type { Kysely } from 'kysely'
import { OPEN_DISPUTE_STATUSES } from '../../../../contract/disputes'
import type { Database } from '../../../db/schema'
import type { DisputeRow } from '../../../db/schema-tax'

export type DisputeOutcome = 'won' | 'lost' | 'closed'

/**
 * Chargebacks (disputes), and what they read and change of the sale a disputed payment paid for: a
 * card purchase or a subscription charge. Takes the database or a transaction: a dispute is decided
 * in the transaction that writes its ledger groups (dispute-decisions.ts).
 */
export function createDisputesRepository(db: Kysely<Database>) {
  return {
    byId: (id: string) => db.selectFrom('disputes').selectAll().where('id', '=', id).executeTakeFirst(),

    byProviderId: (providerDisputeId: string) =>
      db
        .selectFrom('disputes')
        .selectAll()
        .where('provider_dispute_id', '=', providerDisputeId)
        .executeTakeFirst(),

    /** The latest `limit` disputes, newest first (the administrators' list). */
    latest: (limit: number) =>
      db.selectFrom('disputes').selectAll().orderBy('created_at', 'desc').limit(limit).execute(),

    /** Records a new dispute; a second report of the same one fails on its unique provider id. */
    async insert(row: DisputeRow): Promise<void> {
      await db.insertInto('disputes').values(row).execute()
    },

    /** The ids of the disputes of a sale (its ledger group) that were lost. */
    lostOf: (groupKey: string) =>
      db
        .selectFrom('disputes')
        .select('id')
        .where('source_group_key', '=', groupKey)
        .where('status', '=', 'lost')
        .execute(),

    /** Open disputes that hold nothing of the creator's: their sales, to see what is left of them. */
    openHoldingNothing: () =>
      db
        .selectFrom('disputes')
        .select(['source_group_key', 'held_paise'])
        .where('status', 'in', [...OPEN_DISPUTE_STATUSES])
        .where('held_paise', '=', 0)
        .execute(),

    /** An evidence submission: the dispute is under review by the bank, if it was still open. */
    async markUnderReview(id: string, change: { summary?: string; adminId?: string; at: Date }) {
      const updated = await db
        .updateTable('disputes')
        .set({
          status: 'under_review',
          updated_at: change.at.toISOString(),
          ...(change.summary ? { evidence_summary: change.summary } : {}),
          ...(change.adminId ? { admin_id: change.adminId } : {}),
        })
        .where('id', '=', id)
        .where('status', 'in', [...OPEN_DISPUTE_STATUSES])
        .executeTakeFirst()
      return updated.numUpdatedRows > 0n
    },

    /** Decides the dispute if it is still open: the row as decided, or undefined (decided already). */
    decide: (id: string, outcome: DisputeOutcome, at: Date, adminId?: string) =>
      db
        .updateTable('disputes')
        .set({ status: outcome, updated_at: at.toISOString(), ...(adminId ? { admin_id: adminId } : {}) })
        .where('id', '=', id)
        .where('status', 'in', [...OPEN_DISPUTE_STATUSES])
        .returningAll()
        .executeTakeFirst(),

    /** The purchase a payment paid for, if it paid for a card. */
    purchasePaidBy: (paymentId: string) =>
      db.selectFrom('purchases').select('id').where('payment_id', '=', paymentId).executeTakeFirst(),

    /** The subscription charge a payment paid, if it paid one. */
    chargePaidBy: (paymentId: string) =>
      db
        .selectFrom('subscription_charges')
        .select('payment_id')
        .where('payment_id', '=', paymentId)
        .executeTakeFirst(),

    /** The month a disputed charge paid for. */
    monthPaidBy: (paymentId: string) =>
      db
        .selectFrom('subscription_charges')
        .select(['subscription_id', 'period_end'])
        .where('payment_id', '=', paymentId)
        .executeTakeFirst(),

    /** A disputed card lost: it can no longer be used (as if refunded), unless refunded already. */
    async markPurchaseDisputed(purchaseId: string, at: Date): Promise<void> {
      await db
        .updateTable('purchases')
        .set({ refunded_at: at.toISOString() })
        .where('id', '=', purchaseId)
        .where('refunded_at', 'is', null)
        .execute()
    },

    /** The username of the creator a dispute takes from. */
    creatorName: (creatorId: string) =>
      db.selectFrom('users').select('username').where('id', '=', creatorId).executeTakeFirst(),

    /** The title of the card a disputed purchase bought. */
    purchaseTitle: (purchaseId: string) =>
      db.selectFrom('purchases').select('title').where('id', '=', purchaseId).executeTakeFirst(),

    /** A disputed purchase, whole, for the evidence. */
    purchase: (purchaseId: string) =>
      db.selectFrom('purchases').selectAll().where('id', '=', purchaseId).executeTakeFirst(),

    /** Who paid a disputed subscription charge, and when. */
    chargeBuyer: (paymentId: string) =>
      db
        .selectFrom('subscription_charges')
        .innerJoin('subscriptions', 'subscriptions.id', 'subscription_charges.subscription_id')
        .select(['subscriptions.viewer_id', 'subscription_charges.created_at'])
        .where('subscription_charges.payment_id', '=', paymentId)
        .executeTakeFirst(),

    /** The buyer's account as the evidence shows it. */
    buyer: (userId: string) =>
      db
        .selectFrom('users')
        .select(['username', 'email', 'created_at', 'is_verified'])
        .where('id', '=', userId)
        .executeTakeFirst(),

    /** When the streamer's overlay first reported the disputed card on screen. */
    firstShown: (purchaseId: string) =>
      db
        .selectFrom('stream_uses')
        .select('shown_at')
        .where('purchase_id', '=', purchaseId)
        .where('shown_at', 'is not', null)
        .orderBy('shown_at')
        .executeTakeFirst(),
  }
}

export type DisputesRepository = ReturnType<typeof createDisputesRepository>
