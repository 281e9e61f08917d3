// A creator's financial-year statement (docs/tax.md 'Statements'): `GET /auth/user/earnings/statement`
// and the same as `.csv` and `.pdf`, `?year=2026` for 2026-27 (the current year when absent). Every
// figure is a sum of the ledger, in rupees: gross sales − refunds − commission − TDS − TCS − disputes
// is what the creator earned, and what was paid out is beside it.
import { z } from 'zod'

export const statementMessages = {
  yearInvalid: 'year must be a financial year from 2020, e.g. 2026 for 2026-27.',
  loading: 'Loading statement...',
  failed: 'Failed to download the statement.',
} as const

/** `year`: a financial year by its first (2026 for 2026-27), as the statement and the TDS report take it. */
export const financialYearField = z.coerce
  .number({ error: statementMessages.yearInvalid })
  .int(statementMessages.yearInvalid)
  .min(2020, statementMessages.yearInvalid)
  .max(2100, statementMessages.yearInvalid)

export const statementQuerySchema = z.object({ year: financialYearField.optional() })

const rupees = z.number().describe('Rupees.')

export const statementSchema = z.object({
  status: z.literal('success'),
  financialYear: z.string().describe("'2026-27'."),
  from: z.string().describe('First day, YYYY-MM-DD (IST).'),
  to: z.string().describe('Last day, YYYY-MM-DD (IST).'),
  creator: z.object({
    name: z.string(),
    legalName: z.string().nullable(),
    panMasked: z.string().nullable(),
    gstin: z.string().nullable(),
  }),
  grossSales: rupees.describe('What buyers paid for cards and subscriptions.'),
  refunds: rupees.describe('What was given back to buyers.'),
  commission: rupees.describe(
    "Cardcast's share of the sales that stood (refunds and lost disputes taken back), GST included.",
  ),
  gstOnCommission: rupees.describe('The GST within the commission.'),
  tds: rupees.describe('TDS withheld under section 194-O.'),
  tcs: rupees.describe('TCS collected under GST.'),
  disputes: rupees.describe('What buyers won back through chargebacks (disputes lost).'),
  netEarnings: rupees.describe('What the creator earned: the figures above, netted.'),
  netPaid: rupees.describe('Paid out to the creator, less payouts that came back.'),
})
export type Statement = z.output<typeof statementSchema>

/** The statement's lines, in order, as the CSV and the PDF write them. */
export const STATEMENT_LINES: ReadonlyArray<[keyof Statement, string]> = [
  ['grossSales', 'Gross sales'],
  ['refunds', 'Refunds'],
  ['commission', 'Cardcast commission (incl. GST)'],
  ['gstOnCommission', 'of which GST on commission'],
  ['tds', 'TDS (section 194-O)'],
  ['tcs', 'TCS (GST)'],
  ['disputes', 'Disputes lost'],
  ['netEarnings', 'Net earnings'],
  ['netPaid', 'Net paid out'],
]
