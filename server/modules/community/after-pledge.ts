import type { FastifyBaseLogger } from 'fastify'
import type { AppServices } from '../../app-services'
import type { PaymentOrderRow } from '../../db/schema-marketplace'
import { mailFunded } from './community-mail'
import { createCommunityRepository } from './community-repository'
import { type PledgeRecorded, recordPledge } from './pledging'
import { type CommunitySweepServices, refundPledge } from './settlement'

export type PledgeServices = Pick<AppServices, 'config' | 'liveQueue'> & CommunitySweepServices

/**
 * Records a paid contribution (pledging.ts), then, after the commit: the overlays redraw the bar; a
 * funded card moves the streamer's line on and its contributors hear of it; a payment that came too
 * late is refunded at once (or by the sweep, should this fail). Shared by the browser's confirm and
 * Razorpay's webhook.
 */
export async function recordPledgeAndFollow(
  app: PledgeServices,
  order: PaymentOrderRow,
  log: FastifyBaseLogger,
): Promise<PledgeRecorded> {
  const recorded = await recordPledge(app, order)
  const { community, pledge, funded } = recorded
  await app.overlayBus.widgetChanged('community', community.streamer_id)
  if (funded) {
    app.overlayBus.signalSoon([funded.streamerId], 'queue')
    void app.liveQueue
      .advanceSoon(funded.streamerId)
      .catch((error) => log.warn({ err: error }, 'community card: the line moves on the sweep'))
    const contributors = await createCommunityRepository(app.db).contributorIds(community.id)
    app.overlayBus.signalSoon(contributors, 'uses')
    await mailFunded(app, community, contributors, log)
  }
  if (pledge.counted === 0 && pledge.status === 'held') {
    await refundPledge({ ...app, log }, pledge).catch((error) =>
      log.warn({ err: error, pledgeId: pledge.id }, 'late contribution: refunded by the sweep'),
    )
  }
  return recorded
}
