import fp from 'fastify-plugin'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { USER_API } from '../api-prefixes'
import { contactRoutes } from './routes/contact'

/** The contact form. */
const contactModule: FastifyPluginAsyncZod = async (app) => {
  await app.register(contactRoutes, { prefix: USER_API })
}

export default fp(contactModule, { name: 'contact', dependencies: ['mail'] })
