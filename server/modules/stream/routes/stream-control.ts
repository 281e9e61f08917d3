import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { cardMessages } from '../../../../contract/card-messages'
import { createCardResponseSchema } from '../../../../contract/cards'
import { idParams } from '../../../../contract/common'
import { errorResponses } from '../../../../contract/errors'
import { limitMessages } from '../../../../contract/messages'
import {
  editCardSchema,
  liveUpdatesQuerySchema,
  liveUpdatesStreamResponse,
  rejectUseSchema,
  skipUseSchema,
  streamActionResponseSchema,
  streamMessages,
  streamQueueResponseSchema,
  streamSettingsResponseSchema,
  streamSettingsSchema,
  useIdParams,
  withdrawResponseSchema,
} from '../../../../contract/stream'
import { RefusalError } from '../../../errors'
import { tierToLock, toCard } from '../../catalogue'
import { limitPerMinute } from '../../limits'
import { createLiveUpdatesHub, MAX_LIVE_STREAMS_PER_USER } from '../live-updates-hub'

/**
 * The streamer in control, under /auth/user: stream settings, the live queue and its actions, a
 * card's cooldowns and sound, and the live-update stream the Live page and My Cards listen to.
 * Every queue action is the streamer's alone: a viewer gets 403, another streamer's use 403.
 */
export const streamControlRoutes: FastifyPluginAsyncZod = async (app) => {
  const settings = app.streamSettings
  const queue = app.liveQueue
  const hub = createLiveUpdatesHub(app.overlayBus)
  // preClose, not onClose: the server waits for its connections before the onClose hooks run, and
  // these streams stay open for as long as a page does (tests/api/stream/shutdown.test.ts).
  app.addHook('preClose', async () => hub.close())

  const guarded = [app.authenticate, app.requireCreator]

  /** Runs a queue action: its message and the queue as it now is (a refusal is the error handler's 4xx). */
  async function act(streamerId: string, action: () => Promise<string>) {
    const message = await action()
    return { ...(await queue.read(streamerId)), message }
  }

  app.get(
    '/stream-settings',
    {
      schema: { response: { 200: streamSettingsResponseSchema, ...errorResponses(401, 403) } },
      preHandler: guarded,
    },
    async (req) => {
      const { paused: _paused, ...current } = await settings.get(req.user.id)
      return { status: 'success' as const, settings: current }
    },
  )

  app.put(
    '/stream-settings',
    {
      schema: {
        body: streamSettingsSchema,
        response: { 200: streamSettingsResponseSchema, ...errorResponses(400, 401, 403, 413, 415, 429) },
      },
      preHandler: guarded,
      config: limitPerMinute(30),
    },
    async (req) => {
      const { paused: _paused, ...saved } = await settings.save(req.user.id, req.body)
      return { status: 'success' as const, settings: saved }
    },
  )

  app.get(
    '/stream-queue',
    {
      schema: { response: { 200: streamQueueResponseSchema, ...errorResponses(401, 403) } },
      preHandler: guarded,
    },
    async (req) => queue.read(req.user.id),
  )

  const action = { 200: streamActionResponseSchema, ...errorResponses(400, 401, 403, 404, 409, 429) }
  const actionLimit = limitPerMinute(120)

  app.post(
    '/stream-queue/:id/approve',
    { schema: { params: useIdParams, response: action }, preHandler: guarded, config: actionLimit },
    async (req) => act(req.user.id, () => queue.approve(req.user.id, req.params.id)),
  )

  app.post(
    '/stream-queue/:id/reject',
    {
      schema: {
        params: useIdParams,
        body: rejectUseSchema,
        response: { ...action, ...errorResponses(413, 415) },
      },
      preHandler: guarded,
      config: actionLimit,
    },
    async (req) => act(req.user.id, () => queue.reject(req.user.id, req.params.id, req.body.reason)),
  )

  app.post(
    '/stream-queue/replay/:id',
    { schema: { params: useIdParams, response: action }, preHandler: guarded, config: actionLimit },
    async (req) => act(req.user.id, () => queue.replay(req.user.id, req.params.id)),
  )

  // Skip asks whether the card goes back to its viewer (skipUseSchema: left out, the default rule).
  app.post(
    '/stream-queue/skip',
    {
      schema: { body: skipUseSchema, response: { ...action, ...errorResponses(413, 415) } },
      preHandler: guarded,
      config: actionLimit,
    },
    async (req) =>
      act(req.user.id, () =>
        queue.skip(req.user.id, { giveBack: req.body?.giveBack, streamerName: req.user.username }),
      ),
  )

  // The other actions on the whole queue: the same options, the streamer's id their only argument.
  const wholeQueueActions = {
    pause: queue.pause,
    resume: queue.resume,
    clear: queue.clear,
  } satisfies Record<string, (streamerId: string) => Promise<string>>
  for (const [name, run] of Object.entries(wholeQueueActions)) {
    app.post(
      `/stream-queue/${name}`,
      { schema: { response: action }, preHandler: guarded, config: actionLimit },
      async (req) => act(req.user.id, () => run(req.user.id)),
    )
  }

  // A viewer takes back a use still waiting: the card is theirs to use again.
  app.post(
    '/uses/:id/withdraw',
    {
      schema: {
        params: useIdParams,
        response: { 200: withdrawResponseSchema, ...errorResponses(400, 401, 404, 409, 429) },
      },
      preHandler: app.authenticate,
      config: actionLimit,
    },
    async (req) => ({
      status: 'success' as const,
      message: await queue.withdraw(req.user.id, req.params.id),
    }),
  )

  // A card's cooldowns, sound and subscriber lock, changed from Card Inventory by the creator who made it.
  app.put(
    '/cards/:id',
    {
      schema: {
        params: idParams,
        body: editCardSchema,
        response: { 200: createCardResponseSchema, ...errorResponses(400, 401, 403, 404, 413, 415, 429) },
      },
      preHandler: guarded,
      config: limitPerMinute(60),
    },
    async (req) => {
      const card = await app.cards.liveById(req.params.id)
      if (!card) throw new RefusalError(404, cardMessages.cardNotFound)
      if (card.creator_id !== req.user.id) throw new RefusalError(403, streamMessages.notYourCard)
      const { subscribersOnly, minTierId, ...streamFields } = req.body
      let lock: { minTierId?: string | null } = {}
      if (subscribersOnly !== undefined) {
        const chosen = await tierToLock(app.subscriptionTiers, req.user.id, {
          subscribersOnly,
          minTierId: minTierId ?? null,
        })
        lock = { minTierId: chosen.tierId }
      }
      const saved = await app.cards.updateStreamFields(card.id, { ...streamFields, ...lock })
      if (!saved) throw new RefusalError(404, cardMessages.cardNotFound)
      app.catalogue.invalidate()
      return { status: 'success' as const, message: streamMessages.cardSaved, card: toCard(saved) }
    },
  )

  // The signed-in user's live updates (a streamer's queue, a viewer's uses): fetch-read, since the
  // bearer token travels in a header EventSource cannot set.
  app.get(
    '/live-updates',
    {
      schema: {
        querystring: liveUpdatesQuerySchema,
        response: { 200: liveUpdatesStreamResponse, ...errorResponses(400, 401, 429) },
      },
      preHandler: app.authenticate,
    },
    async (req, reply) => {
      if (hub.openFor(req.user.id) >= MAX_LIVE_STREAMS_PER_USER) {
        throw new RefusalError(429, limitMessages.liveUpdatesTooMany)
      }
      reply.hijack()
      if (req.method === 'HEAD') {
        reply.raw.writeHead(200, {
          'Content-Type': 'text/event-stream; charset=utf-8',
          'Cache-Control': 'no-store',
        })
        reply.raw.end()
        return
      }
      hub.open(req.user.id, reply.raw, req.query.auction)
    },
  )
}
