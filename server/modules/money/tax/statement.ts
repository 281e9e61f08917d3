import { type Kysely, sql } from 'kysely'
import { maskPan } from '../../../../contract/kyc'
import { paiseToRupees } from '../../../../contract/money'
import type { Statement } from '../../../../contract/statements'
import { financialYearBounds, financialYearLabel, istDate } from '../../../../contract/tax-rules'
import type { Database } from '../../../db/schema'
import type { LedgerKind } from '../../../db/schema-money'

const sumOf = (value: number | null | undefined) => value ?? 0

/**
 * A creator's statement for the financial year starting in April of `fyStart`, summed from the ledger
 * (docs/tax.md 'Statements'): the sales their share came from (their groups' provider and platform
 * lines), what was withheld from it, and what was paid out.
 */
export async function creatorStatement(
  db: Kysely<Database>,
  creator: { id: string; username: string },
  fyStart: number,
): Promise<Statement> {
  const { from, to } = financialYearBounds(fyStart)
  const inYear = { from: from.toISOString(), to: to.toISOString() }
  // The groups that credited or debited this creator for a sale in the year.
  const creatorLines = (kinds: LedgerKind[]) =>
    db
      .selectFrom('ledger_entries')
      .where('account', '=', 'creator')
      .where('creator_id', '=', creator.id)
      .where('kind', 'in', kinds)
      .where('created_at', '>=', inYear.from)
      .where('created_at', '<', inYear.to)
  const creatorGroups = (kinds: LedgerKind[]) => creatorLines(kinds).select('group_key')
  const saleKinds: LedgerKind[] = ['sale', 'subscription']
  // The provider's and the platform's sides of the creator's groups of these kinds.
  const sides = (kinds: LedgerKind[]) =>
    db
      .selectFrom('ledger_entries')
      .select((eb) => [
        eb.fn
          .sum<number | null>(
            eb.case().when('account', '=', 'provider').then(eb.ref('amount_paise')).else(0).end(),
          )
          .as('provider'),
        eb.fn
          .sum<number | null>(
            eb.case().when('account', '=', 'platform').then(eb.ref('amount_paise')).else(0).end(),
          )
          .as('platform'),
      ])
      .where('group_key', 'in', creatorGroups(kinds))
      .executeTakeFirst()
  const [sales, refunds, disputes, own, gst, profile] = await Promise.all([
    sides(saleKinds),
    sides(['refund']),
    sides(['dispute']),
    db
      .selectFrom('ledger_entries')
      .select(['kind', (eb) => eb.fn.sum<number>('amount_paise').as('amount')])
      .where('account', '=', 'creator')
      .where('creator_id', '=', creator.id)
      .where('created_at', '>=', inYear.from)
      .where('created_at', '<', inYear.to)
      .groupBy('kind')
      .execute(),
    // GST in the commission: the creator's commission invoices, and Cardcast's share of their
    // subscription charges (invoiced to the subscriber), with the credit notes that undid any.
    db
      .selectFrom('ledger_entries')
      .select((eb) => eb.fn.sum<number | null>('amount_paise').as('tax'))
      .where('account', '=', 'tax')
      .where('kind', '=', 'gst')
      .where('created_at', '>=', inYear.from)
      .where('created_at', '<', inYear.to)
      .where((eb) =>
        eb.or([
          eb('group_key', 'like', `gst:commission:${creator.id}:%`),
          eb(
            'group_key',
            'in',
            creatorLines(['subscription', 'refund', 'dispute']).select(
              sql<string>`'gst:' || group_key`.as('gst_key'),
            ),
          ),
        ]),
      )
      .executeTakeFirst(),
    db.selectFrom('tax_profiles').selectAll().where('creator_id', '=', creator.id).executeTakeFirst(),
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
