// Tax invoices and credit notes (docs/tax.md): `GET /auth/user/invoices` (the signed-in user's, newest
// first), `GET /auth/user/invoices/{id}.pdf`, and the administrator's `GET /auth/admin/invoices`
// (filters, paged) and `GET /auth/admin/invoices.csv`. Money in rupees on the wire.
import { z } from 'zod'
import { adminListQuery, adminPageResponseFields } from './paging'
import { financialYearField } from './statements'

export const INVOICE_DOCUMENTS = ['invoice', 'credit_note'] as const
export const INVOICE_PURPOSES = ['pro', 'subscription', 'commission'] as const

/** Credit notes run in a series of their own; invoices use the admin's invoice prefix. */
export const CREDIT_NOTE_PREFIX = 'CN-'

export const invoiceMessages = {
  notFound: 'Invoice not found.',
  loading: 'Loading invoices...',
  failed: 'Failed to fetch invoices.',
  empty: 'No invoices yet. Creator Pro, subscriptions and Cardcast’s monthly commission are invoiced here.',
  downloadFailed: 'Failed to download the invoice.',
  businessDetailsMissing:
    "Payments are not open yet: the site's business details (legal name, address, state, GSTIN, SAC) are missing.",
} as const

export const documentLabels: Record<(typeof INVOICE_DOCUMENTS)[number], string> = {
  invoice: 'Tax invoice',
  credit_note: 'Credit note',
}

export const purposeLabels: Record<(typeof INVOICE_PURPOSES)[number], string> = {
  pro: 'Creator Pro',
  subscription: 'Subscription',
  commission: 'Commission',
}

const rupees = z.number().describe('Rupees.')

export const invoiceSchema = z.object({
  id: z.string(),
  document: z.enum(INVOICE_DOCUMENTS),
  purpose: z.enum(INVOICE_PURPOSES),
  serial: z.string().describe('Unique within its financial year and series, at most 16 characters.'),
  financialYear: z.string().describe("'2026-27'."),
  issuedAt: z.string().describe('ISO-8601 UTC.'),
  date: z.string().describe('The invoice date in IST, YYYY-MM-DD.'),
  originalSerial: z.string().nullable().describe('A credit note: the invoice it credits.'),
  description: z.string(),
  supplier: z.object({ name: z.string(), address: z.string(), state: z.string(), gstin: z.string() }),
  recipient: z.object({
    name: z.string(),
    email: z.string(),
    state: z.string().nullable(),
    gstin: z.string().nullable(),
  }),
  placeOfSupply: z.string().describe('State name.'),
  sac: z.string(),
  total: rupees,
  onBehalf: rupees.describe("Collected for a creator: not Cardcast's supply, no GST."),
  taxable: rupees,
  gstRate: z.number().describe('Percent.'),
  cgst: rupees,
  sgst: rupees,
  igst: rupees,
})
export type Invoice = z.output<typeof invoiceSchema>

export const invoicesResponseSchema = z.object({
  status: z.literal('success'),
  invoices: z.array(invoiceSchema),
})
export type InvoicesResponse = z.output<typeof invoicesResponseSchema>

export const invoiceIdParamsSchema = z.object({ id: z.string().min(1).max(64) })

const isoDate = (label: string) =>
  z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, `${label} must be a date (YYYY-MM-DD).`)
    .optional()

/** The filters of the admin's list and its CSV export: `since` and `until` are issue days, inclusive. */
export const invoiceFilterFields = {
  document: z.enum(INVOICE_DOCUMENTS, { error: "document must be 'invoice' or 'credit_note'." }).optional(),
  purpose: z
    .enum(INVOICE_PURPOSES, { error: "purpose must be 'pro', 'subscription' or 'commission'." })
    .optional(),
  since: isoDate('since'),
  until: isoDate('until'),
  q: z.string().trim().max(100, 'Search must be at most 100 characters.').optional(),
}
export const invoiceFiltersSchema = z.object(invoiceFilterFields)
export type InvoiceFilters = z.output<typeof invoiceFiltersSchema>
export const adminInvoicesQuerySchema = adminListQuery(invoiceFilterFields)
export type AdminInvoicesQuery = z.input<typeof adminInvoicesQuerySchema>

export const adminInvoicesResponseSchema = z.object({
  status: z.literal('success'),
  invoices: z.array(invoiceSchema),
  ...adminPageResponseFields,
})
export type AdminInvoicesResponse = z.output<typeof adminInvoicesResponseSchema>

/** The columns of the admin's CSV export, in order. */
export const INVOICE_CSV_COLUMNS = [
  'Serial',
  'Document',
  'Purpose',
  'Date',
  'Recipient',
  'Email',
  'Recipient state',
  'Recipient GSTIN',
  'Place of supply',
  'SAC',
  'Taxable value',
  'CGST',
  'SGST',
  'IGST',
  'On behalf of creators',
  'Total',
  'Credits invoice',
] as const

/**
 * A document's bytes (the PDF, the CSV). A Buffer or string reply never reaches the serializer: these
 * document the answers, they do not shape them.
 */
export const pdfFileSchema = z
  .instanceof(Uint8Array)
  .meta({ type: 'string', format: 'binary', description: 'The document as a PDF.' })
export const csvFileSchema = z.string().meta({ description: 'RFC 4180 CSV with a header row.' })

/** `GET /auth/user/billing-state`: the state the user named at their last checkout, to ask it once. */
export const billingStateResponseSchema = z.object({
  status: z.literal('success'),
  billingState: z.string().nullable().describe('GST state code, or null: none named yet.'),
})
export type BillingStateResponse = z.output<typeof billingStateResponseSchema>

/** `GET /auth/admin/tds-report.csv?year=2026&quarter=3`: a quarter's TDS deductions (docs/tax.md). */
export const tdsReportQuerySchema = z.object({
  year: financialYearField,
  quarter: z.coerce
    .number({ error: 'quarter must be 1, 2, 3 or 4.' })
    .int('quarter must be 1, 2, 3 or 4.')
    .min(1, 'quarter must be 1, 2, 3 or 4.')
    .max(4, 'quarter must be 1, 2, 3 or 4.'),
})

export const TDS_REPORT_COLUMNS = [
  'Section',
  'PAN',
  'Name',
  'Username',
  'Amount credited (INR)',
  'TDS (INR)',
  'Date',
  'Reference',
] as const
