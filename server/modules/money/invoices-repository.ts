import type { Kysely } from 'kysely'
import { stateName } from '../../../contract/indian-states'
import type { Invoice, InvoiceFilters } from '../../../contract/invoices'
import { paiseToRupees } from '../../../contract/money'
import { financialYearLabel, istDate } from '../../../contract/tax-rules'
import { fetchPage, type Page, type PageRequest } from '../../db/keyset'
import type { Database } from '../../db/schema'
import type { InvoiceRow } from '../../db/schema-tax'

/** Issued tax invoices and credit notes: read here, written by modules/money/tax/invoices.ts. */
export function createInvoicesRepository(db: Kysely<Database>) {
  const withOriginal = () =>
    db
      .selectFrom('invoices')
      .leftJoin('invoices as original', 'original.id', 'invoices.original_invoice_id')
      .selectAll('invoices')
      .select('original.serial as original_serial')

  function filtered(filters: InvoiceFilters) {
    let query = withOriginal()
    if (filters.document) query = query.where('invoices.document', '=', filters.document)
    if (filters.purpose) query = query.where('invoices.purpose', '=', filters.purpose)
    if (filters.since) query = query.where('invoices.issued_at', '>=', `${filters.since}T00:00:00.000Z`)
    if (filters.until) query = query.where('invoices.issued_at', '<=', `${filters.until}T23:59:59.999Z`)
    if (filters.q) {
      const like = `%${filters.q.toLowerCase()}%`
      query = query.where((eb) =>
        eb.or([
          eb(eb.fn('lower', ['invoices.serial']), 'like', like),
          eb(eb.fn('lower', ['invoices.recipient_name']), 'like', like),
          eb(eb.fn('lower', ['invoices.recipient_email']), 'like', like),
        ]),
      )
    }
    return query
  }

  return {
    async byId(id: string) {
      return withOriginal().where('invoices.id', '=', id).executeTakeFirst()
    },

    /** Someone's documents, newest first (a person receives a few a month at most). */
    async ofRecipient(userId: string) {
      return withOriginal()
        .where('invoices.recipient_id', '=', userId)
        .orderBy('invoices.issued_at', 'desc')
        .orderBy('invoices.id', 'desc')
        .execute()
    },

    async page(filters: InvoiceFilters, request: PageRequest) {
      const counted = await filtered(filters)
        .clearSelect()
        .select((eb) => eb.fn.countAll<number>().as('total'))
        .executeTakeFirstOrThrow()
      const total = counted.total
      const page: Page<InvoiceWithOriginal> = await fetchPage(
        filtered(filters),
        { sort: 'invoices.issued_at', id: 'invoices.id' },
        request,
        (row) => ({ sort: row.issued_at, id: row.id }),
        total,
      )
      return { ...page, total }
    },

    /** Every document the filters match, oldest first, for the CSV export. */
    async all(filters: InvoiceFilters) {
      return filtered(filters).orderBy('invoices.issued_at', 'asc').orderBy('invoices.id', 'asc').execute()
    },
  }
}

export type InvoiceWithOriginal = InvoiceRow & { original_serial: string | null }

export function toInvoice(row: InvoiceWithOriginal): Invoice {
  return {
    id: row.id,
    document: row.document,
    purpose: row.purpose,
    serial: row.serial,
    financialYear: financialYearLabel(row.financial_year),
    issuedAt: row.issued_at,
    date: istDate(new Date(row.issued_at)),
    originalSerial: row.original_serial,
    description: row.description,
    supplier: {
      name: row.supplier_name,
      address: row.supplier_address,
      state: row.supplier_state ? stateName(row.supplier_state) : '',
      gstin: row.supplier_gstin,
    },
    recipient: {
      name: row.recipient_name,
      email: row.recipient_email,
      state: row.recipient_state ? stateName(row.recipient_state) : null,
      gstin: row.recipient_gstin,
    },
    placeOfSupply: row.place_of_supply ? stateName(row.place_of_supply) : '',
    sac: row.sac,
    total: paiseToRupees(row.total_paise),
    onBehalf: paiseToRupees(row.on_behalf_paise),
    taxable: paiseToRupees(row.taxable_paise),
    gstRate: row.gst_rate_bp / 100,
    cgst: paiseToRupees(row.cgst_paise),
    sgst: paiseToRupees(row.sgst_paise),
    igst: paiseToRupees(row.igst_paise),
  }
}
