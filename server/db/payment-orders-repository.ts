import type { Kysely } from 'kysely'
import type { Database } from './schema'
import type { PaymentOrderTable } from './schema-marketplace'

export function createPaymentOrdersRepository(db: Kysely<Database>) {
  return {
    byId: (id: string) => db.selectFrom('payment_orders').selectAll().where('id', '=', id).executeTakeFirst(),

    create: (order: Omit<PaymentOrderTable, 'status' | 'payment_id' | 'paid_at' | 'created_at'>) =>
      db
        .insertInto('payment_orders')
        .values({
          ...order,
          status: 'created',
          payment_id: null,
          paid_at: null,
          created_at: new Date().toISOString(),
        })
        .execute(),

    /**
     * Records the verified payment of an order. Succeeds once per order, and again only for the same
     * payment id (a retried verify); any other payment for a paid order is refused.
     */
    async markPaid(orderId: string, paymentId: string): Promise<boolean> {
      const result = await db
        .updateTable('payment_orders')
        .set({ status: 'paid', payment_id: paymentId, paid_at: new Date().toISOString() })
        .where('id', '=', orderId)
        .where((eb) =>
          eb.or([
            eb('status', '=', 'created'),
            eb.and([eb('status', '=', 'paid'), eb('payment_id', '=', paymentId)]),
          ]),
        )
        .executeTakeFirst()
      return Number(result.numUpdatedRows) === 1
    },

    markFailed: (orderId: string) =>
      db
        .updateTable('payment_orders')
        .set({ status: 'failed' })
        .where('id', '=', orderId)
        .where('status', '=', 'created')
        .execute(),
  }
}

export type PaymentOrdersRepository = ReturnType<typeof createPaymentOrdersRepository>
