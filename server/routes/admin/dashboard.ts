import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import {
  ADMIN_ACTIVITY_LIMIT,
  activityListSchema,
  adminMessages,
  dashboardStatsSchema,
  type SiteWarnings,
  siteWarningsSchema,
} from '../../../src/contract/admin'
import { errorResponses } from '../../../src/contract/errors'
import type { AdminPluginOptions } from './context'

/** The dashboard's tiles and its Recent Activity table. */
export const adminDashboardRoutes: FastifyPluginAsyncZod<AdminPluginOptions> = async (app, { admin }) => {
  app.get(
    '/dashboard/stats',
    { schema: { response: { 200: dashboardStatsSchema, ...errorResponses(401) } } },
    async () => admin.marketplace.stats(),
  )

  // Shown above the tiles, so that nobody runs a public site on simulated payments unawares.
  app.get(
    '/dashboard/warnings',
    { schema: { response: { 200: siteWarningsSchema, ...errorResponses(401) } } },
    async (): Promise<SiteWarnings> => ({
      warnings: app.ctx.config.paymentsSimulated
        ? [{ code: 'payments-simulated', message: adminMessages.paymentsSimulated }]
        : [],
    }),
  )

  app.get(
    '/dashboard/activity',
    { schema: { response: { 200: activityListSchema, ...errorResponses(401) } } },
    async () => admin.activity.recent(ADMIN_ACTIVITY_LIMIT),
  )
}
