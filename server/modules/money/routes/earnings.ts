import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import {
  EARNINGS_ENTRIES_PAGE_SIZE,
  EARNINGS_PAYOUTS_SHOWN,
  earningsEntriesQuerySchema,
  earningsEntriesResponseSchema,
  earningsResponseSchema,
  nextPayoutDate,
} from '../../../../contract/earnings'
import { errorResponses } from '../../../../contract/errors'
import { paiseToRupees, rupeesToPaise } from '../../../../contract/money'
import { pageRequest } from '../../../db/keyset'

/**
 * A creator's earnings, read from the ledger at request time by the money clock: `GET /earnings` (the
 * balances, the next payout, the latest payouts) and `GET /earnings/entries` (their ledger lines, a
 * page at a time). Creators only, on either plan: a creator whose Pro lapsed is still owed money.
 */
export const earningsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preHandler', app.authenticate)
  app.addHook('preHandler', app.requireCreator)

  app.get(
    '/earnings',
    // 403: not a creator.
    { schema: { response: { 200: earningsResponseSchema, ...errorResponses(401, 403) } } },
    async (req) => {
      const now = app.clock.now()
      const payday = nextPayoutDate(now.toISOString().slice(0, 10))
      const minimumPaise = rupeesToPaise(app.config.payoutMinimumRupees)
      const [balance, atPayday, payouts] = await Promise.all([
        app.ledger.creatorBalance(req.user.id, now),
        // What the payout day would find available: shares whose hold ends by its start count too.
        app.ledger.creatorBalance(req.user.id, new Date(`${payday}T00:00:00.000Z`)),
        app.earnings.payouts(req.user.id, EARNINGS_PAYOUTS_SHOWN),
      ])
      const payable = atPayday.availablePaise >= Math.max(minimumPaise, 1) ? atPayday.availablePaise : 0
      return {
        status: 'success' as const,
        asOf: now.toISOString(),
        available: paiseToRupees(balance.availablePaise),
        onHold: paiseToRupees(balance.onHoldPaise),
        lifetime: paiseToRupees(balance.lifetimePaise),
        inDispute: paiseToRupees(balance.inDisputePaise),
        holdDays: app.config.payoutHoldDays,
        minimumPayout: app.config.payoutMinimumRupees,
        nextPayout: { date: payday, amount: paiseToRupees(payable) },
        payouts,
      }
    },
  )

  app.get(
    '/earnings/entries',
    {
      schema: {
        querystring: earningsEntriesQuerySchema,
        // 400: a bad limit or cursor. 403: not a creator.
        response: { 200: earningsEntriesResponseSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (req) => {
      const page = await app.earnings.entriesPage(
        req.user.id,
        pageRequest(req.query, EARNINGS_ENTRIES_PAGE_SIZE),
      )
      return { status: 'success' as const, entries: page.rows, nextCursor: page.nextCursor }
    },
  )
}
