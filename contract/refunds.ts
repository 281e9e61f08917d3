// Refunds: an administrator refunds a paid purchase from Payment Management with
// `POST /auth/admin/transactions/{id}/refund {reason}`. The body, the answer, and the messages of the
// admin screen, the server and the viewer's card.
import { z } from 'zod'
import { requiredText } from './fields'

export const REFUND_REASON_MAX_LENGTH = 500

/**
 * 'pending': asked of the payment provider, not done yet (Razorpay answers so; its webhook finishes
 * it); 'processed': the money went back, the purchase is refunded and the ledger reversed; 'failed':
 * the provider could not refund it, nothing changed, and the administrator may try again.
 */
export const REFUND_STATUSES = ['pending', 'processed', 'failed'] as const
export type RefundStatusName = (typeof REFUND_STATUSES)[number]

export const refundMessages = {
  reasonRequired: 'Please give a reason for the refund.',
  reasonTooLong: `The reason must be at most ${REFUND_REASON_MAX_LENGTH} characters.`,
  freeNotRefundable: 'A free card cannot be refunded: nothing was paid.',
  alreadyRefunded: 'This purchase has already been refunded.',
  alreadyPending: 'A refund of this purchase is already under way.',
  providerFailed: 'The payment provider could not make the refund. Nothing was changed: try again later.',
  providerUnavailable: "The payment provider this purchase was paid with isn't configured.",
  processed: 'Refund processed.',
  pending: 'Refund requested: the payment provider is processing it.',
  failedByProvider: 'The payment provider refused the refund. Nothing was changed: try again later.',
  cardRefunded: 'This card has been refunded and can no longer be used.',
  // The admin screen.
  refundFailed: 'Failed to refund the purchase.',
  confirmTitle: 'Refund purchase',
  mailSubject: 'Your Cardcast purchase was refunded',
} as const

/** `POST /auth/admin/transactions/{id}/refund`: why (told to the buyer in the refund email). */
export const refundRequestSchema = z.object({
  reason: requiredText(refundMessages.reasonRequired)
    .trim()
    .min(1, refundMessages.reasonRequired)
    .max(REFUND_REASON_MAX_LENGTH, refundMessages.reasonTooLong),
})
export type RefundRequest = z.input<typeof refundRequestSchema>

export const refundSchema = z.object({
  id: z.string(),
  purchaseId: z.string(),
  amount: z.number().describe('Rupees: the whole price paid.'),
  status: z.enum(REFUND_STATUSES),
  reason: z.string(),
  createdAt: z.string().describe('ISO-8601 UTC.'),
})
export type Refund = z.output<typeof refundSchema>

export const refundResponseSchema = z
  .object({ success: z.literal(true), message: z.string(), refund: refundSchema })
  .describe("The refund: 'processed' at once, or 'pending' until the provider's webhook reports it.")
export type RefundResponse = z.output<typeof refundResponseSchema>

// ---- captured payments that matched no unpaid order ----

export const ORPHAN_PAYMENT_STATUSES = ['refunding', 'refunded', 'refund-failed'] as const
/** The orphan payments `GET /auth/admin/orphan-payments` answers, newest first. */
export const ORPHAN_PAYMENTS_SHOWN = 50

export const orphanPaymentSchema = z.object({
  paymentId: z.string(),
  orderId: z.string(),
  amount: z.number().nonnegative().describe('Rupees.'),
  status: z.enum(ORPHAN_PAYMENT_STATUSES),
  refundId: z.string().nullable(),
  failure: z.string().nullable().describe('Why the refund has not gone through, when it has not.'),
  createdAt: z.string(),
})
export type OrphanPayment = z.output<typeof orphanPaymentSchema>

export const orphanPaymentsResponseSchema = z
  .object({ success: z.literal(true), payments: z.array(orphanPaymentSchema) })
  .describe(
    `Captured payments that matched no unpaid order (a second payment of a paid order, an unknown order), each refunded once; the latest ${ORPHAN_PAYMENTS_SHOWN}.`,
  )
export type OrphanPaymentsResponse = z.output<typeof orphanPaymentsResponseSchema>
