import type { AppContext } from '../../context'
import type { RazorpayEvent } from '../payouts/webhook-events'

/** Razorpay's refund.processed / refund.failed (being written). */
export async function handleRefundEvent(_ctx: AppContext, _event: RazorpayEvent): Promise<boolean> {
  return false
}
