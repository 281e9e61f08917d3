import fp from 'fastify-plugin'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { USER_API } from '../api-prefixes'
import { siteSettingsRoutes } from './routes/site-settings'
import { createSettingsRepository, type SettingsRepository } from './settings-repository'

declare module '../../app-services' {
  interface AppServices {
    /** The site's stored settings (SMTP, business details, branding, the server secret). */
    settings: SettingsRepository
  }
}

/** The site settings: stored once for every instance, and the ones every page reads. */
const settingsModule: FastifyPluginAsyncZod = async (app) => {
  app.decorate('settings', createSettingsRepository(app.db))
  await app.register(siteSettingsRoutes, { prefix: USER_API })
}

export default fp(settingsModule, { name: 'settings' })
