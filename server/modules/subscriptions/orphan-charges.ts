import type { FastifyBaseLogger } from 'fastify'
import type { AppServices } from '../../app-services'
import { PaymentProviderError, refundOrphanCapture } from '../money'
import { cancelAtProvider, type ProviderCancelServices } from './provider-cancel'

/** What the orphan path reads and writes, and what money's refund of an orphan capture takes. */
export type OrphanChargeServices = Pick<AppServices, 'subscriptionCharges'> &
  ProviderCancelServices &
  Parameters<typeof refundOrphanCapture>[0]

/**
 * A subscription payment that pays for no month here: the payment of a checkout let go (a newer one
 * replaced it, or another subscription to the streamer was paid first), or a charge Razorpay made on a
 * subscription that has ended here or that Cardcast never opened. Like a card payment that matches no
 * order (purchases/payments/orphan-capture.ts) it is recorded once in orphan_payments, with the
 * provider subscription id as its order, listed for administrators and refunded with the key
 * `orphan-<payment id>`, however often the verify or the webhook repeats; and its mandate is cancelled
 * at the provider, so it is not charged again next month. A payment already recorded as a month
 * (another report of it won the race) is no orphan and is left be.
 */
export async function orphanSubscriptionCharge(
  app: OrphanChargeServices,
  charge: {
    paymentId: string
    providerSubscriptionId: string
    amountPaise: number
    provider: 'simulated' | 'razorpay'
    /** The row here, when there is one. */
    subscriptionId?: string
  },
  log: FastifyBaseLogger,
): Promise<void> {
  if (await app.subscriptionCharges.isRecorded(charge.paymentId)) return
  const now = app.clock.now()
  // A second payment of a subscription that runs is refunded, but its mandate is the running one's.
  const row = charge.subscriptionId ? await app.subscriptions.byId(charge.subscriptionId) : undefined
  const letGo = row?.status === 'ended' || row?.status === 'created'
  if (row && letGo) await app.subscriptions.markProviderCancelDue(row.id, now)
  const handled = await refundOrphanCapture(
    app,
    {
      paymentId: charge.paymentId,
      orderId: charge.providerSubscriptionId,
      amountPaise: charge.amountPaise,
      provider: charge.provider,
    },
    log,
  )
  if (row) {
    if (letGo) await cancelAtProvider(app, row.id, log)
    return
  }
  // No row here to remember the cancel by: it is asked with the payment's first report (and again
  // while its refund is retried).
  if (!handled || charge.provider !== 'razorpay') return
  const razorpay = await app.payments.razorpaySubscriptions()
  try {
    await razorpay?.cancel(charge.providerSubscriptionId, { atCycleEnd: false })
  } catch (error) {
    if (!(error instanceof PaymentProviderError)) throw error
    log.error(
      { err: error, providerSubscriptionId: charge.providerSubscriptionId },
      'Razorpay did not cancel a subscription unknown here',
    )
  }
}
