import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'

/** Cards, purchases, payments and uses under /auth/user. */
export const marketplaceRoutes: FastifyPluginAsyncZod = async () => {}
