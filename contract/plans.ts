// The creator plans' calls: becoming a creator and buying Creator Pro. What
// each plan allows, and the messages, are in plan-rules.ts.
import { z } from 'zod'
import { publicUserSchema } from './auth'
import { CREATOR_PRO_PRICE_RUPEES, USER_PLANS } from './constants'
import { billingStateField } from './indian-states'
import { paymentOrderResponseSchema, paymentVerifySchema } from './payments'
import { planMessages } from './plan-rules'

/** `POST /auth/user/become-creator`: the viewer becomes a creator on the free plan. */
export const becomeCreatorRequestSchema = z.object({}).describe('Nothing: the bearer token names the viewer.')
export const becomeCreatorResponseSchema = z
  .object({ status: z.literal('success'), user: publicUserSchema })
  .describe('The user, now a creator on the free plan.')

/** `POST /auth/user/plan-order`: the server decides the amount. */
export const planOrderSchema = z.object({
  plan: z.literal('pro', { error: planMessages.unknownPlan }),
  billingState: billingStateField,
})
export const planOrderResponseSchema = paymentOrderResponseSchema
  .extend({ amount: z.literal(CREATOR_PRO_PRICE_RUPEES).describe('Rupees.') })
  .describe('The order to pay for a month of Creator Pro.')
export type PlanOrderResponse = z.output<typeof planOrderResponseSchema>

/** `POST /auth/user/plan-verify`: the checkout's answer, as for a card. */
export const planVerifySchema = paymentVerifySchema

/** `GET /auth/user/plan`, and `plan-verify`'s answer. */
export const planStatusSchema = z
  .object({
    status: z.literal('success'),
    plan: z.enum(USER_PLANS),
    proUntil: z.string().nullable().describe('When Creator Pro ends (ISO 8601); null: free, or no end.'),
    renewal: z
      .object({
        renews: z.boolean().describe('true: charged again at `proUntil`; false: cancelled, Pro ends then.'),
        amount: z
          .number()
          .describe('Rupees the next renewal charges (what its pre-debit notice named, once sent).'),
        noticeSent: z.boolean(),
      })
      .nullable()
      .describe('Monthly renewal, once switched on while Pro runs; null otherwise.'),
  })
  .describe('The plan in force now.')
export type PlanStatus = z.output<typeof planStatusSchema>

/** `POST /auth/user/plan-renewal`: switch Creator Pro's monthly renewal on or off. */
export const planRenewalRequestSchema = z.object({
  renews: z.boolean({ error: 'renews must be true or false.' }),
})

/** The plan after the change, with what was done. */
export const planRenewalResponseSchema = planStatusSchema.extend({ message: z.string() })
export type PlanRenewalResponse = z.output<typeof planRenewalResponseSchema>
