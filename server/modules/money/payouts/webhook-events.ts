import type { AppServices } from '../../../app-services'
import type { PayoutRow, PayoutStatus } from '../../../db/schema-money'
import { markPayoutSent } from './payout-pushes'
import { settleFailure } from './send-payout'

export interface RazorpayEvent {
  event?: string
  payload?: Record<string, { entity?: Record<string, unknown> } | undefined>
}

const text = (value: unknown) => (typeof value === 'string' && value ? value : undefined)

/** RazorpayX's words for why a payout failed: its status details, else the older failure_reason. */
function failureReason(entity: Record<string, unknown>, fallback: string): string {
  const details = entity.status_details as { description?: unknown } | undefined
  return text(details?.description) ?? text(entity.failure_reason) ?? fallback
}

/**
 * The payout an event is about, and which attempt: by RazorpayX's payout id, else by the reference id
 * sent with it (`<payout id>-<attempt>`, for an event that arrives before the payout call's answer).
 * An event of an earlier attempt than the payout's current one changes nothing.
 */
async function payoutOf(
  app: Pick<AppServices, 'payoutServices'>,
  entity: Record<string, unknown>,
): Promise<PayoutRow | undefined> {
  const { payouts } = app.payoutServices
  const providerId = text(entity.id)
  const byProviderId = providerId ? await payouts.byProviderPayoutId(providerId) : undefined
  if (byProviderId) return byProviderId
  const match = /^([0-9a-f]{24})-(\d+)$/.exec(text(entity.reference_id) ?? '')
  if (!match) return undefined
  const payout = await payouts.byId(match[1] ?? '')
  return payout && payout.attempt === Number(match[2]) ? payout : undefined
}

/**
 * RazorpayX's payout webhooks (the signature was checked by the route): `payout.processed` marks the
 * payout paid; `payout.failed` (and `payout.rejected`, `payout.cancelled`) and `payout.reversed` mark
 * it so and give the amount back to the creator's balance, once however often the event comes.
 * `payout.initiated` and the like mark it processing. Answers false for a payout that is not ours.
 */
export async function handlePayoutEvent(
  app: Pick<AppServices, 'payoutServices' | 'clock' | 'db' | 'push'>,
  event: RazorpayEvent,
): Promise<boolean> {
  const entity = event.payload?.payout?.entity
  if (!entity) return false
  const payout = await payoutOf(app, entity)
  if (!payout) return false
  const { payouts } = app.payoutServices
  const target = { id: payout.id, attempt: payout.attempt }
  const providerPayoutId = text(entity.id)
  const open: PayoutStatus[] = ['queued', 'processing']
  switch (event.event) {
    case 'payout.processed':
      await markPayoutSent(app, payout, open, app.clock.now(), { providerPayoutId })
      return true
    case 'payout.failed':
    case 'payout.rejected':
    case 'payout.cancelled':
      await settleFailure(
        app,
        target,
        'failed',
        failureReason(entity, 'RazorpayX could not make the payout.'),
        open,
      )
      return true
    case 'payout.reversed':
      await settleFailure(app, target, 'reversed', failureReason(entity, 'The bank returned the payout.'), [
        ...open,
        'processed',
        'failed',
      ])
      return true
    default:
      await payouts.move(target.id, target.attempt, ['queued'], 'processing', app.clock.now(), {
        providerPayoutId,
      })
      return true
  }
}
