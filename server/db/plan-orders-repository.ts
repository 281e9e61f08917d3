import type { Kysely } from 'kysely'
import type { Database } from './schema'
import type { PlanOrderTable } from './schema-marketplace'

/** Checkouts of Creator Pro: opened with the server's price, paid once, like card orders. */
export function createPlanOrdersRepository(db: Kysely<Database>) {
  return {
    byId: (id: string) => db.selectFrom('plan_orders').selectAll().where('id', '=', id).executeTakeFirst(),

    create: (order: Omit<PlanOrderTable, 'status' | 'payment_id' | 'paid_at' | 'created_at'>) =>
      db
        .insertInto('plan_orders')
        .values({
          ...order,
          status: 'created',
          payment_id: null,
          paid_at: null,
          created_at: new Date().toISOString(),
        })
        .execute(),

    /** As for card orders: paid once, and again only for the same payment id (a retried verify). */
    async markPaid(orderId: string, paymentId: string): Promise<boolean> {
      const result = await db
        .updateTable('plan_orders')
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
        .updateTable('plan_orders')
        .set({ status: 'failed' })
        .where('id', '=', orderId)
        .where('status', '=', 'created')
        .execute(),
  }
}

export type PlanOrdersRepository = ReturnType<typeof createPlanOrdersRepository>
