import fp from 'fastify-plugin'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { USER_API } from '../api-prefixes'
import { createOverlayBus, type OverlayBus } from './bus'
import { type ChallengeSchedule, createChallengeSchedule } from './challenge-schedule'
import { createOverlayEventsRepository } from './events-repository'
import { createOverlayKeysRepository } from './keys-repository'
import { createBusNotificationsRepository } from './notifications-repository'
import { createOverlayPresenceRepository } from './presence-repository'
import { overlayChallengeRoutes } from './routes/challenge'
import { overlayEventsRoutes } from './routes/events'
import { overlayStreamUrlRoutes } from './routes/stream-url'
import { createStreamSettingsRepository, type StreamSettingsRepository } from './stream-settings-repository'

declare module '../../app-services' {
  interface AppServices {
    overlayKeys: ReturnType<typeof createOverlayKeysRepository>
    /** Each streamer's broadcast settings: paused, names on air, blocked words (moderation.ts). */
    streamSettings: StreamSettingsRepository
    /** Every overlay event, stored and told to every instance's open streams (docs/instances.md). */
    overlayBus: OverlayBus
    /** The timed challenges; started and stopped with the app (plugins/background-work.ts). */
    challengeSchedule: ChallengeSchedule
  }
}

/**
 * Realtime: what goes on air and how it gets there. The overlay's event stream (/overlay/events, at the root), the streamer's stream URL and status
 * and the timed challenges (under /auth/user).
 */
const realtimeModule: FastifyPluginAsyncZod = async (app) => {
  app.decorate('overlayKeys', createOverlayKeysRepository(app.db))
  app.decorate('streamSettings', createStreamSettingsRepository(app.db))
  const overlayBus = createOverlayBus(
    {
      pool: app.database.pool,
      events: createOverlayEventsRepository(app.db),
      keys: app.overlayKeys,
      streamSettings: app.streamSettings,
      users: app.users,
      settings: app.settings,
      presence: createOverlayPresenceRepository(app.db),
      notifications: createBusNotificationsRepository(app.db),
    },
    { log: app.log, clock: app.clock },
  )
  app.decorate('overlayBus', overlayBus)
  // A creator's overlay speaks their language: a change reaches the overlays on air at once.
  app.profileChanges.onChange(async ({ userId, isCreator, locale }) => {
    if (isCreator && locale) await overlayBus.localeChanged(userId, locale)
  })
  app.decorate(
    'challengeSchedule',
    createChallengeSchedule({
      db: app.db,
      bus: overlayBus,
      intervalMs: app.config.challengeIntervalMs,
      log: app.log,
    }),
  )
  await app.register(overlayEventsRoutes)
  await app.register(overlayStreamUrlRoutes, { prefix: USER_API })
  await app.register(overlayChallengeRoutes, { prefix: USER_API })
}

export default fp(realtimeModule, { name: 'realtime', dependencies: ['accounts', 'limits', 'settings'] })
