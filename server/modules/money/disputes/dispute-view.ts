import type { Kysely } from 'kysely'
import type { Dispute, DisputeEvidence } from '../../../../contract/disputes'
import { paiseToRupees } from '../../../../contract/money'
import type { Database } from '../../../db/schema'
import type { DisputeRow } from '../../../db/schema-tax'

/** What a disputed payment bought, in words: the card's title, or the subscription. */
async function whatWasBought(db: Kysely<Database>, row: DisputeRow): Promise<string> {
  if (row.purchase_id) {
    const purchase = await db
      .selectFrom('purchases')
      .select('title')
      .where('id', '=', row.purchase_id)
      .executeTakeFirst()
    return purchase ? `Card: ${purchase.title}` : 'Card'
  }
  return 'Subscription charge'
}

export async function toDispute(db: Kysely<Database>, row: DisputeRow): Promise<Dispute> {
  const creator = await db
    .selectFrom('users')
    .select('username')
    .where('id', '=', row.creator_id)
    .executeTakeFirst()
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
    what: await whatWasBought(db, row),
    evidenceSummary: row.evidence_summary,
  }
}

/**
 * The evidence pack an administrator sends the bank: who bought (their account and since when), the
 * payment and order ids, when it was bought and used, and when the streamer's overlay reported the
 * card on screen.
 */
export async function disputeEvidence(db: Kysely<Database>, row: DisputeRow): Promise<DisputeEvidence> {
  const purchase = row.purchase_id
    ? await db.selectFrom('purchases').selectAll().where('id', '=', row.purchase_id).executeTakeFirst()
    : undefined
  const charge = purchase
    ? undefined
    : await db
        .selectFrom('subscription_charges')
        .innerJoin('subscriptions', 'subscriptions.id', 'subscription_charges.subscription_id')
        .select(['subscriptions.viewer_id', 'subscription_charges.created_at'])
        .where('subscription_charges.payment_id', '=', row.payment_id)
        .executeTakeFirst()
  const buyerId = purchase?.user_id ?? charge?.viewer_id
  const [buyer, shown] = await Promise.all([
    buyerId
      ? db
          .selectFrom('users')
          .select(['username', 'email', 'created_at', 'is_verified'])
          .where('id', '=', buyerId)
          .executeTakeFirst()
      : undefined,
    purchase
      ? db
          .selectFrom('stream_uses')
          .select('shown_at')
          .where('purchase_id', '=', purchase.id)
          .where('shown_at', 'is not', null)
          .orderBy('shown_at')
          .executeTakeFirst()
      : undefined,
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
