// The ledger as CSV, for 'Download CSV' on the Earnings page (contract/csv.ts writes it safely). In
// English whatever the language shown, as the financial-year statement is (docs/tax.md): a record for
// the creator's accounts, read by spreadsheets and accountants.
import { setupI18n } from '@lingui/core'
import { csvRupees, toCsv } from '../../../contract/csv'
import { formatDateTime } from '../../../contract/dates'
import type { EarningsEntry } from '../../../contract/earnings'
import { ENTRY_KIND_LABELS } from './earnings-format'

/** English alone, with no catalogue: each label's own English. */
const english = setupI18n({ locale: 'en-IN', messages: { 'en-IN': {} } })

/** The ledger as CSV, one line per entry, amounts in rupees with two decimals (negative: money out), times as every screen writes them (IST). */
export function ledgerCsv(entries: readonly EarningsEntry[]): string {
  return toCsv(
    ['Date', 'Type', 'Card', 'Amount (INR)', 'Available from'],
    entries.map((entry) => [
      formatDateTime(entry.createdAt),
      english._(ENTRY_KIND_LABELS[entry.kind]),
      entry.cardTitle ?? '',
      csvRupees(entry.amount),
      formatDateTime(entry.availableAt),
    ]),
  )
}
