import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { USER_API } from '../api-prefixes'
import { cardRoutes } from './routes/cards'

/** The cards: the market's lists, a creator's inventory, create, edit and delete. */
export const catalogueModule: FastifyPluginAsyncZod = async (app) => {
  await app.register(cardRoutes, { prefix: USER_API })
}
