import type { OverlayBus } from '../realtime'
import type { MarathonAdded } from './marathons'

/**
 * After the change committed: the streamer's overlays redraw the timer (showing the addition, if one
 * was made) and their Live page refetches the marathon. Never throws (the bus logs a failure).
 */
export async function announceMarathon(
  bus: Pick<OverlayBus, 'marathonChanged' | 'signal'>,
  streamerId: string,
  added?: MarathonAdded,
): Promise<void> {
  await bus.marathonChanged(streamerId, added ? { seconds: added.seconds, name: added.name } : undefined)
  await bus.signal([streamerId], 'marathon')
}
