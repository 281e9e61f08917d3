// Subscriptions: the tiers a Creator Pro streamer offers (a monthly price, perks, and an allowance of
// cards a subscriber takes free each month). Schemas for the tier form and the server, the response
// shapes, and the messages. Money travels in whole rupees; it is stored as integer paise.
import { z } from 'zod'
import {
  SUBSCRIPTION_MAX_MONTHLY_ALLOWANCE,
  SUBSCRIPTION_MAX_PRICE_RUPEES,
  SUBSCRIPTION_MIN_PRICE_RUPEES,
  SUBSCRIPTION_TIER_LIMIT,
  TIER_BADGE_COLOURS,
} from './constants'
import { requiredText } from './fields'
import { billingStateField } from './indian-states'
import { paymentOrderResponseSchema } from './payments'
import { transactionResponseSchema } from './purchases'
import { SUBSCRIPTION_STATES } from './subscription-states'

export const MAX_TIER_NAME_LENGTH = 40
export const MAX_TIER_PERKS_LENGTH = 500

export const tierMessages = {
  nameRequired: 'Tier name is required.',
  nameTooLong: `Tier name must be at most ${MAX_TIER_NAME_LENGTH} characters.`,
  nameTaken: 'You already offer a tier with this name.',
  perksRequired: 'Say what subscribers get.',
  perksTooLong: `Perks must be at most ${MAX_TIER_PERKS_LENGTH} characters.`,
  priceRequired: 'Monthly price is required.',
  priceWhole: 'Monthly price must be a whole number of rupees.',
  priceTooLow: `The lowest monthly price is ₹${SUBSCRIPTION_MIN_PRICE_RUPEES}.`,
  priceTooHigh: `The highest monthly price is ₹${SUBSCRIPTION_MAX_PRICE_RUPEES.toLocaleString('en-IN')}.`,
  allowanceInvalid: `Monthly allowance must be a whole number from 0 to ${SUBSCRIPTION_MAX_MONTHLY_ALLOWANCE}.`,
  badgeColourInvalid: 'Choose one of the badge colours.',
  limitReached: `You can offer at most ${SUBSCRIPTION_TIER_LIMIT} tiers: retire one first.`,
  proNeeded: 'Creator Pro is needed to offer subscriptions.',
  notFound: 'Tier not found.',
  notYours: 'This tier is not yours.',
  retiredAlready: 'This tier is retired: it can no longer be changed.',
  created: 'Tier created.',
  saved: 'Tier saved.',
  retired: 'Tier retired. Its subscribers keep it to the end of the month they paid for.',
  loading: 'Loading tiers...',
  fetchFailed: 'Failed to fetch your tiers.',
  saveFailed: 'Failed to save the tier.',
  retireFailed: 'Failed to retire the tier.',
} as const

const wholeNumber = (message: string) =>
  z.number({ error: (issue) => (issue.input === undefined ? tierMessages.priceRequired : message) })

/** `POST /auth/user/subscription-tiers` and `PUT …/{id}`: the whole tier. */
export const tierRequestSchema = z.object({
  name: requiredText(tierMessages.nameRequired)
    .trim()
    .min(1, tierMessages.nameRequired)
    .max(MAX_TIER_NAME_LENGTH, tierMessages.nameTooLong),
  price: wholeNumber(tierMessages.priceWhole)
    .int(tierMessages.priceWhole)
    .min(SUBSCRIPTION_MIN_PRICE_RUPEES, tierMessages.priceTooLow)
    .max(SUBSCRIPTION_MAX_PRICE_RUPEES, tierMessages.priceTooHigh)
    .describe('Rupees a month, whole.'),
  perks: requiredText(tierMessages.perksRequired)
    .trim()
    .min(1, tierMessages.perksRequired)
    .max(MAX_TIER_PERKS_LENGTH, tierMessages.perksTooLong),
  monthlyAllowance: z
    .number({ error: tierMessages.allowanceInvalid })
    .int(tierMessages.allowanceInvalid)
    .min(0, tierMessages.allowanceInvalid)
    .max(SUBSCRIPTION_MAX_MONTHLY_ALLOWANCE, tierMessages.allowanceInvalid)
    .default(0)
    .describe('Cards of their choice a subscriber takes free each month.'),
  badgeColour: z
    .enum(TIER_BADGE_COLOURS, { error: tierMessages.badgeColourInvalid })
    .nullable()
    .default(null)
    .describe("The subscriber badge's colour; null: the theme's."),
})
export type TierRequest = z.input<typeof tierRequestSchema>

export const tierIdParams = z.object({ id: z.string().min(1).max(100) })

export const tierSchema = z.object({
  id: z.string(),
  name: z.string(),
  price: z
    .number()
    .describe('Rupees a month: what new subscribers pay, and existing ones from their next month.'),
  perks: z.string(),
  monthlyAllowance: z.number(),
  badgeColour: z.enum(TIER_BADGE_COLOURS).nullable(),
  /** Set once retired: no new subscribers; existing ones keep it to their period's end. */
  retiredAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
})
export type Tier = z.output<typeof tierSchema>

/** `GET /auth/user/subscription-tiers`: the streamer's tiers, offered ones first by price, then retired. */
export const tiersResponseSchema = z.object({ status: z.literal('success'), tiers: z.array(tierSchema) })
export type TiersResponse = z.output<typeof tiersResponseSchema>

/** The answer to a create, an edit or a retirement. */
export const tierResponseSchema = z.object({
  status: z.literal('success'),
  message: z.string(),
  tier: tierSchema,
})
export type TierResponse = z.output<typeof tierResponseSchema>

/** Tiers still offered (not retired). */
export const offeredTiers = (tiers: readonly Tier[]) => tiers.filter((tier) => tier.retiredAt === null)

// ---- subscribing ----

export const subscriptionMessages = {
  tierNotOffered: 'This tier is not offered any more.',
  streamerNotTaking: "This streamer isn't taking new subscribers right now.",
  notYourself: "You can't subscribe to yourself.",
  alreadySubscribed: (streamer: string) => `You already subscribe to ${streamer}: see My Subscriptions.`,
  recurringUnavailable: "Subscriptions can't be paid with this site's payment settings yet.",
  notFound: 'Subscription not found.',
  verifyFailed: 'Subscription payment verification failed.',
  subscribed: (streamer: string, tier: string) => `You subscribe to ${streamer}: ${tier}.`,
  cancelled: (until: string) =>
    `Subscription cancelled. Your perks stay until ${until}; nothing more is charged.`,
  resumed: (on: string) => `Subscription resumed: it renews on ${on}.`,
  notActive: 'This subscription has ended: subscribe again from the streamer’s page.',
  notPastDue: 'Nothing is owed on this subscription.',
  retriedByProvider:
    'Razorpay retries this payment by itself: update your payment method from its email to keep the subscription.',
  resumeUnavailable:
    'A cancelled Razorpay subscription cannot be resumed: subscribe again once it has ended.',
  cancelFailedAtProvider:
    'The payment provider could not cancel the subscription: nothing changed. Try again.',
  pastDue: (amount: string, payBy: string) =>
    `The renewal payment of ${amount} failed. Pay by ${payBy} to keep your perks.`,
  paid: (until: string) => `Payment received: your subscription runs until ${until}.`,
  cancelledPastDue: 'Subscription cancelled: nothing more is charged.',
  halted: 'Halted: the renewal was not paid. Subscribe again from the streamer’s page.',
  payFailed: 'Failed to pay the renewal.',
  loading: 'Loading your subscriptions...',
  fetchFailed: 'Failed to fetch your subscriptions.',
  tiersFetchFailed: "Failed to fetch this streamer's tiers.",
  cancelFailed: 'Failed to cancel the subscription.',
  resumeFailed: 'Failed to resume the subscription.',
  subscribeFailed: 'Failed to start the subscription.',
  checkoutOpening: 'Your checkout is still opening: try again in a moment.',
  paymentRefunded:
    'This checkout was replaced or has ended, so this payment bought nothing: it is being refunded to the way you paid.',
} as const

/** A tier as viewers see it on the streamer's page. */
export const offeredTierSchema = tierSchema.pick({
  id: true,
  name: true,
  price: true,
  perks: true,
  monthlyAllowance: true,
  badgeColour: true,
})
export type OfferedTier = z.output<typeof offeredTierSchema>

/** `GET /auth/user/getStreamerTiers/{id}`: the tiers a streamer offers now, cheapest first. */
export const streamerTiersResponseSchema = z.object({
  status: z.literal('success'),
  tiers: z.array(offeredTierSchema),
  /** False while the streamer cannot take subscribers (their Creator Pro has ended). */
  open: z.boolean(),
})
export type StreamerTiersResponse = z.output<typeof streamerTiersResponseSchema>

/** `POST /auth/user/subscriptions`: subscribe to one tier; the server decides the amount. */
export const subscribeRequestSchema = z.object({
  tierId: z.string().min(1).max(100),
  billingState: billingStateField,
})

export const mySubscriptionSchema = z.object({
  id: z.string(),
  streamer: z.object({ id: z.string(), username: z.string() }),
  tier: offeredTierSchema.extend({ retired: z.boolean() }),
  state: z.enum(SUBSCRIPTION_STATES),
  /** Rupees charged for the current period. */
  price: z.number(),
  startedAt: z.string(),
  currentPeriodEnd: z.string(),
  /**
   * The renewal at `currentPeriodEnd` while the subscription renews, or the failed one a past-due
   * subscription owes: the amount (the tier's price, or what the pre-debit notice named once sent) and
   * whether that notice has gone out. Null otherwise.
   */
  renewal: z.object({ amount: z.number(), noticeSent: z.boolean() }).nullable(),
  /** Cards the subscriber may still take free in the current period (0 once ended). */
  allowanceLeft: z.number().int().min(0),
  /** Past-due: the day its perks end unless the failed renewal is paid (`POST …/{id}/pay`); else null. */
  payBy: z.string().nullable(),
})
export type MySubscription = z.output<typeof mySubscriptionSchema>

/** `GET /auth/user/subscriptions`: the signed-in user's subscriptions, live ones first. */
export const mySubscriptionsResponseSchema = z.object({
  status: z.literal('success'),
  subscriptions: z.array(mySubscriptionSchema),
})
export type MySubscriptionsResponse = z.output<typeof mySubscriptionsResponseSchema>

/** `POST /auth/user/subscriptions/{id}/cancel`, `…/resume` and `…/pay` (a past-due renewal). */
export const subscriptionChangeRequestSchema = z
  .object({})
  .describe('Nothing: the path names the subscription and the bearer token its subscriber.')

/** The answer to a verified first payment, a cancel or a resume. */
export const subscriptionResponseSchema = z.object({
  status: z.literal('success'),
  message: z.string(),
  subscription: mySubscriptionSchema,
})
export type SubscriptionResponse = z.output<typeof subscriptionResponseSchema>

/**
 * The first month to pay, in the shape of a card's order so that one checkout serves both: `orderId`
 * names the subscription at the provider.
 */
export const subscribeResponseSchema = paymentOrderResponseSchema.describe(
  "The first month to pay: `orderId` is the subscription's id at the provider.",
)

// ---- the allowance ----

/** `POST /auth/user/allowance-claims`: take one priced card of a streamer one subscribes to, free. */
export const allowanceClaimRequestSchema = z.object({
  cardId: z.string().min(1, 'Card not found.').max(100, 'Card not found.'),
})

/** The card taken (201), as a purchase of nothing, and how many more the period allows. */
export const allowanceClaimResponseSchema = transactionResponseSchema.extend({
  allowanceLeft: z.number().int().min(0),
})
export type AllowanceClaimResponse = z.output<typeof allowanceClaimResponseSchema>
