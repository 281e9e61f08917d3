import type { AppContext } from '../context'
import { isUniqueViolation } from '../db/database'
import type { PaymentOrderRow, PurchaseRow } from '../db/schema-marketplace'

/**
 * Records the purchase a verified, paid order pays for — once per payment, whoever gets there first
 * (the browser's createTransaction or the provider's webhook). Returns the one purchase either way.
 */
export async function recordPaidPurchase(ctx: AppContext, order: PaymentOrderRow): Promise<PurchaseRow> {
  if (order.status !== 'paid' || !order.payment_id) throw new Error('recordPaidPurchase needs a paid order')
  const paymentId = order.payment_id
  const existing = await ctx.purchases.byPaymentId(paymentId)
  if (existing) return existing
  const [card, user] = await Promise.all([ctx.cards.byId(order.card_id), ctx.users.byId(order.user_id)])
  if (!card) throw new Error(`paid order ${order.id} names a missing card`)
  try {
    return await ctx.purchases.create({
      card,
      userId: order.user_id,
      userEmail: user?.email ?? '',
      amountPaise: Number(order.amount_paise),
      paymentId,
      orderId: order.id,
    })
  } catch (error) {
    if (!isUniqueViolation(error)) throw error
    // The webhook and the browser raced: the other one recorded it.
    const recorded = await ctx.purchases.byPaymentId(paymentId)
    if (!recorded) throw error
    return recorded
  }
}
