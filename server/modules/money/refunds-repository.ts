import type { Kysely } from 'kysely'
import { isUniqueViolation } from '../../db/database'
import { newId } from '../../db/ids'
import type { Database } from '../../db/schema'
import type { RefundRow, RefundTable } from '../../db/schema-money'

export interface NewRefund {
  purchaseId: string
  amountPaise: number
  reason: string
  provider: RefundTable['provider']
  adminId: string | null
}

/**
 * The refunds table: one row per purchase (unique purchase_id). A row's id is the idempotency key its
 * provider call carries, so a retried call makes no second refund; a failed refund may be tried again,
 * which gives the row a new id (a new request at the provider).
 */
export function createRefundsRepository(db: Kysely<Database>) {
  return {
    byId: (id: string) => db.selectFrom('refunds').selectAll().where('id', '=', id).executeTakeFirst(),

    byPurchaseId: (purchaseId: string) =>
      db.selectFrom('refunds').selectAll().where('purchase_id', '=', purchaseId).executeTakeFirst(),

    byProviderRefundId: (providerRefundId: string) =>
      db
        .selectFrom('refunds')
        .selectAll()
        .where('provider_refund_id', '=', providerRefundId)
        .executeTakeFirst(),

    /** The refund of each of these purchases that has one (a page of Payment Management). */
    async byPurchaseIds(purchaseIds: readonly string[]): Promise<Map<string, RefundRow>> {
      if (purchaseIds.length === 0) return new Map()
      const rows = await db
        .selectFrom('refunds')
        .selectAll()
        .where('purchase_id', 'in', purchaseIds)
        .execute()
      return new Map(rows.map((row) => [row.purchase_id, row]))
    },

    /**
     * Takes the purchase's one refund for this request: a new 'pending' row, or a failed one started
     * again under a new id. Undefined when a refund is pending or processed already: of any number of
     * concurrent requests, one gets the row.
     */
    async claim(refund: NewRefund, now: Date): Promise<RefundRow | undefined> {
      const at = now.toISOString()
      const fields = {
        amount_paise: refund.amountPaise,
        reason: refund.reason,
        status: 'pending' as const,
        provider: refund.provider,
        provider_refund_id: null,
        admin_id: refund.adminId,
        updated_at: at,
      }
      try {
        return await db
          .insertInto('refunds')
          .values({ id: newId(), purchase_id: refund.purchaseId, created_at: at, ...fields })
          .returningAll()
          .executeTakeFirstOrThrow()
      } catch (error) {
        if (!isUniqueViolation(error)) throw error
      }
      return db
        .updateTable('refunds')
        .set({ id: newId(), created_at: at, ...fields })
        .where('purchase_id', '=', refund.purchaseId)
        .where('status', '=', 'failed')
        .returningAll()
        .executeTakeFirst()
    },

    /** Notes the provider's id of a refund still pending. */
    async setProviderRefundId(id: string, providerRefundId: string): Promise<void> {
      await db
        .updateTable('refunds')
        .set({ provider_refund_id: providerRefundId, updated_at: new Date().toISOString() })
        .where('id', '=', id)
        .execute()
    },

    /** A pending refund the provider did not make: true when this call marked it. */
    async markFailed(id: string, providerRefundId?: string): Promise<boolean> {
      const result = await db
        .updateTable('refunds')
        .set({
          status: 'failed',
          updated_at: new Date().toISOString(),
          ...(providerRefundId ? { provider_refund_id: providerRefundId } : {}),
        })
        .where('id', '=', id)
        .where('status', '=', 'pending')
        .executeTakeFirst()
      return result.numUpdatedRows === 1n
    },

    /**
     * Marks the refund processed, once: the row as it is now when this call was the one, undefined when
     * it was processed already. Pass the transaction that records what the refund changes.
     */
    markProcessed: (id: string, providerRefundId: string | undefined, now: Date) =>
      db
        .updateTable('refunds')
        .set({
          status: 'processed',
          updated_at: now.toISOString(),
          ...(providerRefundId ? { provider_refund_id: providerRefundId } : {}),
        })
        .where('id', '=', id)
        .where('status', '<>', 'processed')
        .returningAll()
        .executeTakeFirst(),

    /** The purchase of a processed refund becomes refunded: the row as it is now. */
    markPurchaseRefunded: (purchaseId: string, now: Date) =>
      db
        .updateTable('purchases')
        .set({ refunded_at: now.toISOString() })
        .where('id', '=', purchaseId)
        .returningAll()
        .executeTakeFirstOrThrow(),

    /** The payment a purchase was paid with (a provider's report names both: they must agree). */
    paymentOfPurchase: (purchaseId: string) =>
      db.selectFrom('purchases').select('payment_id').where('id', '=', purchaseId).executeTakeFirst(),

    /** Money given back by processed refunds, in paise. */
    async processedPaise(): Promise<number> {
      const row = await db
        .selectFrom('refunds')
        .select((eb) => eb.fn.sum<number | null>('amount_paise').as('total'))
        .where('status', '=', 'processed')
        .executeTakeFirstOrThrow()
      return row.total ?? 0
    },
  }
}

export type RefundsRepository = ReturnType<typeof createRefundsRepository>
