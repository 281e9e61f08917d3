import type { Generated, Selectable } from 'kysely'

// Tax documents, creators' KYC and disputes (migrations 032-tax and 033-disputes, docs/tax.md).

export type InvoiceDocument = 'invoice' | 'credit_note'
/** What the document is for: Creator Pro, a subscription charge, or a month's commission on card sales. */
export type InvoicePurpose = 'pro' | 'subscription' | 'commission'

/** A tax invoice or credit note as issued: the supplier's and recipient's particulars are copies. */
export interface InvoiceTable {
  id: string
  document: InvoiceDocument
  purpose: InvoicePurpose
  serial: string
  financial_year: number
  source_key: string
  original_invoice_id: string | null
  recipient_id: string | null
  recipient_name: string
  recipient_email: string
  recipient_state: string | null
  recipient_gstin: string | null
  supplier_name: string
  supplier_address: string
  supplier_state: string
  supplier_gstin: string
  place_of_supply: string
  sac: string
  description: string
  /** What the buyer paid: the taxable value, its GST and what was collected on a creator's behalf. */
  total_paise: number
  /** Part of the total that is a creator's, collected on their behalf: not Cardcast's supply. */
  on_behalf_paise: number
  taxable_paise: number
  gst_rate_bp: number
  cgst_paise: number
  sgst_paise: number
  igst_paise: number
  payment_id: string | null
  issued_at: string
}

export interface DocumentSerialTable {
  series: string
  financial_year: number
  last_sequence: number
}

export type CheckStatus = 'pending' | 'verified' | 'failed'

/** A creator's KYC: payouts wait until both the PAN and the payout account are verified. */
export interface TaxProfileTable {
  creator_id: string
  legal_name: string
  pan: string
  gstin: string | null
  pan_status: CheckStatus
  pan_failure: string | null
  /** The payout account's validation (RazorpayX fund-account validation, or simulated): a change of account sets it back to pending. */
  account_status: CheckStatus
  account_failure: string | null
  /** The name the PAN is registered to, as the PAN check answered (null until it found the PAN). */
  registered_name: string | null
  /** When the legal name, PAN or GSTIN last changed: payouts wait PAYOUT_ACCOUNT_HOLD_HOURS after. */
  details_changed_at: Generated<string>
  updated_at: string
}

export type DisputeStatus = 'open' | 'under_review' | 'won' | 'lost' | 'closed'

/** A chargeback on a sale (migration 033-disputes): the creator's share held until it is decided. */
export interface DisputeTable {
  id: string
  provider_dispute_id: string
  payment_id: string
  /** The sale's ledger group: 'sale:<purchase id>' or 'subscription:<payment id>'. */
  source_group_key: string
  purchase_id: string | null
  creator_id: string
  /** What the buyer disputes. */
  amount_paise: number
  /** The creator's share held for it. */
  held_paise: number
  reason_code: string
  status: DisputeStatus
  /** Razorpay's deadline for evidence. */
  respond_by: string | null
  evidence_summary: string | null
  /** The administrator who submitted evidence or accepted it. */
  admin_id: string | null
  created_at: string
  updated_at: string
}

export interface TaxTables {
  disputes: DisputeTable
  invoices: InvoiceTable
  document_serials: DocumentSerialTable
  tax_profiles: TaxProfileTable
}

export type InvoiceRow = Selectable<InvoiceTable>
export type TaxProfileRow = Selectable<TaxProfileTable>
export type DisputeRow = Selectable<DisputeTable>
