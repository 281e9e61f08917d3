import { format } from 'date-fns'
import type { Kysely } from 'kysely'
import { IST_OFFSET_MS, splitGst } from '../../../../contract/tax-rules'
import type { AppServices } from '../../../app-services'
import type { Database } from '../../../db/schema'
import { createInvoicesRepository } from '../invoices-repository'
import { gstRateBp, loadBusiness } from './business'
import { issueCreditNote, issueInvoice } from './invoices'
import { createTaxReportsRepository } from './tax-reports-repository'

interface IstMonth {
  /** '2026-11'. */
  key: string
  from: Date
  to: Date
  label: string
}

/** An IST calendar month (`month` from 0, past 11 into the next years): its key and its bounds in UTC. */
function istMonth(year: number, month: number): IstMonth {
  const first = new Date(Date.UTC(year, month, 1))
  return {
    key: first.toISOString().slice(0, 7),
    from: new Date(first.getTime() - IST_OFFSET_MS),
    to: new Date(Date.UTC(year, month + 1, 1) - IST_OFFSET_MS),
    label: format(new Date(first.getUTCFullYear(), first.getUTCMonth(), 1), 'MMMM yyyy'),
  }
}

/** The IST calendar month before the one `now` is in: its key ('2026-11') and its bounds in UTC. */
export function previousMonth(now: Date): IstMonth {
  const ist = new Date(now.getTime() + IST_OFFSET_MS)
  return istMonth(ist.getUTCFullYear(), ist.getUTCMonth() - 1)
}

/**
 * The GST within Cardcast's commission on a creator's card sales in the financial year starting in
 * April of `fyStart`, month by month: what each month's commission invoice (or credit note) moved to
 * the tax account, whenever it was issued; for a month not invoiced yet (the running one, or the last
 * one before the sweep), the GST its net commission so far holds at today's rate, as its invoice will.
 * So the statement's GST covers all the commission it states, not only the months invoiced within
 * the year.
 */
export async function commissionGstOfYear(
  app: Pick<AppServices, 'db' | 'taxReports'>,
  creatorId: string,
  fyStart: number,
  now: Date,
): Promise<number> {
  const months = Array.from({ length: 12 }, (_, index) => istMonth(fyStart, 3 + index)).filter(
    (month) => month.from < now,
  )
  const keys = months.map((month) => month.key)
  const [invoiced, documented, business] = await Promise.all([
    app.taxReports.commissionGst(creatorId, keys),
    app.taxReports.commissionDocumented(creatorId, keys),
    loadBusiness(app.db),
  ])
  let pending = 0
  for (const month of months) {
    if (documented.has(month.key)) continue
    const kept = await app.taxReports.commissionKept(creatorId, month.from, month.to)
    // The tax within an inclusive amount is the same however a place of supply splits it.
    const { taxablePaise } = splitGst(Math.abs(kept), gstRateBp(business), '', '')
    pending += Math.sign(kept) * (Math.abs(kept) - taxablePaise)
  }
  return invoiced + pending
}

/**
 * A month whose refunds and lost disputes took back more commission than its sales earned: a credit
 * note for the difference against the creator's latest commission invoice, under this month's key.
 */
async function creditEarlierCommission(
  trx: Kysely<Database>,
  creatorId: string,
  sourceKey: string,
  paise: number,
  label: string,
  at: Date,
): Promise<boolean> {
  const latest = await createInvoicesRepository(trx).latestCommissionInvoice(creatorId)
  if (!latest) return false
  const note = await issueCreditNote(trx, {
    originalSourceKey: latest.source_key,
    sourceKey,
    at,
    partialPaise: paise,
    description: `Cardcast commission taken back by refunds, ${label}`,
  })
  return note !== undefined
}

/**
 * Issues last month's commission invoices (docs/tax.md): to each creator who sold cards in it, one
 * tax invoice for Cardcast's net share of those sales (GST included), once per creator and month
 * (`commission:<creator id>:<YYYY-MM>`). Run by the money sweep. A month whose refunds took back more
 * than it earned gets a credit note instead, against the creator's latest commission invoice; one
 * with none gets nothing. Subscriptions are not in it: their share was invoiced to the subscriber at
 * each charge.
 */
export async function issueDueCommissionInvoices(
  app: Pick<AppServices, 'clock' | 'db' | 'taxReports' | 'invoices'>,
): Promise<number> {
  const now = app.clock.now()
  const month = previousMonth(now)
  const [sellers, issued] = await Promise.all([
    app.taxReports.commissionSellers(month.from, month.to),
    app.invoices.commissionsOfMonth(month.key),
  ])
  const done = new Set(issued.map((row) => row.source_key))
  let count = 0
  for (const { creator_id: creatorId } of sellers) {
    if (!creatorId) continue
    const sourceKey = `commission:${creatorId}:${month.key}`
    if (done.has(sourceKey)) continue
    const made = await app.db.transaction().execute(async (trx) => {
      // Cardcast's share of the creator's card sales in the month, less what refunds and lost
      // disputes in it took back.
      const kept = await createTaxReportsRepository(trx).commissionKept(creatorId, month.from, month.to)
      if (kept < 0) return creditEarlierCommission(trx, creatorId, sourceKey, -kept, month.label, now)
      if (kept === 0) return false
      await issueInvoice(trx, {
        purpose: 'commission',
        sourceKey,
        recipientId: creatorId,
        totalPaise: kept,
        supplyPaise: kept,
        description: `Cardcast commission on card sales, ${month.label}`,
        at: now,
      })
      return true
    })
    if (made) count++
  }
  return count
}
