import fp from 'fastify-plugin'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { USER_API } from '../api-prefixes'
import { createContactRepository } from './contact-repository'
import { contactRoutes } from './routes/contact'

declare module '../../app-services' {
  interface AppServices {
    contactMessages: ReturnType<typeof createContactRepository>
  }
}

/** The contact form. */
const contactModule: FastifyPluginAsyncZod = async (app) => {
  app.decorate('contactMessages', createContactRepository(app.db))
  await app.register(contactRoutes, { prefix: USER_API })
}

export default fp(contactModule, { name: 'contact', dependencies: ['limits', 'mail', 'settings'] })
