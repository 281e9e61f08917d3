// How the Payouts screen writes days and statuses.
import type { PayoutStatus } from '../../../../contract/payouts'

const payday = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeZone: 'UTC' })

/** A UTC day 'YYYY-MM-DD' as the reader writes dates ('1 Dec 2026'): the day itself, in any time zone. */
export function formatPayday(day: string): string {
  const date = new Date(`${day}T00:00:00Z`)
  return Number.isNaN(date.getTime()) ? day : payday.format(date)
}

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
