import type { Kysely } from 'kysely'
import { disputeMessages, OPEN_DISPUTE_STATUSES } from '../../../../contract/disputes'
import { formatRupees, paiseToRupees } from '../../../../contract/money'
import type { AppServices } from '../../../app-services'
import { newId } from '../../../db/ids'
import type { Database } from '../../../db/schema'
import type { DisputeRow } from '../../../db/schema-tax'
import { createLedgerRepository, reversedLines } from '../ledger-repository'
import {
  creatorLossOf,
  lockSaleReversals,
  partOf,
  postReversal,
  type SaleMoney,
  type SaleParts,
  saleMoney,
} from '../sale-reversals'
import { issueCreditNote } from '../tax/invoices'

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
 * A new chargeback (docs/tax.md 'Disputes'): recorded once per Razorpay dispute, and what losing it
 * would take from the creator (their part of the disputed amount, net of what refunds and lost
 * disputes took back already, less the TDS and TCS it would give back: modules/money/sale-reversals.ts)
 * moved from their balance to the `disputes` account (`dispute-hold:<id>`), keeping the time it
 * becomes available, so a share still on hold is held from the held amount. A dispute of a payment
 * already given back in full (refunded) holds nothing and is mailed to the administrators, once.
 * Undefined when the payment paid for nothing here.
 */
export async function openDispute(
  app: AppServices,
  reported: ProviderDispute,
): Promise<DisputeRow | undefined> {
  const known = await byProviderId(app.db, reported.id)
  if (known) return known
  const sale = await saleOfPayment(app.db, reported.paymentId)
  if (!sale) return undefined
  const money = await saleMoney(app.db, sale.groupKey)
  if (!money) return undefined
  const creatorId = money.creatorId
  const heldPaise = creatorLossOf(partOf(money, reported.amountPaise))
  const now = app.clock.now()
  const row: DisputeRow = {
    id: newId(),
    provider_dispute_id: reported.id,
    payment_id: reported.paymentId,
    source_group_key: sale.groupKey,
    purchase_id: sale.purchaseId,
    creator_id: creatorId,
    amount_paise: reported.amountPaise,
    held_paise: Math.max(heldPaise, 0),
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
          { account: 'creator', creatorId, amountPaise: -heldPaise, availableAt: money.shareAvailableAt },
          { account: 'disputes', creatorId, amountPaise: heldPaise },
        ],
        paymentId: reported.paymentId,
        ...(sale.purchaseId ? { purchaseId: sale.purchaseId } : {}),
        at: now,
      })
    }
  })
  if (money.left.paid === 0) await alertAdminsOfRefundedDispute(app, row)
  return (await byProviderId(app.db, reported.id)) ?? row
}

/**
 * A bank disputes a payment Cardcast gave back already: there is nothing left to take back, but the
 * money may go back twice, so an administrator must answer the bank with the refund. Mailed once (the
 * row is new); the dashboard warns while it is open (openDisputesOfRefunded).
 */
async function alertAdminsOfRefundedDispute(app: AppServices, row: DisputeRow) {
  const admins = await app.db.selectFrom('admins').select('email').execute()
  const amount = formatRupees(paiseToRupees(row.amount_paise), { alwaysPaise: true })
  for (const { email } of admins) {
    try {
      await app.mailer.send({
        to: email,
        category: 'admin',
        subject: disputeMessages.refundedMailSubject,
        text: [
          `Razorpay reports a dispute (${row.provider_dispute_id}, ${amount}, reason ${row.reason_code}) of the payment ${row.payment_id}, which Cardcast has already refunded in full.`,
          'Nothing was taken from the creator. The bank may still take the money back a second time: answer the dispute at Payments → Disputes with the refund as evidence before its deadline.',
        ].join('\n\n'),
      })
    } catch {
      // The dashboard warns while the dispute is open: a mail that fails loses nothing.
    }
  }
}

/** Disputes still open of payments that had been given back in full when they were reported. */
export async function openDisputesOfRefunded(db: Kysely<Database>): Promise<number> {
  const open = await db
    .selectFrom('disputes')
    .select(['source_group_key', 'held_paise'])
    .where('status', 'in', [...OPEN_DISPUTE_STATUSES])
    .where('held_paise', '=', 0)
    .execute()
  let count = 0
  for (const row of open) {
    const money = await saleMoney(db, row.source_group_key)
    if (money && money.left.paid === 0) count += 1
  }
  return count
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
 * (`dispute-release:<id>`); when it is lost the disputed part of what is left of the sale is taken
 * back (`dispute:<id>`, with the TDS and TCS of that part given back, `tds:dispute:<id>` and
 * `tcs:dispute:<id>`: modules/money/sale-reversals.ts), a subscription charge's invoice is credited
 * for Cardcast's part of it, a disputed card can no longer be used, and a disputed month of a
 * subscription ends now, with the subscription. A payment given back in full already (refunded, or
 * lost to earlier disputes) has nothing left to take: the administrators were told when it opened.
 * Cardcast bears the provider's dispute fee: it never reaches a creator's account. Answers whether
 * this call decided it.
 */
export async function decideDispute(
  app: AppServices,
  id: string,
  outcome: DisputeOutcome,
  adminId?: string,
): Promise<boolean> {
  const now = app.clock.now()
  const source = await disputeById(app.db, id)
  if (!source) return false
  return app.db.transaction().execute(async (trx) => {
    await lockSaleReversals(trx, source.source_group_key)
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
    const sale = await saleMoney(trx, decided.source_group_key)
    const part = sale ? partOf(sale, decided.amount_paise) : undefined
    if (!sale || !part || part.paid === 0) return true
    await postReversal(
      trx,
      sale,
      part,
      {
        groupKey: `dispute:${id}`,
        kind: 'dispute',
        tdsGroupKey: `tds:dispute:${id}`,
        tcsGroupKey: `tcs:dispute:${id}`,
      },
      event,
    )
    if (decided.purchase_id) {
      await trx
        .updateTable('purchases')
        .set({ refunded_at: now.toISOString() })
        .where('id', '=', decided.purchase_id)
        .where('refunded_at', 'is', null)
        .execute()
    } else {
      await creditChargeInvoice(trx, sale, part, id, now)
      const charge = await trx
        .selectFrom('subscription_charges')
        .select(['subscription_id', 'period_end'])
        .where('payment_id', '=', decided.payment_id)
        .executeTakeFirst()
      if (charge) await app.reversalFollowUps.chargeReversed(trx, charge, now)
    }
    return true
  })
}

/**
 * A charge's invoice credited for Cardcast's part of a lost dispute: in full when the dispute takes
 * back the whole charge at once, else the part (GST split as the invoice was).
 */
async function creditChargeInvoice(
  trx: Kysely<Database>,
  sale: SaleMoney,
  part: SaleParts,
  disputeId: string,
  at: Date,
) {
  if (part.platform === 0) return
  const whole = part.platform === sale.brought.platform && sale.left.platform === sale.brought.platform
  await issueCreditNote(trx, {
    originalSourceKey: sale.groupKey,
    sourceKey: `dispute:${disputeId}`,
    at,
    ...(whole ? {} : { partialPaise: part.platform }),
  })
}
