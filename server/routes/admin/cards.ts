import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import {
  type AdminCard,
  type AdminMessageResponse,
  adminCardsResponseSchema,
  adminIdParams,
  adminMessageResponseSchema,
  adminMessages,
  adminServerMessages,
  usageCountsSchema,
} from '../../../src/contract/admin'
import { errorResponses } from '../../../src/contract/errors'
import { paiseToRupees } from '../../../src/contract/money'
import type { CardRow } from '../../db/schema-marketplace'
import { errorBody } from '../../plugins/errors'
import { type AdminPluginOptions, auditEntry } from './context'

function categoriesOf(json: string): string[] {
  try {
    const parsed: unknown = JSON.parse(json)
    return Array.isArray(parsed) ? parsed.filter((item): item is string => typeof item === 'string') : []
  } catch {
    return []
  }
}

/** A card with the specification's field names; prices travel as rupees. */
export function toAdminCard(row: CardRow): AdminCard {
  return {
    _id: row.id,
    cardTitle: row.title,
    description: row.description,
    imageUrl: row.image_url,
    category: categoriesOf(row.categories),
    rarity: row.rarity,
    price: paiseToRupees(row.price_paise),
    duration: row.duration_seconds,
    creatorName: row.creator_name,
    streamerEmailId: row.streamer_email,
    createdAt: row.created_at,
  }
}

/** Card Management: every card on the market, how often each was used, and deletion. */
export const adminCardRoutes: FastifyPluginAsyncZod<AdminPluginOptions> = async (app, { admin }) => {
  app.get(
    '/cards',
    { schema: { response: { 200: adminCardsResponseSchema, ...errorResponses(401) } } },
    async () => ({
      success: true as const,
      cards: (await admin.marketplace.listCards()).map(toAdminCard),
    }),
  )

  app.get(
    '/cards/usage-counts',
    { schema: { response: { 200: usageCountsSchema, ...errorResponses(401) } } },
    async () => admin.marketplace.usageCounts(),
  )

  app.delete(
    '/cards/:id',
    {
      schema: {
        params: adminIdParams,
        response: { 200: adminMessageResponseSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (req, reply) => {
      const card = await admin.marketplace.cardById(req.params.id)
      if (!card || !(await admin.marketplace.softDeleteCard(card.id))) {
        return reply.code(404).send(errorBody(adminServerMessages.cardNotFound))
      }
      admin.ctx.catalogue.invalidate()
      await admin.audit.record(auditEntry(req, `Deleted card "${card.title}" of ${card.streamer_email}`))
      return { success: true, message: adminMessages.cardDeleted } satisfies AdminMessageResponse
    },
  )
}
