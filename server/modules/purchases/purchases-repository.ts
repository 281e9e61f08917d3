import type { Kysely } from 'kysely'
import { paiseToRupees } from '../../../contract/money'
import type { OwnedCard, Transaction } from '../../../contract/purchases'
import type { UseStatus } from '../../../contract/stream'
import { newId } from '../../db/ids'
import { fetchPage, type Page, type PageRequest } from '../../db/keyset'
import type { Database } from '../../db/schema'
import type { CardRow, PurchaseRow } from '../../db/schema-marketplace'
import { toCard } from '../catalogue'
import { createStreamUsesRepository, statusOfUse } from '../stream'

// Defined in the contract, below money too, whose refunds refuse a free card (modules/money/refunds).
export { FREE_PAYMENT } from '../../../contract/purchases'

export interface NewPurchase {
  card: CardRow
  userId: string
  userEmail: string
  amountPaise: number
  paymentId: string
  orderId: string
}

/** The statuses of a use that an overlay reported on screen. */
const SHOWN = new Set<UseStatus>(['showing', 'shown', 'skipped'])

/** The user's unused, unrefunded free purchases of the card: a take is refused while one is held. */
export const unusedFreeOf = (db: Kysely<Database>, userId: string, cardId: string) =>
  db
    .selectFrom('purchases')
    .select('id')
    .where('user_id', '=', userId)
    .where('card_id', '=', cardId)
    .where('amount_paise', '=', 0)
    .where('is_used', '=', 0)
    .where('refunded_at', 'is', null)
    .where('deleted_at', 'is', null)

export function createPurchasesRepository(db: Kysely<Database>) {
  return {
    byId: (id: string) =>
      db
        .selectFrom('purchases')
        .selectAll()
        .where('id', '=', id)
        .where('deleted_at', 'is', null)
        .executeTakeFirst(),

    byPaymentId: (paymentId: string) =>
      db.selectFrom('purchases').selectAll().where('payment_id', '=', paymentId).executeTakeFirst(),

    async create(purchase: NewPurchase): Promise<PurchaseRow> {
      return db
        .insertInto('purchases')
        .values({
          id: newId(),
          card_id: purchase.card.id,
          user_id: purchase.userId,
          user_email: purchase.userEmail,
          streamer_email: purchase.card.streamer_email,
          title: purchase.card.title,
          description: purchase.card.description,
          amount_paise: purchase.amountPaise,
          payment_id: purchase.paymentId,
          order_id: purchase.orderId,
          is_used: 0,
          used_at: null,
          use_key: null,
          purchase_date: new Date().toISOString(),
          deleted_at: null,
        })
        .returningAll()
        .executeTakeFirstOrThrow()
    },

    /**
     * One page of the caller's cards with their purchases, for My Cards (deleted cards included: they
     * were bought; refunded ones only when used), newest purchase first. The viewer's id is in every
     * page's query, whatever the cursor.
     */
    async ownedBy(userId: string, request: PageRequest, now = new Date()): Promise<Page<OwnedCard>> {
      const query = db
        .selectFrom('purchases')
        .innerJoin('cards', 'cards.id', 'purchases.card_id')
        .selectAll('cards')
        .select([
          'purchases.id as purchase_id',
          'purchases.is_used as purchase_is_used',
          'purchases.amount_paise as purchase_amount_paise',
          'purchases.purchase_date as purchase_date',
          'purchases.used_at as purchase_used_at',
          'purchases.refunded_at as purchase_refunded_at',
        ])
        .where('purchases.user_id', '=', userId)
        .where('purchases.deleted_at', 'is', null)
        // A refunded card that was never used leaves the list; a used one stays, as history.
        .where((eb) => eb.or([eb('purchases.refunded_at', 'is', null), eb('purchases.is_used', '=', 1)]))
      const page = await fetchPage(
        query,
        { sort: 'purchases.purchase_date', id: 'purchases.id' },
        request,
        (row) => ({ sort: row.purchase_date, id: row.purchase_id }),
      )
      // Where each purchase's latest use is on the stream (waiting, showing, shown or returned).
      const streamUses = createStreamUsesRepository(db)
      const uses = await streamUses.latestForPurchases(page.rows.map((row) => row.purchase_id))
      const inLine = [...uses.values()].filter((use) => use.status === 'queued' || use.status === 'sent')
      const places = await streamUses.places(inLine)
      return {
        ...page,
        rows: page.rows.map((row) => {
          const use = uses.get(row.purchase_id)
          const useStatus = use ? statusOfUse(use, now) : null
          return {
            ...toCard(row),
            transactionId: row.purchase_id,
            pricePaid: paiseToRupees(row.purchase_amount_paise),
            isUsed: row.purchase_is_used === 1,
            purchaseDate: row.purchase_date,
            usedAt: row.purchase_used_at,
            refundedAt: row.purchase_refunded_at,
            useStatus,
            shownAt: useStatus && SHOWN.has(useStatus) ? (use?.shown_at ?? null) : null,
            startsAt: use?.status === 'sent' ? use.starts_at : null,
            queuePlace: use && useStatus === 'queued' ? (places.get(use.id) ?? null) : null,
            useId: use?.id ?? null,
            // Read by the route, which knows the overlays (modules/stream/live-queue.ts).
            streamLive: false,
            usedTitle: use && useStatus !== 'rejected' ? use.title : null,
            usedDescription: use && useStatus !== 'rejected' ? use.description : null,
            returnedReason: useStatus === 'rejected' ? (use?.reason ?? null) : null,
          }
        }),
      }
    },

    /**
     * Marks the purchase used only if it is still unused and not refunded: of any number of concurrent
     * uses, exactly one updates the row. Returns the time it was used when this call was the one.
     */
    async markUsed(purchaseId: string, useKey: string | null): Promise<string | undefined> {
      const usedAt = new Date().toISOString()
      const result = await db
        .updateTable('purchases')
        .set({ is_used: 1, used_at: usedAt, use_key: useKey })
        .where('id', '=', purchaseId)
        .where('is_used', '=', 0)
        .where('refunded_at', 'is', null)
        .executeTakeFirst()
      return result.numUpdatedRows === 1n ? usedAt : undefined
    },

    /** An unused, unrefunded free purchase of the card the user still holds (one at a time). */
    unusedFree: (userId: string, cardId: string) => unusedFreeOf(db, userId, cardId).executeTakeFirst(),
  }
}

export type PurchasesRepository = ReturnType<typeof createPurchasesRepository>

export function toTransaction(row: PurchaseRow): Transaction {
  return {
    _id: row.id,
    cardId: row.card_id,
    streamerEmailId: row.streamer_email,
    userEmailId: row.user_email,
    title: row.title,
    description: row.description,
    isUsed: row.is_used === 1,
    purchaseDate: row.purchase_date,
    paymentId: row.payment_id,
    orderId: row.order_id,
    amount: paiseToRupees(row.amount_paise),
  }
}
