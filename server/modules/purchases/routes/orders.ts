import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { errorResponses } from '../../../../contract/errors'
import { ORDERS_PAGE_SIZE, ordersQuerySchema, ordersResponseSchema } from '../../../../contract/orders'
import { pageRequest } from '../../../db/keyset'

/** `GET /auth/user/orders`: the signed-in user's receipts, a page at a time, newest first. */
export const orderRoutes: FastifyPluginAsyncZod = async (app) => {
  const { orders } = app
  app.addHook('preHandler', app.authenticate)

  const schema = {
    querystring: ordersQuerySchema,
    response: { 200: ordersResponseSchema, ...errorResponses(400, 401) },
  }
  app.get('/orders', { schema }, async (req) => {
    const page = await orders.ofViewer(req.user.id, pageRequest(req.query, ORDERS_PAGE_SIZE))
    return { status: 'success' as const, orders: page.rows, nextCursor: page.nextCursor }
  })
}
