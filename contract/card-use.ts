// Using a card on stream: the request and its answer.
import { z } from 'zod'
import { cardMessages } from './card-messages'
import { idText } from './cards'
import { MAX_CARD_DESCRIPTION_LENGTH, MAX_CARD_TITLE_LENGTH } from './constants'

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
    maxWaitMinutes: z
      .number()
      .int()
      .min(0)
      .optional()
      .describe(
        "How long a queued use may wait for the streamer's stream before it comes back (0: no limit), as the streamer set it.",
      ),
    marathonAddedSeconds: z
      .number()
      .int()
      .optional()
      .describe("Seconds this use added to the streamer's marathon, when it added any."),
  })
  .describe('The purchase, now used.')
