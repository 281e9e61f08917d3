import { financialYearBounds, IST_OFFSET_MS } from '../../../../contract/tax-rules'
import type { AppServices } from '../../../app-services'
import type { LedgerRepository } from '../ledger-repository'

/** A quarter of a financial year (1: April to June … 4: January to March), as UTC bounds. */
export function quarterBounds(fyStart: number, quarter: 1 | 2 | 3 | 4): { from: Date; to: Date } {
  const { from } = financialYearBounds(fyStart)
  const ist = new Date(from.getTime() + IST_OFFSET_MS)
  const start = Date.UTC(ist.getUTCFullYear(), ist.getUTCMonth() + (quarter - 1) * 3, 1) - IST_OFFSET_MS
  const end = Date.UTC(ist.getUTCFullYear(), ist.getUTCMonth() + quarter * 3, 1) - IST_OFFSET_MS
  return { from: new Date(start), to: new Date(end) }
}

export interface TdsDeduction {
  pan: string
  legalName: string
  username: string
  /** What the deduction was on: a sale's gross, or the year's earlier gross at the threshold crossing. */
  grossPaise: number
  tdsPaise: number
  deductedAt: string
  /**
   * The ledger group: 'tds:sale:…', 'tds-catch-up:…', or a return (negative): a refund's
   * 'tds-refund:…', a lost dispute's 'tds:dispute:…' (its gross, the dispute group's, is money back).
   */
  reference: string
}

/**
 * Every TDS deduction (and return, on a refund) in the quarter, one row each in the shape a TDS
 * return takes them (docs/tax.md): the deductee's PAN and name, the amount credited, the tax, the
 * date. Creators without a PAN are listed with 'PANNOTAVBL', as the return asks.
 */
export async function tdsDeductions(
  app: Pick<AppServices, 'taxReports' | 'ledger'>,
  from: Date,
  to: Date,
): Promise<TdsDeduction[]> {
  const rows = await app.taxReports.tdsLines(from, to)
  const paidBy = await app.taxReports.providerTotals(
    rows.flatMap((row) => saleGroupOf(row.group_key)?.group ?? []),
  )
  const deductions: TdsDeduction[] = []
  for (const row of rows) {
    const sale = saleGroupOf(row.group_key)
    deductions.push({
      pan: row.pan_status === 'verified' && row.pan ? row.pan : 'PANNOTAVBL',
      legalName: row.legal_name ?? row.username,
      username: row.username,
      grossPaise: sale
        ? // A sale's provider line is negative (money in); a refund's return is the same amount back.
          (sale.refund ? 1 : -1) * (paidBy.get(sale.group) ?? 0)
        : await catchUpGross(app.ledger, row.group_key, row.creator_id ?? '', row.created_at),
      tdsPaise: -row.amount_paise,
      deductedAt: row.created_at,
      reference: row.group_key,
    })
  }
  return deductions
}

/** The sale group a deduction ('tds:<group>') or its return ('tds-refund:<group>') was on. */
function saleGroupOf(groupKey: string): { group: string; refund: boolean } | undefined {
  const source = /^tds(-refund)?:(.+)$/.exec(groupKey)
  return source?.[2] ? { group: source[2], refund: Boolean(source[1]) } : undefined
}

/**
 * The threshold crossing ('tds-catch-up:<creator>:<year>'): the year's gross before the sale that
 * crossed it (written at the same time).
 */
function catchUpGross(
  ledger: Pick<LedgerRepository, 'creatorGrossPaise'>,
  groupKey: string,
  creatorId: string,
  at: string,
): Promise<number> {
  const { from } = financialYearBounds(Number(groupKey.split(':').at(-1)))
  return ledger.creatorGrossPaise(creatorId, { from, to: new Date(at) })
}
