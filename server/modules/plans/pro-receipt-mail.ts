import type { FastifyBaseLogger } from 'fastify'
import { formatDate, formatDateTime } from '../../../contract/dates'
import { formatRupees, paiseToRupees } from '../../../contract/money'
import { noticeMailSubjects } from '../../../contract/notice-mail'
import { paths } from '../../../contract/paths'
import { PRO_MONTHS_PER_PURCHASE } from '../../../contract/plan-rules'
import type { AppServices } from '../../app-services'
import type { UserRow } from '../../db/schema'
import type { PlanOrderRow } from '../../db/schema-marketplace'

// Each paid month of Creator Pro (bought by hand or renewed) gets a receipt by mail, as a card does
// (purchases/receipt-mail.ts, kind 'receipt'): sent by whichever of the buyer's plan-verify, the
// provider's webhook and the renewal recorded the payment, after the commit, once per payment.

export type ProReceiptServices = Pick<AppServices, 'mailer' | 'config'>

export async function mailProReceipt(
  app: ProReceiptServices,
  user: Pick<UserRow, 'email' | 'username' | 'pro_until'>,
  order: PlanOrderRow & { payment_id: string },
  period: { startsAt: Date; endsAt: Date },
  log: Pick<FastifyBaseLogger, 'warn'>,
): Promise<void> {
  try {
    await app.mailer.sendOnce(`pro-receipt:${order.payment_id}`, {
      to: user.email,
      category: 'receipt',
      subject: noticeMailSubjects.proReceipt,
      text: [
        `Hello ${user.username},`,
        '',
        'Thank you for your payment. This is your receipt.',
        '',
        `Plan: Creator Pro, ${PRO_MONTHS_PER_PURCHASE} month`,
        `Period: ${formatDate(period.startsAt.toISOString())} to ${formatDate(period.endsAt.toISOString())}`,
        `Amount paid: ${formatRupees(paiseToRupees(order.amount_paise), { alwaysPaise: true })}`,
        `Paid on: ${formatDateTime(order.paid_at ?? new Date().toISOString())}`,
        `Payment ID: ${order.payment_id}`,
        `Order ID: ${order.id}`,
        '',
        `Your plan and its renewal: ${app.config.publicUrl}${paths.profile}`,
        '',
        '— Cardcast',
      ].join('\n'),
    })
  } catch (error) {
    log.warn({ err: error, orderId: order.id }, 'Creator Pro receipt not sent')
  }
}
