// Chargebacks (docs/tax.md 'Disputes'): the administrator's `GET /auth/admin/disputes` (open ones first,
// by deadline), `GET /auth/admin/disputes/{id}` (with the evidence pack), `POST …/{id}/submit
// {summary}` and `POST …/{id}/accept`. Money in rupees on the wire.
import { z } from 'zod'

export const DISPUTE_STATUSES = ['open', 'under_review', 'won', 'lost', 'closed'] as const
export type DisputeStatusName = (typeof DISPUTE_STATUSES)[number]
/** Still to be decided: the creator's share is held. */
export const OPEN_DISPUTE_STATUSES: readonly DisputeStatusName[] = ['open', 'under_review']

export const disputeMessages = {
  notFound: 'Dispute not found.',
  notOpen: 'This dispute is decided already.',
  submitted: 'Evidence submitted: the bank decides next.',
  accepted: 'Dispute accepted: the sale is reversed.',
  providerFailed: 'Razorpay refused or could not be reached; nothing changed. Try again.',
  summaryInvalid: 'Write a summary of 10 to 1000 characters.',
  loading: 'Loading disputes...',
  failed: 'Failed to fetch disputes.',
  empty: 'No disputes. Chargebacks reported by Razorpay appear here with their deadlines.',
  refundedMailSubject: 'Cardcast: a dispute of a refunded payment needs your answer',
} as const

export const disputeStatusLabels: Record<DisputeStatusName, string> = {
  open: 'Open',
  under_review: 'Under review',
  won: 'Won',
  lost: 'Lost',
  closed: 'Closed',
}

export const disputeIdParams = z.object({ id: z.string().min(1).max(64) })

export const disputeSubmitSchema = z.object({
  summary: z
    .string({ error: disputeMessages.summaryInvalid })
    .trim()
    .min(10, disputeMessages.summaryInvalid)
    .max(1000, disputeMessages.summaryInvalid),
})
export type DisputeSubmit = z.input<typeof disputeSubmitSchema>

const rupees = z.number().describe('Rupees.')
const time = z.string().nullable().describe('ISO-8601 UTC, or null.')

export const disputeSchema = z.object({
  id: z.string(),
  providerDisputeId: z.string(),
  status: z.enum(DISPUTE_STATUSES),
  reasonCode: z.string(),
  amount: rupees,
  held: rupees.describe("The creator's share held while it is open."),
  respondBy: time,
  createdAt: z.string(),
  creator: z.object({ id: z.string(), username: z.string() }),
  what: z.string().describe('The card or subscription disputed.'),
  evidenceSummary: z.string().nullable(),
})
export type Dispute = z.output<typeof disputeSchema>

export const disputeEvidenceSchema = z.object({
  buyer: z.object({
    username: z.string(),
    email: z.string(),
    joinedAt: time,
    verified: z.boolean(),
  }),
  paymentId: z.string(),
  orderId: z.string().nullable(),
  purchasedAt: time,
  usedAt: time,
  shownOnStreamAt: time.describe("When the streamer's overlay reported the card on screen."),
})
export type DisputeEvidence = z.output<typeof disputeEvidenceSchema>

export const disputesResponseSchema = z.object({
  status: z.literal('success'),
  disputes: z.array(disputeSchema),
})
export type DisputesResponse = z.output<typeof disputesResponseSchema>

export const disputeResponseSchema = z.object({
  status: z.literal('success'),
  dispute: disputeSchema,
  evidence: disputeEvidenceSchema,
})
export type DisputeResponse = z.output<typeof disputeResponseSchema>

export const disputeActionResponseSchema = disputeResponseSchema.extend({ message: z.string() })
export type DisputeActionResponse = z.output<typeof disputeActionResponseSchema>
