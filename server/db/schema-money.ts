import type { Generated, Selectable } from 'kysely'

// The money owed and paid: the ledger, payout accounts, payouts and refunds (migration 011-money).

export const LEDGER_KINDS = [
  'sale',
  'subscription',
  'refund',
  'pro',
  'payout',
  'payout_return',
  // Tax moved to the `tax` account (docs/tax.md): GST on Cardcast's income, TDS and TCS withheld
  // from a creator's credit, each reversed by a credit note or a refund.
  'gst',
  'tds',
  'tcs',
  // A disputed sale (docs/tax.md 'Disputes'): the creator's share held, then released when the
  // dispute is won, or the sale reversed as a refund is when it is lost.
  'dispute_hold',
  'dispute_release',
  'dispute',
  // A community card's contribution held in the `pledges` account, and its move into the card's sale
  // (docs/community-cards.md); a refunded one leaves it as a 'refund'.
  'pledge',
] as const
export type LedgerKind = (typeof LEDGER_KINDS)[number]

/**
 * Where money sits. `creator` (with creator_id): what Cardcast owes that creator; `platform`: Cardcast's
 * revenue; `provider`: the payment provider's side of a payment or refund (negative when money came
 * in); `payouts`: money sent out to creators; `tax`: GST, TDS and TCS owed to the government; `disputes`
 * (with creator_id): a creator's share held while a chargeback is open; `pledges`: community card
 * contributions taken and neither sold nor refunded yet.
 */
export const LEDGER_ACCOUNTS = [
  'creator',
  'platform',
  'provider',
  'payouts',
  'tax',
  'disputes',
  'pledges',
] as const
export type LedgerAccount = (typeof LEDGER_ACCOUNTS)[number]

/**
 * One line of a money event. A group (same `group_key`, e.g. 'sale:<purchase id>') sums to zero and is
 * written once: the unique (group_key, account) makes a retried write a no-op. Never updated or deleted.
 */
export interface LedgerEntryTable {
  id: string
  group_key: string
  kind: LedgerKind
  account: LedgerAccount
  creator_id: string | null
  /** Signed integer paise: positive adds to the account. */
  amount_paise: number
  purchase_id: string | null
  payout_id: string | null
  payment_id: string | null
  /** When the amount may be paid out: a sale's creator share after the hold, anything else at once. */
  available_at: string
  created_at: string
}

export interface PayoutAccountTable {
  creator_id: string
  method: 'upi' | 'bank'
  upi_id: string | null
  account_holder_name: string | null
  account_number: string | null
  ifsc: string | null
  /** RazorpayX's contact and fund account for these details (made once, on the first payout). */
  provider_contact_id: string | null
  provider_fund_account_id: string | null
  updated_at: string
}

/** One payout run: `run_key` is the scheduled date (YYYY-MM-DD) or 'admin:<time>', unique. */
export interface PayoutBatchTable {
  id: string
  run_key: string
  trigger: 'schedule' | 'admin'
  admin_id: string | null
  created_at: string
}

export type PayoutStatus = 'queued' | 'processing' | 'processed' | 'failed' | 'reversed'

export interface PayoutTable {
  id: string
  batch_id: string
  creator_id: string
  amount_paise: number
  status: PayoutStatus
  provider: 'simulated' | 'razorpayx'
  provider_payout_id: string | null
  failure_reason: string | null
  /** Retries of a failed payout count up; each attempt has its own idempotency key and ledger group. */
  attempt: Generated<number>
  /**
   * The payout details it was created for (`destinationKey` in modules/money/payout-accounts-repository.ts):
   * a send to other details fails it. Null on payouts made before migration 039.
   */
  destination_key: string | null
  created_at: string
  updated_at: string
}

export type RefundStatus = 'pending' | 'processed' | 'failed'

/** At most one refund per purchase (unique purchase_id): a retried refund finds it. */
export interface RefundTable {
  id: string
  purchase_id: string
  amount_paise: number
  reason: string
  status: RefundStatus
  provider: 'simulated' | 'razorpay'
  provider_refund_id: string | null
  admin_id: string | null
  created_at: string
  updated_at: string
}

/** What became of a captured payment that matched no unpaid order: refunded, or why not yet. */
export type OrphanPaymentStatus = 'refunding' | 'refunded' | 'refund-failed'

/** A captured payment that matched no unpaid order, refunded through the provider. */
export interface OrphanPaymentTable {
  payment_id: string
  order_id: string
  amount_paise: number
  provider: 'simulated' | 'razorpay'
  status: OrphanPaymentStatus
  refund_id: string | null
  failure: string | null
  created_at: string
  updated_at: string
}

export interface MoneyTables {
  ledger_entries: LedgerEntryTable
  payout_accounts: PayoutAccountTable
  payout_batches: PayoutBatchTable
  payouts: PayoutTable
  refunds: RefundTable
  orphan_payments: OrphanPaymentTable
}

export type LedgerEntryRow = Selectable<LedgerEntryTable>
export type PayoutAccountRow = Selectable<PayoutAccountTable>
export type PayoutBatchRow = Selectable<PayoutBatchTable>
export type PayoutRow = Selectable<PayoutTable>
export type RefundRow = Selectable<RefundTable>
export type OrphanPaymentRow = Selectable<OrphanPaymentTable>
