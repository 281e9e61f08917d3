import type { Insertable, Kysely, Selectable } from 'kysely'
import type { Database } from '../../../db/schema'

/** The checkouts: a card's (`payment_orders`) or a month of Creator Pro's (`plan_orders`). */
type OrderTable = 'payment_orders' | 'plan_orders'
type OrderRow<Table extends OrderTable> = Selectable<Database[Table]>
type NewOrder<Table extends OrderTable> = Omit<
  Insertable<Database[Table]>,
  'status' | 'payment_id' | 'paid_at' | 'created_at'
>

/**
 * A checkout opened for the amount the server decided, paid once. Both tables share the columns these
 * steps touch (id, status, payment_id, paid_at), so the steps are written once; Kysely is given the
 * card orders' table type only to build the queries.
 */
function createOrdersRepository<Table extends OrderTable>(db: Kysely<Database>, table: Table) {
  const name = table as 'payment_orders'
  return {
    byId: (id: string) =>
      db.selectFrom(name).selectAll().where('id', '=', id).executeTakeFirst() as Promise<
        OrderRow<Table> | undefined
      >,

    create: (order: NewOrder<Table>) =>
      db
        .insertInto(name)
        .values({
          ...(order as NewOrder<'payment_orders'>),
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
        .updateTable(name)
        .set({ status: 'paid', payment_id: paymentId, paid_at: new Date().toISOString() })
        .where('id', '=', orderId)
        .where((eb) =>
          eb.or([
            eb('status', '=', 'created'),
            eb.and([eb('status', '=', 'paid'), eb('payment_id', '=', paymentId)]),
          ]),
        )
        .executeTakeFirst()
      return result.numUpdatedRows === 1n
    },

    markFailed: (orderId: string) =>
      db
        .updateTable(name)
        .set({ status: 'failed' })
        .where('id', '=', orderId)
        .where('status', '=', 'created')
        .execute(),
  }
}

export const createPaymentOrdersRepository = (db: Kysely<Database>) =>
  createOrdersRepository(db, 'payment_orders')
export const createPlanOrdersRepository = (db: Kysely<Database>) => createOrdersRepository(db, 'plan_orders')

export type PaymentOrdersRepository = ReturnType<typeof createPaymentOrdersRepository>
export type PlanOrdersRepository = ReturnType<typeof createPlanOrdersRepository>
