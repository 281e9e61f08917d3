// Auctions: a streamer auctions one of their cards live; viewers bid whole rupees; the winner pays
// within AUCTION_OFFER_MINUTES or the offer passes to the next bidder. No deposit and no forfeit: a
// bid is a promise to pay only if it wins. docs/auctions.md tells the whole.
import { z } from 'zod'
import { AUCTION_DEFAULT_INCREMENT_RUPEES, AUCTION_LAPSE_BAN_DAYS, AUCTION_LIMITS } from './auction-rules'
import { createCardSchema, shownCardSchema } from './cards'
import { PRESET_CARD_IMAGES } from './constants'
import { paymentOrderResponseSchema } from './payments'

export {
  AUCTION_DEFAULT_INCREMENT_RUPEES,
  AUCTION_LAPSE_BAN_DAYS,
  AUCTION_LIMITS,
  AUCTION_OFFER_MINUTES,
  AUCTION_PROPORTIONAL_STEP,
  AUCTION_SOFT_CLOSE_MAX_MINUTES,
  AUCTION_SOFT_CLOSE_SECONDS,
  AUCTION_STEP_NOTE,
  bidStepPaise,
  nextMinimumBidPaise,
} from './auction-rules'

/** Bids one viewer may place in a window of this many seconds (every instance counts together). */
export const AUCTION_BID_LIMIT = { max: 10, windowSeconds: 10 } as const
/** How many of the latest bids an auction's answer lists. */
export const AUCTION_BIDS_SHOWN = 20

/**
 * - live: taking bids until `endsAt`;
 * - awaiting-payment: ended; the current offer's bidder may pay until its deadline;
 * - sold: paid; the card is the winner's;
 * - unsold: ended with no bid, or no bidder paid;
 * - cancelled: called off by the streamer before the first bid.
 */
export const AUCTION_STATUSES = ['live', 'awaiting-payment', 'sold', 'unsold', 'cancelled'] as const
export type AuctionStatus = (typeof AUCTION_STATUSES)[number]

/** How each status reads in lists (the Live page, Payment Management). */
export const AUCTION_STATUS_LABELS: Record<AuctionStatus, string> = {
  live: 'Taking bids',
  'awaiting-payment': 'Waiting for payment',
  sold: 'Sold',
  unsold: 'No sale',
  cancelled: 'Cancelled',
}

export const auctionMessages = {
  started: 'Auction started.',
  cancelled: 'Auction cancelled.',
  bidPlaced: 'Bid placed: you are the top bidder.',
  outbidAtOnce: 'Bid placed, but another bidder’s maximum was higher: you were outbid.',
  alreadyLive: 'You already have an auction running: wait for it to end before you start another.',
  notFound: 'Auction not found.',
  notYours: 'This auction is not yours.',
  cardNotYours: 'Choose one of your own cards.',
  cardNotFound: 'Card not found.',
  cancelTooLate: 'An auction can be cancelled only before the first bid.',
  notLive: 'This auction is not taking bids.',
  ownAuction: 'You cannot bid on your own auction.',
  alreadyTop: 'You are already the top bidder.',
  bidTooLow: (minimumRupees: number) => `Bid at least ₹${minimumRupees}.`,
  maxBelowBid: 'Your maximum must be at least your bid.',
  tooManyBids: 'You are bidding too fast: wait a few seconds.',
  noOffer: 'There is nothing for you to pay in this auction.',
  offerExpired: 'Your time to pay has passed: the offer went to the next bidder.',
  paymentsUnavailable: 'Payments are unavailable right now. Please try again later.',
  paidAfterSale:
    'This auction was already paid for, so your payment bought nothing: it is being refunded to you.',
  lapsedRecently: `You did not pay for an auction of this streamer you won, so you cannot bid on their auctions for ${AUCTION_LAPSE_BAN_DAYS} days.`,
  refundedNotSelling:
    'This streamer no longer sells on Cardcast, so your payment bought nothing: it is being refunded to you.',
  streamerNotSelling: 'This streamer no longer sells on Cardcast: the auction takes no bids or payments.',
  fetchFailed: 'Failed to fetch the auction.',
} as const

const rupees = (limits: { min: number; max: number }, name: string) =>
  z
    .number({ error: `${name} must be a number.` })
    .int(`${name} must be whole rupees.`)
    .min(limits.min, `${name} must be at least ₹${limits.min}.`)
    .max(limits.max, `${name} must be at most ₹${limits.max}.`)

/** A one-off reward auctioned instead of a card: it becomes a card only its winner holds. */
export const auctionRewardSchema = z.object({
  title: createCardSchema.shape.cardTitle,
  description: createCardSchema.shape.description,
})
/** The picture and look of a one-off reward's card. */
export const AUCTION_REWARD_CARD = {
  imageUrl: PRESET_CARD_IMAGES[2],
  rarity: 'Epic',
  category: 'Reward',
} as const

/** `POST /auth/user/auctions`: the Live page's form: one of the streamer's cards, or a one-off reward. */
export const startAuctionSchema = z
  .object({
    cardId: z.string().min(1, 'Choose a card.').max(64).optional(),
    reward: auctionRewardSchema.optional(),
    reserve: rupees(AUCTION_LIMITS.reserve, 'Reserve price'),
    increment: rupees(AUCTION_LIMITS.increment, 'Minimum increment').default(
      AUCTION_DEFAULT_INCREMENT_RUPEES,
    ),
    durationMinutes: z
      .number({ error: 'Duration must be a number.' })
      .int('Duration must be whole minutes.')
      .min(AUCTION_LIMITS.durationMinutes.min, 'Duration must be at least 1 minute.')
      .max(AUCTION_LIMITS.durationMinutes.max, 'Duration must be at most 30 minutes.'),
  })
  .refine((body) => (body.cardId === undefined) !== (body.reward === undefined), {
    message: 'Choose one of your cards, or describe a one-off reward.',
    path: ['cardId'],
  })
export type StartAuctionInput = z.input<typeof startAuctionSchema>

/** `POST /auth/user/auctions/{id}/bids`: whole rupees, and optionally a maximum the server bids up to. */
export const bidSchema = z
  .object({
    amount: rupees(AUCTION_LIMITS.bid, 'Bid'),
    maxAmount: rupees(AUCTION_LIMITS.bid, 'Maximum bid').nullable().optional(),
  })
  .refine((body) => body.maxAmount == null || body.maxAmount >= body.amount, {
    message: auctionMessages.maxBelowBid,
    path: ['maxAmount'],
  })
export type BidInput = z.input<typeof bidSchema>

export const auctionIdParams = z.object({ id: z.string().min(1).max(64) })

export const auctionBidSchema = z.object({
  id: z.string(),
  amount: z.number().describe('Rupees.'),
  bidder: z.string().describe("The bidder's name as the stream may show it ('a viewer' when hidden)."),
  automatic: z.boolean().describe('Placed by the server for a maximum (proxy) bid.'),
  at: z.string(),
})

export const auctionSchema = z.object({
  id: z.string(),
  status: z.enum(AUCTION_STATUSES),
  streamer: z.object({ id: z.string(), username: z.string() }),
  card: shownCardSchema,
  reserve: z.number(),
  increment: z.number(),
  startedAt: z.string(),
  endsAt: z.string().describe('When bidding ends (a late bid moves it).'),
  topBid: z.number().nullable().describe('Rupees; null before the first bid.'),
  topBidder: z.string().nullable(),
  nextMinimum: z.number().describe('The lowest bid the server accepts now (rupees).'),
  bidCount: z.number().int(),
  bids: z.array(auctionBidSchema).describe('The latest bids, newest first.'),
  /** What the caller sees of their own part: null for a caller who has not bid. */
  you: z
    .object({
      topBidder: z.boolean(),
      highestBid: z.number(),
      maxAmount: z.number().nullable(),
      /** Yours to pay now (awaiting-payment, your turn): the amount and the deadline. */
      offer: z.object({ amount: z.number(), expiresAt: z.string() }).nullable(),
      won: z.boolean().describe('Sold to you.'),
    })
    .nullable(),
  outcome: z
    .object({ winner: z.string(), amount: z.number() })
    .nullable()
    .describe('Sold: to whom and for how much.'),
})
export type Auction = z.output<typeof auctionSchema>

export const auctionResponseSchema = z
  .object({
    status: z.literal('success'),
    message: z.string().optional(),
    now: z.string().describe("The server's clock: count down to `endsAt` with this offset."),
    auction: auctionSchema,
  })
  .describe('The auction as it now is.')
export type AuctionResponse = z.output<typeof auctionResponseSchema>

/** `GET /auth/user/auctions/live/{streamerId}`: the streamer's auction taking bids, if any. */
export const liveAuctionResponseSchema = z
  .object({ status: z.literal('success'), auctionId: z.string().nullable() })
  .describe("The id of the streamer's live auction (null: none).")

/** `GET /auth/user/auctions/mine`: the streamer's auctions, newest first. */
export const myAuctionsResponseSchema = z
  .object({ status: z.literal('success'), now: z.string(), auctions: z.array(auctionSchema) })
  .describe("The streamer's auctions, newest first.")

/** How many auctions waiting for their payment a viewer's banner lists at most. */
export const AUCTIONS_TO_PAY_SHOWN = 5

/** `GET /auth/user/auctions/to-pay`: the auctions the caller won and may pay now (the banner on every page). */
export const auctionsToPayResponseSchema = z
  .object({
    status: z.literal('success'),
    auctions: z.array(
      z.object({
        id: z.string(),
        title: z.string().describe("The auctioned card's title."),
        amount: z.number().describe('Rupees: the winning bid, what to pay.'),
        expiresAt: z.string().describe('Pay before this, or the offer passes to the next bidder.'),
      }),
    ),
  })
  .describe('The auctions waiting for your payment, the soonest deadline first.')
export type AuctionsToPayResponse = z.output<typeof auctionsToPayResponseSchema>

/** How many of the latest auctions Payment Management lists. */
export const ADMIN_AUCTIONS_SHOWN = 50

/** `GET /auth/admin/auctions`: the latest auctions of every streamer, with their bids and outcome. */
export const adminAuctionsResponseSchema = z
  .object({ success: z.literal(true), auctions: z.array(auctionSchema) })
  .describe('The latest auctions, newest first.')
export type AdminAuctionsResponse = z.output<typeof adminAuctionsResponseSchema>

/** `POST /auth/user/auctions/{id}/pay`: the checkout of the caller's offer (as for a paid card). */
export const auctionPayResponseSchema = paymentOrderResponseSchema
  .extend({
    cardId: z.string().describe('The card it buys (createTransaction names it).'),
    expiresAt: z.string().describe('Pay before this, or the offer passes to the next bidder.'),
  })
  .describe('The checkout of your winning bid, as for a paid card.')
export type AuctionPayResponse = z.output<typeof auctionPayResponseSchema>

/** The overlay's `auction` event: the widget, null when the streamer has no auction to show. */
export interface OverlayAuctionData {
  auction: {
    id: string
    status: AuctionStatus
    title: string
    imageUrl: string
    rarity: string
    topBid: number | null
    topBidder: string | null
    endsAt: string
  } | null
  now: string
}
