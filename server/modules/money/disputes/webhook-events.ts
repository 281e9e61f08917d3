import type { AppServices } from '../../../app-services'
import type { RazorpayEvent } from '../payouts/webhook-events'
import { decideDispute, openDispute } from './dispute-decisions'

const DECIDED = {
  'payment.dispute.won': 'won',
  'payment.dispute.lost': 'lost',
  'payment.dispute.closed': 'closed',
} as const

/**
 * Razorpay's dispute events (the signature is checked by the webhook route): `payment.dispute.created`
 * (and `.action_required`) opens one and holds the creator's share; `.under_review` marks it;
 * `.won`, `.lost` and `.closed` decide it, once however often they come (one never seen opened is
 * opened first, so its hold and its outcome are both written). Answers whether the event was about a
 * payment here.
 */
export async function handleDisputeEvent(
  app: Pick<
    AppServices,
    'db' | 'disputes' | 'ledger' | 'clock' | 'mailer' | 'adminAddresses' | 'reversalFollowUps'
  >,
  event: RazorpayEvent,
): Promise<boolean> {
  const name = event.event ?? ''
  const entity = event.payload?.dispute?.entity
  const id = typeof entity?.id === 'string' ? entity.id : undefined
  const paymentId = typeof entity?.payment_id === 'string' ? entity.payment_id : undefined
  const amountPaise = Number(entity?.amount)
  if (!id || !paymentId || !Number.isSafeInteger(amountPaise) || amountPaise <= 0) return false
  const respondBy = Number(entity?.respond_by)
  const dispute = await openDispute(app, {
    id,
    paymentId,
    amountPaise,
    reasonCode: typeof entity?.reason_code === 'string' ? entity.reason_code : 'unknown',
    respondBy: Number.isFinite(respondBy) && respondBy > 0 ? new Date(respondBy * 1000) : null,
  })
  if (!dispute) return false
  if (name === 'payment.dispute.under_review') {
    await app.disputes.markUnderReview(dispute.id, { at: app.clock.now() })
  } else if (name in DECIDED) {
    await decideDispute(app, dispute.id, DECIDED[name as keyof typeof DECIDED])
  }
  return true
}
