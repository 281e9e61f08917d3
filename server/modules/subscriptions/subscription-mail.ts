import type { FastifyBaseLogger } from 'fastify'
import { formatDate, formatDateTime } from '../../../contract/dates'
import type { Locale } from '../../../contract/locale'
import { formatRupees, paiseToRupees } from '../../../contract/money'
import { noticeMailSubjects } from '../../../contract/notice-mail'
import { paths } from '../../../contract/paths'
import type { AppServices } from '../../app-services'
import { MAIL_SIGN_OFF, mailDate, mailGreeting, mailMessage } from '../mail'

// A subscriber hears by mail when their subscription starts or renews (the mail is the charge's
// receipt, kind 'receipt', as a card's is: purchases/receipt-mail.ts) and when it ends (a notice).
// Each is sent after the change committed, by whoever recorded it, and once per payment or period:
// the key is claimed first (mailer.ts sendOnce), so a charge reported twice mails once.

export type SubscriptionMailServices = Pick<AppServices, 'mailer' | 'users' | 'config' | 'subscriptions'>

interface Receipt {
  started: boolean
  tier: string
  streamer: string
  start: string
  end: string
  amount: string
  paidOn: string
  paymentId: string
  link: string
}

/** A subscriber's receipt and notice of the end, in each language. */
const SUBSCRIPTION_MAIL: Record<
  Locale,
  {
    receipt: (r: Receipt) => string[]
    ended: (tier: string, streamer: string, endedOn: string, link: string) => string[]
  }
> = {
  'en-IN': {
    receipt: (r) => [
      r.started
        ? `Your ${r.tier} subscription to ${r.streamer} has started. This is your receipt.`
        : `Your ${r.tier} subscription to ${r.streamer} has renewed for another month. This is your receipt.`,
      '',
      `Subscription: ${r.tier}, ${r.streamer}`,
      `Period: ${r.start} to ${r.end}`,
      `Amount paid: ${r.amount}`,
      `Paid on: ${r.paidOn}`,
      `Payment ID: ${r.paymentId}`,
      '',
      `Your subscriptions, and how to cancel: ${r.link}`,
    ],
    ended: (tier, streamer, endedOn, link) => [
      `Your ${tier} subscription to ${streamer} ended on ${endedOn} and did not renew. Its perks have ended, and nothing more will be charged.`,
      '',
      `You can subscribe again at any time from ${streamer}'s page. Your subscriptions: ${link}`,
    ],
  },
  'hi-IN': {
    receipt: (r) => [
      r.started
        ? `${r.streamer} की आपकी ${r.tier} सदस्यता शुरू हो गई है। यह आपकी रसीद है।`
        : `${r.streamer} की आपकी ${r.tier} सदस्यता एक और महीने के लिए रिन्यू हो गई है। यह आपकी रसीद है।`,
      '',
      `सदस्यता: ${r.tier}, ${r.streamer}`,
      `अवधि: ${r.start} से ${r.end}`,
      `भुगतान की गई रकम: ${r.amount}`,
      `भुगतान की तारीख: ${r.paidOn}`,
      `Payment ID: ${r.paymentId}`,
      '',
      `आपकी सदस्यताएँ, और उन्हें रद्द करने का तरीका: ${r.link}`,
    ],
    ended: (tier, streamer, endedOn, link) => [
      `${streamer} की आपकी ${tier} सदस्यता ${endedOn} को खत्म हो गई और रिन्यू नहीं हुई। इसके फ़ायदे खत्म हो गए हैं, और कोई और शुल्क नहीं लगेगा।`,
      '',
      `आप ${streamer} के पेज से कभी भी फिर से सब्सक्राइब कर सकते हैं। आपकी सदस्यताएँ: ${link}`,
    ],
  },
}

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
    const locale = viewer.locale
    const subject = mailMessage(
      charge.started
        ? noticeMailSubjects.subscriptionStarted(row.streamer_name)
        : noticeMailSubjects.subscriptionRenewed(row.streamer_name),
      locale,
    )
    const { receipt } = SUBSCRIPTION_MAIL[locale]
    await app.mailer.sendOnce(`subscription-charge:${charge.paymentId}`, {
      to: viewer.email,
      category: 'receipt',
      subject,
      text: [
        mailGreeting(locale, viewer.username),
        '',
        ...receipt({
          started: charge.started,
          tier: row.tier_name,
          streamer: row.streamer_name,
          start: mailDate(formatDate(charge.start.toISOString()), locale),
          end: mailDate(formatDate(charge.end.toISOString()), locale),
          amount: formatRupees(paiseToRupees(charge.amountPaise), { alwaysPaise: true }),
          paidOn: mailDate(formatDateTime(charge.paidAt.toISOString()), locale),
          paymentId: charge.paymentId,
          link: mySubscriptions(app),
        }),
        '',
        MAIL_SIGN_OFF,
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
    viewer_locale: Locale
    streamer_name: string
    tier_name: string
    current_period_end: string | null
  },
  log: Pick<FastifyBaseLogger, 'warn'>,
): Promise<void> {
  try {
    const locale = row.viewer_locale
    await app.mailer.sendOnce(`subscription-ended:${row.id}:${row.current_period_end}`, {
      to: row.viewer_email,
      category: 'notice',
      subject: mailMessage(noticeMailSubjects.subscriptionEnded(row.streamer_name), locale),
      text: [
        mailGreeting(locale, row.viewer_name),
        '',
        ...SUBSCRIPTION_MAIL[locale].ended(
          row.tier_name,
          row.streamer_name,
          mailDate(formatDate(row.current_period_end ?? new Date().toISOString()), locale),
          mySubscriptions(app),
        ),
        '',
        MAIL_SIGN_OFF,
      ].join('\n'),
    })
  } catch (error) {
    log.warn({ err: error, subscriptionId: row.id }, 'subscription ended mail not sent')
  }
}
