import type { Kysely } from 'kysely'
import { stateName } from '../../../contract/indian-states'
import type { Invoice, InvoiceFilters } from '../../../contract/invoices'
import { paiseToRupees } from '../../../contract/money'
import { financialYearLabel, istDate } from '../../../contract/tax-rules'
import { fetchPage, type Page, type PageRequest } from '../../db/keyset'
import type { Database } from '../../db/schema'
import type { InvoiceRow } from '../../db/schema-tax'

/**
 * Tax invoices and credit notes (the rules of issuing them: modules/money/tax/invoices.ts), and the
 * particulars of their recipients. Takes the database or a transaction: a document is issued in the
 * transaction that records its money.
 */
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

    /** The document of a money event ('pro:<payment id>', 'subscription-refund:<payment id>', …). */
    bySourceKey: (sourceKey: string) =>
      db.selectFrom('invoices').selectAll().where('source_key', '=', sourceKey).executeTakeFirst(),

    async insert(row: InvoiceRow): Promise<void> {
      await db.insertInto('invoices').values(row).execute()
    },

    /** A recipient's particulars as a new document takes them: name, address, state and GSTIN. */
    recipientParticulars: (userId: string) =>
      db
        .selectFrom('users')
        .leftJoin('tax_profiles', 'tax_profiles.creator_id', 'users.id')
        .select([
          'users.username',
          'users.email',
          'users.billing_state',
          'tax_profiles.legal_name',
          'tax_profiles.gstin',
        ])
        .where('users.id', '=', userId)
        .executeTakeFirstOrThrow(),

    /** Keeps the state a buyer named at checkout for their invoices. */
    async rememberBillingState(userId: string, state: string): Promise<void> {
      await db.updateTable('users').set({ billing_state: state }).where('id', '=', userId).execute()
    },

    /** The source of the creator's latest commission invoice (not a credit note), if any. */
    latestCommissionInvoice: (creatorId: string) =>
      db
        .selectFrom('invoices')
        .select('source_key')
        .where('recipient_id', '=', creatorId)
        .where('purpose', '=', 'commission')
        .where('document', '=', 'invoice')
        .orderBy('issued_at', 'desc')
        .executeTakeFirst(),

    /** The sources of the commission documents issued for a month ('2026-11'). */
    commissionsOfMonth: (monthKey: string) =>
      db
        .selectFrom('invoices')
        .select('source_key')
        .where('purpose', '=', 'commission')
        .where('source_key', 'like', `commission:%:${monthKey}`)
        .execute(),
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
