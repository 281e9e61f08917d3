import { createHash } from 'node:crypto'
import { addHours } from 'date-fns'
import type { FastifyBaseLogger } from 'fastify'
import {
  CREATOR_PRO_PRICE_RUPEES,
  PRE_DEBIT_NOTICE_HOURS,
  PRE_DEBIT_NOTICE_LEAD_HOURS,
} from '../../../contract/constants'
import { formatDate } from '../../../contract/dates'
import type { Locale } from '../../../contract/locale'
import { formatRupees, paiseToRupees, rupeesToPaise } from '../../../contract/money'
import { paths } from '../../../contract/paths'
import type { PlanStatus } from '../../../contract/plans'
import type { AppServices } from '../../app-services'
import { isUniqueViolation } from '../../db/database'
import type { UserRow } from '../../db/schema'
import { MAIL_SIGN_OFF, mailDate, mailGreeting } from '../mail'
import { sendPreDebitNotice } from '../money'
import { activatePaidPro } from './plans'

/**
 * What the renewals read and write, and what activating a paid month takes (plans.ts). `db` only for
 * the pre-debit notice, which money writes itself (modules/money/payments/pre-debit-notice.ts).
 */
type ProRenewalServices = Pick<AppServices, 'proRenewals' | 'db' | 'mailer' | 'config'> &
  Parameters<typeof activatePaidPro>[0]

const PRO_PRICE_PAISE = rupeesToPaise(CREATOR_PRO_PRICE_RUPEES)

/** The pre-debit notice of a Creator Pro renewal, in each language. */
const PRO_NOTICE: Record<
  Locale,
  { subject: (date: string) => string; lines: (date: string, amount: string, link: string) => string[] }
> = {
  'en-IN': {
    subject: (date) => `Your Creator Pro renews on ${date}`,
    lines: (date, amount, link) => [
      `Your Creator Pro renews on ${date}: ${amount} will be charged then.`,
      '',
      `Nothing to do to keep it. To stop it, cancel the renewal before then: ${link}`,
      'Creator Pro stays to the end of the month you paid for.',
    ],
  },
  'hi-IN': {
    subject: (date) => `आपका Creator Pro ${date} को रिन्यू होगा`,
    lines: (date, amount, link) => [
      `आपका Creator Pro ${date} को रिन्यू होगा: तब ${amount} का शुल्क लगेगा।`,
      '',
      `इसे जारी रखने के लिए कुछ करने की ज़रूरत नहीं। रोकना हो तो उससे पहले रिन्यूअल रद्द करें: ${link}`,
      'Creator Pro उस महीने के अंत तक रहेगा जिसका आपने भुगतान किया है।',
    ],
  },
}

/**
 * Creator Pro renewing each month, by the rules a viewer's subscription renews by (renewals.ts): a
 * pre-debit notice mailed once `pro_until` is PRE_DEBIT_NOTICE_LEAD_HOURS away, naming the amount and
 * the date; the charge at `pro_until`, only if that notice is PRE_DEBIT_NOTICE_HOURS old and only its
 * amount, recorded as any month of Pro is (`activatePaidPro`: a period row unique per payment, the
 * platform's ledger entry). Cancelling keeps Pro to `pro_until`; then it lapses and priced cards pause,
 * as a month bought by hand does. Only the simulated provider renews Pro so far.
 */
export function createProRenewals(app: ProRenewalServices, log: FastifyBaseLogger) {
  const renewals = app.proRenewals
  const rowOf = renewals.byUser

  /**
   * The renewal as the plan answer carries it, for a user on Creator Pro; null while Pro has no end or
   * renewal was never on.
   */
  async function statusOf(user: UserRow): Promise<PlanStatus['renewal']> {
    if (!user.pro_until) return null
    const row = await rowOf(user.id)
    if (!row) return null
    const noticeSent = row.notice_period_end === user.pro_until && row.notice_sent_at !== null
    return {
      renews: row.renews === 1,
      amount: paiseToRupees(noticeSent ? (row.notice_amount_paise ?? PRO_PRICE_PAISE) : PRO_PRICE_PAISE),
      noticeSent,
    }
  }

  /** Switches renewal on or off for a streamer whose Pro runs to a date. */
  async function setRenews(userId: string, renews: boolean, now: Date) {
    await renewals.setRenews(userId, renews, now)
  }

  async function sendNotice(user: UserRow, now: Date) {
    const end = user.pro_until as string
    await sendPreDebitNotice(
      { db: app.db, mailer: app.mailer, log },
      {
        target: { table: 'pro_renewals', userId: user.id },
        periodEnd: end,
        amountPaise: PRO_PRICE_PAISE,
        now,
        mail: {
          to: user.email,
          subject: PRO_NOTICE[user.locale].subject(mailDate(formatDate(end), user.locale)),
          text: [
            mailGreeting(user.locale, user.username),
            '',
            ...PRO_NOTICE[user.locale].lines(
              mailDate(formatDate(end), user.locale),
              formatRupees(CREATOR_PRO_PRICE_RUPEES),
              `${app.config.publicUrl}${paths.profile}`,
            ),
            '',
            MAIL_SIGN_OFF,
          ].join('\n'),
        },
      },
    )
  }

  async function renew(user: UserRow, noticedPaise: number, now: Date) {
    const end = user.pro_until as string
    const key = createHash('sha256').update(`${user.id}|${end}`).digest('base64url').slice(0, 18)
    const order = {
      id: `plan_sim_renew_${key}`,
      provider: 'simulated' as const,
      user_id: user.id,
      plan: 'pro' as const,
      amount_paise: noticedPaise,
      currency: 'INR',
      status: 'paid' as const,
      payment_id: `pay_sim_pro_${key}`,
      created_at: now.toISOString(),
      paid_at: now.toISOString(),
    }
    try {
      // The order's id is the period's: a second instance's insert fails, and only one charges.
      await renewals.insertPaidOrder(order)
    } catch (error) {
      if (isUniqueViolation(error)) return
      throw error
    }
    await activatePaidPro(app, order)
    log.info({ userId: user.id, paymentId: order.payment_id }, 'Creator Pro renewed')
  }

  return {
    statusOf,
    setRenews,
    rowOf,

    /** One pass: notices due, renewals due. */
    async sweep(now: Date): Promise<void> {
      const horizon = addHours(now, PRE_DEBIT_NOTICE_LEAD_HOURS).toISOString()
      const due = await renewals.dueBy(horizon)
      for (const row of due) {
        try {
          const end = row.pro_until as string
          if (row.notice_period_end !== end) await sendNotice(row, now)
          else if (
            new Date(end) <= now &&
            row.notice_sent_at !== null &&
            addHours(new Date(row.notice_sent_at), PRE_DEBIT_NOTICE_HOURS) <= now
          )
            await renew(row, row.notice_amount_paise ?? PRO_PRICE_PAISE, now)
        } catch (error) {
          log.error({ err: error, userId: row.id }, 'Creator Pro renewal step failed')
        }
      }
    },
  }
}
