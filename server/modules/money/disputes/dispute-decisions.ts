import { disputeMessages } from '../../../../contract/disputes'
import { formatRupees, paiseToRupees } from '../../../../contract/money'
import type { AppServices } from '../../../app-services'
import { newId } from '../../../db/ids'
import type { DisputeRow } from '../../../db/schema-tax'
import { createLedgerRepository, reversedLines } from '../ledger-repository'
import { creatorLossOf, lockSaleReversals, partOf, reverseSale, saleMoneyIn } from '../sale-reversals'
import { createDisputesRepository, type DisputeOutcome, type DisputesRepository } from './disputes-repository'

/** A dispute as Razorpay reports it. */
export interface ProviderDispute {
  id: string
  paymentId: string
  amountPaise: number
  reasonCode: string
  respondBy: Date | null
}

type DisputeServices = Pick<AppServices, 'db' | 'disputes' | 'ledger' | 'clock'>

/** The sale a payment paid for, as its ledger group: a card purchase or a subscription charge. */
async function saleOfPayment(disputes: DisputesRepository, paymentId: string) {
  const purchase = await disputes.purchasePaidBy(paymentId)
  if (purchase) return { groupKey: `sale:${purchase.id}`, purchaseId: purchase.id }
  const charge = await disputes.chargePaidBy(paymentId)
  return charge ? { groupKey: `subscription:${paymentId}`, purchaseId: null } : undefined
}

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
  app: DisputeServices & Pick<AppServices, 'mailer' | 'adminAddresses'>,
  reported: ProviderDispute,
): Promise<DisputeRow | undefined> {
  const known = await app.disputes.byProviderId(reported.id)
  if (known) return known
  const sale = await saleOfPayment(app.disputes, reported.paymentId)
  if (!sale) return undefined
  const money = await saleMoneyIn(app, sale.groupKey)
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
    await createDisputesRepository(trx).insert(row)
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
  return (await app.disputes.byProviderId(reported.id)) ?? row
}

/**
 * A bank disputes a payment Cardcast gave back already: there is nothing left to take back, but the
 * money may go back twice, so an administrator must answer the bank with the refund. Mailed once (the
 * row is new); the dashboard warns while it is open (openDisputesOfRefunded).
 */
async function alertAdminsOfRefundedDispute(
  app: Pick<AppServices, 'mailer' | 'adminAddresses'>,
  row: DisputeRow,
) {
  const admins = await app.adminAddresses.all()
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
export async function openDisputesOfRefunded(app: Pick<AppServices, 'disputes' | 'ledger'>): Promise<number> {
  const open = await app.disputes.openHoldingNothing()
  let count = 0
  for (const row of open) {
    const money = await saleMoneyIn(app, row.source_group_key)
    if (money && money.left.paid === 0) count += 1
  }
  return count
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
  app: DisputeServices & Pick<AppServices, 'reversalFollowUps'>,
  id: string,
  outcome: DisputeOutcome,
  adminId?: string,
): Promise<boolean> {
  const now = app.clock.now()
  const source = await app.disputes.byId(id)
  if (!source) return false
  return app.db.transaction().execute(async (trx) => {
    await lockSaleReversals(trx, source.source_group_key)
    const disputes = createDisputesRepository(trx)
    const decided = await disputes.decide(id, outcome, now, adminId)
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
    const part = await reverseSale(
      trx,
      decided.source_group_key,
      { kind: 'dispute', disputeId: id, amountPaise: decided.amount_paise },
      event,
    )
    if (!part || part.paid === 0) return true
    if (decided.purchase_id) {
      await disputes.markPurchaseDisputed(decided.purchase_id, now)
    } else {
      const charge = await disputes.monthPaidBy(decided.payment_id)
      if (charge) await app.reversalFollowUps.chargeReversed(trx, charge, now)
    }
    return true
  })
}
