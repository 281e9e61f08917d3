import { format } from 'date-fns'
import type { Kysely } from 'kysely'
import { IST_OFFSET_MS } from '../../../../contract/tax-rules'
import type { AppServices } from '../../../app-services'
import type { Database } from '../../../db/schema'
import { createInvoicesRepository } from '../invoices-repository'
import { issueCreditNote, issueInvoice } from './invoices'
import { createTaxReportsRepository } from './tax-reports-repository'

/** The IST calendar month before the one `now` is in: its key ('2026-11') and its bounds in UTC. */
export function previousMonth(now: Date): { key: string; from: Date; to: Date; label: string } {
  const ist = new Date(now.getTime() + IST_OFFSET_MS)
  const year = ist.getUTCFullYear()
  const month = ist.getUTCMonth() - 1
  const from = new Date(Date.UTC(year, month, 1) - IST_OFFSET_MS)
  const to = new Date(Date.UTC(year, month + 1, 1) - IST_OFFSET_MS)
  const first = new Date(Date.UTC(year, month, 1))
  return {
    key: first.toISOString().slice(0, 7),
    from,
    to,
    label: format(new Date(first.getUTCFullYear(), first.getUTCMonth(), 1), 'MMMM yyyy'),
  }
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
