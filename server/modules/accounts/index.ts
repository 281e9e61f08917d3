import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { USER_API } from '../api-prefixes'
import { accountRoutes } from './routes/accounts'
import { avatarRoutes } from './routes/avatar'
import { passwordResetRoutes } from './routes/password-reset'
import { profileRoutes } from './routes/profile'
import { sessionRoutes } from './routes/sessions'

/** Sign-up and sign-in, password reset, the profile and its avatar, and the user's sessions. */
export const accountsModule: FastifyPluginAsyncZod = async (app) => {
  await app.register(accountRoutes, { prefix: USER_API })
  await app.register(passwordResetRoutes, { prefix: USER_API })
  await app.register(profileRoutes, { prefix: USER_API })
  await app.register(sessionRoutes, { prefix: USER_API })
  await app.register(avatarRoutes, { prefix: USER_API })
}
