import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { cardMessages, useCardResponseSchema, useCardSchema } from '../../src/contract/cards'
import { errorResponses } from '../../src/contract/errors'
import { refundMessages } from '../../src/contract/refunds'
import { createQuotaUsesRepository } from '../db/limits-repository'
import { createPurchasesRepository } from '../db/purchases-repository'
import { createRefundsRepository } from '../db/refunds-repository'
import type { PurchaseRow } from '../db/schema-marketplace'
import { errorBody } from '../plugins/errors'
import { storeOverlayEvent } from '../services/overlay/bus'
import { spendHourlyQuota } from '../services/quotas'

const usedAnswer = (purchase: Pick<PurchaseRow, 'id' | 'used_at'>) => ({
  status: 'success' as const,
  message: cardMessages.used,
  transactionId: purchase.id,
  usedAt: purchase.used_at,
})

/**
 * Using a card: the purchase is marked used only if it was unused and not refunded (nor being
 * refunded), and the overlay event is stored in the same transaction; the bus announces it after the
 * commit. A retried call with the same idempotency key gets the same answer and makes no second event.
 */
export const useCardRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app
  const quotas = createQuotaUsesRepository(ctx.db)
  const refunds = createRefundsRepository(ctx.db)
  /** Refunded, or a refund under way (it may yet fail, and give the card back). */
  const isRefunded = async (row: PurchaseRow) =>
    row.refunded_at !== null || (await refunds.byPurchaseId(row.id))?.status === 'pending'

  app.post(
    '/useCard',
    {
      schema: {
        body: useCardSchema,
        // 429: the user's hourly quota of uses is used up (Retry-After says when).
        response: { 200: useCardResponseSchema, ...errorResponses(400, 401, 404, 409, 413, 415, 429) },
      },
      preHandler: app.authenticate,
    },
    async (req, reply) => {
      const key = req.body.idempotencyKey ?? headerKey(req.headers['idempotency-key'])
      const purchase = await ctx.purchases.byId(req.body.transactionId)
      if (!purchase || purchase.user_id !== req.user.id || purchase.card_id !== req.body.cardId) {
        return reply.code(404).send(errorBody(cardMessages.purchaseNotFound))
      }
      const repeated = (row: PurchaseRow) =>
        Number(row.is_used) === 1 && key !== undefined && row.use_key === key
      if (repeated(purchase)) return usedAnswer(purchase)
      if (Number(purchase.is_used) === 1) return reply.code(409).send(errorBody(cardMessages.alreadyUsed))
      if (await isRefunded(purchase)) return reply.code(409).send(errorBody(refundMessages.cardRefunded))

      const card = await ctx.cards.byId(purchase.card_id)
      if (!card) return reply.code(404).send(errorBody(cardMessages.cardNotFound))
      // Counted only for a use that can happen: a retried use (same key) above costs nothing.
      const releaseQuota = await spendHourlyQuota(quotas, req.user.id, 'useCard')
      const use = await ctx.db.transaction().execute(async (trx) => {
        const usedAt = await createPurchasesRepository(trx).markUsed(purchase.id, key ?? null)
        if (usedAt === undefined) return undefined
        const eventId = await storeOverlayEvent(trx, card.creator_id, {
          kind: 'card',
          cardId: card.id,
          title: req.body.cardTitle || card.title,
          description: req.body.description || card.description,
          imageUrl: card.image_url,
          rarity: card.rarity,
          duration: Number(card.duration_seconds),
          usedBy: req.user.username,
        })
        return { eventId, usedAt }
      })
      if (use === undefined) {
        await releaseQuota() // this call used nothing
        // Another request used it first; if that was this same use (same key), answer as it did.
        const now = await ctx.purchases.byId(purchase.id)
        if (now && repeated(now)) return usedAnswer(now)
        if (now?.refunded_at) return reply.code(409).send(errorBody(refundMessages.cardRefunded))
        return reply.code(409).send(errorBody(cardMessages.alreadyUsed))
      }
      await ctx.overlayBus.announce(use.eventId)
      return usedAnswer({ id: purchase.id, used_at: use.usedAt })
    },
  )
}

function headerKey(value: string | string[] | undefined): string | undefined {
  const key = Array.isArray(value) ? value[0] : value
  return key && key.length >= 8 && key.length <= 100 ? key : undefined
}
