import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { type SiteSettings, siteSettingsSchema } from '../../../../contract/settings'
import { SETTINGS_KEYS } from '../settings-repository'

/** The public part of the general settings: what the app shows as title, description, logo, favicon. */
export const siteSettingsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/site-settings', { schema: { response: { 200: siteSettingsSchema } } }, async () => {
    const general = await app.settings.get<Partial<SiteSettings>>(SETTINGS_KEYS.general)
    return {
      siteName: general?.siteName ?? '',
      siteDescription: general?.siteDescription ?? '',
      siteLogo: general?.siteLogo ?? '',
      favicon: general?.favicon ?? '',
    }
  })
}
