// The ledger as CSV (RFC 4180: comma-separated, CRLF line ends, quoted where needed), for 'Download
// CSV' on the Earnings page. Card titles are text people wrote: a cell starting with = + - @ is
// prefixed with an apostrophe, so a spreadsheet shows it rather than running it as a formula.
import type { EarningsEntry } from '../../../contract/earnings'
import { ENTRY_KIND_LABELS } from './earnings-format'

const FORMULA_START = /^[=+\-@\t\r]/

function cell(value: string): string {
  const safe = FORMULA_START.test(value) ? `'${value}` : value
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe
}

/** The ledger as CSV, one line per entry, amounts in rupees with two decimals (negative: money out). */
export function ledgerCsv(entries: readonly EarningsEntry[]): string {
  const header = ['Date (UTC)', 'Type', 'Card', 'Amount (INR)', 'Available from (UTC)']
  const lines = entries.map((entry) =>
    [
      cell(entry.createdAt),
      cell(ENTRY_KIND_LABELS[entry.kind]),
      cell(entry.cardTitle ?? ''),
      entry.amount.toFixed(2),
      cell(entry.availableAt),
    ].join(','),
  )
  return `${[header.join(','), ...lines].join('\r\n')}\r\n`
}
