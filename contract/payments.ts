// Paying for a card: the order, the checkout's verification, the simulated provider, Razorpay's webhook.
import { z } from 'zod'
import { cardMessages } from './card-messages'
import { idText } from './cards'
import { requiredText } from './fields'

export const paymentOrderSchema = z.object({
  cardId: idText(cardMessages.invalidCardData),
  /** Ignored: the server reads the amount from the card. Accepted because the spec's client sends it. */
  amount: z.unknown().optional(),
  currency: z.literal('INR', { error: 'Only INR is supported.' }).default('INR'),
})

export const paymentSimulateSchema = z.object({
  orderId: idText(cardMessages.orderNotFound),
  outcome: z.enum(['success', 'failure'], { error: "outcome must be 'success' or 'failure'." }),
  renewals: z
    .enum(['succeed', 'decline'], { error: "renewals must be 'succeed' or 'decline'." })
    .optional()
    .describe(
      "A subscription's payment only: the simulated mandate's later renewals. 'decline' fails them, as a card without funds would (docs/subscriptions.md).",
    ),
})

export const paymentVerifySchema = z.object({
  orderId: idText(cardMessages.verifyFailed),
  paymentId: idText(cardMessages.verifyFailed),
  signature: requiredText(cardMessages.verifyFailed).max(200, cardMessages.verifyFailed),
})

/** `POST /auth/user/payment-order`: what the checkout needs; the amount is the card's price. */
export const paymentOrderResponseSchema = z
  .object({
    status: z.literal('success'),
    keyId: z.string(),
    amount: z.number().describe('Rupees.'),
    currency: z.literal('INR'),
    orderId: z.string(),
    provider: z.enum(['simulated', 'razorpay']),
    recurring: z
      .boolean()
      .optional()
      .describe(
        "true: `orderId` names a subscription at the provider (Razorpay's checkout takes it as `subscription_id`).",
      ),
  })
  .describe("The order to pay, for the card's price.")

export type PaymentOrderResponse = z.output<typeof paymentOrderResponseSchema>

/** `POST /auth/user/payment-simulate` (simulated payments only): what a checkout hands back. */
export const simulatedPaymentSchema = z
  .object({
    orderId: z.string(),
    paymentId: z.string(),
    signature: z.string(),
  })
  .describe('The simulated payment, signed as a real one is.')

export type SimulatedPayment = z.output<typeof simulatedPaymentSchema>

/**
 * `POST /auth/user/razorpay-webhook`: the raw JSON text of a Razorpay event; `X-Razorpay-Signature`
 * is the HMAC-SHA256 of exactly this text with the webhook secret, so it is not parsed before.
 */
export const razorpayWebhookBodySchema = z
  .string()
  .optional()
  .describe('The Razorpay event (payment.captured or order.paid) as sent, JSON text.')

/** `'ignored'` for an event of no purchase here (another event type, an unknown or already-paid order). */
export const razorpayWebhookResponseSchema = z
  .object({ status: z.enum(['success', 'ignored']) })
  .describe('Recorded (`success`), or of no purchase here (`ignored`).')
