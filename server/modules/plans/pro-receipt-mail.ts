import type { FastifyBaseLogger } from 'fastify'
import { formatDate, formatDateTime } from '../../../contract/dates'
import type { Locale } from '../../../contract/locale'
import { formatRupees, paiseToRupees } from '../../../contract/money'
import { noticeMailSubjects } from '../../../contract/notice-mail'
import { paths } from '../../../contract/paths'
import { PRO_MONTHS_PER_PURCHASE } from '../../../contract/plan-rules'
import type { AppServices } from '../../app-services'
import type { UserRow } from '../../db/schema'
import type { PlanOrderRow } from '../../db/schema-marketplace'
import { MAIL_SIGN_OFF, mailDate, mailGreeting, mailMessage } from '../mail'

// Each paid month of Creator Pro (bought by hand or renewed) gets a receipt by mail, as a card does
// (purchases/receipt-mail.ts, kind 'receipt'): sent by whichever of the buyer's plan-verify, the
// provider's webhook and the renewal recorded the payment, after the commit, once per payment.

interface ProReceipt {
  months: number
  start: string
  end: string
  amount: string
  paidOn: string
  paymentId: string
  orderId: string
  link: string
}

/** The receipt's lines, in each language. */
const PRO_RECEIPT: Record<Locale, (r: ProReceipt) => string[]> = {
  'en-IN': (r) => [
    'Thank you for your payment. This is your receipt.',
    '',
    `Plan: Creator Pro, ${r.months} month`,
    `Period: ${r.start} to ${r.end}`,
    `Amount paid: ${r.amount}`,
    `Paid on: ${r.paidOn}`,
    `Payment ID: ${r.paymentId}`,
    `Order ID: ${r.orderId}`,
    '',
    `Your plan and its renewal: ${r.link}`,
  ],
  'hi-IN': (r) => [
    'आपके भुगतान के लिए धन्यवाद। यह आपकी रसीद है।',
    '',
    `प्लान: Creator Pro, ${r.months} महीना`,
    `अवधि: ${r.start} से ${r.end}`,
    `भुगतान की गई रकम: ${r.amount}`,
    `भुगतान की तारीख: ${r.paidOn}`,
    `Payment ID: ${r.paymentId}`,
    `Order ID: ${r.orderId}`,
    '',
    `आपका प्लान और उसका रिन्यूअल: ${r.link}`,
  ],
}

export type ProReceiptServices = Pick<AppServices, 'mailer' | 'config'>

export async function mailProReceipt(
  app: ProReceiptServices,
  user: Pick<UserRow, 'email' | 'username' | 'pro_until' | 'locale'>,
  order: PlanOrderRow & { payment_id: string },
  period: { startsAt: Date; endsAt: Date },
  log: Pick<FastifyBaseLogger, 'warn'>,
): Promise<void> {
  try {
    const { locale } = user
    await app.mailer.sendOnce(`pro-receipt:${order.payment_id}`, {
      to: user.email,
      category: 'receipt',
      subject: mailMessage(noticeMailSubjects.proReceipt, locale),
      text: [
        mailGreeting(locale, user.username),
        '',
        ...PRO_RECEIPT[locale]({
          months: PRO_MONTHS_PER_PURCHASE,
          start: mailDate(formatDate(period.startsAt.toISOString()), locale),
          end: mailDate(formatDate(period.endsAt.toISOString()), locale),
          amount: formatRupees(paiseToRupees(order.amount_paise), { alwaysPaise: true }),
          paidOn: mailDate(formatDateTime(order.paid_at ?? new Date().toISOString()), locale),
          paymentId: order.payment_id,
          orderId: order.id,
          link: `${app.config.publicUrl}${paths.profile}`,
        }),
        '',
        MAIL_SIGN_OFF,
      ].join('\n'),
    })
  } catch (error) {
    log.warn({ err: error, orderId: order.id }, 'Creator Pro receipt not sent')
  }
}
