import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { USER_API } from '../api-prefixes'
import { siteSettingsRoutes } from './routes/site-settings'

/** The site settings every page reads (support address, branding). */
export const settingsModule: FastifyPluginAsyncZod = async (app) => {
  await app.register(siteSettingsRoutes, { prefix: USER_API })
}
