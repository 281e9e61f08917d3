import type { FastifyInstance } from 'fastify'

/**
 * Work that runs beside the requests, started when the app is ready and stopped with it: the timed
 * challenges and the overlay bus. Stopped before the server waits for open connections, because the
 * overlay streams would otherwise keep close waiting forever.
 */
export function registerBackgroundWork(app: FastifyInstance): void {
  const { challengeSchedule, overlayBus } = app.ctx
  app.addHook('onReady', async () => challengeSchedule.start())
  app.addHook('preClose', async () => {
    challengeSchedule.stop()
    await overlayBus.close()
  })
}
