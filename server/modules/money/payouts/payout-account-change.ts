// A change of where a creator's payouts go is mailed to them, the details before and after masked,
// with when payouts to the new ones start (PAYOUT_ACCOUNT_HOLD_HOURS): a change they did not make
// (a stolen session) is seen before any money moves.
import type { FastifyBaseLogger } from 'fastify'
import { formatDateTime } from '../../../../contract/dates'
import { type PayoutAccount, payoutAccountMessages } from '../../../../contract/payouts'
import type { AppServices } from '../../../app-services'
import type { UserRow } from '../../../db/schema'

const inWords = (account: PayoutAccount | null) => {
  if (!account) return 'none'
  if (account.method === 'upi') return `UPI ID ${account.upiId ?? ''}`
  return `bank account ${account.accountNumber ?? ''} (${account.accountHolderName ?? ''}, IFSC ${account.ifsc ?? ''})`
}

export async function mailPayoutAccountChange(
  app: Pick<AppServices, 'mailer'>,
  log: FastifyBaseLogger,
  user: Pick<UserRow, 'id' | 'email' | 'username'>,
  change: { before: PayoutAccount | null; after: PayoutAccount },
): Promise<void> {
  const startsAt = change.after.heldUntil ? formatDateTime(change.after.heldUntil) : 'now'
  try {
    await app.mailer.send({
      to: user.email,
      subject: payoutAccountMessages.mailSubject,
      text: [
        `Hello ${user.username},`,
        '',
        'Where your Cardcast earnings are paid has just changed.',
        `Before: ${inWords(change.before)}`,
        `Now: ${inWords(change.after)}`,
        `Payouts to the new details start after ${startsAt}.`,
        '',
        'If you did not make this change, change your password now (which ends every session) and',
        'set your payout details back: nothing is paid to the new details before that time.',
        '',
        '— Cardcast',
      ].join('\n'),
    })
  } catch (error) {
    // The change stands (the hold protects the money); the log says the mail did not go.
    log.error({ err: error, userId: user.id }, 'payout account change mail not sent')
  }
}
