import type { Kysely } from 'kysely'
import type { Database } from '../../db/schema'
import type { OrphanPaymentStatus } from '../../db/schema-money'

/** Captured payments that matched no unpaid order (migrations/019-orphan-payments.ts). */
export function createOrphanPaymentsRepository(db: Kysely<Database>) {
  const set = (
    paymentId: string,
    changes: { status: OrphanPaymentStatus; refund_id?: string; failure?: string | null },
    now: Date,
  ) =>
    db
      .updateTable('orphan_payments')
      .set({ ...changes, updated_at: now.toISOString() })
      .where('payment_id', '=', paymentId)
      .execute()

  return {
    /**
     * Records the payment, once: true for the call that recorded it, or that may try its failed
     * refund again; false for a payment already refunded or being refunded (a repeated webhook).
     */
    async claim(
      payment: {
        paymentId: string
        orderId: string
        amountPaise: number
        provider: 'simulated' | 'razorpay'
      },
      now: Date,
    ): Promise<boolean> {
      const inserted = await db
        .insertInto('orphan_payments')
        .values({
          payment_id: payment.paymentId,
          order_id: payment.orderId,
          amount_paise: payment.amountPaise,
          provider: payment.provider,
          status: 'refunding',
          refund_id: null,
          failure: null,
          created_at: now.toISOString(),
          updated_at: now.toISOString(),
        })
        .onConflict((oc) => oc.column('payment_id').doNothing())
        .returning('payment_id')
        .executeTakeFirst()
      if (inserted) return true
      // A failed refund is tried again (with the same key: the provider makes it once).
      const retried = await db
        .updateTable('orphan_payments')
        .set({ status: 'refunding', updated_at: now.toISOString() })
        .where('payment_id', '=', payment.paymentId)
        .where('status', '=', 'refund-failed')
        .executeTakeFirst()
      return retried.numUpdatedRows > 0n
    },

    refunded: (paymentId: string, refundId: string, now: Date) =>
      set(paymentId, { status: 'refunded', refund_id: refundId, failure: null }, now),

    failed: (paymentId: string, failure: string, now: Date) =>
      set(paymentId, { status: 'refund-failed', failure }, now),

    /** The newest first. */
    latest: (limit: number) =>
      db.selectFrom('orphan_payments').selectAll().orderBy('created_at', 'desc').limit(limit).execute(),
  }
}
