import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { adminIdParams } from '../../../../contract/admin'
import { nextPayoutDate } from '../../../../contract/earnings'
import { errorResponses } from '../../../../contract/errors'
import { formatRupees } from '../../../../contract/money'
import {
  type AdminPayoutRetryResponse,
  type AdminPayoutRunResponse,
  type AdminPayoutsResponse,
  adminPayoutRetryRequestSchema,
  adminPayoutRetryResponseSchema,
  adminPayoutRunRequestSchema,
  adminPayoutRunResponseSchema,
  adminPayoutsResponseSchema,
  PAYOUT_BATCHES_SHOWN,
  payoutMessages,
} from '../../../../contract/payouts'
import { RefusalError } from '../../../errors'
import {
  adminRunKey,
  payoutHoldEndsAt,
  retryPayout,
  runPayouts,
  scheduledRunKey,
  toAdminPayout,
} from '../../money'
import { auditEntry } from '../admin-services'

/** The Payouts screen: the batches, 'Run payouts now', and a retry of a failed payout. All audited. */
export const adminPayoutRoutes: FastifyPluginAsyncZod = async (app) => {
  const { payouts, providers } = app.payoutServices
  const minimum = () => formatRupees(app.config.payoutMinimumRupees)
  const scheduleEnabled = app.config.payoutSchedule

  /** Today when today's scheduled run is still to be made, else the next 1st or 15th. */
  async function nextRunDate(): Promise<string> {
    const now = app.clock.now()
    const today = scheduledRunKey(now)
    if (today && !(await payouts.batchByRunKey(today))) return today
    return nextPayoutDate(now.toISOString().slice(0, 10))
  }

  app.get(
    '/payouts',
    { schema: { response: { 200: adminPayoutsResponseSchema, ...errorResponses(401) } } },
    async () =>
      ({
        success: true,
        batches: await payouts.latestBatches(PAYOUT_BATCHES_SHOWN),
        minimum: app.config.payoutMinimumRupees,
        provider: providers.current()?.name ?? null,
        schedule: { enabled: scheduleEnabled, nextRunDate: await nextRunDate() },
        held: (await payouts.heldAccounts(app.clock.now())).map((row) => ({
          creatorId: row.creator_id,
          creatorName: row.username,
          heldUntil: payoutHoldEndsAt(row.updated_at).toISOString(),
        })),
      }) satisfies AdminPayoutsResponse,
  )

  app.post(
    '/payouts/run',
    {
      schema: {
        body: adminPayoutRunRequestSchema,
        // 409: another run was made at the same instant; 503: no payout provider is configured.
        response: { 200: adminPayoutRunResponseSchema, ...errorResponses(400, 401, 409, 413, 415, 503) },
      },
    },
    async (req) => {
      const result = await runPayouts(app, {
        runKey: adminRunKey(app.clock.now()),
        trigger: 'admin',
        adminId: req.admin.id,
        log: req.log,
      })
      if (result.outcome === 'unavailable') throw new RefusalError(503, payoutMessages.unavailable)
      if (result.outcome === 'already-ran') throw new RefusalError(409, payoutMessages.alreadyRan)
      if (result.outcome === 'nobody-due') {
        await app.adminAudit.record(auditEntry(req, 'Ran payouts: nobody was due'))
        return {
          success: true,
          batch: null,
          message: payoutMessages.nobodyDue(minimum()),
        } satisfies AdminPayoutRunResponse
      }
      const { batch } = result
      const total = formatRupees(batch.totals.amount, { alwaysPaise: true })
      await app.adminAudit.record(
        auditEntry(req, `Ran payouts: ${batch.totals.count} payouts, ${total}`, batch._id),
      )
      return {
        success: true,
        batch,
        message: payoutMessages.ran(batch.totals.count, total),
      } satisfies AdminPayoutRunResponse
    },
  )

  app.post(
    '/payouts/:id/retry',
    {
      schema: {
        params: adminIdParams,
        body: adminPayoutRetryRequestSchema,
        // 409: not failed (or queued), the creator's balance no longer covers it, or their payout
        // details or KYC changed within the hold (or the KYC is incomplete).
        response: {
          200: adminPayoutRetryResponseSchema,
          ...errorResponses(400, 401, 404, 409, 413, 415, 503),
        },
      },
    },
    async (req) => {
      const result = await retryPayout(app, req.params.id, req.log)
      switch (result.outcome) {
        case 'not-found':
          throw new RefusalError(404, payoutMessages.notFound)
        case 'not-retryable':
          throw new RefusalError(409, payoutMessages.notRetryable)
        case 'balance-short':
          throw new RefusalError(409, payoutMessages.balanceShort)
        case 'held':
          throw new RefusalError(409, payoutMessages.accountHeld)
        case 'kyc-held':
          throw new RefusalError(409, payoutMessages.kycHeldRetry)
        case 'unavailable':
          throw new RefusalError(503, payoutMessages.unavailable)
      }
      const payout = toAdminPayout(result.payout)
      const amount = formatRupees(payout.amount, { alwaysPaise: true })
      await app.adminAudit.record(
        auditEntry(
          req,
          `Retried payout of ${amount} to ${payout.creatorEmail || payout.creatorId}: ${payout.status}`,
          payout._id,
        ),
      )
      const message =
        payout.status === 'failed'
          ? payoutMessages.failedAgain(payout.failureReason ?? '')
          : payoutMessages.retried
      return { success: true, payout, message } satisfies AdminPayoutRetryResponse
    },
  )
}
