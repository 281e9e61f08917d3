import type { FastifyInstance } from 'fastify'
import { createPayoutScheduler } from '../services/payouts/scheduler'

/**
 * Work that runs beside the requests, started when the app is ready and stopped with it: the timed
 * challenges, the payout schedule (the 1st and 15th; PAYOUT_SCHEDULE, on in production) and the
 * overlay bus. Stopped before the server waits for open connections, because the overlay streams
 * would otherwise keep close waiting forever.
 */
export function registerBackgroundWork(app: FastifyInstance): void {
  const { challengeSchedule, overlayBus } = app.ctx
  const payoutScheduler = app.ctx.config.payoutSchedule
    ? createPayoutScheduler(app.ctx, app.log.child({ job: 'payouts' }))
    : undefined
  app.addHook('onReady', async () => {
    challengeSchedule.start()
    payoutScheduler?.start()
  })
  app.addHook('preClose', async () => {
    challengeSchedule.stop()
    await payoutScheduler?.stop()
    await overlayBus.close()
  })
}
