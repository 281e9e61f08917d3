// The creator plans (spec section 1's pitch, section 9's price): becoming a creator, buying Creator Pro,
// and what each plan allows. One file for the forms, the client's types and the server's checks.
import { z } from 'zod'
import { publicUserSchema } from './auth'
import { paymentOrderResponseSchema, paymentVerifySchema } from './cards'
import { CREATOR_PRO_PRICE_RUPEES, REVENUE_SHARE_PERCENT, USER_PLANS } from './constants'

export type Plan = (typeof USER_PLANS)[number]

/** One purchase of Creator Pro buys this many months, counted from the current end when still active. */
export const PRO_MONTHS_PER_PURCHASE = 1

/** What Creator Pro gives over the free plan (spec section 1), as the landing and the profile list it. */
export const PRO_FEATURES = [
  `Your audience buys your priced cards, and you keep ${REVENUE_SHARE_PERCENT}%`,
  'No Cardcast branding on your overlay',
  'A Pro badge on the streamers page',
  'Analytics of your sales and uses',
] as const

export const planMessages = {
  proNeededToSell: 'Creator Pro is needed to sell cards.',
  alreadyCreator: 'You are already a creator.',
  becameCreator: 'You are now a creator on the free plan.',
  streamerNotPro:
    "This card can't be bought right now: its streamer's Creator Pro plan has ended. Try again later.",
  proNeededForAnalytics: 'Analytics come with Creator Pro.',
  creatorsOnly: 'You must be a creator to access this page.',
  orderFailed: 'Failed to create payment order.',
  verifyFailed: 'Payment verification failed.',
  proActivated: 'Creator Pro is active.',
  unknownPlan: "The only plan on sale is 'pro'.",
} as const

/**
 * The plan in force at `now`: Creator Pro until its end date (no end when null, as an administrator
 * may grant it), free otherwise. Read at request time, so a lapsed plan needs no job to end it.
 */
export function effectivePlan(
  { plan, proUntil }: { plan: Plan; proUntil: string | null },
  now: number = Date.now(),
): Plan {
  return plan === 'pro' && (proUntil === null || Date.parse(proUntil) > now) ? 'pro' : 'free'
}

/** `POST /auth/user/become-creator`: the viewer becomes a creator on the free plan. */
export const becomeCreatorRequestSchema = z.object({}).describe('Nothing: the bearer token names the viewer.')
export const becomeCreatorResponseSchema = z
  .object({ status: z.literal('success'), user: publicUserSchema })
  .describe('The user, now a creator on the free plan.')

/** `POST /auth/user/plan-order`: the server decides the amount. */
export const planOrderSchema = z.object({
  plan: z.literal('pro', { error: planMessages.unknownPlan }),
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
  })
  .describe('The plan in force now.')
export type PlanStatus = z.output<typeof planStatusSchema>
