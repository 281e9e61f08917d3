import type { Kysely } from 'kysely'
import { paiseToRupees } from '../../../contract/money'
import type { AdminSubscriptionCharge } from '../../../contract/subscription-charges'
import { newId } from '../../db/ids'
import type { Database } from '../../db/schema'

/**
 * Subscription charges as the admin area reads and refunds them, and the orphan path asks after them
 * (written by modules/subscriptions/charges.ts). Takes the database or a transaction: a refund is
 * completed in the transaction that reverses its money (charge-refunds.ts).
 */
export function createSubscriptionChargesRepository(db: Kysely<Database>) {
  const named = () =>
    db
      .selectFrom('subscription_charges as charge')
      .innerJoin('subscriptions', 'subscriptions.id', 'charge.subscription_id')
      .innerJoin('users as viewer', 'viewer.id', 'subscriptions.viewer_id')
      .innerJoin('users as streamer', 'streamer.id', 'subscriptions.streamer_id')
      .innerJoin('subscription_tiers as tier', 'tier.id', 'subscriptions.tier_id')
      .selectAll('charge')
      .select([
        'viewer.username as viewer_name',
        'viewer.email as viewer_email',
        'viewer.locale as viewer_locale',
        'streamer.username as streamer_name',
        'tier.name as tier_name',
        'subscriptions.provider as provider',
      ])
  type Named = Awaited<ReturnType<ReturnType<typeof named>['execute']>>[number]

  return {
    byId: (id: string) => named().where('charge.id', '=', id).executeTakeFirst(),

    /** Whether the payment is recorded as a paid period (of any subscription). */
    async isRecorded(paymentId: string): Promise<boolean> {
      const row = await db
        .selectFrom('subscription_charges')
        .select('id')
        .where('payment_id', '=', paymentId)
        .executeTakeFirst()
      return row !== undefined
    },

    latest: (limit: number) =>
      named().orderBy('charge.created_at', 'desc').orderBy('charge.id', 'desc').limit(limit).execute(),

    /**
     * Takes the charge's one refund for this request: pending, under a new idempotency key. Undefined
     * when one is pending or processed already: of any number of concurrent requests, one gets it.
     */
    async claimRefund(id: string, request: { reason: string; adminId: string }) {
      const key = newId()
      const claimed = await db
        .updateTable('subscription_charges')
        .set({
          refund_status: 'pending',
          refund_key: key,
          refund_reason: request.reason,
          refund_admin_id: request.adminId,
          provider_refund_id: null,
        })
        .where('id', '=', id)
        .where((eb) => eb.or([eb('refund_status', 'is', null), eb('refund_status', '=', 'failed')]))
        .executeTakeFirst()
      return claimed.numUpdatedRows === 1n ? key : undefined
    },

    /** The provider refused or failed this attempt: nothing changed, and it may be tried again. */
    markRefundFailed: (id: string, key: string, providerRefundId?: string) =>
      db
        .updateTable('subscription_charges')
        .set({ refund_status: 'failed', provider_refund_id: providerRefundId ?? null })
        .where('id', '=', id)
        .where('refund_key', '=', key)
        .execute(),

    /**
     * The money went back: the charge's pending refund under `key` is processed, once. Answers the
     * charge as it is then; undefined when it was not pending under that key.
     */
    completeRefund: (id: string, key: string, providerRefundId: string, at: string) =>
      db
        .updateTable('subscription_charges')
        .set({ refund_status: 'processed', refunded_at: at, provider_refund_id: providerRefundId })
        .where('id', '=', id)
        .where('refund_key', '=', key)
        .where('refund_status', '=', 'pending')
        .returningAll()
        .executeTakeFirst(),

    setProviderRefundId: (id: string, key: string, providerRefundId: string) =>
      db
        .updateTable('subscription_charges')
        .set({ provider_refund_id: providerRefundId })
        .where('id', '=', id)
        .where('refund_key', '=', key)
        .execute(),

    toAdmin(row: Named): AdminSubscriptionCharge {
      return {
        id: row.id,
        subscriber: { username: row.viewer_name, emailId: row.viewer_email },
        streamer: row.streamer_name,
        tier: row.tier_name,
        amount: paiseToRupees(row.amount_paise),
        periodStart: row.period_start,
        periodEnd: row.period_end,
        paymentId: row.payment_id,
        createdAt: row.created_at,
        refund:
          row.refund_status === null
            ? null
            : { status: row.refund_status, reason: row.refund_reason ?? '', refundedAt: row.refunded_at },
      }
    },
  }
}

export type SubscriptionChargesRepository = ReturnType<typeof createSubscriptionChargesRepository>
