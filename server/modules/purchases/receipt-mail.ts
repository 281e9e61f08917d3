import type { FastifyBaseLogger } from 'fastify'
import { formatDateTime } from '../../../contract/dates'
import { formatRupees, paiseToRupees } from '../../../contract/money'
import { receiptMessages } from '../../../contract/orders'
import { paths } from '../../../contract/paths'
import type { AppServices } from '../../app-services'
import type { CardRow, PurchaseRow } from '../../db/schema-marketplace'

// Each paid card gets a receipt by mail, once: sent by whichever of the browser's createTransaction
// and the provider's webhook recorded the purchase (purchases.ts recordPaidPurchase). Receipts are
// mail of their own kind ('receipt'), so a viewer's purchases never spend the budget of their codes.

export async function mailReceipt(
  app: Pick<AppServices, 'users' | 'mailer' | 'config'>,
  purchase: PurchaseRow,
  card: Pick<CardRow, 'creator_name'>,
  log: FastifyBaseLogger,
) {
  try {
    const buyer = await app.users.byId(purchase.user_id)
    await app.mailer.send({
      to: buyer?.email ?? purchase.user_email,
      category: 'receipt',
      subject: receiptMessages.subject(purchase.title),
      text: [
        buyer ? `Hello ${buyer.username},` : 'Hello,',
        '',
        'Thank you for your purchase. This is your receipt.',
        '',
        `Card: ${purchase.title}`,
        `Streamer: ${card.creator_name}`,
        `Amount paid: ${formatRupees(paiseToRupees(purchase.amount_paise), { alwaysPaise: true })}`,
        `Paid on: ${formatDateTime(purchase.purchase_date)}`,
        `Payment ID: ${purchase.payment_id}`,
        `Order ID: ${purchase.order_id}`,
        '',
        `Every order and any refund: ${app.config.publicUrl}${paths.orders}`,
        '',
        '— Cardcast',
      ].join('\n'),
    })
  } catch (error) {
    log.warn({ err: error, purchaseId: purchase.id }, 'receipt email not sent')
  }
}
