import { useEffect, useRef, useSyncExternalStore } from 'react'
import { useDispatch } from 'react-redux'
import { Navigate, Outlet, useLocation } from 'react-router'
import { paths } from '../../../contract/paths'
import { notifyLoginToContinue, notifySessionExpired } from '../../lib/notify'
import { isLiveSession, readSession, subscribeToOtherTabsSession } from '../../lib/session'
import { endSession } from '../../lib/session-slice'
import type { LoginState } from './login-state'

/**
 * Guards the user area: without a stored, unexpired session, storage is cleared and the user goes to
 * /login, which brings them back to the page they asked for once they have logged in. A stored session
 * that has run out says 'Session expired. Please log in again.'; a visitor who has none (never signed
 * in here, or signed out) reads 'Log in to continue' instead, since nothing of theirs expired. A
 * session ended in another tab ends here too.
 */
export function RequireSession() {
  const dispatch = useDispatch()
  // A log-out in another tab ends the session here too. This tab's own log-out is not followed: it
  // leaves the user area first, and would otherwise be taken for an expiry on the way out.
  const session = useSyncExternalStore(subscribeToOtherTabsSession, readSession)
  const valid = isLiveSession(session)
  const { token } = session
  const { pathname, search, hash } = useLocation()
  const loginState: LoginState = { from: `${pathname}${search}${hash}` }
  // Whether this tab was signed in here a moment ago: then a missing token is a log-out elsewhere, not
  // an expiry, and the login page needs no 'Session expired' toast to explain itself.
  const wasValid = useRef(valid)

  useEffect(() => {
    if (valid) {
      wasValid.current = true
      return
    }
    const loggedOutElsewhere = wasValid.current && token === null
    endSession(dispatch)
    if (loggedOutElsewhere) return
    if (token === null) notifyLoginToContinue()
    else notifySessionExpired()
  }, [valid, token, dispatch])

  return valid ? <Outlet /> : <Navigate to={paths.login} replace state={loginState} />
}
