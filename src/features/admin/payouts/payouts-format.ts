// How the Payouts screen writes days and statuses.
import { formatDay } from '../../../../contract/dates'
import type { PayoutStatus } from '../../../../contract/payouts'

/** A payout day 'YYYY-MM-DD' in the one date format ('1 Dec 2026'): the day itself, in any time zone. */
export const formatPayday = formatDay

export const STATUS_COLORS: Record<PayoutStatus, string> = {
  queued: 'gray',
  processing: 'blue',
  processed: 'teal',
  failed: 'red',
  reversed: 'orange',
}

/** A failed or reversed payout is retried as a new attempt; a queued one is sent again. */
export const isRetryable = (payout: { status: PayoutStatus }) =>
  payout.status === 'failed' || payout.status === 'reversed' || payout.status === 'queued'
