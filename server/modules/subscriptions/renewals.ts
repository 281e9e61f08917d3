import { createHash } from 'node:crypto'
import { addHours, subDays } from 'date-fns'
import type { FastifyBaseLogger } from 'fastify'
import {
  PAST_DUE_GRACE_DAYS,
  PRE_DEBIT_NOTICE_HOURS,
  PRE_DEBIT_NOTICE_LEAD_HOURS,
} from '../../../contract/constants'
import { formatDate } from '../../../contract/dates'
import type { Locale } from '../../../contract/locale'
import { formatRupees, paiseToRupees } from '../../../contract/money'
import { paths } from '../../../contract/paths'
import type { AppServices } from '../../app-services'
import { MAIL_SIGN_OFF, mailDate, mailGreeting } from '../mail'
import { sendPreDebitNotice } from '../money'
import { recordSubscriptionCharge } from './charges'
import { cancelDueAtProvider, type ProviderCancelServices } from './provider-cancel'
import { mailSubscriptionEnded } from './subscription-mail'
import { markPastDueAndPush } from './subscription-pushes'
import { payByOf, type SweptSubscription as Running, renewsAt } from './subscriptions-repository'

/**
 * What the sweep reads and writes, and what recording a renewal's charge takes. `db` only for the
 * pre-debit notice, which money writes itself (modules/money/payments/pre-debit-notice.ts).
 */
type RenewalServices = Pick<AppServices, 'db' | 'mailer' | 'config' | 'push'> &
  ProviderCancelServices &
  Parameters<typeof recordSubscriptionCharge>[0]

/** A subscriber's mails of the renewal, in each language. */
const RENEWAL_MAIL: Record<
  Locale,
  {
    pastDue: {
      subject: (streamer: string) => string
      lines: (amount: string, tier: string, streamer: string, payBy: string, link: string) => string[]
    }
    halted: { subject: (streamer: string) => string; lines: (tier: string, streamer: string) => string[] }
    notice: {
      subject: (streamer: string, date: string) => string
      lines: (tier: string, streamer: string, date: string, amount: string, link: string) => string[]
    }
  }
> = {
  'en-IN': {
    pastDue: {
      subject: (streamer) => `Your ${streamer} subscription payment failed`,
      lines: (amount, tier, streamer, payBy, link) => [
        `The ${amount} renewal of your ${tier} subscription to ${streamer} did not go through.`,
        '',
        `Your perks stay until ${payBy}. To keep them, pay from My Subscriptions before then: ${link}`,
        'Otherwise the subscription stops then, and nothing more is charged.',
      ],
    },
    halted: {
      subject: (streamer) => `Your ${streamer} subscription has stopped`,
      lines: (tier, streamer) => [
        `The renewal of your ${tier} subscription to ${streamer} was not paid, so it has stopped and its perks have ended. Nothing more will be charged.`,
        '',
        `You can subscribe again at any time from ${streamer}'s page.`,
      ],
    },
    notice: {
      subject: (streamer, date) => `Your ${streamer} subscription renews on ${date}`,
      lines: (tier, streamer, date, amount, link) => [
        `Your ${tier} subscription to ${streamer} renews on ${date}: ${amount} will be charged then.`,
        '',
        `Nothing to do to keep it. To stop it, cancel before then: ${link}`,
        'Your perks stay to the end of the month you paid for.',
      ],
    },
  },
  'hi-IN': {
    pastDue: {
      subject: (streamer) => `आपकी ${streamer} सदस्यता का भुगतान विफल रहा`,
      lines: (amount, tier, streamer, payBy, link) => [
        `${streamer} की आपकी ${tier} सदस्यता का ${amount} का रिन्यूअल नहीं हो सका।`,
        '',
        `आपके फ़ायदे ${payBy} तक बने रहेंगे। इन्हें बनाए रखने के लिए उससे पहले My Subscriptions से भुगतान करें: ${link}`,
        'वरना सदस्यता तब रुक जाएगी, और कोई और शुल्क नहीं लगेगा।',
      ],
    },
    halted: {
      subject: (streamer) => `आपकी ${streamer} सदस्यता रुक गई है`,
      lines: (tier, streamer) => [
        `${streamer} की आपकी ${tier} सदस्यता के रिन्यूअल का भुगतान नहीं हुआ, इसलिए यह रुक गई है और इसके फ़ायदे खत्म हो गए हैं। कोई और शुल्क नहीं लगेगा।`,
        '',
        `आप ${streamer} के पेज से कभी भी फिर से सब्सक्राइब कर सकते हैं।`,
      ],
    },
    notice: {
      subject: (streamer, date) => `आपकी ${streamer} सदस्यता ${date} को रिन्यू होगी`,
      lines: (tier, streamer, date, amount, link) => [
        `${streamer} की आपकी ${tier} सदस्यता ${date} को रिन्यू होगी: तब ${amount} का शुल्क लगेगा।`,
        '',
        `इसे जारी रखने के लिए कुछ करने की ज़रूरत नहीं। रोकना हो तो उससे पहले रद्द करें: ${link}`,
        'आपके फ़ायदे उस महीने के अंत तक रहेंगे जिसका आपने भुगतान किया है।',
      ],
    },
  },
}

/**
 * The life of a running subscription, one sweep at a time (background-work.ts runs it every
 * SUBSCRIPTION_SWEEP_SECONDS, on every instance: each step is claimed or written once):
 * - a pre-debit notice, mailed once the period's end is PRE_DEBIT_NOTICE_LEAD_HOURS away, naming the
 *   amount (the tier's price then), the date and where to cancel;
 * - at the period's end, the renewal: charged only if that notice went out at least
 *   PRE_DEBIT_NOTICE_HOURS before, and only its amount (the simulated provider charges at once; the
 *   payment id is derived from the subscription and the period, so two instances charge once);
 * - a renewal the provider declines makes it past-due (mailed: pay by the grace's end to keep the
 *   perks), and one still unpaid PAST_DUE_GRACE_DAYS later is halted (mailed: perks ended);
 * - the end of one that will not renew: cancelled by its subscriber, its tier retired, or its
 *   streamer no longer on Creator Pro;
 * - the cancel at the provider of one let go here that the provider has not yet agreed to.
 */
export function createSubscriptionRenewals(app: RenewalServices, log: FastifyBaseLogger) {
  const { subscriptions } = app

  /** Mails the subscriber; a refused mail is logged (My Subscriptions says the same in the app). */
  async function tell(row: Running, subject: string, lines: string[]) {
    try {
      await app.mailer.send({
        to: row.viewer_email,
        // A notice of its own kind: a subscription's news never spends the budget of the viewer's codes.
        category: 'notice',
        subject,
        text: [mailGreeting(row.viewer_locale, row.viewer_name), '', ...lines, '', MAIL_SIGN_OFF].join('\n'),
      })
    } catch (error) {
      log.error({ err: error, subscriptionId: row.id }, 'subscription mail not sent')
    }
  }

  const mySubscriptionsLink = () => `${app.config.publicUrl}${paths.mySubscriptions}`

  /** The provider declined the renewal: past-due from now, claimed once per period. */
  async function fallPastDue(row: Running, now: Date) {
    const end = row.current_period_end as string
    if (!(await markPastDueAndPush(app, row, now, end))) return
    log.info({ subscriptionId: row.id }, 'subscription renewal declined: past-due')
    const payBy = mailDate(
      formatDate(payByOf({ past_due_since: now.toISOString(), current_period_end: end }).toISOString()),
      row.viewer_locale,
    )
    const amount = formatRupees(paiseToRupees(row.notice_amount_paise ?? row.tier_price_paise))
    const { pastDue } = RENEWAL_MAIL[row.viewer_locale]
    await tell(
      row,
      pastDue.subject(row.streamer_name),
      pastDue.lines(amount, row.tier_name, row.streamer_name, payBy, mySubscriptionsLink()),
    )
  }

  /** Past-due and still unpaid at the grace's end: halted, its perks over. */
  async function halt(row: Running, now: Date) {
    if (!(await subscriptions.haltUnpaid(row.id, row.current_period_end, now))) return
    log.info({ subscriptionId: row.id }, 'past-due subscription halted')
    const { halted } = RENEWAL_MAIL[row.viewer_locale]
    await tell(row, halted.subject(row.streamer_name), halted.lines(row.tier_name, row.streamer_name))
  }

  async function sendNotice(row: Running, now: Date) {
    const end = row.current_period_end as string
    const amountPaise = row.tier_price_paise
    const locale = row.viewer_locale
    const date = mailDate(formatDate(end), locale)
    const { notice } = RENEWAL_MAIL[locale]
    await sendPreDebitNotice(
      { db: app.db, mailer: app.mailer, log },
      {
        target: { table: 'subscriptions', id: row.id },
        periodEnd: end,
        amountPaise,
        now,
        mail: {
          to: row.viewer_email,
          // The amount stays in the body: a subject with '₹' travels MIME-encoded, unreadable in some lists.
          subject: notice.subject(row.streamer_name, date),
          text: [
            mailGreeting(locale, row.viewer_name),
            '',
            ...notice.lines(
              row.tier_name,
              row.streamer_name,
              date,
              formatRupees(paiseToRupees(amountPaise)),
              `${app.config.publicUrl}${paths.mySubscriptions}`,
            ),
            '',
            MAIL_SIGN_OFF,
          ].join('\n'),
        },
      },
    )
  }

  async function renew(row: Running, now: Date) {
    const end = row.current_period_end as string
    const noticed =
      row.notice_period_end === end &&
      row.notice_sent_at !== null &&
      addHours(new Date(row.notice_sent_at), PRE_DEBIT_NOTICE_HOURS) <= now
    if (!noticed || row.notice_amount_paise === null) return
    // The simulated provider's test mandate that declines: the charge fails, as with a card without funds.
    if (row.simulated_renewals === 'decline') return fallPastDue(row, now)
    const paymentId = `pay_sim_renew_${createHash('sha256').update(`${row.id}|${end}`).digest('base64url').slice(0, 18)}`
    await recordSubscriptionCharge(
      app,
      row.id,
      { paymentId, amountPaise: row.notice_amount_paise },
      { renewalOf: end },
    )
    log.info({ subscriptionId: row.id, paymentId }, 'subscription renewed')
  }

  async function end(row: Running, now: Date) {
    if (await subscriptions.endUnrenewed(row.id, row.current_period_end, now))
      await mailSubscriptionEnded(app, row, log)
  }

  /**
   * A Razorpay subscription that will not renew here (its tier retired, its streamer's Pro over) is
   * cancelled there at its cycle's end too, so Razorpay charges nothing more; marked cancelled once
   * Razorpay agreed (a refusal is tried again by the next sweep).
   */
  async function stopAtRazorpay(row: Running, now: Date) {
    const razorpay = await app.payments.razorpaySubscriptions()
    if (!razorpay) return
    try {
      await razorpay.cancel(row.provider_subscription_id, { atCycleEnd: true })
    } catch (error) {
      log.warn({ err: error, subscriptionId: row.id }, 'Razorpay did not cancel a subscription that ends')
      return
    }
    await subscriptions.markCancelledAtCycleEnd(row.id, now)
  }

  async function step(row: Running, now: Date) {
    const over = new Date(row.current_period_end as string) <= now
    if (!renewsAt(row, now)) {
      if (row.provider === 'razorpay' && row.cancel_at_period_end === 0) await stopAtRazorpay(row, now)
      if (over) await end(row, now)
    } else if (row.notice_period_end !== row.current_period_end) {
      await sendNotice(row, now)
    } else if (over && row.provider === 'simulated') {
      // Razorpay charges by itself and reports it by webhook (razorpay-events.ts).
      await renew(row, now)
    }
  }

  return {
    /** One pass over the running subscriptions. */
    async sweep(): Promise<void> {
      const now = app.clock.now()
      const horizon = addHours(now, PRE_DEBIT_NOTICE_LEAD_HOURS).toISOString()
      const due = await subscriptions.activeEndingBy(horizon)
      const unpaid = await subscriptions.pastDueSince(subDays(now, PAST_DUE_GRACE_DAYS).toISOString())
      const steps = [
        ...due.map((row) => ({ id: row.id, run: () => step(row, now) })),
        ...unpaid.map((row) => ({ id: row.id, run: () => halt(row, now) })),
      ]
      for (const { id, run } of steps) {
        // One subscription that fails (a row deleted mid-sweep) must not hold up the others.
        try {
          await run()
        } catch (error) {
          log.error({ err: error, subscriptionId: id }, 'subscription sweep step failed')
        }
      }
      // Subscriptions let go here whose cancel the provider refused or never heard (provider-cancel.ts).
      await cancelDueAtProvider(app, log)
    },
  }
}
