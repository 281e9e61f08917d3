import type { Dispute, DisputeEvidence } from '../../../../contract/disputes'
import { paiseToRupees } from '../../../../contract/money'
import type { DisputeRow } from '../../../db/schema-tax'
import type { DisputesRepository } from './disputes-repository'

/** What a disputed payment bought, in words: the card's title, or the subscription. */
async function whatWasBought(disputes: DisputesRepository, row: DisputeRow): Promise<string> {
  if (row.purchase_id) {
    const purchase = await disputes.purchaseTitle(row.purchase_id)
    return purchase ? `Card: ${purchase.title}` : 'Card'
  }
  return 'Subscription charge'
}

export async function toDispute(disputes: DisputesRepository, row: DisputeRow): Promise<Dispute> {
  const creator = await disputes.creatorName(row.creator_id)
  return {
    id: row.id,
    providerDisputeId: row.provider_dispute_id,
    status: row.status,
    reasonCode: row.reason_code,
    amount: paiseToRupees(row.amount_paise),
    held: paiseToRupees(row.held_paise),
    respondBy: row.respond_by,
    createdAt: row.created_at,
    creator: { id: row.creator_id, username: creator?.username ?? '(deleted)' },
    what: await whatWasBought(disputes, row),
    evidenceSummary: row.evidence_summary,
  }
}

/**
 * The evidence pack an administrator sends the bank: who bought (their account and since when), the
 * payment and order ids, when it was bought and used, and when the streamer's overlay reported the
 * card on screen.
 */
export async function disputeEvidence(
  disputes: DisputesRepository,
  row: DisputeRow,
): Promise<DisputeEvidence> {
  const purchase = row.purchase_id ? await disputes.purchase(row.purchase_id) : undefined
  const charge = purchase ? undefined : await disputes.chargeBuyer(row.payment_id)
  const buyerId = purchase?.user_id ?? charge?.viewer_id
  const [buyer, shown] = await Promise.all([
    buyerId ? disputes.buyer(buyerId) : undefined,
    purchase ? disputes.firstShown(purchase.id) : undefined,
  ])
  return {
    buyer: {
      username: buyer?.username ?? purchase?.user_email ?? '(deleted)',
      email: buyer?.email ?? purchase?.user_email ?? '',
      joinedAt: buyer?.created_at ?? null,
      verified: (buyer?.is_verified ?? 0) === 1,
    },
    paymentId: row.payment_id,
    orderId: purchase?.order_id ?? null,
    purchasedAt: purchase?.purchase_date ?? charge?.created_at ?? null,
    usedAt: purchase?.used_at ?? null,
    shownOnStreamAt: shown?.shown_at ?? null,
  }
}
