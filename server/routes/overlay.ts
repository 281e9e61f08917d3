import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'

/** The overlay's event stream and the streamer's stream URL. Placeholder until the overlay feature lands. */
export const overlayRoutes: FastifyPluginAsyncZod = async () => {}
