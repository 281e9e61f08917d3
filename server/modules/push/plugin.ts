import fp from 'fastify-plugin'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { SessionEnds } from '../accounts'
import {
  createPushPreferencesRepository,
  type PushPreferencesRepository,
} from './push-preferences-repository'
import { createPushService, type PushService } from './push-service'
import {
  createPushSubscriptionsRepository,
  type PushSubscriptionsRepository,
} from './push-subscriptions-repository'
import { pushRoutes } from './routes/push'
import { resolveVapid } from './vapid'

declare module '../../app-services' {
  interface AppServices {
    /** Web Push: what the modules above hand it to tell a user, sent after their commit (push-service.ts). */
    push: PushService
    /** The devices that asked for pushes. */
    pushSubscriptions: PushSubscriptionsRepository
    /** Each user's language of push texts and the kinds switched off. */
    pushPreferences: PushPreferencesRepository
  }
}

/** Web Push to the installed app: the VAPID key, devices' subscriptions, the outbox and its sender. */
const pushModule: FastifyPluginAsyncZod = async (app) => {
  const vapid = await resolveVapid(app.config, app.settings)
  const subscriptions = createPushSubscriptionsRepository(app.db)
  app.decorate('pushSubscriptions', subscriptions)
  app.decorate('pushPreferences', createPushPreferencesRepository(app.db))
  app.decorate('push', createPushService({ db: app.db, config: app.config, vapid, log: app.log }))
  // A session that ends (logout, ended from another device) takes its device's pushes with it.
  const sessionEnds: SessionEnds = app.sessionEnds
  sessionEnds.onEnd((userId) => {
    const now = new Date()
    return subscriptions.removeClosedOf(
      userId,
      now,
      new Date(now.getTime() - app.config.sessionIdleSeconds * 1000),
    )
  })
  app.addHook('onReady', async () => app.push.start())
  app.addHook('preClose', () => app.push.stop())
  await app.register(pushRoutes)
}

export default fp(pushModule, { name: 'push', dependencies: ['accounts', 'limits', 'mail', 'settings'] })
