// How the Earnings page words its figures: entry kinds, payout statuses and their colours, dates.
import { formatDate, formatDateTime, formatDay } from '../../../contract/dates'
import type { EarningsEntryKind, PayoutStatusName } from '../../../contract/earnings'

export const ENTRY_KIND_LABELS: Record<EarningsEntryKind, string> = {
  sale: 'Sale',
  subscription: 'Subscription',
  refund: 'Refund',
  payout: 'Payout',
  payout_return: 'Payout returned',
  tds: 'TDS (194-O)',
  tcs: 'TCS (GST)',
  dispute_hold: 'Held for a dispute',
  dispute_release: 'Dispute hold released',
  dispute: 'Dispute lost',
}

export const PAYOUT_STATUS_COLORS: Record<PayoutStatusName, string> = {
  queued: 'gray',
  processing: 'blue',
  processed: 'teal',
  failed: 'red',
  reversed: 'orange',
}

/** A 'YYYY-MM-DD' payout day as '1 Dec 2026' (a calendar date: no time zone applies). */
export const formatPayday = formatDay

/** An ISO instant in IST: '26 Nov 2026, 10:05 am IST'. */
export const formatInstant = formatDateTime
/** An ISO instant's IST day: '26 Nov 2026'. */
export const formatInstantDay = formatDate
