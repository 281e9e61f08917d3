import rateLimit from '@fastify/rate-limit'
import swagger from '@fastify/swagger'
import swaggerUi from '@fastify/swagger-ui'
import Fastify, { type FastifyServerOptions, type RouteOptions } from 'fastify'
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod'
import { authMessages } from '../src/contract/messages'
import type { Config } from './config'
import { type AppContext, createContext } from './context'
import { ensureSchema, openDatabase } from './db/database'
import { migrateToLatest } from './db/migrate'
import { registerAuthentication } from './plugins/authenticate'
import { registerBackgroundWork } from './plugins/background-work'
import { registerErrorHandling } from './plugins/errors'
import { registerStaticApp } from './plugins/static-app'
import { accountRoutes } from './routes/accounts'
import { adminRoutes } from './routes/admin/index'
import { uploadRoutes } from './routes/admin/uploads'
import { contactRoutes } from './routes/contact'
import { healthRoutes } from './routes/health'
import { marketplaceRoutes } from './routes/marketplace'
import { overlayRoutes } from './routes/overlay/index'
import { passwordResetRoutes } from './routes/password-reset'
import { profileRoutes } from './routes/profile'
import { siteSettingsRoutes } from './routes/site-settings'

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext
  }
}

const routeTables = new WeakMap<object, RouteOptions[]>()

/** Every route `app` registered, as registered (method, url, schema): what tests/api/route-schemas walks. */
export const registeredRoutes = (app: object): readonly RouteOptions[] => routeTables.get(app) ?? []

export interface BuildOptions {
  logger?: FastifyServerOptions['logger']
}

/** Builds the whole server: database (migrated), services, plugins, then routes. Listening is the caller's. */
export async function buildApp(config: Config, options: BuildOptions = {}) {
  const app = Fastify({
    logger: options.logger ?? { level: config.logLevel },
    bodyLimit: 1024 * 1024,
    trustProxy: true,
  }).withTypeProvider<ZodTypeProvider>()
  app.setValidatorCompiler(validatorCompiler)
  app.setSerializerCompiler(serializerCompiler)
  const routes: RouteOptions[] = []
  routeTables.set(app, routes)
  app.addHook('onRoute', (route) => {
    routes.push(route)
  })

  const dbOptions = {
    databaseUrl: config.databaseUrl,
    schema: config.databaseSchema,
    dataDir: config.dataDir,
  }
  await ensureSchema(dbOptions)
  const database = openDatabase(dbOptions)
  app.addHook('onClose', () => database.close())
  await migrateToLatest(
    database.db,
    database.dialect === 'postgres' ? (config.databaseSchema ?? 'public') : undefined,
  )
  app.decorate('ctx', await createContext(config, database, app.log))

  registerErrorHandling(app)
  registerBackgroundWork(app)
  registerAuthentication(app)
  if (config.rateLimit) {
    await app.register(rateLimit, {
      global: false,
      errorResponseBuilder: () => ({ statusCode: 429, message: authMessages.tooManyRequests }),
    })
  }
  await app.register(swagger, {
    openapi: { info: { title: 'Cardcast API', version: '1.0.0' } },
    transform: jsonSchemaTransform,
  })
  await app.register(swaggerUi, { routePrefix: '/docs' })

  await app.register(healthRoutes)
  await app.register(
    async (user) => {
      await user.register(accountRoutes)
      await user.register(passwordResetRoutes)
      await user.register(profileRoutes)
      await user.register(siteSettingsRoutes)
      await user.register(marketplaceRoutes)
      await user.register(contactRoutes)
    },
    { prefix: '/auth/user' },
  )
  await app.register(overlayRoutes)
  await app.register(adminRoutes, { prefix: '/auth/admin' })
  await app.register(uploadRoutes)
  await registerStaticApp(app, config.distDir)
  return app
}

export type App = Awaited<ReturnType<typeof buildApp>>
