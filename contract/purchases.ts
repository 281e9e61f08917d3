// Cards a viewer took or bought: the purchase, the owned card, My Cards' pages.
import { z } from 'zod'
import { cardMessages } from './card-messages'
import { cardSchema, idText } from './cards'
import { nextCursorField, pageQuerySchema } from './paging'
import { USE_STATUSES } from './stream'

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
