// The ledger as CSV, for 'Download CSV' on the Earnings page (contract/csv.ts writes it safely).
import { csvRupees, toCsv } from '../../../contract/csv'
import type { EarningsEntry } from '../../../contract/earnings'
import { ENTRY_KIND_LABELS } from './earnings-format'

/** The ledger as CSV, one line per entry, amounts in rupees with two decimals (negative: money out). */
export function ledgerCsv(entries: readonly EarningsEntry[]): string {
  return toCsv(
    ['Date (UTC)', 'Type', 'Card', 'Amount (INR)', 'Available from (UTC)'],
    entries.map((entry) => [
      entry.createdAt,
      ENTRY_KIND_LABELS[entry.kind],
      entry.cardTitle ?? '',
      csvRupees(entry.amount),
      entry.availableAt,
    ]),
  )
}
