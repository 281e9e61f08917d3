import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import {
  analyticsQuerySchema,
  analyticsResponseSchema,
  resolveAnalyticsRange,
} from '../../../../contract/analytics'
import { istToday } from '../../../../contract/dates'
import { nextPayoutDate } from '../../../../contract/earnings'
import { errorResponses } from '../../../../contract/errors'
import { planMessages } from '../../../../contract/plan-rules'
import { RefusalError } from '../../../errors'
import { planOf } from '../../accounts'
import { limitPerMinute } from '../../limits'

/**
 * `GET /auth/user/analytics?from=YYYY-MM-DD&to=YYYY-MM-DD`: a Creator Pro streamer's sales and uses
 * over a range of IST days (the last 30 by default), summed by the database, and their subscribers
 * (modules/subscriptions/subscription-analytics-repository.ts). Viewers and creators on
 * the free plan are refused: analytics are what Creator Pro sells.
 */
export const analyticsRoutes: FastifyPluginAsyncZod = async (app) => {
  const schema = {
    querystring: analyticsQuerySchema,
    // 403: a viewer, or a creator without Creator Pro. 429: a long range costs the database a scan of
    // the creator's year, so one client address may ask a minute's worth only (when limits are on).
    response: { 200: analyticsResponseSchema, ...errorResponses(400, 401, 403, 429) },
  }
  app.get(
    '/analytics',
    { schema, preHandler: [app.authenticate, app.requireCreator], config: limitPerMinute(60) },
    async (req) => {
      if (planOf(req.user) !== 'pro') throw new RefusalError(403, planMessages.proNeededForAnalytics)
      const now = new Date()
      const asked = resolveAnalyticsRange(req.query, istToday(now))
      if ('error' in asked) throw new RefusalError(400, asked.error)
      const [figures, subscriptions] = await Promise.all([
        app.analytics.forCreator(req.user.id, asked.range),
        // Subscriptions are paid on the money clock (lib/clock.ts), so they are counted by it.
        app.subscriberFigures.forStreamer(req.user.id, asked.range, app.clock.now()),
      ])
      return {
        status: 'success' as const,
        ...asked.range,
        ...figures,
        subscriptions,
        // The payout schedule runs on UTC days (server/modules/money/payouts/scheduler.ts).
        nextPayoutDate: nextPayoutDate(now.toISOString().slice(0, 10)),
      }
    },
  )
}
