import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'

/** Every `/auth/admin/*` call (spec section 7, Admin). Placeholder until the admin feature lands. */
export const adminRoutes: FastifyPluginAsyncZod = async () => {}
