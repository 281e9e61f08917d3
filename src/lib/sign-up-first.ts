// What a signed-out visitor's Buy or Subscribe does on the pages open to everyone (the market, the
// streamers, a streamer's public page): sign-up comes first, and the page they were on rides along
// in the navigation state, as `from`, through sign-up, login and the OTP check, which return there
// (src/features/auth/login-state.ts). A `#buy-<card id>` on it brings the buyer back to that card.
import { useLocation, useNavigate } from 'react-router'
import { paths } from '../../contract/paths'
import { notify } from './notify'

/** The navigation state the account pages read: the page to return to once signed in. */
export interface ReturnState {
  from: string
}

const RESUME_BUY_PREFIX = '#buy-'

/** The hash that asks the page to take its visitor back to a card's purchase. */
export const resumeBuyHash = (cardId: string) => `${RESUME_BUY_PREFIX}${encodeURIComponent(cardId)}`

/** The card a `#buy-<id>` hash names, if any. */
export function cardToResume(hash: string): string | null {
  if (!hash.startsWith(RESUME_BUY_PREFIX)) return null
  try {
    return decodeURIComponent(hash.slice(RESUME_BUY_PREFIX.length)) || null
  } catch {
    return null
  }
}

/**
 * Sends the visitor to sign up, telling them why, to come back afterwards to this page (or to
 * `returnPath`), with `hash`.
 */
export function useSignUpFirst(): (why: string, hash?: string, returnPath?: string) => void {
  const navigate = useNavigate()
  const { pathname, search, hash: currentHash } = useLocation()
  return (why, hash = currentHash, returnPath = `${pathname}${search}`) => {
    notify.info(why, 'sign-up-first')
    const state: ReturnState = { from: `${returnPath}${hash}` }
    navigate(paths.signup, { state })
  }
}
