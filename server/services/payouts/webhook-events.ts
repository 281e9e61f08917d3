import type { AppContext } from '../../context'

export interface RazorpayEvent {
  event?: string
  payload?: Record<string, { entity?: Record<string, unknown> } | undefined>
}

/** RazorpayX's payout.processed / payout.failed / payout.reversed (being written). */
export async function handlePayoutEvent(_ctx: AppContext, _event: RazorpayEvent): Promise<boolean> {
  return false
}
