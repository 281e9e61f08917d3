// Subscription charges in the admin area: the latest paid periods, and an administrator's refund of
// one (`POST /auth/admin/subscription-charges/{id}/refund {reason}`), which gives the money back,
// reverses the charge's ledger entries and ends the period it paid for.
import { z } from 'zod'
import { REFUND_STATUSES } from './refunds'

/** How many of the latest charges the admin area lists. */
export const SUBSCRIPTION_CHARGES_SHOWN = 50

export const chargeRefundMessages = {
  notFound: 'Subscription charge not found.',
  alreadyRefunded: 'This charge has already been refunded.',
  alreadyPending: 'A refund of this charge is already under way.',
  processed: 'Refund processed: the subscription’s paid month has ended.',
  pending: 'Refund requested: the payment provider is processing it.',
  mailSubject: 'Your Cardcast subscription payment was refunded',
  refundFailed: 'Failed to refund the charge.',
  confirmTitle: 'Refund subscription charge',
  fetchFailed: 'Failed to fetch subscription charges.',
} as const

export const adminSubscriptionChargeSchema = z.object({
  id: z.string(),
  subscriber: z.object({ username: z.string(), emailId: z.string() }),
  streamer: z.string().describe("The streamer's username."),
  tier: z.string().describe("The tier's name."),
  amount: z.number().describe('Rupees paid for the period.'),
  periodStart: z.string(),
  periodEnd: z.string(),
  paymentId: z.string(),
  createdAt: z.string(),
  refund: z
    .object({ status: z.enum(REFUND_STATUSES), reason: z.string(), refundedAt: z.string().nullable() })
    .nullable()
    .describe('The refund asked for, if any.'),
})
export type AdminSubscriptionCharge = z.output<typeof adminSubscriptionChargeSchema>

/** `GET /auth/admin/subscription-charges`: the latest SUBSCRIPTION_CHARGES_SHOWN charges, newest first. */
export const adminSubscriptionChargesResponseSchema = z.object({
  success: z.literal(true),
  charges: z.array(adminSubscriptionChargeSchema),
})
export type AdminSubscriptionChargesResponse = z.output<typeof adminSubscriptionChargesResponseSchema>

export const chargeRefundResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  charge: adminSubscriptionChargeSchema,
})
export type ChargeRefundResponse = z.output<typeof chargeRefundResponseSchema>
