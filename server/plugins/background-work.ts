import type { FastifyInstance } from 'fastify'
import { settleDueAuctions } from '../modules/auctions'
import { settleDueBattles } from '../modules/battles'
import { settleDueCommunityCards } from '../modules/community'
import { mailOverdueGrievances } from '../modules/grievances'
import { endDueMarathons } from '../modules/marathons'
import { createPayoutScheduler, issueDueCommissionInvoices } from '../modules/money'
import { createProRenewals } from '../modules/plans'
import { eraseDueAccounts } from '../modules/privacy'
import { createSubscriptionRenewals } from '../modules/subscriptions'

/**
 * Work that runs beside the requests, started when the app is ready and stopped with it: the timed
 * challenges, the payout schedule (the 1st and 15th; PAYOUT_SCHEDULE, on in production), the sweep
 * of the live queues (modules/stream/live-queue.ts), the end of marathons, auctions, community cards and card battles whose time ran out (the passing of unpaid auction offers, the refunds of unfunded community cards, battle invitations left unanswered, the battle bars' scores), the subscriptions' notices and renewals
 * (modules/subscriptions/renewals.ts), the overdue grievances' notices to the administrators and the overlay bus. Stopped before the server waits for open connections, because the overlay streams
 * would otherwise keep close waiting forever.
 */
export function registerBackgroundWork(app: FastifyInstance): void {
  const { challengeSchedule, overlayBus, liveQueue } = app
  const payoutScheduler = app.config.payoutSchedule
    ? createPayoutScheduler(app, app.log.child({ job: 'payouts' }))
    : undefined
  // The delivery sweep: one pass at a time; a failed pass is logged and the next one tries again.
  let sweep: NodeJS.Timeout | undefined
  let sweeping: Promise<void> | undefined
  const sweepLog = app.log.child({ job: 'delivery' })
  // Subscriptions: pre-debit notices, renewals and ends, one pass at a time.
  const renewals = createSubscriptionRenewals(app, app.log.child({ job: 'subscriptions' }))
  // Creator Pro renews by the same rules, in the same pass (modules/plans/pro-renewals.ts).
  const proRenewals = createProRenewals(app, app.log.child({ job: 'pro-renewals' }))
  const grievanceLog = app.log.child({ job: 'grievances' })
  let renewalTimer: NodeJS.Timeout | undefined
  let renewing: Promise<void> | undefined
  app.addHook('onReady', async () => {
    renewalTimer = setInterval(() => {
      // Last month's commission invoices go out with the money sweep, once per creator and month.
      renewing ??= renewals
        .sweep()
        .then(() => proRenewals.sweep(app.clock.now()))
        .then(() => issueDueCommissionInvoices(app))
        // Grievances past their due date are mailed to the administrators, once each.
        .then(() => mailOverdueGrievances(app, grievanceLog))
        // The accounts of withdrawn consents, due for erasure (modules/privacy/erasure.ts).
        .then(() => eraseDueAccounts(app))
        .then(() => undefined)
        .catch((error) => app.log.warn({ err: error }, 'subscription sweep failed'))
        .finally(() => {
          renewing = undefined
        })
    }, app.config.subscriptionSweepMs).unref()
    challengeSchedule.start()
    payoutScheduler?.start()
    sweep = setInterval(() => {
      sweeping ??= Promise.all([
        liveQueue.sweep(),
        endDueMarathons(app),
        settleDueAuctions(app),
        settleDueCommunityCards(app),
        settleDueBattles(app),
      ])
        .then(() => undefined)
        .catch((error) => sweepLog.warn({ err: error }, 'delivery sweep failed'))
        .finally(() => {
          sweeping = undefined
        })
    }, app.config.deliverySweepMs).unref()
  })
  app.addHook('preClose', async () => {
    clearInterval(sweep)
    clearInterval(renewalTimer)
    await sweeping
    await renewing
    challengeSchedule.stop()
    await payoutScheduler?.stop()
    await overlayBus.close()
  })
}
