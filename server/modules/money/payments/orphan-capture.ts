// A captured payment that matches no unpaid order: the second payment of an order already paid (a
// buyer who paid twice), or an order Cardcast never made. It buys nothing, so its money goes back:
// recorded once (orphan_payments), refunded through the provider with an idempotency key of its own,
// however often the webhook repeats, and listed for administrators.
import type { FastifyBaseLogger } from 'fastify'
import type { AppServices } from '../../../app-services'
import { PaymentProviderError } from './provider'

export interface OrphanCapture {
  paymentId: string
  orderId: string
  amountPaise: number
  /** Razorpay unless said (a subscription's payment may be the simulated provider's). */
  provider?: 'simulated' | 'razorpay'
}

/** The provider's idempotency key of an orphan's refund: one refund per payment, whoever retries. */
export const orphanRefundKey = (paymentId: string) => `orphan-${paymentId}`

/** Answers whether this call took the payment in hand (false: a repeat of one refunded or being refunded). */
export async function refundOrphanCapture(
  app: Pick<AppServices, 'orphanPayments' | 'payments' | 'clock'>,
  capture: OrphanCapture,
  log: FastifyBaseLogger,
): Promise<boolean> {
  const orphans = app.orphanPayments
  const now = app.clock.now()
  const providerName = capture.provider ?? 'razorpay'
  if (!(await orphans.claim({ ...capture, provider: providerName }, now))) return false
  log.warn(
    { paymentId: capture.paymentId, orderId: capture.orderId },
    'captured payment matches no unpaid order',
  )
  const provider = await app.payments.byName(providerName)
  if (!provider) {
    await orphans.failed(capture.paymentId, `${providerName} is not configured.`, now)
    return true
  }
  try {
    const refund = await provider.refund({
      paymentId: capture.paymentId,
      amountPaise: capture.amountPaise,
      idempotencyKey: orphanRefundKey(capture.paymentId),
      notes: { orphan_payment: capture.paymentId },
    })
    if (refund.status === 'failed')
      await orphans.failed(capture.paymentId, 'The provider failed the refund.', now)
    else await orphans.refunded(capture.paymentId, refund.refundId, now)
  } catch (error) {
    if (!(error instanceof PaymentProviderError)) throw error
    log.error({ err: error, paymentId: capture.paymentId }, 'orphan payment refund failed')
    await orphans.failed(capture.paymentId, error.message, now)
  }
  return true
}
