import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import {
  type AdminMessageResponse,
  adminIdParams,
  adminMessageResponseSchema,
  adminMessages,
  adminServerMessages,
} from '../../../../contract/admin'
import {
  type AdminCard,
  type AdminCardsResponse,
  type AdminCardsSummary,
  adminCardsQuerySchema,
  adminCardsResponseSchema,
  adminCardsSummarySchema,
  usageCountsSchema,
} from '../../../../contract/admin-marketplace'
import { ADMIN_DEFAULT_PAGE_SIZE } from '../../../../contract/constants'
import { errorResponses } from '../../../../contract/errors'
import { paiseToRupees } from '../../../../contract/money'
import { pageRequest } from '../../../db/keyset'
import type { CardRow } from '../../../db/schema-marketplace'
import { RefusalError } from '../../../errors'
import { cardStreamFields } from '../../catalogue'
import { auditEntry } from '../admin-services'

function categoriesOf(json: string): string[] {
  try {
    const parsed: unknown = JSON.parse(json)
    return Array.isArray(parsed) ? parsed.filter((item): item is string => typeof item === 'string') : []
  } catch {
    return []
  }
}

/** A card with the specification's field names; prices travel as rupees. */
export function toAdminCard(row: CardRow, timesUsed = 0): AdminCard {
  return {
    _id: row.id,
    cardTitle: row.title,
    description: row.description,
    imageUrl: row.image_url,
    category: categoriesOf(row.categories),
    rarity: row.rarity,
    price: paiseToRupees(row.price_paise),
    duration: row.duration_seconds,
    ...cardStreamFields(row),
    subscribersOnly: row.min_tier_id !== null,
    creatorName: row.creator_name,
    streamerEmailId: row.streamer_email,
    createdAt: row.created_at,
    timesUsed,
  }
}

/** A filter value of the query: empty and 'all' mean none. */
const chosen = (value: string | undefined) => (value && value !== 'all' ? value : undefined)

/** Card Management: the cards on the market a page at a time, how often each was used, the tiles, deletion. */
export const adminCardRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/cards',
    {
      schema: {
        querystring: adminCardsQuerySchema,
        response: { 200: adminCardsResponseSchema, ...errorResponses(400, 401) },
      },
    },
    async (req) => {
      const { q, category, rarity } = req.query
      const page = await app.adminMarketplace.listCardsPage(
        { title: q?.trim() || undefined, category: chosen(category), rarity: chosen(rarity) },
        pageRequest(req.query, ADMIN_DEFAULT_PAGE_SIZE),
      )
      const uses = await app.adminMarketplace.usageCounts(page.rows.map((row) => row.id))
      return {
        success: true,
        cards: page.rows.map((row) => toAdminCard(row, uses[row.id] ?? 0)),
        total: page.total,
        nextCursor: page.nextCursor,
        prevCursor: page.prevCursor,
      } satisfies AdminCardsResponse
    },
  )

  app.get(
    '/cards/summary',
    { schema: { response: { 200: adminCardsSummarySchema, ...errorResponses(401) } } },
    async () => {
      const { totalCards, totalPricePaise } = await app.adminMarketplace.cardsSummary()
      return {
        success: true,
        totalCards,
        totalPrice: paiseToRupees(totalPricePaise),
      } satisfies AdminCardsSummary
    },
  )

  app.get(
    '/cards/usage-counts',
    { schema: { response: { 200: usageCountsSchema, ...errorResponses(401) } } },
    async () => app.adminMarketplace.usageCounts(),
  )

  app.delete(
    '/cards/:id',
    {
      schema: {
        params: adminIdParams,
        response: { 200: adminMessageResponseSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (req) => {
      const card = await app.adminMarketplace.cardById(req.params.id)
      if (!card || !(await app.adminMarketplace.softDeleteCard(card.id))) {
        throw new RefusalError(404, adminServerMessages.cardNotFound)
      }
      app.catalogue.invalidate()
      await app.adminAudit.record(auditEntry(req, `Deleted card "${card.title}" of ${card.streamer_email}`))
      return { success: true, message: adminMessages.cardDeleted } satisfies AdminMessageResponse
    },
  )
}
