import type { FastifyBaseLogger } from 'fastify'
import type { AppServices } from '../../app-services'
import { PaymentProviderError } from '../money'
import { letGoUnpaid } from '../subscriptions'

/**
 * After a creator is demoted (the role change and endAuctionsOfDemoted committed): their subscribers
 * are charged nothing more, and nothing already delivered is refunded. A running subscription runs to
 * the end of the month paid for and does not renew: cancelled at Razorpay at the cycle's end, then
 * marked so here; one past due ends now, its failed renewal never retried; an unpaid checkout is let
 * go and cancelled at its provider (`letGoUnpaid`, as a second checkout lets the first go). A Razorpay refusal is logged and left
 * to the renewal sweep, which cancels there any subscription that will not renew (`renewsAt` reads the
 * streamer's role) before its period ends.
 */
export async function stopRenewalsOfDemoted(
  app: Pick<AppServices, 'adminUsers' | 'clock' | 'payments' | 'subscriptions'> &
    Parameters<typeof letGoUnpaid>[0],
  streamerId: string,
  log: FastifyBaseLogger,
) {
  const now = app.clock.now()
  const rows = await app.adminUsers.subscriptionsToStop(streamerId)
  const unpaidViewers = new Set(rows.filter((row) => row.status === 'created').map((row) => row.viewer_id))
  for (const viewerId of unpaidViewers) await letGoUnpaid(app, viewerId, streamerId, log)

  const razorpay = rows.some((row) => row.provider === 'razorpay')
    ? await app.payments.razorpaySubscriptions()
    : undefined
  for (const row of rows) {
    if (row.status === 'created' || (row.status === 'active' && row.cancel_at_period_end === 1)) continue
    const pastDue = row.status === 'past_due'
    if (row.provider === 'razorpay') {
      try {
        if (!razorpay) throw new PaymentProviderError('Razorpay is not configured.')
        await razorpay.cancel(row.provider_subscription_id, { atCycleEnd: !pastDue })
      } catch (error) {
        if (!(error instanceof PaymentProviderError)) throw error
        log.warn(
          { err: error, subscriptionId: row.id },
          'Razorpay did not cancel a demoted creator’s subscription',
        )
        continue
      }
    }
    if (pastDue) await app.subscriptions.endPastDue(row.id, now)
    else await app.subscriptions.endAtPeriodEnd(row.id, now)
  }
}
