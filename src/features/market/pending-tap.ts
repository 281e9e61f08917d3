// The Buy tapped on the server's market before the app took it over (the page-start script notes it:
// contract/server-rendered.ts): once the market is live with its cards, that card's confirmation
// opens, as the tap asked.
import { useEffect } from 'react'
import type { Card } from '../../../contract/cards'
import { PENDING_TAP_KEY } from '../../../contract/server-rendered'

type TapWindow = Window & { [PENDING_TAP_KEY]?: string | null }

/** The card id of the tap, once: a later visit of the market opens nothing. */
function takePendingTap(): string | null {
  const page = window as TapWindow
  const id = page[PENDING_TAP_KEY] ?? null
  page[PENDING_TAP_KEY] = null
  return id
}

export function useCompletePendingTap(cards: Card[] | undefined, ask: (card: Card) => void): void {
  // Once, with the first cards: `ask` is a new function each render.
  // biome-ignore lint/correctness/useExhaustiveDependencies: see above
  useEffect(() => {
    if (!cards) return
    const id = takePendingTap()
    const card = id ? cards.find((candidate) => candidate._id === id) : undefined
    if (card) ask(card)
  }, [cards])
}
