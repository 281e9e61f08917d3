// CSV as RFC 4180 writes it (comma-separated, CRLF line ends, quoted where needed), for every export:
// the Earnings ledger, a creator's statement, the admin's invoices and TDS report. Cells hold text
// people wrote: one starting with = + - @ ; tab or CR gets an apostrophe, so a spreadsheet shows it
// rather than running it as a formula (a plain signed number is left as it is). ';' is a separator to
// spreadsheets in locales that use it for arguments (and an import that guesses the delimiter), so a
// cell holding one is also quoted: it stays one cell (OWASP, 'CSV Injection').
const FORMULA_START = /^[=+\-@;\t\r]/

const PLAIN_NUMBER = /^-?\d+(\.\d+)?$/

export function csvCell(value: string | number): string {
  // A signed amount ('-12.50') is a number to a spreadsheet, not a formula.
  if (typeof value === 'number' || PLAIN_NUMBER.test(value)) return String(value)
  const safe = FORMULA_START.test(value) ? `'${value}` : value
  return /[",;\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe
}

/** A header row and data rows as one CSV document. Numbers are written as they are (a minus stays). */
export function toCsv(header: readonly string[], rows: readonly (readonly (string | number)[])[]): string {
  const lines = [header, ...rows].map((row) => row.map(csvCell).join(','))
  return `${lines.join('\r\n')}\r\n`
}

/** Rupees with two decimals, as a CSV amount column writes them. */
export const csvRupees = (rupees: number) => rupees.toFixed(2)
