import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { type ActivityItem, ADMIN_ACTIVITY_LIMIT, type DashboardStats } from '../../../src/contract/admin'
import type { AdminPluginOptions } from './context'

/** The dashboard's tiles and its Recent Activity table. */
export const adminDashboardRoutes: FastifyPluginAsyncZod<AdminPluginOptions> = async (app, { admin }) => {
  app.get('/dashboard/stats', async (): Promise<DashboardStats> => admin.marketplace.stats())

  app.get(
    '/dashboard/activity',
    async (): Promise<ActivityItem[]> => admin.activity.recent(ADMIN_ACTIVITY_LIMIT),
  )
}
