import type { Kysely } from 'kysely'
import { businessDetailsComplete } from '../../../../contract/settings'
import { financialYearBounds, financialYearStart, withholdingFor } from '../../../../contract/tax-rules'
import { lockCreatorWithholding } from '../../../db/locks'
import type { Database } from '../../../db/schema'
import { createTaxProfilesRepository } from '../kyc/tax-profiles-repository'
import { createLedgerRepository, type LedgerLine, type LedgerRepository } from '../ledger-repository'
import { loadBusiness, withholdingRules } from './business'

export interface CreditedSale {
  /** The ledger group that credited the creator: 'sale:<purchase id>' or 'subscription:<payment id>'. */
  sourceGroupKey: string
  creatorId: string
  /** What the buyer paid. */
  grossPaise: number
  /** When the creator's share becomes available: what is withheld from it goes with it. */
  availableAt: Date
  at: Date
  purchaseId?: string
  paymentId?: string
}

/** The creator's gross sales in the financial year of the sale, before it. */
const grossBefore = (ledger: LedgerRepository, sale: CreditedSale) =>
  ledger.creatorGrossPaise(sale.creatorId, {
    ...financialYearBounds(financialYearStart(sale.at)),
    exceptGroupKey: sale.sourceGroupKey,
  })

const withheld = (creatorId: string, paise: number, availableAt: Date): LedgerLine[] => [
  { account: 'creator', creatorId, amountPaise: -paise, availableAt },
  { account: 'tax', amountPaise: paise },
]

/**
 * Withholds TDS (section 194-O) and TCS (GST) from a creator's credit for one sale, in the transaction
 * that credits it (docs/tax.md): `tds:<source>` and `tcs:<source>` move the amounts from the creator
 * to the tax account, available when the share is; the year's TDS owed at the threshold crossing is
 * written once per creator and year (`tds-catch-up:<creator>:<year>`). A registered operator
 * withholds: nothing is withheld until the business details are complete (production sells nothing
 * before, modules/money/payments/payments.ts).
 */
export async function withholdFromCredit(trx: Kysely<Database>, sale: CreditedSale): Promise<void> {
  const business = await loadBusiness(trx)
  if (!businessDetailsComplete(business) || sale.grossPaise <= 0) return
  // Until this transaction ends: a sale credited at the same time waits, then counts this one.
  await lockCreatorWithholding(trx, sale.creatorId)
  const ledger = createLedgerRepository(trx)
  const profile = await createTaxProfilesRepository(trx).withholdingStatus(sale.creatorId)
  const due = withholdingFor(
    {
      grossBeforePaise: await grossBefore(ledger, sale),
      salePaise: sale.grossPaise,
      hasPan: profile?.pan_status === 'verified',
      hasGstin: Boolean(profile?.gstin),
    },
    withholdingRules(business),
  )
  const event = {
    at: sale.at,
    ...(sale.purchaseId ? { purchaseId: sale.purchaseId } : {}),
    ...(sale.paymentId ? { paymentId: sale.paymentId } : {}),
  }
  if (due.tdsPaise > 0) {
    await ledger.post({
      groupKey: `tds:${sale.sourceGroupKey}`,
      kind: 'tds',
      lines: withheld(sale.creatorId, due.tdsPaise, sale.availableAt),
      ...event,
    })
  }
  if (due.tdsCatchUpPaise > 0) {
    await ledger.post({
      groupKey: `tds-catch-up:${sale.creatorId}:${financialYearStart(sale.at)}`,
      kind: 'tds',
      lines: withheld(sale.creatorId, due.tdsCatchUpPaise, sale.at),
      at: sale.at,
    })
  }
  if (due.tcsPaise > 0) {
    await ledger.post({
      groupKey: `tcs:${sale.sourceGroupKey}`,
      kind: 'tcs',
      lines: withheld(sale.creatorId, due.tcsPaise, sale.availableAt),
      ...event,
    })
  }
}
