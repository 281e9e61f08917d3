import type { AppServices } from '../../app-services'
import { announceMarathon } from './announce'

/**
 * Ends the marathons whose time ran out: each once, whichever instance's sweep gets there first (and
 * after a restart, the first sweep of any instance), then tells their overlays and Live pages.
 */
export async function endDueMarathons(
  app: Pick<AppServices, 'clock' | 'overlayBus' | 'marathons'>,
): Promise<void> {
  const ended = await app.marathons.endDue(app.clock.now())
  for (const { streamer_id } of ended) await announceMarathon(app.overlayBus, streamer_id)
}
