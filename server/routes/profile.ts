import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { toPublicUser } from '../db/users-repository'

/** The signed-in user's own record. */
export const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authenticate)

  app.get('/getUser', async (req) => ({ status: 'success', user: toPublicUser(req.user) }))

  // The User-Info header the app sends is informational only; identity is the token's.
  app.get('/showUserInfo', async (req) => ({ status: 'success', user: toPublicUser(req.user) }))
}
