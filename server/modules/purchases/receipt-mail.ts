import type { FastifyBaseLogger } from 'fastify'
import { formatDateTime } from '../../../contract/dates'
import type { Locale } from '../../../contract/locale'
import { formatRupees, paiseToRupees } from '../../../contract/money'
import { receiptMessages } from '../../../contract/orders'
import { paths } from '../../../contract/paths'
import type { AppServices } from '../../app-services'
import type { CardRow, PurchaseRow } from '../../db/schema-marketplace'
import { MAIL_SIGN_OFF, mailDate, mailGreeting, mailMessage, readerLocale } from '../mail'

// Each paid card gets a receipt by mail, once: sent by whichever of the browser's createTransaction
// and the provider's webhook recorded the purchase (purchases.ts recordPaidPurchase). Receipts are
// mail of their own kind ('receipt'), so a viewer's purchases never spend the budget of their codes.

interface CardReceipt {
  card: string
  streamer: string
  amount: string
  paidOn: string
  paymentId: string | null
  orderId: string | null
  link: string
}

/** A card's receipt, in each language. */
const CARD_RECEIPT: Record<Locale, (r: CardReceipt) => string[]> = {
  'en-IN': (r) => [
    'Thank you for your purchase. This is your receipt.',
    '',
    `Card: ${r.card}`,
    `Streamer: ${r.streamer}`,
    `Amount paid: ${r.amount}`,
    `Paid on: ${r.paidOn}`,
    `Payment ID: ${r.paymentId}`,
    `Order ID: ${r.orderId}`,
    '',
    `Every order and any refund: ${r.link}`,
  ],
  'hi-IN': (r) => [
    'आपकी खरीद के लिए धन्यवाद। यह आपकी रसीद है।',
    '',
    `कार्ड: ${r.card}`,
    `स्ट्रीमर: ${r.streamer}`,
    `भुगतान की गई रकम: ${r.amount}`,
    `भुगतान की तारीख: ${r.paidOn}`,
    `Payment ID: ${r.paymentId}`,
    `Order ID: ${r.orderId}`,
    '',
    `आपके सारे ऑर्डर और कोई भी रिफ़ंड: ${r.link}`,
  ],
}

export async function mailReceipt(
  app: Pick<AppServices, 'users' | 'mailer' | 'config'>,
  purchase: PurchaseRow,
  card: Pick<CardRow, 'creator_name'>,
  log: FastifyBaseLogger,
) {
  try {
    const buyer = await app.users.byId(purchase.user_id)
    const locale = readerLocale(buyer)
    await app.mailer.send({
      to: buyer?.email ?? purchase.user_email,
      category: 'receipt',
      subject: mailMessage(receiptMessages.subject(purchase.title), locale),
      text: [
        mailGreeting(locale, buyer?.username),
        '',
        ...CARD_RECEIPT[locale]({
          card: purchase.title,
          streamer: card.creator_name,
          amount: formatRupees(paiseToRupees(purchase.amount_paise), { alwaysPaise: true }),
          paidOn: mailDate(formatDateTime(purchase.purchase_date), locale),
          paymentId: purchase.payment_id,
          orderId: purchase.order_id,
          link: `${app.config.publicUrl}${paths.orders}`,
        }),
        '',
        MAIL_SIGN_OFF,
      ].join('\n'),
    })
  } catch (error) {
    log.warn({ err: error, purchaseId: purchase.id }, 'receipt email not sent')
  }
}
