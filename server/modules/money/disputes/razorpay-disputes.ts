import type { FastifyBaseLogger } from 'fastify'
import type { AppServices } from '../../../app-services'
import type { DisputeRow } from '../../../db/schema-tax'
import { razorpayReason, razorpayRequest } from '../../../lib/razorpay'
import { PaymentProviderError } from '../payments/provider'

export type DisputeAction = { action: 'submit'; summary: string } | { action: 'accept' }

/**
 * Tells Razorpay the administrator's answer to a dispute: `PATCH /v1/disputes/{id}/contest` with the
 * evidence summary, or `POST /v1/disputes/{id}/accept`. Without Razorpay keys (a dispute recorded in
 * development) there is nobody to tell, and the answer stands. Answers whether it may proceed.
 */
export async function contestAtRazorpay(
  app: Pick<AppServices, 'payments'>,
  dispute: DisputeRow,
  answer: DisputeAction,
  log: FastifyBaseLogger,
): Promise<boolean> {
  const keys = await app.payments.razorpayKeys()
  if (!keys) return true
  const call = razorpayRequest(keys)
  const path = `/v1/disputes/${encodeURIComponent(dispute.provider_dispute_id)}`
  try {
    const { response, body } =
      answer.action === 'submit'
        ? await call('PATCH', `${path}/contest`, {
            amount: dispute.amount_paise,
            summary: answer.summary,
            action: 'submit',
          })
        : await call('POST', `${path}/accept`, {})
    if (response.ok) return true
    log.warn(
      { disputeId: dispute.id, status: response.status, reason: razorpayReason(body) },
      'Razorpay refused a dispute answer',
    )
    return false
  } catch (error) {
    if (!(error instanceof PaymentProviderError)) throw error
    log.warn({ err: error, disputeId: dispute.id }, 'Razorpay unreachable for a dispute answer')
    return false
  }
}
