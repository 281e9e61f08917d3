// Community cards: a Creator Pro streamer sets a goal and a deadline on one of their cards; viewers
// chip in whole rupees through the usual checkout; reached, the card goes on stream credited to its
// contributors and the sale is booked; not reached, every contribution is refunded in full. No chance
// and no prize to viewers: docs/community-cards.md tells the whole.
import { z } from 'zod'
import { shownCardSchema } from './cards'
import { COMMUNITY_LIMITS, COMMUNITY_STATUSES } from './community-progress'

export { COMMUNITY_LIMITS }

import { paymentOrderResponseSchema } from './payments'

/** How many of the biggest contributors the progress bar names. */
export const COMMUNITY_TOP_SHOWN = 5

export const communityMessages = {
  started: 'Community card started.',
  cancelled: 'Community card cancelled: every contribution is being refunded.',
  pledged: 'Thank you! Your contribution is in.',
  pledgedLate: 'This community card closed before your payment arrived: it is being refunded in full.',
  notFound: 'Community card not found.',
  cardNotFound: 'Card not found.',
  cardNotYours: 'You can only start a community card for your own card.',
  proNeeded: 'Creator Pro is needed for community cards.',
  alreadyOpen: 'You already have a community card open: wait for it to end before you start another.',
  notYours: 'This is not your community card.',
  closed: 'This community card takes no more contributions.',
  ownCard: 'You cannot chip in on your own community card.',
  cancelTooLate: 'This community card has ended already.',
  orderNotFound: 'Payment order not found.',
  paymentNotVerified: 'Payment not verified.',
  notForPurchase: 'This payment is a community card contribution, not a card purchase.',
  paymentsUnavailable: 'Payments are unavailable right now. Please try again later.',
  chipIn: 'Chip in',
} as const

const whole = (what: string, { min, max }: { min: number; max: number }) =>
  z
    .number({ error: `${what} must be a number.` })
    .int(`${what} must be whole rupees.`)
    .min(min, `${what} must be at least ₹${min.toLocaleString('en-IN')}.`)
    .max(max, `${what} must be at most ₹${max.toLocaleString('en-IN')}.`)

/** `POST /auth/user/community-cards`. */
export const startCommunitySchema = z
  .object({
    cardId: z.string().min(1).max(64),
    goal: whole('The goal', COMMUNITY_LIMITS.goal).describe('Rupees.'),
    minutes: z
      .number({ error: 'Minutes must be a number.' })
      .int('Minutes must be whole.')
      .min(COMMUNITY_LIMITS.minutes.min, `At least ${COMMUNITY_LIMITS.minutes.min} minutes.`)
      .max(COMMUNITY_LIMITS.minutes.max, `At most ${COMMUNITY_LIMITS.minutes.max} minutes.`),
  })
  .strict()
export type StartCommunityInput = z.input<typeof startCommunitySchema>

/** `POST /auth/user/community-cards/{id}/pledges`. */
export const pledgeSchema = z.object({ amount: whole('A contribution', COMMUNITY_LIMITS.pledge) }).strict()

/** `POST /auth/user/community-cards/{id}/pledges/confirm`: the paid, verified order of a contribution. */
export const confirmPledgeSchema = z
  .object({ orderId: z.string().min(1).max(100), paymentId: z.string().min(1).max(100) })
  .strict()

export const communityIdParams = z.object({ id: z.string().min(1).max(64) })
export const communityStreamerParams = z.object({ id: z.string().min(1).max(64) })

const contributorSchema = z.object({
  name: z.string().describe('As the stream may show it (the streamer’s name rules).'),
  amount: z.number().describe('Rupees.'),
})

export const communityCardSchema = z.object({
  id: z.string(),
  status: z.enum(COMMUNITY_STATUSES),
  streamer: z.object({ id: z.string(), username: z.string() }),
  card: shownCardSchema,
  goal: z.number().describe('Rupees.'),
  pledged: z.number().describe('Rupees counted towards the goal.'),
  contributors: z.number().int(),
  top: z.array(contributorSchema),
  startedAt: z.string(),
  endsAt: z.string(),
  endedAt: z.string().nullable(),
  you: z.object({ pledged: z.number().describe('Rupees.') }).nullable(),
})
export type CommunityCard = z.output<typeof communityCardSchema>

export const communityResponseSchema = z.object({
  status: z.literal('success'),
  message: z.string().optional(),
  now: z.string(),
  community: communityCardSchema,
})
export type CommunityResponse = z.output<typeof communityResponseSchema>

/** `GET /auth/user/community-cards/live/{streamerId}`: the streamer's open community card, or null. */
export const liveCommunityResponseSchema = z.object({
  status: z.literal('success'),
  now: z.string(),
  community: communityCardSchema.nullable(),
})
export type LiveCommunityResponse = z.output<typeof liveCommunityResponseSchema>

/** `GET /auth/user/community-cards/mine`: the open ones the caller chipped in on or runs. */
export const myCommunityResponseSchema = z.object({
  status: z.literal('success'),
  now: z.string(),
  communities: z.array(communityCardSchema),
})

/** The contribution's checkout, as a card's: pay it, verify it, then confirm it. */
export const pledgeOrderResponseSchema = paymentOrderResponseSchema.extend({
  cardId: z.string(),
  communityId: z.string(),
})
export type PledgeOrderResponse = z.output<typeof pledgeOrderResponseSchema>

/** The contributors' mail (kind `notice`), its subjects. */
export const communityMailSubjects = {
  /** `amount` as formatRupees writes it. */
  refunded: (card: string, amount: string) => `Refunded ${amount}: ${card}`,
  funded: (card: string) => `Funded! ${card} is going on stream`,
} as const
