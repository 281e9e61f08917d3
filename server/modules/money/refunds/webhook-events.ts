import type { RazorpayEvent } from '../payouts/webhook-events'
import { createRefunds, type RefundLogger } from './refunds'

const text = (value: unknown) => (typeof value === 'string' && value ? value : undefined)

/**
 * Razorpay's refund.processed / refund.failed (the signature is checked by the webhook route). A
 * refund is found by Razorpay's refund id, or by the notes Cardcast sent with it (`refund_id`, the
 * attempt; `purchase_id`). `refund.processed` completes it once, however often it is delivered, even
 * after Cardcast had marked it failed (a call that timed out may still have made it: the money went
 * back, so the purchase is refunded). `refund.failed` fails only the attempt it names, only while
 * pending. Answers true when the event changed something; refunds made outside Cardcast are ignored.
 */
export async function handleRefundEvent(
  app: Parameters<typeof createRefunds>[0],
  event: RazorpayEvent,
  log?: RefundLogger,
): Promise<boolean> {
  if (event.event !== 'refund.processed' && event.event !== 'refund.failed') return false
  const entity = event.payload?.refund?.entity
  if (!entity) return false
  const service = createRefunds(app, log)
  const refunds = service.repository
  const providerRefundId = text(entity.id)
  const notes = (entity.notes ?? {}) as Record<string, unknown>

  let refund = providerRefundId ? await refunds.byProviderRefundId(providerRefundId) : undefined
  const attempt = text(notes.refund_id)
  const purchaseId = text(notes.purchase_id)
  if (!refund && purchaseId) {
    const candidate = await refunds.byPurchaseId(purchaseId)
    const sameAttempt = candidate !== undefined && candidate.id === attempt
    if (candidate && (event.event === 'refund.processed' || sameAttempt)) {
      // The notes are Razorpay's copy of what was sent, signed with the event: still, the payment
      // must be the purchase's.
      const purchase = await refunds.paymentOfPurchase(candidate.purchase_id)
      if (purchase && purchase.payment_id === text(entity.payment_id)) refund = candidate
    }
  }
  if (refund?.provider !== 'razorpay') return false

  if (event.event === 'refund.processed')
    return (await service.completeRefund(refund.id, providerRefundId)) !== undefined
  return refunds.markFailed(refund.id, providerRefundId)
}
