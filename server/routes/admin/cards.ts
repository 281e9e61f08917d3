import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import {
  type AdminCard,
  type AdminCardsResponse,
  type AdminMessageResponse,
  adminIdParams,
  adminMessages,
  adminServerMessages,
  type UsageCounts,
} from '../../../src/contract/admin'
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
    async (): Promise<AdminCardsResponse> => ({
      success: true,
      cards: (await admin.marketplace.listCards()).map(toAdminCard),
    }),
  )

  app.get('/cards/usage-counts', async (): Promise<UsageCounts> => admin.marketplace.usageCounts())

  app.delete('/cards/:id', { schema: { params: adminIdParams } }, async (req, reply) => {
    const card = await admin.marketplace.cardById(req.params.id)
    if (!card || !(await admin.marketplace.softDeleteCard(card.id))) {
      return reply.code(404).send(errorBody(adminServerMessages.cardNotFound))
    }
    admin.ctx.catalogue.invalidate()
    await admin.audit.record(auditEntry(req, `Deleted card "${card.title}" of ${card.streamer_email}`))
    return { success: true, message: adminMessages.cardDeleted } satisfies AdminMessageResponse
  })
}
