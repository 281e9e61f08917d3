import swagger from '@fastify/swagger'
import swaggerUi from '@fastify/swagger-ui'
import Fastify, {
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
  type RouteOptions,
} from 'fastify'
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod'
import { adminMessages } from '../contract/admin'
import { errorResponseSchema } from '../contract/errors'
import { commonMessages } from '../contract/messages'
import type { Config, TrustProxy } from './config'
import { ensureSchema, openDatabase } from './db/database'
import { migrateToLatest } from './db/migrate'
import { errorBody } from './errors'
import { createClock } from './lib/clock'
import { setPasswordHashProfile, signedInUser } from './modules/accounts'
import accountsModule from './modules/accounts/plugin'
import adminModule from './modules/admin/plugin'
import analyticsModule from './modules/analytics/plugin'
import auctionsModule from './modules/auctions/plugin'
import battlesModule from './modules/battles/plugin'
import catalogueModule from './modules/catalogue/plugin'
import communityModule from './modules/community/plugin'
import contactModule from './modules/contact/plugin'
import grievancesModule from './modules/grievances/plugin'
import limitsModule from './modules/limits/plugin'
import mailModule from './modules/mail/plugin'
import marathonsModule from './modules/marathons/plugin'
import moneyModule from './modules/money/plugin'
import plansModule from './modules/plans/plugin'
import privacyModule from './modules/privacy/plugin'
import purchasesModule from './modules/purchases/plugin'
import pushModule from './modules/push/plugin'
import realtimeModule from './modules/realtime/plugin'
import settingsModule from './modules/settings/plugin'
import streamModule from './modules/stream/plugin'
import subscriptionsModule from './modules/subscriptions/plugin'
import webhooksModule from './modules/webhooks/plugin'
import { registerBackgroundWork } from './plugins/background-work'
import { refuseNulCharacters, registerErrorHandling } from './plugins/errors'
import { healthRoutes } from './plugins/health'
import { registerLocale } from './plugins/locale'
import { registerSecurityHeaders } from './plugins/security-headers'
import { registerStaticApp } from './plugins/static-app'

const routeTables = new WeakMap<object, RouteOptions[]>()

/** Every route `app` registered, as registered (method, url, schema): what tests/api/app/route-schemas walks. */
export const registeredRoutes = (app: object): readonly RouteOptions[] => routeTables.get(app) ?? []

export interface BuildOptions {
  logger?: FastifyServerOptions['logger']
}

/** Query parameters whose values are secrets: the overlay's stream key, reset-link tokens. */
const SECRET_QUERY_PARAMS = new Set(['key', 'token'])

/** `url` with the values of its `key=` and `token=` query parameters replaced, for the log. */
export function redactUrl(url: string): string {
  const start = url.indexOf('?')
  if (start === -1) return url
  const query = url
    .slice(start + 1)
    .split('&')
    .map((part) => {
      const equals = part.indexOf('=')
      if (equals === -1) return part
      const rawName = part.slice(0, equals)
      let name = rawName
      try {
        name = decodeURIComponent(rawName.replaceAll('+', ' '))
      } catch {}
      return SECRET_QUERY_PARAMS.has(name.trim().toLowerCase()) ? `${rawName}=[redacted]` : part
    })
  return `${url.slice(0, start)}?${query.join('&')}`
}

/** Fastify's own request serializer, with the secrets of the URL redacted. */
const requestSerializer = (req: FastifyRequest) => ({
  method: req.method,
  url: redactUrl(req.url),
  version: req.headers?.['accept-version'],
  host: req.host,
  remoteAddress: req.ip,
  remotePort: req.socket?.remotePort,
})

/** The log options of `options.logger` (or the configured level), always with the redacting serializer. */
function loggerOptions(config: Config, logger: BuildOptions['logger']): FastifyServerOptions['logger'] {
  if (logger === false) return false
  const base = typeof logger === 'object' ? logger : { level: config.logLevel }
  return { ...base, serializers: { ...base.serializers, req: requestSerializer as never } }
}

/** TRUST_PROXY as Fastify takes it: a hop count n believes the n proxies nearest to the server. */
function trustProxyOption(
  trust: TrustProxy,
): boolean | string[] | ((address: string, hop: number) => boolean) {
  if (typeof trust !== 'number') return trust
  return (_address, hop) => hop < trust
}

/** Logged at start while simulated payments are on; the admin dashboard shows the same words. */
export const SIMULATED_PAYMENTS_WARNING = `*** ${adminMessages.paymentsSimulated.toUpperCase()} ***`

/** Builds the whole server: database (migrated), services, plugins, then routes. Listening is the caller's. */
export async function buildApp(config: Config, options: BuildOptions = {}) {
  const app = Fastify({
    logger: loggerOptions(config, options.logger),
    bodyLimit: 1024 * 1024,
    // Off unless TRUST_PROXY says whose X-Forwarded-For to believe: request.ip keys every per-IP
    // limit and the admin audit log.
    trustProxy: trustProxyOption(config.trustProxy),
    // Path parameters are bounded by their schemas (ids 100, addresses 254 characters), which answer
    // 400 with the error fields; the router's own cap (100 by default) refused a valid 101-254
    // character address in PUT /auth/admin/users/:emailId with 414.
    routerOptions: { maxParamLength: 1024 },
    // A URL the router rejects (not UTF-8 once decoded, a parameter over the cap) gets the refusal
    // every route shares, not Fastify's default body that echoes the path.
    frameworkErrors: (error, _request, reply) => {
      ;(reply as FastifyReply).code(error.statusCode ?? 400).send(errorBody(commonMessages.invalidRequest))
    },
  }).withTypeProvider<ZodTypeProvider>()
  if (config.paymentsSimulated) app.log.warn(SIMULATED_PAYMENTS_WARNING)
  setPasswordHashProfile(config.passwordHashProfile)
  app.setValidatorCompiler(validatorCompiler)
  app.setSerializerCompiler(serializerCompiler)
  const routes: RouteOptions[] = []
  routeTables.set(app, routes)
  app.addHook('onRoute', (route) => {
    // Any route may find the database away (PostgreSQL restarting): the error handler answers 503
    // with the shared refusal, which every described route declares.
    const response = route.schema?.response as Record<string, unknown> | undefined
    if (response && !('503' in response)) response[503] = errorResponseSchema
    routes.push(route)
  })

  const dbOptions = {
    databaseUrl: config.databaseUrl,
    schema: config.databaseSchema,
    dataDir: config.dataDir,
    poolSize: config.databasePoolSize,
  }
  await ensureSchema(dbOptions)
  const database = openDatabase(dbOptions)
  app.addHook('onClose', () => database.close())
  await migrateToLatest(database.db, database.schema)
  // The root's own members (app-services.ts); every module adds its repositories and services.
  app.decorate('config', config)
  app.decorate('database', database)
  app.decorate('db', database.db)
  app.decorate('clock', createClock(config.clockOffsetFile))

  registerErrorHandling(app)
  // The request's language, and every reply's messages in it (docs/i18n-server.md). A refusal written
  // before `authenticate` ran reads the language of the token's account.
  registerLocale(app, {
    accountLocale: async (request) => (await signedInUser(app, request))?.user.locale,
  })
  refuseNulCharacters(app)
  await registerSecurityHeaders(app, config)
  await app.register(swagger, {
    openapi: { info: { title: 'Cardcast API', version: '1.0.0' } },
    transform: jsonSchemaTransform,
  })
  // The API description maps every route; off in production unless API_DOCS=1.
  if (config.apiDocs) await app.register(swaggerUi, { routePrefix: '/docs' })

  await app.register(healthRoutes)
  // Layer by layer, from the bottom (docs/architecture.md, "Layers"): a module is registered after
  // every module it imports, as its fastify-plugin `dependencies` say (tests/unit/module-layers.test.ts).
  for (const module of [
    settingsModule,
    limitsModule,
    mailModule,
    accountsModule,
    pushModule,
    catalogueModule,
    moneyModule,
    realtimeModule,
    marathonsModule,
    auctionsModule,
    streamModule,
    subscriptionsModule,
    plansModule,
    purchasesModule,
    communityModule,
    battlesModule,
    analyticsModule,
    contactModule,
    privacyModule,
    adminModule,
    webhooksModule,
    grievancesModule,
  ]) {
    await app.register(module)
  }
  registerBackgroundWork(app)
  await registerStaticApp(app, config.distDir)
  return app
}

export type App = Awaited<ReturnType<typeof buildApp>>
