import type { AppContext } from '../../context'
import { announceMarathon } from './announce'
import { createMarathonsRepository } from './marathons-repository'

/**
 * Ends the marathons whose time ran out: each once, whichever instance's sweep gets there first (and
 * after a restart, the first sweep of any instance), then tells their overlays and Live pages.
 */
export async function endDueMarathons(ctx: Pick<AppContext, 'db' | 'clock' | 'overlayBus'>): Promise<void> {
  const ended = await createMarathonsRepository(ctx.db).endDue(ctx.clock.now())
  for (const { streamer_id } of ended) await announceMarathon(ctx.overlayBus, streamer_id)
}
