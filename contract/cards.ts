// Cards, purchases and uses: schemas for the forms and the server, the
// response shapes, and the messages of the card and profile catalogue.
import { z } from 'zod'
import { publicUserSchema } from './auth'
import { cardMessages } from './card-messages'
import {
  CARD_CATEGORIES,
  DEFAULT_CARD_DURATION_SECONDS,
  MAX_BIO_LENGTH,
  MAX_CARD_DESCRIPTION_LENGTH,
  MAX_CARD_DURATION_SECONDS,
  MAX_CARD_PRICE_RUPEES,
  MAX_CARD_SEARCH_LENGTH,
  MAX_CARD_TITLE_LENGTH,
  MAX_LINK_LENGTH,
  MIN_CARD_DURATION_SECONDS,
  PRESET_CARD_IMAGES,
  RARITIES,
  USER_PLANS,
} from './constants'
import { errorResponseSchema } from './errors'
import { requiredText, usernameField } from './fields'
import { nextCursorField, pageQueryFields, pageQuerySchema } from './paging'
import { CARD_SOUNDS, cardCooldownField, cardSoundField, USE_STATUSES } from './stream'

/** Price in rupees: a number ≥ 0 with at most two decimals (stored as integer paise). */
export const priceField = z
  .number({
    error: (issue) => (issue.input === undefined ? 'Price is required.' : 'Price must be a number.'),
  })
  .min(0, 'Price cannot be negative.')
  .max(MAX_CARD_PRICE_RUPEES, `Price must be at most ${MAX_CARD_PRICE_RUPEES}.`)
  .refine(
    (price) => Math.abs(price * 100 - Math.round(price * 100)) < 1e-6,
    'Price can have at most two decimals.',
  )

export const createCardSchema = z.object({
  rarity: z.enum(RARITIES, { error: 'Rarity is required.' }),
  category: z
    .array(z.enum(CARD_CATEGORIES, { error: 'Unknown category.' }), { error: 'Categories must be a list.' })
    .max(CARD_CATEGORIES.length)
    .default([])
    .transform((list) => [...new Set(list)]),
  cardTitle: requiredText('Title is required.')
    .trim()
    .min(1, 'Title is required.')
    .max(MAX_CARD_TITLE_LENGTH, `Title must be at most ${MAX_CARD_TITLE_LENGTH} characters.`),
  description: requiredText('Description is required.')
    .trim()
    .min(1, 'Description is required.')
    .max(
      MAX_CARD_DESCRIPTION_LENGTH,
      `Description must be at most ${MAX_CARD_DESCRIPTION_LENGTH} characters.`,
    ),
  price: priceField,
  imageUrl: z.enum(PRESET_CARD_IMAGES, { error: 'Choose one of the preset images.' }),
  duration: z
    .number()
    .int()
    .min(MIN_CARD_DURATION_SECONDS)
    .max(MAX_CARD_DURATION_SECONDS)
    .default(DEFAULT_CARD_DURATION_SECONDS),
  /** Seconds between two uses of the card on the stream; null or absent: the streamer's default. */
  cooldownSeconds: cardCooldownField.default(null),
  /** Seconds between two uses by one viewer on the stream; null or absent: the streamer's default. */
  viewerCooldownSeconds: cardCooldownField.default(null),
  /** A preset alert sound played with the card; null or absent: silent. */
  sound: cardSoundField.default(null),
  /** Only subscribers of `minTierId` or a dearer tier may take it (contract/subscriber-cards.ts). */
  subscribersOnly: z.boolean({ error: 'subscribersOnly must be true or false.' }).default(false),
  /** The cheapest tier that opens it; null or absent with `subscribersOnly`: the cheapest tier offered. */
  minTierId: z.string().min(1).max(100).nullable().default(null),
  // The spec's client sends the creator too; the server takes the creator from the token instead.
  creatorName: z.unknown().optional(),
  streamerEmailId: z.unknown().optional(),
})
export type CreateCardRequest = z.input<typeof createCardSchema>

export const idParams = z.object({ id: z.string().min(1).max(100) })
/** `getStreamerCards/{id}`: the streamer's id (a creator's user id, as getStreamers and every card give it). */
export const streamerIdParams = z.object({
  id: z.string().min(1).max(100).meta({ description: "The streamer's id: a creator's `_id`." }),
})

/** The longest streamer search the server takes. */
export const MAX_STREAMER_QUERY_LENGTH = 100

/** Streamers per page of `getStreamers` (and per 'Load more' on the streamers page). */
export const STREAMERS_PAGE_SIZE = 24

/**
 * `GET /auth/user/getStreamers?q=&limit=&cursor=`: the streamers page's search, a page at a time. `q`
 * matches usernames (a case-insensitive substring); an email address matches only whole, and only for
 * a signed-in caller, so that nobody can spell an address out a character at a time. The answer never
 * carries an address. `id`: that one creator (the streamer's cards page).
 */
export const streamersQuerySchema = z.object({
  q: z
    .string()
    .max(MAX_STREAMER_QUERY_LENGTH, `The search must be at most ${MAX_STREAMER_QUERY_LENGTH} characters.`)
    .optional()
    .meta({
      description:
        'Only the creators whose username contains this text, ignoring case, or (signed in) whose whole email address it is (matched, never returned). Empty or absent: every creator.',
    }),
  id: z.string().min(1).max(100).optional().meta({ description: "Only this creator (a streamer's `_id`)." }),
  ...pageQueryFields,
})

const idText = (message: string) => requiredText(message).max(100, message)

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

/**
 * The paymentId and orderId of a free card's createTransaction, and what its purchase records instead
 * of a provider's payment and order.
 */
export const FREE_PAYMENT = 'free'

export const createTransactionSchema = z.object({
  cardId: idText(cardMessages.invalidCardData),
  paymentId: idText(cardMessages.transactionFailed),
  orderId: idText(cardMessages.transactionFailed),
  // The client sends these too; the server takes them from the card instead.
  streamerEmailId: z.unknown().optional(),
  title: z.unknown().optional(),
  description: z.unknown().optional(),
})

export const useCardSchema = z.object({
  cardId: idText(cardMessages.invalidCardData),
  transactionId: idText(cardMessages.invalidCardData),
  // The viewer's text: cleaned and checked by the server (viewer-text.ts); the card's own text may
  // be as long as a card's, edited text is capped shorter.
  cardTitle: z
    .string()
    .max(MAX_CARD_TITLE_LENGTH * 2)
    .optional(),
  description: z
    .string()
    .max(MAX_CARD_DESCRIPTION_LENGTH * 2)
    .optional(),
  streamerEmailId: z.unknown().optional(),
  duration: z.unknown().optional(),
  /** Made when the viewer pressed 'Use Now'; a retry with the same key is the same use. */
  idempotencyKey: z.string().min(8).max(100).optional(),
})

const linkField = z
  .string({ error: 'Links must be text.' })
  .trim()
  .max(MAX_LINK_LENGTH, 'Link is too long.')
  .refine((link) => link === '' || /^https?:\/\/\S+$/.test(link), 'Links must start with http:// or https://')

export const editUserSchema = z.object({
  username: usernameField(),
  emailId: z.string().max(254).optional(),
  user_type: z.unknown().optional(),
  youtubeLink: linkField.optional(),
  instagramLink: linkField.optional(),
  description: z.string({ error: 'Bio must be text.' }).max(MAX_BIO_LENGTH, 'Bio is too long.').optional(),
  updatedAt: z.unknown().optional(),
})

/**
 * The streamer of a card as public answers give it: the spec's `streamerEmailId` keeps its name but holds
 * the creator's opaque streamer id (their user `_id`, what `getStreamerCards/{id}` takes), never an
 * email address. The admin area's cards carry the address instead (admin.ts).
 */
export const streamerIdField = z.string().meta({
  description: "The creator's streamer id (their user `_id`), not an email address: the name is the spec's.",
})

/** A card as the market, the streamer pages, the inventory and My Cards read it (spec field names). */
export const cardSchema = z.object({
  _id: z.string(),
  cardTitle: z.string(),
  description: z.string(),
  imageUrl: z.string(),
  category: z.array(z.string()),
  rarity: z.enum(RARITIES),
  price: z.number().describe('Rupees.'),
  creatorName: z.string(),
  streamerEmailId: streamerIdField,
  duration: z.number().describe('Seconds on the overlay.'),
  cooldownSeconds: z
    .number()
    .nullable()
    .describe("Seconds between two uses of the card; null: the streamer's default."),
  viewerCooldownSeconds: z
    .number()
    .nullable()
    .describe("Seconds between two uses by one viewer on the stream; null: the streamer's default."),
  sound: z.enum(CARD_SOUNDS).nullable().describe('The preset alert sound, or null.'),
  forSaleUntil: z
    .string()
    .nullable()
    .optional()
    .describe(
      "A priced card on the market or a streamer's page: on sale until its streamer's Creator Pro ends (ISO-8601; in the past: paused until Pro is renewed); null: no end. Absent on free cards.",
    ),
  subscribersOnly: z
    .boolean()
    .describe("Only the streamer's subscribers (of `minTier` or dearer) may take it."),
  minTier: z
    .object({ id: z.string(), name: z.string(), price: z.number().describe('Rupees a month.') })
    .nullable()
    .optional()
    .describe(
      "On the market and a streamer's page: the cheapest tier that opens a subscribers-only card; null on the others.",
    ),
})
export type Card = z.output<typeof cardSchema>

/** A card the viewer owns: the card plus its purchase. */
export const ownedCardSchema = cardSchema.extend({
  transactionId: z.string(),
  pricePaid: z
    .number()
    .describe("What the viewer paid for it, in rupees: an auction's winning bid, 0 for a free card."),
  isUsed: z.boolean(),
  purchaseDate: z.string(),
  usedAt: z.string().nullable(),
  refundedAt: z.string().nullable().meta({
    description:
      'When the purchase was refunded (ISO-8601 UTC), else null. Only used cards come back refunded: a refunded unused card leaves the list.',
  }),
  useStatus: z
    .enum(USE_STATUSES)
    .nullable()
    .describe(
      "The latest use's place on the stream: held (waiting for approval), queued (waiting for the stream), showing, shown, skipped (shown, ended early), or rejected (returned: the card is unused again). Null: never used, or used before the live queue.",
    ),
  useId: z
    .string()
    .nullable()
    .describe("The latest use's id (to withdraw it while it waits); null if never used."),
  streamLive: z
    .boolean()
    .describe("The card's streamer has an overlay on and not paused now: a use goes on stream soon."),
  queuePlace: z
    .number()
    .int()
    .nullable()
    .describe("A queued use's place in the streamer's line (1: next); else null."),
  shownAt: z.string().nullable().describe('When an overlay reported the latest use on screen, once one has.'),
  usedTitle: z
    .string()
    .nullable()
    .describe('The text the latest use put (or puts) on stream, when it is not returned; null otherwise.'),
  usedDescription: z.string().nullable(),
  startsAt: z
    .string()
    .nullable()
    .describe("When the latest use's turn on the overlay should begin, once it is sent; else null."),
  returnedReason: z
    .string()
    .nullable()
    .describe("Why the streamer returned the latest use (status 'rejected')."),
})
export type OwnedCard = z.output<typeof ownedCardSchema>

/** A creator as the public streamer list gives them: no email address (`emailId` is always ''). */
export const streamerSchema = z.object({
  _id: z.string().meta({ description: 'The streamer id, as cards give it in `streamerEmailId`.' }),
  username: z.string(),
  emailId: z.literal('').meta({
    description:
      "Always '': a creator's address is never published (kept so that older clients read a string).",
  }),
  description: z.string(),
  avatar: z.string().nullable(),
  youtubeLink: z.string(),
  instagramLink: z.string(),
  plan: z
    .enum(USER_PLANS)
    .meta({ description: "The plan in force: 'pro' streamers carry a Pro badge and come first." }),
  live: z.boolean().meta({
    description: 'The stream is on now (an overlay connected, not paused): a used card shows soon.',
  }),
})
export type Streamer = z.output<typeof streamerSchema>

export const transactionSchema = z.object({
  _id: z.string(),
  cardId: z.string(),
  streamerEmailId: z.string(),
  userEmailId: z.string(),
  title: z.string(),
  description: z.string(),
  isUsed: z.boolean(),
  purchaseDate: z.string(),
  paymentId: z.string(),
  orderId: z.string(),
  amount: z.number().describe('Rupees.'),
})
export type Transaction = z.output<typeof transactionSchema>

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

/** `GET /auth/user/getCards?q=`: the market, or (with `q`) the cards whose title or streamer matches. */
export const catalogueQuerySchema = z.object({
  q: z
    .string()
    .max(MAX_CARD_SEARCH_LENGTH, `The search must be at most ${MAX_CARD_SEARCH_LENGTH} characters.`)
    .optional()
    .meta({
      description:
        "Only the cards whose title or streamer's name contains this text, ignoring case. Empty or absent: the whole market (cached, with an ETag).",
    }),
})

/** The market's search: the card's title or its streamer's name contains the text, ignoring case. */
export function matchesCardSearch(card: Pick<Card, 'cardTitle' | 'creatorName'>, text: string): boolean {
  const needle = text.trim().toLocaleLowerCase('en-IN')
  return (
    needle === '' ||
    card.cardTitle.toLocaleLowerCase('en-IN').includes(needle) ||
    card.creatorName.toLocaleLowerCase('en-IN').includes(needle)
  )
}

/** `getCards` (the market) and `getStreamerCards/{id}` (one streamer's cards). */
export const cardsResponseSchema = z
  .object({ status: z.literal('success'), cards: z.array(cardSchema) })
  .describe('The cards.')
export type CardsResponse = z.output<typeof cardsResponseSchema>

/** `getCards` for an `If-None-Match` naming the current copy: 304 and no body. */
export const notModifiedSchema = z
  .undefined()
  .describe('Not Modified: the copy named by If-None-Match is current.')

/**
 * `getStreamerCards/{id}` for an id that is no creator's (404): a refusal with an empty `cards`, the same
 * for an unknown id and a viewer's, so the answer tells nobody which ids are accounts.
 */
export const streamerNotFoundSchema = errorResponseSchema
  .extend({ cards: z.array(cardSchema).max(0) })
  .describe('No such streamer.')

/**
 * `GET /auth/user/getUserCards?limit=&cursor=`: a page of the viewer's cards (MAX_PAGE_SIZE when no
 * `limit`: never the whole list).
 */
export const ownedCardsQuerySchema = pageQuerySchema

/** `GET /auth/user/getUserCards`: a page of the viewer's cards, newest purchase first. */
export const ownedCardsResponseSchema = z
  .object({
    status: z.literal('success'),
    cards: z.array(ownedCardSchema),
    nextCursor: nextCursorField,
  })
  .describe("A page of the viewer's cards, newest purchase first.")
export type OwnedCardsResponse = z.output<typeof ownedCardsResponseSchema>

/** `GET /auth/user/getStreamers`: every creator (or those matching `q`), by username. */
export const streamersResponseSchema = z
  .object({
    status: z.literal('success'),
    streamers: z.array(streamerSchema),
    nextCursor: nextCursorField,
    total: z.number().int().min(0).describe('How many creators match, on every page.'),
  })
  .describe('A page of creators, or of those matching `q`, Creator Pro first; without email addresses.')

/** `POST /auth/user/createCard` (201). */
export const createCardResponseSchema = z
  .object({
    status: z.literal('success'),
    message: z.string(),
    card: cardSchema,
  })
  .describe('The card as created.')

/** A done action that only says so: deleteCard, payment-verify. */
export const statusMessageSchema = z
  .object({ status: z.literal('success'), message: z.string() })
  .describe('Done.')

/** `POST /auth/user/createTransaction`: the purchase (201 for a free card, 200 for a paid order). */
export const transactionResponseSchema = z
  .object({
    status: z.literal('success'),
    message: z.string(),
    transaction: transactionSchema,
    marathonAddedSeconds: z
      .number()
      .int()
      .optional()
      .describe("Seconds this purchase added to the streamer's marathon, when it added any."),
  })
  .describe('The purchase.')

/** `POST /auth/user/useCard`: the purchase now used, and when (a retry with the same key: the same answer). */
export const useCardResponseSchema = z
  .object({
    status: z.literal('success'),
    message: z.string(),
    transactionId: z.string(),
    usedAt: z.string().nullable(),
    useId: z.string().describe("The use's id in the streamer's live queue."),
    useStatus: z
      .enum(['held', 'queued'])
      .describe('held: waiting for the streamer to approve the text; queued: on its way to the overlay.'),
    marathonAddedSeconds: z
      .number()
      .int()
      .optional()
      .describe("Seconds this use added to the streamer's marathon, when it added any."),
  })
  .describe('The purchase, now used.')

/** `PUT /auth/user/editUser`: the user as saved. */
export const editUserResponseSchema = z
  .object({
    status: z.literal('success'),
    message: z.string(),
    user: publicUserSchema.optional(),
  })
  .describe('The user as saved.')

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
