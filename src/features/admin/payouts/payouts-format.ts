// How the Payouts screen colours statuses and which payouts it retries. A payout day 'YYYY-MM-DD' is
// written in the one date format ('1 Dec 2026'), the day itself in any time zone, in the app's
// language: `useAdminDates().day` (components/format.ts).
import type { PayoutStatus } from '../../../../contract/payouts'

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
