// Keeps each card's use status current without a reload: the server's `uses` live update says when a
// use was approved, rejected or cleared; the changes it does not announce, a card's slot on the
// overlay beginning ('Waiting for the streamer' → 'On stream now') and ending (→ 'Shown on stream'),
// are known in advance from the slot's start and the card's duration, so one timer refetches at the
// next of them. Nothing polls.
import { useEffect } from 'react'
import type { OwnedCard } from '../../contract/cards'
import { useLiveUpdates } from '../../lib/live-updates'

/** A little after the slot's end, so that the server's clock has passed it too. */
const SLOT_END_MARGIN_MS = 500

export function useUseStatusUpdates(cards: readonly OwnedCard[], refetch: () => unknown): void {
  useLiveUpdates('uses', () => void refetch())

  const nextEnd = Math.min(
    ...cards
      .filter((card) => card.useStatus === 'showing' && card.shownAt)
      .map((card) => new Date(card.shownAt as string).getTime() + card.duration * 1000),
    ...cards
      .filter((card) => card.useStatus === 'queued' && card.startsAt)
      .map((card) => new Date(card.startsAt as string).getTime()),
  )

  useEffect(() => {
    if (!Number.isFinite(nextEnd)) return
    const timer = setTimeout(() => void refetch(), Math.max(0, nextEnd - Date.now()) + SLOT_END_MARGIN_MS)
    return () => clearTimeout(timer)
  }, [nextEnd, refetch])
}
