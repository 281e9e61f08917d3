import type { FastifyInstance, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { AdminRow } from '../../db/schema-admin'
import { ADMIN_API } from '../api-prefixes'
import { ensureAdmin } from './admin-accounts'
import { adminGuard } from './admin-guard'
import { createAdminServices } from './admin-services'
import { createTwoFactor, type TwoFactor } from './admin-two-factor'
import { adminAuctionRoutes } from './routes/auctions'
import { adminAuthRoutes } from './routes/auth'
import { adminCardRoutes } from './routes/cards'
import { adminDashboardRoutes } from './routes/dashboard'
import { adminDisputeRoutes } from './routes/disputes'
import { adminInvoiceRoutes } from './routes/invoices'
import { adminPayoutRoutes } from './routes/payouts'
import { adminProfileRoutes } from './routes/profile'
import { adminSessionRoutes } from './routes/session'
import { adminSettingsRoutes } from './routes/settings'
import { adminSubscriptionChargeRoutes } from './routes/subscription-charges'
import { adminTransactionRoutes } from './routes/transactions'
import { adminTwoFactorRoutes } from './routes/two-factor'
import { adminUploadRoutes, uploadRoutes } from './routes/uploads'
import { adminUserRoutes } from './routes/users'

/** ADMIN_EMAIL + ADMIN_PASSWORD: that administrator is created at start when absent. */
async function bootstrapAdmin(app: FastifyInstance) {
  const { adminEmail, adminPassword } = app.config
  if (adminEmail && adminPassword) {
    const result = await ensureAdmin(app.db, { email: adminEmail, password: adminPassword }, 'startup')
    if (result.created) app.log.info(`administrator ${result.email} created (ADMIN_EMAIL)`)
  } else if (adminEmail || adminPassword) {
    app.log.warn('set both ADMIN_EMAIL and ADMIN_PASSWORD to create an administrator at start')
  }
}

/**
 * Every `/auth/admin/*` call. Login, forgot-password and reset-password are
 * open; everything else sits behind the admin guard.
 */
const adminApi: FastifyPluginAsyncZod = async (app) => {
  await bootstrapAdmin(app)
  app.decorateRequest('admin', null as unknown as AdminRow)
  app.decorateRequest('adminSession', null as unknown as FastifyRequest['adminSession'])

  await app.register(adminAuthRoutes)
  await app.register(async (guarded) => {
    guarded.addHook('onRequest', adminGuard(app))
    for (const routes of [
      adminSessionRoutes,
      adminTwoFactorRoutes,
      adminDashboardRoutes,
      adminUserRoutes,
      adminCardRoutes,
      adminTransactionRoutes,
      adminSubscriptionChargeRoutes,
      adminAuctionRoutes,
      adminInvoiceRoutes,
      adminDisputeRoutes,
      adminPayoutRoutes,
      adminProfileRoutes,
      adminSettingsRoutes,
      adminUploadRoutes,
    ]) {
      await guarded.register(routes)
    }
  })
}

declare module '../../app-services' {
  interface AppServices {
    /** Administrators' TOTP secrets, sealed with a key of their own. */
    twoFactor: TwoFactor
  }
}

/** The admin API under /auth/admin, and the uploaded files it manages, served at /uploads. */
const adminModule: FastifyPluginAsyncZod = async (app) => {
  app.decorate('twoFactor', createTwoFactor(app.keys.totpSeal))
  const services = createAdminServices(app)
  for (const [name, service] of Object.entries(services)) app.decorate<unknown>(name, service)
  await app.register(adminApi, { prefix: ADMIN_API })
  await app.register(uploadRoutes)
}

export default fp(adminModule, {
  name: 'admin',
  dependencies: [
    'accounts',
    'auctions',
    'catalogue',
    'limits',
    'mail',
    'money',
    'plans',
    'purchases',
    'settings',
    'subscriptions',
  ],
})
