// Keeps each card's use status current without a reload: the server's `uses` live update says when a
// use was approved, sent, reported on screen by the overlay, moved up the line or returned; the one
// change it does not announce, a card's time on screen ending ('On stream now' → 'Shown on stream
// at …'), is known from when it was shown and its duration, so one timer refetches then. Nothing polls.
import { useEffect } from 'react'
import type { OwnedCard } from '../../../contract/purchases'
import { useLiveUpdates, useRefetchLosingNothing } from '../../lib/live-updates'

/** A little after the card's time ends, so that the server's clock has passed it too. */
const SLOT_END_MARGIN_MS = 500

export function useUseStatusUpdates(
  cards: readonly OwnedCard[],
  query: { refetch: () => unknown; isFetching: boolean },
): void {
  const refetch = useRefetchLosingNothing(query)
  useLiveUpdates('uses', refetch)

  const nextEnd = Math.min(
    ...cards
      .filter((card) => card.useStatus === 'showing' && card.shownAt)
      .map((card) => new Date(card.shownAt as string).getTime() + card.duration * 1000),
  )

  useEffect(() => {
    if (!Number.isFinite(nextEnd)) return
    const timer = setTimeout(refetch, Math.max(0, nextEnd - Date.now()) + SLOT_END_MARGIN_MS)
    return () => clearTimeout(timer)
  }, [nextEnd, refetch])
}
