import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { cardMessages } from '../../contract/card-messages'
import {
  streamerIdParams,
  streamerNotFoundSchema,
  useCardResponseSchema,
  useCardSchema,
} from '../../contract/cards'
import { errorResponseSchema, errorResponses } from '../../contract/errors'
import { refundMessages } from '../../contract/refunds'
import {
  cooldownRefusalSchema,
  streamMessages,
  useReadinessResponseSchema,
  waitingRefusalSchema,
} from '../../contract/stream'
import { createQuotaUsesRepository } from '../db/limits-repository'
import { createPurchasesRepository } from '../db/purchases-repository'
import { createRefundsRepository } from '../db/refunds-repository'
import { lockCardRow, lockUserRow, tryLockUserRow } from '../db/row-locks'
import type { PurchaseRow } from '../db/schema-marketplace'
import type { StreamUseRow } from '../db/schema-stream'
import { createStreamSettingsRepository } from '../db/stream-settings-repository'
import { createStreamUsesRepository } from '../db/stream-uses-repository'
import { errorBody, RefusalError } from '../errors'
import { announceMarathon } from '../services/marathons/announce'
import { addMarathonTime } from '../services/marathons/marathons'
import { spendHourlyQuota } from '../services/quotas'
import { advanceLine, type QueueEffects } from '../services/stream/live-queue'
import { moderateUse } from '../services/stream/moderation'
import { cardsCoolingDown, cooldownLeft } from '../services/stream/use-readiness'

const usedAnswer = (
  purchase: Pick<PurchaseRow, 'id' | 'used_at'>,
  use: StreamUseRow | undefined,
  marathonSeconds?: number,
) => {
  const held = use?.status === 'held'
  return {
    status: 'success' as const,
    message: held ? streamMessages.held : cardMessages.used,
    transactionId: purchase.id,
    usedAt: purchase.used_at,
    useId: use?.id ?? '',
    useStatus: held ? ('held' as const) : ('queued' as const),
    ...(marathonSeconds ? { marathonAddedSeconds: marathonSeconds } : {}),
  }
}

/**
 * Using a card: the purchase is marked used only if it was unused and not refunded (nor being
 * refunded), outside the card's and the viewer's cooldowns; the use enters the streamer's live queue
 * in the same transaction — held for approval, or in line, sent at once when nothing is ahead (its
 * overlay event the bus announces after the commit). A retried call with the same idempotency key gets the same answer.
 */
export const useCardRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app
  const quotas = createQuotaUsesRepository(ctx.db)
  const refunds = createRefundsRepository(ctx.db)
  const settings = createStreamSettingsRepository(ctx.db)
  const latestUse = async (purchaseId: string) =>
    (await createStreamUsesRepository(ctx.db).latestForPurchases([purchaseId])).get(purchaseId)
  /** Refunded, or a refund under way (it may yet fail, and give the card back). */
  const isRefunded = async (row: PurchaseRow) =>
    row.refunded_at !== null || (await refunds.byPurchaseId(row.id))?.status === 'pending'

  // What useCard would refuse now, asked before Buy: the same cooldowns and cap, read without a lock.
  app.get(
    '/use-readiness/:id',
    {
      schema: {
        params: streamerIdParams,
        response: {
          200: useReadinessResponseSchema,
          404: streamerNotFoundSchema,
          ...errorResponses(400, 401),
        },
      },
      preHandler: app.authenticate,
    },
    async (req, reply) => {
      const streamer = await ctx.users.creatorById(req.params.id)
      if (!streamer) return reply.code(404).send({ ...errorBody('Streamer not found.'), cards: [] })
      const control = await settings.get(streamer.id)
      const uses = createStreamUsesRepository(ctx.db)
      const [cards, waitingUses, live] = await Promise.all([
        ctx.cards.listByCreator(streamer.id),
        uses.waitingOfViewer(streamer.id, req.user.id),
        ctx.liveQueue.liveStreamers([streamer.id]),
      ])
      return {
        status: 'success' as const,
        live: live.has(streamer.id),
        waitingUses,
        waitingLimit: control.maxWaitingPerViewer,
        cards: await cardsCoolingDown(uses, cards, req.user.id, control, ctx.clock.now()),
      }
    },
  )

  app.post(
    '/useCard',
    {
      schema: {
        body: useCardSchema,
        response: {
          200: useCardResponseSchema,
          // 429: inside a cooldown (retryAfterSeconds), too many uses waiting (waitingLimit), or the
          // hourly quota of uses is used up.
          429: z.union([cooldownRefusalSchema, waitingRefusalSchema, errorResponseSchema]),
          ...errorResponses(400, 401, 404, 409, 413, 415),
        },
      },
      preHandler: app.authenticate,
    },
    async (req, reply) => {
      const key = req.body.idempotencyKey ?? headerKey(req.headers['idempotency-key'])
      const purchase = await ctx.purchases.byId(req.body.transactionId)
      if (!purchase || purchase.user_id !== req.user.id || purchase.card_id !== req.body.cardId) {
        throw new RefusalError(404, cardMessages.purchaseNotFound)
      }
      const repeated = (row: PurchaseRow) =>
        Number(row.is_used) === 1 && key !== undefined && row.use_key === key
      if (repeated(purchase)) return usedAnswer(purchase, await latestUse(purchase.id))
      if (Number(purchase.is_used) === 1) throw new RefusalError(409, cardMessages.alreadyUsed)
      if (await isRefunded(purchase)) throw new RefusalError(409, refundMessages.cardRefunded)

      const card = await ctx.cards.byId(purchase.card_id)
      if (!card) throw new RefusalError(404, cardMessages.cardNotFound)
      const control = await settings.get(card.creator_id)
      const text = moderateUse(
        { title: req.body.cardTitle, description: req.body.description },
        card,
        control,
      )
      if ('refused' in text) throw new RefusalError(400, text.refused)

      // Counted only for a use that can happen: a retried use (same key) above costs nothing.
      const releaseQuota = await spendHourlyQuota(quotas, req.user.id, 'useCard')
      const connected = await ctx.liveQueue.isConnected(card.creator_id)
      const effects: QueueEffects = { eventIds: [], viewers: [] }
      let lineHeldElsewhere = false
      const outcome = await ctx.db.transaction().execute(async (trx) => {
        const uses = createStreamUsesRepository(trx)
        // The viewer's uses take turns (their cooldown, their count of waiting uses), and so do the
        // uses of a card with a cooldown; uses of one streamer by different viewers do not wait on
        // each other (docs/stream-control.md).
        await lockUserRow(trx, req.user.id)
        if (Number(card.cooldown_seconds ?? control.defaultCooldownSeconds) > 0)
          await lockCardRow(trx, card.id)
        const now = ctx.clock.now()
        // Used meanwhile (the viewer's lock orders their uses): that answer, not a cooldown's.
        if (Number((await createPurchasesRepository(trx).byId(purchase.id))?.is_used) === 1)
          return { taken: true }
        const cooldown = await cooldownLeft(uses, card, req.user.id, control, now)
        if (cooldown) return { cooldown }
        if ((await uses.waitingOfViewer(card.creator_id, req.user.id)) >= control.maxWaitingPerViewer)
          return { tooMany: control.maxWaitingPerViewer }
        const usedAt = await createPurchasesRepository(trx).markUsed(purchase.id, key ?? null)
        if (usedAt === undefined) return { taken: true }
        const use = await uses.insert({
          streamer_id: card.creator_id,
          viewer_id: req.user.id,
          viewer_name: req.user.username,
          purchase_id: purchase.id,
          card_id: card.id,
          title: text.title,
          description: text.description,
          viewer_text: text.viewerText ? 1 : 0,
          flag: text.flag,
          status: text.hold ? 'held' : 'queued',
          event_id: null,
          starts_at: null,
          ends_at: null,
          created_at: now.toISOString(),
          waiting_since: now.toISOString(),
        })
        // Sent at once when the stream is on and nothing is ahead; else it waits in line. The line is
        // moved here when no other action holds it, else after the commit (advanceSoon below).
        if (await tryLockUserRow(trx, card.creator_id))
          await advanceLine(trx, card.creator_id, now, connected, effects)
        else lineHeldElsewhere = true
        // A free card used extends the streamer's marathon (a paid one did when it was bought).
        const added =
          Number(purchase.amount_paise) === 0
            ? await addMarathonTime(trx, {
                streamerId: card.creator_id,
                cause: 'free-use',
                sourceKey: `use:${purchase.id}`,
                userId: req.user.id,
                username: req.user.username,
                amountPaise: 0,
                now,
              })
            : undefined
        return { use, usedAt, added }
      })

      if ('cooldown' in outcome && outcome.cooldown) {
        await releaseQuota()
        const { seconds, message } = outcome.cooldown
        return reply
          .code(429)
          .header('Retry-After', String(seconds))
          .send({ ...errorBody(message), retryAfterSeconds: seconds })
      }
      if ('tooMany' in outcome && outcome.tooMany !== undefined) {
        await releaseQuota()
        return reply.code(429).send({
          ...errorBody(streamMessages.tooManyWaiting(outcome.tooMany)),
          waitingLimit: outcome.tooMany,
        })
      }
      if (!('use' in outcome) || !outcome.use) {
        await releaseQuota() // this call used nothing
        // Another request used it first; if that was this same use (same key), answer as it did.
        const now = await ctx.purchases.byId(purchase.id)
        if (now && repeated(now)) return usedAnswer(now, await latestUse(now.id))
        if (now?.refunded_at) throw new RefusalError(409, refundMessages.cardRefunded)
        throw new RefusalError(409, cardMessages.alreadyUsed)
      }
      await ctx.liveQueue.announce(card.creator_id, {
        ...effects,
        viewers: [...effects.viewers, req.user.id],
      })
      // The use is stored; should moving the line fail now, the delivery sweep moves it later.
      if (lineHeldElsewhere)
        await ctx.liveQueue
          .advanceSoon(card.creator_id)
          .catch((error) => req.log.warn({ err: error }, 'useCard: the line moves on the sweep'))
      if (outcome.added) await announceMarathon(ctx.overlayBus, card.creator_id, outcome.added)
      return usedAnswer({ id: purchase.id, used_at: outcome.usedAt }, outcome.use, outcome.added?.seconds)
    },
  )
}

function headerKey(value: string | string[] | undefined): string | undefined {
  const key = Array.isArray(value) ? value[0] : value
  return key && key.length >= 8 && key.length <= 100 ? key : undefined
}
