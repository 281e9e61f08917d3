import type { FastifyBaseLogger } from 'fastify'
import { formatDate, formatDateTime } from '../../../contract/dates'
import { formatRupees, paiseToRupees } from '../../../contract/money'
import { noticeMailSubjects } from '../../../contract/notice-mail'
import { paths } from '../../../contract/paths'
import type { AppServices } from '../../app-services'

// A subscriber hears by mail when their subscription starts or renews (the mail is the charge's
// receipt, kind 'receipt', as a card's is: purchases/receipt-mail.ts) and when it ends (a notice).
// Each is sent after the change committed, by whoever recorded it, and once per payment or period:
// the key is claimed first (mailer.ts sendOnce), so a charge reported twice mails once.

export type SubscriptionMailServices = Pick<AppServices, 'mailer' | 'users' | 'config' | 'subscriptions'>

const mySubscriptions = (app: SubscriptionMailServices) => `${app.config.publicUrl}${paths.mySubscriptions}`

/** The receipt of one paid month: 'started' for the first, 'renewed' for every one after it. */
export async function mailSubscriptionCharge(
  app: SubscriptionMailServices,
  charge: {
    subscriptionId: string
    paymentId: string
    amountPaise: number
    start: Date
    end: Date
    paidAt: Date
    started: boolean
  },
  log: Pick<FastifyBaseLogger, 'warn'>,
): Promise<void> {
  try {
    const row = await app.subscriptions.named(charge.subscriptionId)
    const viewer = row && (await app.users.byId(row.viewer_id))
    if (!row || !viewer) return
    const subject = charge.started
      ? noticeMailSubjects.subscriptionStarted(row.streamer_name)
      : noticeMailSubjects.subscriptionRenewed(row.streamer_name)
    await app.mailer.sendOnce(`subscription-charge:${charge.paymentId}`, {
      to: viewer.email,
      category: 'receipt',
      subject,
      text: [
        `Hello ${viewer.username},`,
        '',
        charge.started
          ? `Your ${row.tier_name} subscription to ${row.streamer_name} has started. This is your receipt.`
          : `Your ${row.tier_name} subscription to ${row.streamer_name} has renewed for another month. This is your receipt.`,
        '',
        `Subscription: ${row.tier_name}, ${row.streamer_name}`,
        `Period: ${formatDate(charge.start.toISOString())} to ${formatDate(charge.end.toISOString())}`,
        `Amount paid: ${formatRupees(paiseToRupees(charge.amountPaise), { alwaysPaise: true })}`,
        `Paid on: ${formatDateTime(charge.paidAt.toISOString())}`,
        `Payment ID: ${charge.paymentId}`,
        '',
        `Your subscriptions, and how to cancel: ${mySubscriptions(app)}`,
        '',
        '— Cardcast',
      ].join('\n'),
    })
  } catch (error) {
    log.warn({ err: error, subscriptionId: charge.subscriptionId }, 'subscription receipt not sent')
  }
}

/** An active subscription reached its period's end without renewing: it ended, its perks too. */
export async function mailSubscriptionEnded(
  app: SubscriptionMailServices,
  row: {
    id: string
    viewer_email: string
    viewer_name: string
    streamer_name: string
    tier_name: string
    current_period_end: string | null
  },
  log: Pick<FastifyBaseLogger, 'warn'>,
): Promise<void> {
  try {
    await app.mailer.sendOnce(`subscription-ended:${row.id}:${row.current_period_end}`, {
      to: row.viewer_email,
      category: 'notice',
      subject: noticeMailSubjects.subscriptionEnded(row.streamer_name),
      text: [
        `Hello ${row.viewer_name},`,
        '',
        `Your ${row.tier_name} subscription to ${row.streamer_name} ended on ${formatDate(row.current_period_end ?? new Date().toISOString())} and did not renew. Its perks have ended, and nothing more will be charged.`,
        '',
        `You can subscribe again at any time from ${row.streamer_name}'s page. Your subscriptions: ${mySubscriptions(app)}`,
        '',
        '— Cardcast',
      ].join('\n'),
    })
  } catch (error) {
    log.warn({ err: error, subscriptionId: row.id }, 'subscription ended mail not sent')
  }
}
