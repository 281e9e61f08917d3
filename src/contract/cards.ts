// Cards, purchases and uses (spec sections 3, 5, 7, 8): schemas for the forms and the server, the
// response shapes, and the messages of the card and profile catalogue.
import { z } from 'zod'
import {
  CARD_CATEGORIES,
  DEFAULT_CARD_DURATION_SECONDS,
  MAX_BIO_LENGTH,
  MAX_CARD_DESCRIPTION_LENGTH,
  MAX_CARD_DURATION_SECONDS,
  MAX_CARD_PRICE_RUPEES,
  MAX_CARD_TITLE_LENGTH,
  MAX_LINK_LENGTH,
  MAX_USERNAME_LENGTH,
  MIN_CARD_DURATION_SECONDS,
  PRESET_CARD_IMAGES,
  RARITIES,
  type Rarity,
} from './constants'
import { requiredText } from './fields'

export const cardMessages = {
  errorLoadingUser: 'Error loading user data.',
  orderFailed: 'Failed to create payment order.',
  verifyFailed: 'Payment verification failed.',
  transactionFailed: 'Failed to create transaction.',
  paymentFailed: 'Payment process failed.',
  creationFailed: 'Card creation failed!',
  unexpected: 'An unexpected error occurred.',
  urlFailed: 'Error Generating URL.',
  profileUpdateFailed: 'Failed to update profile.',
  profileUpdateError: 'An error occurred while updating profile.',
  streamersFailed: 'Failed to fetch streamers.',
  cardsFailed: 'Failed to fetch cards.',
  invalidCardData: 'Invalid card data. Please try again.',
  useError: 'An unexpected error occurred while using the card.',
  useFailed: 'Card use failed!',
  deleteFailed: 'Failed to delete.',
  deleteError: 'An error occurred while deleting the card.',
  creatorsOnly: 'You must be a creator to access this page.',
  purchased: 'Card purchased successfully!',
  profileUpdated: 'Profile updated successfully!',
  urlGenerated: 'URL Generated Successfully!',
  urlCopied: 'URL copied to clipboard!',
  used: 'Card used successfully!',
  deleted: 'Card deleted successfully.',
  created: 'Card created successfully!',
  loadingCards: 'Loading cards...',
  noCardsMatching: 'No cards found matching filters.',
  // Server refusals the spec leaves open.
  cardNotFound: 'Card not found.',
  notYourCard: 'You can only delete your own cards.',
  purchaseNotFound: 'This card is not in your collection.',
  alreadyUsed: 'This card has already been used.',
  notFreeCard: 'This card is not free: it needs a payment.',
  orderNotFound: 'Payment order not found.',
  orderMismatch: 'This payment does not belong to this purchase.',
  paymentNotVerified: 'The payment has not been verified.',
  simulatedOff: 'Simulated payments are turned off.',
  paymentsUnavailable: 'Payments are not configured.',
  emailLocked: 'The email address cannot be changed here.',
} as const

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
})
export type CreateCardRequest = z.input<typeof createCardSchema>

export const idParams = z.object({ id: z.string().min(1).max(100) })
export const idOrEmailParams = z.object({ idOrEmail: z.string().min(1).max(254) })

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
})

export const paymentVerifySchema = z.object({
  orderId: idText(cardMessages.verifyFailed),
  paymentId: idText(cardMessages.verifyFailed),
  signature: requiredText(cardMessages.verifyFailed).max(200, cardMessages.verifyFailed),
})

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
  cardTitle: z.string().trim().max(MAX_CARD_TITLE_LENGTH).optional(),
  description: z.string().trim().max(MAX_CARD_DESCRIPTION_LENGTH).optional(),
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
  username: requiredText('Username is required.')
    .trim()
    .min(1, 'Username is required.')
    .max(MAX_USERNAME_LENGTH, `Username must be at most ${MAX_USERNAME_LENGTH} characters.`),
  emailId: z.string().max(254).optional(),
  user_type: z.unknown().optional(),
  youtubeLink: linkField.optional(),
  instagramLink: linkField.optional(),
  description: z.string({ error: 'Bio must be text.' }).max(MAX_BIO_LENGTH, 'Bio is too long.').optional(),
  updatedAt: z.unknown().optional(),
})

/** A card as the market, the inventory and the admin read it (spec field names). */
export interface Card {
  _id: string
  cardTitle: string
  description: string
  imageUrl: string
  category: string[]
  rarity: Rarity
  /** Rupees. */
  price: number
  creatorName: string
  streamerEmailId: string
  duration: number
}

/** A card the viewer owns: the card plus its purchase. */
export interface OwnedCard extends Card {
  transactionId: string
  isUsed: boolean
  purchaseDate: string
  usedAt: string | null
}

export interface Streamer {
  _id: string
  username: string
  emailId: string
  description: string
  avatar: string | null
  youtubeLink: string
  instagramLink: string
}

export interface Transaction {
  _id: string
  cardId: string
  streamerEmailId: string
  userEmailId: string
  title: string
  description: string
  isUsed: boolean
  purchaseDate: string
  paymentId: string
  orderId: string
  amount: number
}

export interface PaymentOrderResponse {
  status: 'success'
  keyId: string
  /** Rupees. */
  amount: number
  currency: 'INR'
  orderId: string
  provider: 'simulated' | 'razorpay'
}
