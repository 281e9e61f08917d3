import { format } from 'date-fns'
import type { Kysely } from 'kysely'
import { IST_OFFSET_MS } from '../../../../contract/tax-rules'
import type { AppServices } from '../../../app-services'
import type { Database } from '../../../db/schema'
import { issueCreditNote, issueInvoice } from './invoices'

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

/** Cardcast's share of the creator's card sales in the month, less what refunds and lost disputes in it took back. */
async function netCommission(trx: Kysely<Database>, creatorId: string, from: Date, to: Date) {
  const row = await trx
    .selectFrom('ledger_entries as share')
    .innerJoin('ledger_entries as kept', (join) =>
      join.onRef('kept.group_key', '=', 'share.group_key').on('kept.account', '=', 'platform'),
    )
    .select((eb) => eb.fn.sum<number | null>('kept.amount_paise').as('kept'))
    .where('share.account', '=', 'creator')
    .where('share.creator_id', '=', creatorId)
    .where('share.kind', 'in', ['sale', 'refund', 'dispute'])
    // Card sales only: their groups name the purchase; a subscription's (and its refund's) do not.
    .where('share.purchase_id', 'is not', null)
    .where('share.created_at', '>=', from.toISOString())
    .where('share.created_at', '<', to.toISOString())
    .executeTakeFirst()
  return row?.kept ?? 0
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
  const latest = await trx
    .selectFrom('invoices')
    .select('source_key')
    .where('recipient_id', '=', creatorId)
    .where('purpose', '=', 'commission')
    .where('document', '=', 'invoice')
    .orderBy('issued_at', 'desc')
    .executeTakeFirst()
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
export async function issueDueCommissionInvoices(app: AppServices): Promise<number> {
  const now = app.clock.now()
  const month = previousMonth(now)
  const [sellers, issued] = await Promise.all([
    app.db
      .selectFrom('ledger_entries')
      .select('creator_id')
      .distinct()
      .where('account', '=', 'creator')
      .where('kind', 'in', ['sale', 'refund', 'dispute'])
      .where('purchase_id', 'is not', null)
      .where('created_at', '>=', month.from.toISOString())
      .where('created_at', '<', month.to.toISOString())
      .execute(),
    app.db
      .selectFrom('invoices')
      .select('source_key')
      .where('purpose', '=', 'commission')
      .where('source_key', 'like', `commission:%:${month.key}`)
      .execute(),
  ])
  const done = new Set(issued.map((row) => row.source_key))
  let count = 0
  for (const { creator_id: creatorId } of sellers) {
    if (!creatorId) continue
    const sourceKey = `commission:${creatorId}:${month.key}`
    if (done.has(sourceKey)) continue
    const made = await app.db.transaction().execute(async (trx) => {
      const kept = await netCommission(trx, creatorId, month.from, month.to)
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
