import { useEffect } from 'react'
import { useDispatch } from 'react-redux'
import { isLiveSession, readSession } from '../../lib/session'
import { endSession } from '../../lib/session-slice'

/**
 * For the login and sign-up screens: true when an unexpired session is stored (the screen then sends
 * the user to /dashboard). With `clearExpired`, a stored but expired session is cleared.
 */
export function useExistingSession({ clearExpired = false } = {}): boolean {
  const dispatch = useDispatch()
  // Prerendered at build time there is no storage, hence no session.
  const session = typeof localStorage === 'undefined' ? null : readSession()
  const live = session !== null && isLiveSession(session)
  const expired = session !== null && session.token !== null && !live

  useEffect(() => {
    if (clearExpired && expired) endSession(dispatch)
  }, [clearExpired, expired, dispatch])

  return live
}
