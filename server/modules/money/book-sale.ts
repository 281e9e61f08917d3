import type { Kysely } from 'kysely'
import type { Database } from '../../db/schema'
import type { LedgerKind } from '../../db/schema-money'
import { createLedgerRepository, creatorSharePaise, type LedgerLine, saleLines } from './ledger-repository'
import { issueInvoice } from './tax/invoices'
import { withholdFromCredit } from './tax/withholding'

// The one door into the books for a sale: its ledger group, the TDS and TCS withheld from the share, its
// invoice, in the caller's transaction. What follows a sale (a marathon extended, an auction settled)
// stays with the selling module, which imports those lower modules itself. Reversals: sale-reversals.ts.

interface SaleFacts {
  /** The sale's ledger group, one per sale: 'sale:<purchase id>', 'subscription:<payment id>', … */
  groupKey: string
  /** Who paid: the recipient of the sale's invoice. */
  buyerId: string
  /** What the buyer paid, in paise. */
  amountPaise: number
  /** The provider's payment. */
  paymentId: string
  /** When it was sold: the time of its ledger lines and its invoice. */
  at: Date
}

/** A creator's sale: the share is theirs, held until `shareAvailableAt`, with the withholding on it. */
interface SharedSale extends SaleFacts {
  sellerId: string
  shareAvailableAt: Date
}

export type Sale =
  /** A card (an auction's winning offer too): its commission is invoiced to the creator monthly. */
  | (SharedSale & { kind: 'card'; purchaseId: string })
  /** A month of a subscription: the subscriber is invoiced for Cardcast's share. */
  | (SharedSale & { kind: 'subscription'; invoiceDescription: string })
  /** Creator Pro: all of it Cardcast's revenue, invoiced to the buyer. */
  | (SaleFacts & { kind: 'pro'; invoiceDescription: string })

const LEDGER_KINDS: Record<Sale['kind'], LedgerKind> = {
  card: 'sale',
  subscription: 'subscription',
  pro: 'pro',
}

/** The provider's payment, all of it the platform's. */
const platformLines = (amountPaise: number): LedgerLine[] => [
  { account: 'provider', amountPaise: -amountPaise },
  { account: 'platform', amountPaise },
]

/**
 * Books a paid sale in `trx`, the transaction that records what was sold: the provider's payment split
 * into the creator's 80% share (saleLines) and the platform's rest, or all the platform's for Creator
 * Pro; the TDS and TCS withheld from the share (tax/withholding.ts); the invoice of a subscription or
 * of Pro (tax/invoices.ts). Answers false, booking nothing, when the sale's group is booked already.
 */
export async function bookSale(trx: Kysely<Database>, sale: Sale): Promise<boolean> {
  const { groupKey, amountPaise, paymentId, at } = sale
  const booked = await createLedgerRepository(trx).post({
    groupKey,
    kind: LEDGER_KINDS[sale.kind],
    lines:
      sale.kind === 'pro'
        ? platformLines(amountPaise)
        : saleLines(amountPaise, sale.sellerId, sale.shareAvailableAt),
    ...(sale.kind === 'card' ? { purchaseId: sale.purchaseId } : {}),
    paymentId,
    at,
  })
  if (!booked) return false
  if (sale.kind !== 'pro') {
    await withholdFromCredit(trx, {
      sourceGroupKey: groupKey,
      creatorId: sale.sellerId,
      grossPaise: amountPaise,
      availableAt: sale.shareAvailableAt,
      at,
      ...(sale.kind === 'card' ? { purchaseId: sale.purchaseId } : {}),
      paymentId,
    })
  }
  if (sale.kind !== 'card') {
    await issueInvoice(trx, {
      purpose: sale.kind,
      sourceKey: groupKey,
      recipientId: sale.buyerId,
      totalPaise: amountPaise,
      // A subscription's streamer share was collected on their behalf; Cardcast supplies the rest.
      supplyPaise: sale.kind === 'pro' ? amountPaise : amountPaise - creatorSharePaise(amountPaise),
      description: sale.invoiceDescription,
      paymentId,
      at,
    })
  }
  return true
}
