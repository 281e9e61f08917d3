import type { Kysely } from 'kysely'
import { OPEN_DISPUTE_STATUSES } from '../../../../contract/disputes'
import type { AppServices } from '../../../app-services'
import { newId } from '../../../db/ids'
import type { Database } from '../../../db/schema'
import type { DisputeRow } from '../../../db/schema-tax'
import { takeBackCharge } from '../../subscriptions/reversed-charge'
import { createLedgerRepository, reversedLines } from '../ledger-repository'
import { issueCreditNote } from '../tax/invoices'
import { returnWithholding } from '../tax/withholding'

/** A dispute as Razorpay reports it. */
export interface ProviderDispute {
  id: string
  paymentId: string
  amountPaise: number
  reasonCode: string
  respondBy: Date | null
}

export type DisputeOutcome = 'won' | 'lost' | 'closed'

/** The sale a payment paid for, as its ledger group: a card purchase or a subscription charge. */
async function saleOfPayment(db: Kysely<Database>, paymentId: string) {
  const purchase = await db
    .selectFrom('purchases')
    .select('id')
    .where('payment_id', '=', paymentId)
    .executeTakeFirst()
  if (purchase) return { groupKey: `sale:${purchase.id}`, purchaseId: purchase.id }
  const charge = await db
    .selectFrom('subscription_charges')
    .select('payment_id')
    .where('payment_id', '=', paymentId)
    .executeTakeFirst()
  return charge ? { groupKey: `subscription:${paymentId}`, purchaseId: null } : undefined
}

export const disputeById = (db: Kysely<Database>, id: string) =>
  db.selectFrom('disputes').selectAll().where('id', '=', id).executeTakeFirst()

const byProviderId = (db: Kysely<Database>, providerDisputeId: string) =>
  db
    .selectFrom('disputes')
    .selectAll()
    .where('provider_dispute_id', '=', providerDisputeId)
    .executeTakeFirst()

/**
 * A new chargeback (docs/tax.md 'Disputes'): recorded once per Razorpay dispute, and the creator's
 * share of the disputed sale moved from their balance to the `disputes` account
 * (`dispute-hold:<id>`), keeping the time it becomes available, so a share still on hold is held
 * from the held amount. Undefined when the payment paid for nothing here.
 */
export async function openDispute(
  app: AppServices,
  reported: ProviderDispute,
): Promise<DisputeRow | undefined> {
  const known = await byProviderId(app.db, reported.id)
  if (known) return known
  const sale = await saleOfPayment(app.db, reported.paymentId)
  if (!sale) return undefined
  const share = (await app.ledger.linesOf(sale.groupKey)).find((line) => line.account === 'creator')
  if (!share?.creatorId) return undefined
  const creatorId = share.creatorId
  // What the sale left the creator: their share less the TDS and TCS withheld from it.
  const withheld = (
    await Promise.all(['tds', 'tcs'].map((kind) => app.ledger.linesOf(`${kind}:${sale.groupKey}`)))
  )
    .flat()
    .filter((line) => line.account === 'creator')
    .reduce((total, line) => total + line.amountPaise, 0)
  const heldPaise = share.amountPaise + withheld
  const now = app.clock.now()
  const row: DisputeRow = {
    id: newId(),
    provider_dispute_id: reported.id,
    payment_id: reported.paymentId,
    source_group_key: sale.groupKey,
    purchase_id: sale.purchaseId,
    creator_id: creatorId,
    amount_paise: reported.amountPaise,
    held_paise: heldPaise,
    reason_code: reported.reasonCode,
    status: 'open',
    respond_by: reported.respondBy?.toISOString() ?? null,
    evidence_summary: null,
    admin_id: null,
    created_at: now.toISOString(),
    updated_at: now.toISOString(),
  }
  await app.db.transaction().execute(async (trx) => {
    // A racing report of the same dispute fails here, on the unique provider id, and rolls back.
    await trx.insertInto('disputes').values(row).execute()
    if (heldPaise > 0) {
      await createLedgerRepository(trx).post({
        groupKey: `dispute-hold:${row.id}`,
        kind: 'dispute_hold',
        lines: [
          { account: 'creator', creatorId, amountPaise: -heldPaise, availableAt: share.availableAt },
          { account: 'disputes', creatorId, amountPaise: heldPaise },
        ],
        paymentId: reported.paymentId,
        ...(sale.purchaseId ? { purchaseId: sale.purchaseId } : {}),
        at: now,
      })
    }
  })
  return (await byProviderId(app.db, reported.id)) ?? row
}

/** An evidence submission: the dispute is under review by the bank. */
export async function markUnderReview(
  db: Kysely<Database>,
  id: string,
  change: { summary?: string; adminId?: string; at: Date },
): Promise<boolean> {
  const updated = await db
    .updateTable('disputes')
    .set({
      status: 'under_review',
      updated_at: change.at.toISOString(),
      ...(change.summary ? { evidence_summary: change.summary } : {}),
      ...(change.adminId ? { admin_id: change.adminId } : {}),
    })
    .where('id', '=', id)
    .where('status', 'in', [...OPEN_DISPUTE_STATUSES])
    .executeTakeFirst()
  return updated.numUpdatedRows > 0n
}

/**
 * Decides a dispute once, however often it is reported: the hold is given back to the creator
 * (`dispute-release:<id>`); when it is lost the sale is then reversed as a refund reverses it
 * (`dispute:<id>`, the withholding given back, a subscription charge's invoice credited) and a
 * disputed card can no longer be used, and a disputed month of a subscription ends now, with the
 * subscription. Cardcast bears the provider's dispute fee: it never reaches a creator's account.
 * Answers whether this call decided it.
 */
export async function decideDispute(
  app: AppServices,
  id: string,
  outcome: DisputeOutcome,
  adminId?: string,
): Promise<boolean> {
  const now = app.clock.now()
  return app.db.transaction().execute(async (trx) => {
    const decided = await trx
      .updateTable('disputes')
      .set({ status: outcome, updated_at: now.toISOString(), ...(adminId ? { admin_id: adminId } : {}) })
      .where('id', '=', id)
      .where('status', 'in', [...OPEN_DISPUTE_STATUSES])
      .returningAll()
      .executeTakeFirst()
    if (!decided) return false
    const ledger = createLedgerRepository(trx)
    const event = {
      paymentId: decided.payment_id,
      ...(decided.purchase_id ? { purchaseId: decided.purchase_id } : {}),
      at: now,
    }
    const hold = await ledger.linesOf(`dispute-hold:${id}`)
    if (hold.length > 0) {
      await ledger.post({
        groupKey: `dispute-release:${id}`,
        kind: 'dispute_release',
        lines: reversedLines(hold),
        ...event,
      })
    }
    if (outcome !== 'lost') return true
    const sale = await ledger.linesOf(decided.source_group_key)
    if (sale.length > 0) {
      await ledger.post({ groupKey: `dispute:${id}`, kind: 'dispute', lines: reversedLines(sale), ...event })
    }
    await returnWithholding(trx, { sourceGroupKey: decided.source_group_key, ...event })
    if (decided.purchase_id) {
      await trx
        .updateTable('purchases')
        .set({ refunded_at: now.toISOString() })
        .where('id', '=', decided.purchase_id)
        .where('refunded_at', 'is', null)
        .execute()
    } else {
      await issueCreditNote(trx, {
        originalSourceKey: decided.source_group_key,
        sourceKey: `dispute:${id}`,
        at: now,
      })
      const charge = await trx
        .selectFrom('subscription_charges')
        .select(['subscription_id', 'period_end'])
        .where('payment_id', '=', decided.payment_id)
        .executeTakeFirst()
      if (charge) await takeBackCharge(trx, charge, now)
    }
    return true
  })
}
