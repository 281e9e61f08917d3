// The Buy tapped on the server's market before the app took it over (the page-start script answered
// it in the page's early confirmation: contract/server-rendered.ts): once the market is live with its
// cards, a purchase confirmed there goes on, and a question still open is asked again in the app's
// own dialog, which takes the early one's place.
import { useEffect } from 'react'
import type { Card } from '../../../contract/cards'
import { PENDING_TAP_KEY, type PendingTap } from '../../../contract/server-rendered'

type TapWindow = Window & { [PENDING_TAP_KEY]?: PendingTap | null }

/** The tap, once: a later visit of the market opens nothing. */
function takePendingTap(): PendingTap | null {
  const page = window as TapWindow
  const tap = page[PENDING_TAP_KEY] ?? null
  page[PENDING_TAP_KEY] = null
  return tap
}

export function useCompletePendingTap(
  cards: Card[] | undefined,
  buy: { ask: (card: Card) => void; buyConfirmed: (card: Card) => void },
): void {
  // Once, with the first cards: `buy`'s functions are new each render.
  // biome-ignore lint/correctness/useExhaustiveDependencies: see above
  useEffect(() => {
    if (!cards) return
    const tap = takePendingTap()
    const card = tap ? cards.find((candidate) => candidate._id === tap.cardId) : undefined
    if (!card) return
    if (tap?.confirmed) buy.buyConfirmed(card)
    else buy.ask(card)
  }, [cards])
}
