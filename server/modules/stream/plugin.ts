import fp from 'fastify-plugin'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { USER_API } from '../api-prefixes'
import { createLiveQueue, type LiveQueue } from './live-queue'
import { overlayReportRoutes } from './routes/overlay-reports'
import { streamControlRoutes } from './routes/stream-control'
import { streamersRoutes } from './routes/streamers'
import { useCardRoutes } from './routes/use-card'
import { createStreamUsesRepository } from './stream-uses-repository'
import { createUseReads, type UseReadsCache } from './use-reads'

declare module '../../app-services' {
  interface AppServices {
    streamUses: ReturnType<typeof createStreamUsesRepository>
    /** Each streamer's line of used cards and its delivery to their overlays. */
    liveQueue: LiveQueue
    /** The cards and settings a use is judged with, kept per instance (use-reads.ts). */
    useReads: UseReadsCache
  }
}

/** Using a card and the streamer's control of the line it joins (docs/stream-control.md). */
const streamModule: FastifyPluginAsyncZod = async (app) => {
  app.decorate('streamUses', createStreamUsesRepository(app.db))
  app.decorate('useReads', createUseReads(app))
  // An overlay that opens shows the cards sent and not yet on screen, and replays no settled one.
  app.overlayBus.provide({
    sentEventIds: (streamerId) => app.streamUses.sentEventIds(streamerId),
    settledEvents: (streamerId, eventIds) => app.streamUses.settledEvents(streamerId, eventIds),
    streamOpened: (streamerId) => app.liveQueue.advance(streamerId).then(() => undefined),
  })
  app.decorate('liveQueue', createLiveQueue(app))
  // A use answers before the line it joined has moved (use-card.ts): that run ends before the database closes.
  app.addHook('preClose', () => app.liveQueue.settle())
  await app.register(useCardRoutes, { prefix: USER_API })
  await app.register(streamControlRoutes, { prefix: USER_API })
  await app.register(streamersRoutes, { prefix: USER_API })
  await app.register(overlayReportRoutes)
}

export default fp(streamModule, {
  name: 'stream',
  dependencies: ['accounts', 'catalogue', 'limits', 'mail', 'marathons', 'push', 'realtime'],
})
