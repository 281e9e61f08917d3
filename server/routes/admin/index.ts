import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { AdminRow } from '../../db/schema-admin'
import { ensureAdmin } from '../../services/admin-accounts'
import { adminAuctionRoutes } from './auctions'
import { adminAuthRoutes } from './auth'
import { adminCardRoutes } from './cards'
import { type AdminContext, createAdminContext } from './context'
import { adminDashboardRoutes } from './dashboard'
import { adminDisputeRoutes } from './disputes'
import { adminGuard } from './guard'
import { adminInvoiceRoutes } from './invoices'
import { adminPayoutRoutes } from './payouts'
import { adminProfileRoutes } from './profile'
import { adminSessionRoutes } from './session'
import { adminSettingsRoutes } from './settings'
import { adminSubscriptionChargeRoutes } from './subscription-charges'
import { adminTransactionRoutes } from './transactions'
import { adminTwoFactorRoutes } from './two-factor'
import { adminUploadRoutes } from './uploads'
import { adminUserRoutes } from './users'

/** ADMIN_EMAIL + ADMIN_PASSWORD: that administrator is created at start when absent. */
async function bootstrapAdmin(app: FastifyInstance, admin: AdminContext) {
  const { adminEmail, adminPassword } = admin.ctx.config
  if (adminEmail && adminPassword) {
    const result = await ensureAdmin(admin.ctx.db, { email: adminEmail, password: adminPassword }, 'startup')
    if (result.created) app.log.info(`administrator ${result.email} created (ADMIN_EMAIL)`)
  } else if (adminEmail || adminPassword) {
    app.log.warn('set both ADMIN_EMAIL and ADMIN_PASSWORD to create an administrator at start')
  }
}

/**
 * Every `/auth/admin/*` call. Login, forgot-password and reset-password are
 * open; everything else sits behind the admin guard.
 */
export const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  const admin = createAdminContext(app.ctx)
  await bootstrapAdmin(app, admin)
  app.decorateRequest('admin', null as unknown as AdminRow)
  app.decorateRequest('adminSession', null as unknown as FastifyRequest['adminSession'])

  await app.register(adminAuthRoutes, { admin })
  await app.register(async (guarded) => {
    guarded.addHook('onRequest', adminGuard(admin))
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
      await guarded.register(routes, { admin })
    }
  })
}
