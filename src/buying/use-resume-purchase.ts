// The other end of Buy signed out (src/lib/sign-up-first.ts): back from sign-up, login and the OTP
// check at `…#buy-<card id>`, the buyer finds that card's question asked again, 'Confirm Buy' or
// 'Cancel', on the page they left. Once: the hash goes, so a reload or Back asks nothing.
import { useEffect } from 'react'
import { useLocation, useNavigate } from 'react-router'
import type { Card } from '../../contract/cards'
import { useIsLoggedIn } from '../lib/session-slice'
import { cardToResume } from '../lib/sign-up-first'

export function useResumePurchase(cards: Card[] | undefined, ask: (card: Card) => void): void {
  const { pathname, search, hash, state } = useLocation()
  const navigate = useNavigate()
  const loggedIn = useIsLoggedIn()
  const cardId = cardToResume(hash)
  // Once the cards are in: `ask` is new each render.
  // biome-ignore lint/correctness/useExhaustiveDependencies: see above
  useEffect(() => {
    if (!cardId || !loggedIn || !cards) return
    navigate({ pathname, search }, { replace: true, state })
    const card = cards.find((candidate) => candidate._id === cardId)
    if (!card) return
    document.querySelector(`[data-card-id="${CSS.escape(card._id)}"]`)?.scrollIntoView({ block: 'center' })
    ask(card)
  }, [cardId, loggedIn, cards])
}
