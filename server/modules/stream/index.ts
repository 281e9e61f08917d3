import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { USER_API } from '../api-prefixes'
import { streamControlRoutes } from './routes/stream-control'
import { useCardRoutes } from './routes/use-card'

/** Using a card and the streamer's control of the line it joins (docs/stream-control.md). */
export const streamModule: FastifyPluginAsyncZod = async (app) => {
  await app.register(useCardRoutes, { prefix: USER_API })
  await app.register(streamControlRoutes, { prefix: USER_API })
}
