// How the Earnings page words its figures: entry kinds, payout statuses' colours. Dates are written
// with useDates (src/lib/use-dates.ts), in the language shown.
import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { EarningsEntryKind, PayoutStatusName } from '../../../contract/earnings'

/** Each entry kind's name, shown in the app's language (the CSV keeps the English: ledger-csv.ts). */
export const ENTRY_KIND_LABELS: Record<EarningsEntryKind, MessageDescriptor> = {
  sale: msg`Sale`,
  subscription: msg`Subscription`,
  refund: msg`Refund`,
  payout: msg`Payout`,
  payout_return: msg`Payout returned`,
  tds: msg`TDS (194-O)`,
  tcs: msg`TCS (GST)`,
  dispute_hold: msg`Held for a dispute`,
  dispute_release: msg`Dispute hold released`,
  dispute: msg`Dispute lost`,
}

export const PAYOUT_STATUS_COLORS: Record<PayoutStatusName, string> = {
  queued: 'gray',
  processing: 'blue',
  processed: 'teal',
  failed: 'red',
  reversed: 'orange',
}
