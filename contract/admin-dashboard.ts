// The admin dashboard: its figures, the site's warnings, the latest activity.
import { z } from 'zod'

/** `GET /auth/admin/dashboard/stats`. */
export const dashboardStatsSchema = z.object({
  totalUsers: z.number().int(),
  totalStreamers: z.number().int(),
  totalCards: z.number().int(),
})

export type DashboardStats = z.output<typeof dashboardStatsSchema>

/** What an administrator must know about how the site runs (e.g. simulated payments), shown on the dashboard. */
export const SITE_WARNING_CODES = [
  'payments-simulated',
  'business-details-missing',
  'mail-budget',
  'dispute-refunded',
] as const

export const siteWarningsSchema = z
  .object({ warnings: z.array(z.object({ code: z.enum(SITE_WARNING_CODES), message: z.string() })) })
  .meta({ description: 'Conditions of this server an administrator must know about; empty when none.' })

export type SiteWarnings = z.output<typeof siteWarningsSchema>

export const ACTIVITY_TYPES = ['signup', 'card_created', 'purchase', 'card_used', 'admin'] as const

export type ActivityType = (typeof ACTIVITY_TYPES)[number]

export const activityItemSchema = z.object({
  timestamp: z.string().meta({ description: 'ISO-8601 UTC.' }),
  user: z.object({ name: z.string() }),
  type: z.enum(ACTIVITY_TYPES),
  description: z.string(),
})

/** One row of `GET /auth/admin/dashboard/activity` (an array, newest first). */
export type ActivityItem = z.output<typeof activityItemSchema>

export const activityListSchema = z.array(activityItemSchema).meta({ description: 'Newest first.' })

/** `GET /auth/admin/transactions/active`: purchases not used yet. */
export const activeCountResponseSchema = z.object({ count: z.number().int() })

export type ActiveCountResponse = z.output<typeof activeCountResponseSchema>

/** `GET /auth/admin/transactions/revenue`. */
export const revenueResponseSchema = z.object({ totalRevenue: z.number().meta({ description: 'Rupees.' }) })

export type RevenueResponse = z.output<typeof revenueResponseSchema>
