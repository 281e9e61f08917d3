import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { cardMessages } from '../../../../contract/card-messages'
import { MAX_PAGE_SIZE } from '../../../../contract/constants'
import { errorResponses } from '../../../../contract/errors'
import {
  createTransactionSchema,
  ownedCardsQuerySchema,
  ownedCardsResponseSchema,
  transactionResponseSchema,
} from '../../../../contract/purchases'
import { streamMessages } from '../../../../contract/stream'
import { pageRequest } from '../../../db/keyset'
import { lockedTransaction } from '../../../db/locks'
import { RefusalError } from '../../../errors'
import { refuseWithoutConsent } from '../../accounts'
import { spendHourlyQuota } from '../../limits'
import { refuseLockedOut } from '../../subscriptions'
import { takeFreeCard } from '../free-take'
import { recordPaidPurchase } from '../purchases'
import { createPurchasesRepository, FREE_PAYMENT, toTransaction } from '../purchases-repository'

/** Buying a card: free cards directly, priced ones only against a verified payment of the caller's order. */
export const purchaseRoutes: FastifyPluginAsyncZod = async (app) => {
  const quotas = app.quotaUses
  app.addHook('preHandler', app.authenticate)

  const ownedCards = {
    querystring: ownedCardsQuerySchema,
    response: { 200: ownedCardsResponseSchema, ...errorResponses(400, 401) },
  }
  // A page at a time, MAX_PAGE_SIZE when no limit is asked: the list grows with every purchase.
  app.get('/getUserCards', { schema: ownedCards }, async (req) => {
    const page = await app.purchases.ownedBy(
      req.user.id,
      pageRequest(req.query, MAX_PAGE_SIZE),
      app.clock.now(),
    )
    const live = await app.liveQueue.liveStreamers(page.rows.map((card) => card.streamerEmailId))
    const cards = page.rows.map((card) => ({ ...card, streamLive: live.has(card.streamerEmailId) }))
    return { status: 'success' as const, cards, nextCursor: page.nextCursor }
  })

  const createTransaction = {
    body: createTransactionSchema,
    response: {
      // 201 for a free card (recorded now), 200 for a paid order (recorded once, maybe by the webhook).
      200: transactionResponseSchema,
      201: transactionResponseSchema,
      // 429: the user's hourly quota of free cards is used up (Retry-After says when).
      // 403: the caller's own card, or a card for subscribers only and the caller is not one (of a tier
      // that opens it).
      ...errorResponses(400, 401, 402, 403, 404, 409, 413, 415, 429),
    },
  }
  /**
   * A free card for subscribers: who may take it depends on their subscription, read apart, so it
   * keeps the longer road (free-take.ts takes every other free card).
   */
  async function takeLockedCard(user: { id: string; email: string }, cardId: string) {
    const card = await app.cards.onSaleById(cardId)
    if (!card) throw new RefusalError(404, cardMessages.cardNotFound)
    await refuseLockedOut(app, user.id, card)
    const releaseQuota = await spendHourlyQuota(quotas, user.id, 'freePurchase')
    const purchase = await lockedTransaction(app.db, [{ user: user.id }], async (trx) => {
      const purchases = createPurchasesRepository(trx)
      if (await purchases.unusedFree(user.id, card.id)) return undefined
      return purchases.create({
        card,
        userId: user.id,
        userEmail: user.email,
        amountPaise: 0,
        paymentId: FREE_PAYMENT,
        orderId: FREE_PAYMENT,
      })
    })
    if (!purchase) {
      await releaseQuota()
      throw new RefusalError(409, streamMessages.unusedFreeCard)
    }
    return { purchase, creatorId: card.creator_id }
  }

  app.post('/createTransaction', { schema: createTransaction }, async (req, reply) => {
    const { cardId, paymentId, orderId } = req.body
    refuseWithoutConsent(req.user)

    if (paymentId === FREE_PAYMENT || orderId === FREE_PAYMENT) {
      if (paymentId !== orderId) {
        if (!(await app.cards.onSaleById(cardId))) throw new RefusalError(404, cardMessages.cardNotFound)
        throw new RefusalError(400, cardMessages.notFreeCard)
      }
      const taken = await takeFreeCard(app, { userId: req.user.id, userEmail: req.user.email, cardId })
      const { purchase, creatorId } = 'locked' in taken ? await takeLockedCard(req.user, cardId) : taken
      return reply.code(201).send({
        status: 'success',
        message: cardMessages.takenFree,
        transaction: buyersView(purchase, creatorId),
      })
    }

    // The order says what was bought, by whom and for how much; the body only points at it.
    const order = await app.paymentOrders.byId(orderId)
    if (!order || order.user_id !== req.user.id) throw new RefusalError(404, cardMessages.orderNotFound)
    if (order.card_id !== cardId) throw new RefusalError(400, cardMessages.orderMismatch)
    if (order.status !== 'paid' || order.payment_id !== paymentId)
      throw new RefusalError(402, cardMessages.paymentNotVerified)
    const purchase = await recordPaidPurchase(app, order, req.log)
    const [card, added] = await Promise.all([
      app.cards.byId(order.card_id),
      app.marathons.additionBySource(`sale:${purchase.id}`),
    ])
    return {
      status: 'success' as const,
      message: cardMessages.purchased,
      transaction: buyersView(purchase, card?.creator_id ?? ''),
      ...(added && added.seconds > 0 ? { marathonAddedSeconds: added.seconds } : {}),
    }
  })
}

/**
 * The purchase as its buyer reads it: `streamerEmailId` holds the streamer's opaque id, as on every
 * public card, so that buying a free card never reveals a creator's address.
 */
function buyersView(purchase: Parameters<typeof toTransaction>[0], creatorId: string) {
  return { ...toTransaction(purchase), streamerEmailId: creatorId }
}
