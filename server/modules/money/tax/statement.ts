import { maskPan } from '../../../../contract/kyc'
import { paiseToRupees } from '../../../../contract/money'
import type { Statement } from '../../../../contract/statements'
import { financialYearBounds, financialYearLabel, istDate } from '../../../../contract/tax-rules'
import type { AppServices } from '../../../app-services'
import type { LedgerKind } from '../../../db/schema-money'

const sumOf = (value: number | null | undefined) => value ?? 0

/**
 * A creator's statement for the financial year starting in April of `fyStart`, summed from the ledger
 * (docs/tax.md 'Statements'): the sales their share came from (their groups' provider and platform
 * lines), what was withheld from it, and what was paid out.
 */
export async function creatorStatement(
  app: Pick<AppServices, 'taxReports' | 'taxProfiles'>,
  creator: { id: string; username: string },
  fyStart: number,
): Promise<Statement> {
  const { from, to } = financialYearBounds(fyStart)
  const [{ sales, refunds, disputes, own, gst }, profile] = await Promise.all([
    app.taxReports.statementSums(creator.id, { from, to }),
    app.taxProfiles.byCreator(creator.id),
  ])
  const byKind = new Map(own.map((row) => [row.kind, sumOf(row.amount)]))
  const kindTotal = (...kinds: LedgerKind[]) =>
    kinds.reduce((total, kind) => total + (byKind.get(kind) ?? 0), 0)
  const grossPaise = -sumOf(sales?.provider)
  const refundedPaise = sumOf(refunds?.provider)
  const commissionPaise = sumOf(sales?.platform) + sumOf(refunds?.platform) + sumOf(disputes?.platform)
  const lastDay = new Date(to.getTime() - 1)
  return {
    status: 'success',
    financialYear: financialYearLabel(fyStart),
    from: istDate(from),
    to: istDate(lastDay),
    creator: {
      name: creator.username,
      legalName: profile?.legal_name ?? null,
      panMasked: profile ? maskPan(profile.pan) : null,
      gstin: profile?.gstin ?? null,
    },
    grossSales: paiseToRupees(grossPaise),
    refunds: paiseToRupees(refundedPaise),
    commission: paiseToRupees(commissionPaise),
    gstOnCommission: paiseToRupees(sumOf(gst?.tax)),
    tds: paiseToRupees(-kindTotal('tds')),
    tcs: paiseToRupees(-kindTotal('tcs')),
    disputes: paiseToRupees(sumOf(disputes?.provider)),
    netEarnings: paiseToRupees(kindTotal('sale', 'subscription', 'refund', 'tds', 'tcs', 'dispute')),
    netPaid: paiseToRupees(-kindTotal('payout', 'payout_return')),
  }
}
