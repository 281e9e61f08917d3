// A change of where a creator's payouts go is mailed to them, the details before and after masked,
// with when payouts to the new ones start (PAYOUT_ACCOUNT_HOLD_HOURS): a change they did not make
// (a stolen session) is seen before any money moves.
import type { FastifyBaseLogger } from 'fastify'
import { formatDateTime } from '../../../../contract/dates'
import type { Locale } from '../../../../contract/locale'
import { type PayoutAccount, payoutAccountMessages } from '../../../../contract/payouts'
import type { AppServices } from '../../../app-services'
import type { UserRow } from '../../../db/schema'
import { MAIL_SIGN_OFF, mailDate, mailGreeting, mailMessage } from '../../mail'

/** The creator's mail of a change of payout details, in each language. */
const ACCOUNT_MAIL: Record<
  Locale,
  {
    none: string
    now: string
    upi: (id: string) => string
    bank: (number: string, holder: string, ifsc: string) => string
    lines: (before: string, after: string, startsAt: string) => string[]
  }
> = {
  'en-IN': {
    none: 'none',
    now: 'now',
    upi: (id) => `UPI ID ${id}`,
    bank: (number, holder, ifsc) => `bank account ${number} (${holder}, IFSC ${ifsc})`,
    lines: (before, after, startsAt) => [
      'Where your Cardcast earnings are paid has just changed.',
      `Before: ${before}`,
      `Now: ${after}`,
      `Payouts to the new details start after ${startsAt}.`,
      '',
      'If you did not make this change, change your password now (which ends every session) and',
      'set your payout details back: nothing is paid to the new details before that time.',
    ],
  },
  'hi-IN': {
    none: 'कुछ नहीं',
    now: 'अभी',
    upi: (id) => `UPI ID ${id}`,
    bank: (number, holder, ifsc) => `बैंक खाता ${number} (${holder}, IFSC ${ifsc})`,
    lines: (before, after, startsAt) => [
      'आपकी Cardcast कमाई जहाँ भेजी जाती है, वह अभी बदला गया है।',
      `पहले: ${before}`,
      `अब: ${after}`,
      `नए ब्योरे पर पेआउट ${startsAt} के बाद शुरू होंगे।`,
      '',
      'अगर यह बदलाव आपने नहीं किया, तो अभी अपना पासवर्ड बदलें (इससे हर सेशन खत्म हो जाता है) और',
      'अपना पेआउट ब्योरा वापस ठीक करें: उस समय से पहले नए ब्योरे पर कोई भुगतान नहीं होगा।',
    ],
  },
}

const inWords = (account: PayoutAccount | null, locale: Locale) => {
  const words = ACCOUNT_MAIL[locale]
  if (!account) return words.none
  if (account.method === 'upi') return words.upi(account.upiId ?? '')
  return words.bank(account.accountNumber ?? '', account.accountHolderName ?? '', account.ifsc ?? '')
}

export async function mailPayoutAccountChange(
  app: Pick<AppServices, 'mailer'>,
  log: FastifyBaseLogger,
  user: Pick<UserRow, 'id' | 'email' | 'username' | 'locale'>,
  change: { before: PayoutAccount | null; after: PayoutAccount },
): Promise<void> {
  const { locale } = user
  const startsAt = change.after.heldUntil
    ? mailDate(formatDateTime(change.after.heldUntil), locale)
    : ACCOUNT_MAIL[locale].now
  try {
    await app.mailer.send({
      to: user.email,
      subject: mailMessage(payoutAccountMessages.mailSubject, locale),
      text: [
        mailGreeting(locale, user.username),
        '',
        ...ACCOUNT_MAIL[locale].lines(
          inWords(change.before, locale),
          inWords(change.after, locale),
          startsAt,
        ),
        '',
        MAIL_SIGN_OFF,
      ].join('\n'),
    })
  } catch (error) {
    // The change stands (the hold protects the money); the log says the mail did not go.
    log.error({ err: error, userId: user.id }, 'payout account change mail not sent')
  }
}
