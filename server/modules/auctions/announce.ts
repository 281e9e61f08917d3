import type { OverlayBus } from '../realtime'

/**
 * After the change committed: the streamer's overlays redraw the auction widget, and every page
 * watching the auction (its bidders, the streamer's Live page) refetches it. Never throws.
 */
export async function announceAuction(
  bus: Pick<OverlayBus, 'auctionChanged'>,
  streamerId: string,
  auctionId: string,
): Promise<void> {
  await bus.auctionChanged(streamerId, auctionId)
}
