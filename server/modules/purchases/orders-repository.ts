import type { Kysely } from 'kysely'
import { paiseToRupees } from '../../../contract/money'
import type { Order, OrderStatus } from '../../../contract/orders'
import { fetchPage, type Page, type PageRequest } from '../../db/keyset'
import type { Database } from '../../db/schema'
import type { RefundStatus } from '../../db/schema-money'
import { FREE_PAYMENT } from './purchases-repository'

// The viewer's receipts: every purchase they made, newest first, with its payment and the latest
// refund asked for it. Read-only; the books are the ledger's (modules/money).

function statusOf(amountPaise: number, refundedAt: string | null, refund: RefundStatus | null): OrderStatus {
  if (refundedAt) return 'refunded'
  if (refund === 'pending') return 'refund-pending'
  return amountPaise === 0 ? 'free' : 'paid'
}

export function createOrdersRepository(db: Kysely<Database>) {
  return {
    async ofViewer(userId: string, request: PageRequest): Promise<Page<Order>> {
      const query = db
        .selectFrom('purchases')
        .innerJoin('cards', 'cards.id', 'purchases.card_id')
        .leftJoin('users as streamers', 'streamers.id', 'cards.creator_id')
        .select([
          'purchases.id',
          'purchases.purchase_date',
          'purchases.title',
          'purchases.amount_paise',
          'purchases.payment_id',
          'purchases.refunded_at',
          'cards.creator_name',
          'streamers.username as streamer',
        ])
        .where('purchases.user_id', '=', userId)
        // An administrator's deletion takes the record off every list but the books.
        .where('purchases.deleted_at', 'is', null)
      const page = await fetchPage(
        query,
        { sort: 'purchases.purchase_date', id: 'purchases.id' },
        request,
        (row) => ({
          sort: row.purchase_date,
          id: row.id,
        }),
      )
      const ids = page.rows.map((row) => row.id)
      const refunds =
        ids.length === 0
          ? []
          : await db
              .selectFrom('refunds')
              .select(['purchase_id', 'amount_paise', 'status', 'created_at'])
              .where('purchase_id', 'in', ids)
              .orderBy('created_at', 'asc')
              .execute()
      // Oldest first, so the latest of each purchase is the one left in the map.
      const latestRefund = new Map(refunds.map((refund) => [refund.purchase_id, refund]))
      return {
        ...page,
        rows: page.rows.map((row) => {
          const refund = latestRefund.get(row.id)
          return {
            id: row.id,
            date: row.purchase_date,
            streamer: row.streamer ?? row.creator_name,
            card: row.title,
            amount: paiseToRupees(row.amount_paise),
            paymentId: row.payment_id === FREE_PAYMENT ? null : row.payment_id,
            status: statusOf(Number(row.amount_paise), row.refunded_at, refund?.status ?? null),
            refund: refund
              ? { amount: paiseToRupees(refund.amount_paise), status: refund.status, date: refund.created_at }
              : null,
          }
        }),
      }
    },
  }
}

export type OrdersRepository = ReturnType<typeof createOrdersRepository>
