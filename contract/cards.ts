// Cards: the create form's schema, a card as the market shows it, the market's query and lists.
// Purchases, payments, uses, streamers and the profile have files of their own.
import { z } from 'zod'
import {
  CARD_CATEGORIES,
  DEFAULT_CARD_DURATION_SECONDS,
  MAX_CARD_DESCRIPTION_LENGTH,
  MAX_CARD_DURATION_SECONDS,
  MAX_CARD_PRICE_RUPEES,
  MAX_CARD_SEARCH_LENGTH,
  MAX_CARD_TITLE_LENGTH,
  MAX_LINK_LENGTH,
  MIN_CARD_DURATION_SECONDS,
  PRESET_CARD_IMAGES,
  RARITIES,
} from './constants'
import { requiredText } from './fields'
import { CARD_SOUNDS, cardCooldownField, cardSoundField } from './stream'

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

/** A card as an auction or a community card shows it (their pages and the overlay). */
export const shownCardSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  imageUrl: z.string(),
  rarity: z.string(),
})
export type ShownCard = z.infer<typeof shownCardSchema>

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

export const idText = (message: string) => requiredText(message).max(100, message)

export const linkField = z
  .string({ error: 'Links must be text.' })
  .trim()
  .max(MAX_LINK_LENGTH, 'Link is too long.')
  .refine((link) => link === '' || /^https?:\/\/\S+$/.test(link), 'Links must start with http:// or https://')

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

/** `POST /auth/user/createCard` (201). */
export const createCardResponseSchema = z
  .object({
    status: z.literal('success'),
    message: z.string(),
    card: cardSchema,
  })
  .describe('The card as created.')
