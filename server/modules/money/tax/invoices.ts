import type { Kysely } from 'kysely'
import { CREDIT_NOTE_PREFIX } from '../../../../contract/invoices'
import { DEFAULT_INVOICE_PREFIX, type PaymentSettings } from '../../../../contract/settings'
import { documentSerial, financialYearStart, type GstSplit, splitGst } from '../../../../contract/tax-rules'
import { newId } from '../../../db/ids'
import type { Database } from '../../../db/schema'
import type { InvoicePurpose, InvoiceRow } from '../../../db/schema-tax'
import { createSettingsRepository, SETTINGS_KEYS } from '../../settings'
import { createInvoicesRepository } from '../invoices-repository'
import { createLedgerRepository } from '../ledger-repository'
import { gstRateBp, loadBusiness } from './business'
import { createDocumentSerialsRepository } from './document-serials-repository'

export interface InvoiceRequest {
  purpose: InvoicePurpose
  /** The money event it documents, once: 'pro:<payment id>', 'subscription:<payment id>', … */
  sourceKey: string
  recipientId: string
  /** What the recipient paid (or, for a commission, what Cardcast kept). */
  totalPaise: number
  /** Cardcast's own supply within the total, GST included; the rest was collected for a creator. */
  supplyPaise: number
  description: string
  paymentId?: string
  at: Date
}

async function invoicePrefix(trx: Kysely<Database>) {
  const payment = await createSettingsRepository(trx).get<Partial<PaymentSettings>>(SETTINGS_KEYS.payment)
  return payment?.invoicePrefix || DEFAULT_INVOICE_PREFIX
}

/**
 * Issues the tax invoice of a money event inside the transaction that records it (docs/tax.md): the
 * supplier's particulars from the business settings, the recipient's name, state and GSTIN as they
 * are now, GST split by place of supply (the buyer's state, or the supplier's when the buyer named
 * none), the next serial of the year, and the GST moved from Cardcast's revenue to the tax account in
 * the ledger. A second call for the same event returns the first invoice.
 */
export async function issueInvoice(trx: Kysely<Database>, request: InvoiceRequest): Promise<InvoiceRow> {
  const invoices = createInvoicesRepository(trx)
  const existing = await invoices.bySourceKey(request.sourceKey)
  if (existing) return existing
  const [business, prefix, recipient] = await Promise.all([
    loadBusiness(trx),
    invoicePrefix(trx),
    invoices.recipientParticulars(request.recipientId),
  ])
  const placeOfSupply = recipient.billing_state ?? business.state
  const rateBp = gstRateBp(business)
  const split = splitGst(request.supplyPaise, rateBp, business.state, placeOfSupply)
  const financialYear = financialYearStart(request.at)
  const sequence = await createDocumentSerialsRepository(trx).next('invoice', financialYear)
  const row: InvoiceRow = {
    id: newId(),
    document: 'invoice',
    purpose: request.purpose,
    serial: documentSerial(prefix, financialYear, sequence),
    financial_year: financialYear,
    source_key: request.sourceKey,
    original_invoice_id: null,
    recipient_id: request.recipientId,
    recipient_name: recipient.legal_name ?? recipient.username,
    recipient_email: recipient.email,
    recipient_state: recipient.billing_state,
    recipient_gstin: recipient.gstin ?? null,
    supplier_name: business.legalName,
    supplier_address: business.address,
    supplier_state: business.state,
    supplier_gstin: business.gstin,
    place_of_supply: placeOfSupply,
    sac: business.sac,
    description: request.description,
    total_paise: request.totalPaise,
    on_behalf_paise: request.totalPaise - request.supplyPaise,
    gst_rate_bp: rateBp,
    ...gstColumns(split),
    payment_id: request.paymentId ?? null,
    issued_at: request.at.toISOString(),
  }
  await invoices.insert(row)
  await postGst(trx, `gst:${request.sourceKey}`, taxOf(row), request)
  return row
}

const taxOf = (row: Pick<InvoiceRow, 'cgst_paise' | 'sgst_paise' | 'igst_paise'>) =>
  row.cgst_paise + row.sgst_paise + row.igst_paise

/** Moves GST owed out of Cardcast's revenue into the tax account (negative: back again). */
async function postGst(
  trx: Kysely<Database>,
  groupKey: string,
  taxPaise: number,
  event: { paymentId?: string; at: Date },
) {
  if (taxPaise === 0) return
  await createLedgerRepository(trx).post({
    groupKey,
    kind: 'gst',
    lines: [
      { account: 'platform', amountPaise: -taxPaise },
      { account: 'tax', amountPaise: taxPaise },
    ],
    ...(event.paymentId ? { paymentId: event.paymentId } : {}),
    at: event.at,
  })
}

/** A GST split as a document's columns. */
const gstColumns = (split: GstSplit) => ({
  taxable_paise: split.taxablePaise,
  cgst_paise: split.cgstPaise,
  sgst_paise: split.sgstPaise,
  igst_paise: split.igstPaise,
})

/** The amounts of `paise` (GST included) of Cardcast's own supply on `original`, taxed as it was. */
function partOfSupply(original: InvoiceRow, paise: number) {
  const split = splitGst(paise, original.gst_rate_bp, original.supplier_state, original.place_of_supply)
  return { total_paise: paise, on_behalf_paise: 0, ...gstColumns(split) }
}

/**
 * The credit note of a refund of the invoice issued for `originalSourceKey`, in full or of a part of
 * Cardcast's supply: the same particulars under a serial of the credit-note series, and the GST
 * given back. None when the event was never invoiced (it predates invoicing); once however often it
 * is asked for.
 */
export async function issueCreditNote(
  trx: Kysely<Database>,
  request: {
    originalSourceKey: string
    sourceKey: string
    at: Date
    /** A part of Cardcast's supply only (GST included), e.g. a month's commission taken back. */
    partialPaise?: number
    description?: string
  },
): Promise<InvoiceRow | undefined> {
  const invoices = createInvoicesRepository(trx)
  const [original, existing] = await Promise.all([
    invoices.bySourceKey(request.originalSourceKey),
    invoices.bySourceKey(request.sourceKey),
  ])
  if (existing || !original) return existing
  const financialYear = financialYearStart(request.at)
  const sequence = await createDocumentSerialsRepository(trx).next('credit_note', financialYear)
  const credited = request.partialPaise === undefined ? {} : partOfSupply(original, request.partialPaise)
  const row: InvoiceRow = {
    ...original,
    ...credited,
    id: newId(),
    document: 'credit_note',
    serial: documentSerial(CREDIT_NOTE_PREFIX, financialYear, sequence),
    financial_year: financialYear,
    source_key: request.sourceKey,
    original_invoice_id: original.id,
    description: request.description ?? `Refund: ${original.description}`,
    issued_at: request.at.toISOString(),
  }
  await invoices.insert(row)
  await postGst(trx, `gst:${request.sourceKey}`, -taxOf(row), {
    ...(original.payment_id ? { paymentId: original.payment_id } : {}),
    at: request.at,
  })
  return row
}
