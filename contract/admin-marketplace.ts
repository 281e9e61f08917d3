// Card and Payment Management: the lists' queries, an admin's view of a card and of a transaction.
import { z } from 'zod'
import { adminSearch } from './admin'
import { cardSchema } from './cards'
import { ADMIN_CATEGORY_FILTER, CARD_CATEGORIES, RARITIES } from './constants'
import { adminListQuery, adminPageResponseFields } from './paging'
import { transactionSchema } from './purchases'
import { REFUND_STATUSES } from './refunds'

/** Every category a card may carry: the creation form's and the admin filter's (the spec has both). */
export const ADMIN_CARD_CATEGORIES = [...new Set([...CARD_CATEGORIES, ...ADMIN_CATEGORY_FILTER])]

/** `GET /auth/admin/cards?q=&category=&rarity=&limit=&cursor=&from=`: empty or 'all' means no filter. */
export const adminCardsQuerySchema = adminListQuery({
  q: adminSearch('title'),
  category: z
    .enum(['', 'all', ...ADMIN_CARD_CATEGORIES], { error: 'Unknown category.' })
    .optional()
    .meta({ description: 'Only cards carrying this category.' }),
  rarity: z.enum(['', 'all', ...RARITIES], { error: 'Unknown rarity.' }).optional(),
})

/** `GET /auth/admin/transactions?q=&status=&limit=&cursor=&from=`: empty or 'all' means no filter. */
export const adminTransactionsQuerySchema = adminListQuery({
  q: adminSearch("buyer's email or card title"),
  status: z
    .enum(['', 'all', 'used', 'unused'], { error: "status must be 'all', 'used' or 'unused'." })
    .optional(),
})

/** A card as Card Management lists it: the market's card, with its creation time; any stored rarity. */
export const adminCardSchema = cardSchema.extend({
  rarity: z.string(),
  // Card Management shows the creator's address: administrators, unlike the public, read it.
  streamerEmailId: z.string().meta({ description: "The creator's email address (the admin area only)." }),
  createdAt: z.string().meta({ description: 'ISO-8601 UTC.' }),
  timesUsed: z.number().int().meta({ description: 'Purchases of this card used so far.' }),
})

export type AdminCard = z.output<typeof adminCardSchema>

/** `GET /auth/admin/cards`: a page of live cards, newest first. */
export const adminCardsResponseSchema = z.object({
  success: z.literal(true),
  cards: z.array(adminCardSchema),
  ...adminPageResponseFields,
})

export type AdminCardsResponse = z.output<typeof adminCardsResponseSchema>

/** `GET /auth/admin/cards/summary`: Card Management's Total Cards and Total Price tiles. */
export const adminCardsSummarySchema = z.object({
  success: z.literal(true),
  totalCards: z.number().int().meta({ description: 'Cards on the market.' }),
  totalPrice: z.number().meta({ description: 'Rupees: the prices of the cards on the market, added up.' }),
})

export type AdminCardsSummary = z.output<typeof adminCardsSummarySchema>

/** `GET /auth/admin/cards/usage-counts`: card id → times used. */
export const usageCountsSchema = z
  .record(z.string(), z.number().int())
  .meta({ description: 'Card id → times used.' })

export type UsageCounts = z.output<typeof usageCountsSchema>

/** A purchase record as Payment Management lists it: the spec's Transaction, with its refund if any. */
export const adminTransactionSchema = transactionSchema.extend({
  refundedAt: z
    .string()
    .nullable()
    .meta({ description: 'ISO-8601 UTC: when the refund was processed; null while not refunded.' }),
  refundStatus: z
    .enum(REFUND_STATUSES)
    .nullable()
    .meta({ description: "The refund's state ('pending', 'processed', 'failed'); null: never refunded." }),
})

export type AdminTransaction = z.output<typeof adminTransactionSchema>

/** `GET /auth/admin/transactions`: a page of purchase records, newest first. */
export const adminTransactionsResponseSchema = z.object({
  success: z.literal(true),
  transactions: z.array(adminTransactionSchema),
  ...adminPageResponseFields,
})

export type AdminTransactionsResponse = z.output<typeof adminTransactionsResponseSchema>
