import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { adminMessages } from '../../../../contract/admin'
import { ADMIN_ACTIVITY_LIMIT } from '../../../../contract/admin-auth'
import {
  activityListSchema,
  dashboardStatsSchema,
  type SiteWarnings,
  siteWarningsSchema,
} from '../../../../contract/admin-dashboard'
import { errorResponses } from '../../../../contract/errors'
import { missingBusinessDetails } from '../../../../contract/settings'
import { MAIL_KIND_NAMES, mailBudgetsHalfSpent } from '../../mail'
import { openDisputesOfRefunded } from '../../money'

/** The dashboard's tiles and its Recent Activity table. */
export const adminDashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/dashboard/stats',
    { schema: { response: { 200: dashboardStatsSchema, ...errorResponses(401) } } },
    async () => app.adminMarketplace.stats(),
  )

  // Shown above the tiles, so that nobody runs a public site on simulated payments unawares.
  app.get(
    '/dashboard/warnings',
    { schema: { response: { 200: siteWarningsSchema, ...errorResponses(401) } } },
    async (): Promise<SiteWarnings> => {
      const disputesOfRefunded = await openDisputesOfRefunded(app)
      // Until Settings → Business is filled in, invoices lack the supplier and nothing is withheld.
      const missingDetails = missingBusinessDetails((await app.adminSettings.load()).business)
      return {
        warnings: [
          ...(app.config.paymentsSimulated
            ? [{ code: 'payments-simulated' as const, message: adminMessages.paymentsSimulated }]
            : []),
          ...(missingDetails.length > 0
            ? [
                {
                  code: 'business-details-missing' as const,
                  message: adminMessages.businessDetailsMissing(missingDetails),
                },
              ]
            : []),
          // Half a mail budget spent in the last hour: a flood, or a budget set too low.
          ...(await mailBudgetsHalfSpent(app.mailer)).map(({ category, sent, budget }) => ({
            code: 'mail-budget' as const,
            message: adminMessages.mailBudgetHalf(MAIL_KIND_NAMES[category], sent, budget),
          })),
          // A bank disputes money already given back: only an answer keeps it from going back twice.
          ...(disputesOfRefunded > 0
            ? [
                {
                  code: 'dispute-refunded' as const,
                  message: adminMessages.disputesOfRefunded(disputesOfRefunded),
                },
              ]
            : []),
        ],
      }
    },
  )

  app.get(
    '/dashboard/activity',
    { schema: { response: { 200: activityListSchema, ...errorResponses(401) } } },
    async () => app.adminActivity.recent(ADMIN_ACTIVITY_LIMIT),
  )
}
