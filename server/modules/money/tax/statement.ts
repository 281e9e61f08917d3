import { maskPan } from '../../../../contract/kyc'
import { paiseToRupees } from '../../../../contract/money'
import type { Statement } from '../../../../contract/statements'
import { financialYearBounds, financialYearLabel, istDate } from '../../../../contract/tax-rules'
import type { AppServices } from '../../../app-services'
import type { LedgerKind } from '../../../db/schema-money'
import { commissionGstOfYear } from './commission'

const sumOf = (value: number | null | undefined) => value ?? 0
/** Rupees with no negative zero: a line with nothing on it reads 0.00, never -0.00. */
const rupees = (paise: number) => paiseToRupees(paise) + 0

/**
 * A creator's statement for the financial year starting in April of `fyStart`, summed from the ledger
 * (docs/tax.md 'Statements'): the sales their share came from (their groups' provider and platform
 * lines), what was withheld from it, and what was paid out.
 */
export async function creatorStatement(
  app: Pick<AppServices, 'taxReports' | 'taxProfiles' | 'db' | 'clock'>,
  creator: { id: string; username: string },
  fyStart: number,
): Promise<Statement> {
  const { from, to } = financialYearBounds(fyStart)
  const [{ sales, refunds, disputes, own, gst }, cardCommissionGst, profile] = await Promise.all([
    app.taxReports.statementSums(creator.id, { from, to }),
    commissionGstOfYear(app, creator.id, fyStart, app.clock.now()),
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
    grossSales: rupees(grossPaise),
    refunds: rupees(refundedPaise),
    commission: rupees(commissionPaise),
    gstOnCommission: rupees(sumOf(gst?.tax) + cardCommissionGst),
    tds: rupees(-kindTotal('tds')),
    tcs: rupees(-kindTotal('tcs')),
    disputes: rupees(sumOf(disputes?.provider)),
    netEarnings: rupees(kindTotal('sale', 'subscription', 'refund', 'tds', 'tcs', 'dispute')),
    netPaid: rupees(-kindTotal('payout', 'payout_return')),
  }
}
