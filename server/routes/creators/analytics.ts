import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'

/** `GET /auth/user/analytics`: a Creator Pro streamer's sales and uses (being written). */
export const analyticsRoutes: FastifyPluginAsyncZod = async () => {}
