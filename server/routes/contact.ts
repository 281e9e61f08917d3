import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'

/** POST /auth/user/sendContactMessage. Placeholder until the contact feature lands. */
export const contactRoutes: FastifyPluginAsyncZod = async () => {}
