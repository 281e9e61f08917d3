import { addDays } from 'date-fns'
import type { FastifyBaseLogger } from 'fastify'
import { communityMessages } from '../../../contract/community'
import type { AppServices } from '../../app-services'
import { isUniqueViolation } from '../../db/database'
import type { PaymentOrderRow, PurchaseRow } from '../../db/schema-marketplace'
import { RefusalError } from '../../errors'
import { mailParentOfSpending } from '../accounts'
import { AuctionSaleRefused, announceAuction, settleAuctionSale } from '../auctions'
import { addMarathonTime, announceMarathon, type MarathonAdded } from '../marathons'
import { bookSale, refundOrphanCapture } from '../money'
import { createPurchasesRepository } from './purchases-repository'
import { mailReceipt } from './receipt-mail'

/** A verified payment that bought nothing and is being refunded (an auction sold already): 409. */
export class PaymentRefunded extends RefusalError {}

/**
 * Records the purchase a verified, paid order pays for — once per payment, whoever gets there first
 * (the browser's createTransaction or the provider's webhook). Returns the one purchase either way.
 * The purchase and its sale in the books (modules/money/book-sale.ts: the ledger group 'sale:<purchase
 * id>', the creator's 80% share held PAYOUT_HOLD_DAYS, with TDS and TCS withheld) are written in one
 * transaction: there is never a paid purchase without its entries, nor entries without their
 * purchase. A live marathon of the streamer is extended in the same transaction
 * (modules/marathons/marathons.ts), and an auction's winning bid settles its auction
 * (modules/auctions/settlement.ts): what follows the sale stays here, beside the door. A payment the
 * auction can no longer take records nothing: it is refunded once, as an orphan (orphan-capture.ts),
 * and PaymentRefunded is thrown.
 */
export async function recordPaidPurchase(
  app: Pick<
    AppServices,
    'cards' | 'clock' | 'config' | 'db' | 'mailer' | 'overlayBus' | 'parentLinks' | 'purchases' | 'users'
  > &
    Parameters<typeof mailReceipt>[0] &
    Parameters<typeof refundOrphanCapture>[0],
  order: PaymentOrderRow,
  log: FastifyBaseLogger,
): Promise<PurchaseRow> {
  if (order.status !== 'paid' || !order.payment_id) throw new Error('recordPaidPurchase needs a paid order')
  // A community card's contribution buys no card: modules/community records it (docs/community-cards.md).
  if (order.community_card_id) throw new RefusalError(409, communityMessages.notForPurchase)
  const paymentId = order.payment_id
  const existing = await app.purchases.byPaymentId(paymentId)
  if (existing) return existing
  const [card, user] = await Promise.all([app.cards.byId(order.card_id), app.users.byId(order.user_id)])
  if (!card) throw new Error(`paid order ${order.id} names a missing card`)
  const amountPaise = order.amount_paise
  try {
    let added: MarathonAdded | undefined
    let sold: { streamerId: string; auctionId: string } | undefined
    const recorded = await app.db.transaction().execute(async (trx) => {
      const purchase = await createPurchasesRepository(trx).create({
        card,
        userId: order.user_id,
        userEmail: user?.email ?? '',
        amountPaise,
        paymentId,
        orderId: order.id,
      })
      if (amountPaise > 0) {
        const now = app.clock.now()
        await bookSale(trx, {
          kind: 'card',
          groupKey: `sale:${purchase.id}`,
          buyerId: order.user_id,
          sellerId: card.creator_id,
          amountPaise,
          paymentId,
          purchaseId: purchase.id,
          at: now,
          shareAvailableAt: addDays(now, app.config.payoutHoldDays),
        })
        // An auction's winning bid: its offer is paid and the auction sold, in this transaction.
        sold = await settleAuctionSale(trx, order, purchase.id, now)
        added = await addMarathonTime(trx, {
          streamerId: card.creator_id,
          cause: sold ? 'auction' : 'sale',
          sourceKey: `sale:${purchase.id}`,
          userId: order.user_id,
          username: user?.username ?? '',
          amountPaise,
          now,
        })
      }
      return purchase
    })
    if (added) await announceMarathon(app.overlayBus, added.streamerId, added)
    if (sold) await announceAuction(app.overlayBus, sold.streamerId, sold.auctionId)
    if (amountPaise > 0) await mailReceipt(app, recorded, card, log)
    // A child's paid card or won auction: the parent hears of it (docs/privacy.md).
    if (amountPaise > 0 && user) {
      const what = { kind: sold ? ('auction' as const) : ('card' as const), title: card.title }
      await mailParentOfSpending(app, user, what, amountPaise, log)
    }
    return recorded
  } catch (error) {
    if (error instanceof AuctionSaleRefused) {
      // Refunded through the order's own provider (a simulated order's payment is simulated too).
      const capture = { paymentId, orderId: order.id, amountPaise, provider: order.provider }
      await refundOrphanCapture(app, capture, log)
      throw new PaymentRefunded(409, error.refusal)
    }
    if (!isUniqueViolation(error)) throw error
    // The webhook and the browser raced: the other one recorded it (the whole transaction rolled back).
    const recorded = await app.purchases.byPaymentId(paymentId)
    if (!recorded) throw error
    return recorded
  }
}
