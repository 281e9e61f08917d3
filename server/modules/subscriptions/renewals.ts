import { createHash } from 'node:crypto'
import { addHours, subDays } from 'date-fns'
import type { FastifyBaseLogger } from 'fastify'
import {
  PAST_DUE_GRACE_DAYS,
  PRE_DEBIT_NOTICE_HOURS,
  PRE_DEBIT_NOTICE_LEAD_HOURS,
} from '../../../contract/constants'
import { formatDate } from '../../../contract/dates'
import { formatRupees, paiseToRupees } from '../../../contract/money'
import { paths } from '../../../contract/paths'
import type { AppServices } from '../../app-services'
import { sendPreDebitNotice } from '../money'
import { recordSubscriptionCharge } from './charges'
import { cancelDueAtProvider, type ProviderCancelServices } from './provider-cancel'
import { mailSubscriptionEnded } from './subscription-mail'
import { payByOf, type SweptSubscription as Running, renewsAt } from './subscriptions-repository'

/**
 * What the sweep reads and writes, and what recording a renewal's charge takes. `db` only for the
 * pre-debit notice, which money writes itself (modules/money/payments/pre-debit-notice.ts).
 */
type RenewalServices = Pick<AppServices, 'db' | 'mailer' | 'config'> &
  ProviderCancelServices &
  Parameters<typeof recordSubscriptionCharge>[0]

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
        text: [`Hello ${row.viewer_name},`, '', ...lines, '', '— Cardcast'].join('\n'),
      })
    } catch (error) {
      log.error({ err: error, subscriptionId: row.id }, 'subscription mail not sent')
    }
  }

  const mySubscriptionsLink = () => `${app.config.publicUrl}${paths.mySubscriptions}`

  /** The provider declined the renewal: past-due from now, claimed once per period. */
  async function fallPastDue(row: Running, now: Date) {
    const end = row.current_period_end as string
    if (!(await subscriptions.markPastDue(row.id, now, end))) return
    log.info({ subscriptionId: row.id }, 'subscription renewal declined: past-due')
    const payBy = formatDate(
      payByOf({ past_due_since: now.toISOString(), current_period_end: end }).toISOString(),
    )
    const amount = formatRupees(paiseToRupees(row.notice_amount_paise ?? row.tier_price_paise))
    await tell(row, `Your ${row.streamer_name} subscription payment failed`, [
      `The ${amount} renewal of your ${row.tier_name} subscription to ${row.streamer_name} did not go through.`,
      '',
      `Your perks stay until ${payBy}. To keep them, pay from My Subscriptions before then: ${mySubscriptionsLink()}`,
      'Otherwise the subscription stops then, and nothing more is charged.',
    ])
  }

  /** Past-due and still unpaid at the grace's end: halted, its perks over. */
  async function halt(row: Running, now: Date) {
    if (!(await subscriptions.haltUnpaid(row.id, row.current_period_end, now))) return
    log.info({ subscriptionId: row.id }, 'past-due subscription halted')
    await tell(row, `Your ${row.streamer_name} subscription has stopped`, [
      `The renewal of your ${row.tier_name} subscription to ${row.streamer_name} was not paid, so it has stopped and its perks have ended. Nothing more will be charged.`,
      '',
      `You can subscribe again at any time from ${row.streamer_name}'s page.`,
    ])
  }

  async function sendNotice(row: Running, now: Date) {
    const end = row.current_period_end as string
    const amountPaise = row.tier_price_paise
    const date = formatDate(end)
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
          subject: `Your ${row.streamer_name} subscription renews on ${date}`,
          text: [
            `Hello ${row.viewer_name},`,
            '',
            `Your ${row.tier_name} subscription to ${row.streamer_name} renews on ${date}: ${formatRupees(paiseToRupees(amountPaise))} will be charged then.`,
            '',
            `Nothing to do to keep it. To stop it, cancel before then: ${app.config.publicUrl}${paths.mySubscriptions}`,
            'Your perks stay to the end of the month you paid for.',
            '',
            '— Cardcast',
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
