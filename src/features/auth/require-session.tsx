import { useEffect } from 'react'
import { useDispatch } from 'react-redux'
import { Navigate, Outlet } from 'react-router-dom'
import { notifySessionExpired } from '../../lib/notify'
import { paths } from '../../lib/paths'
import { isSessionValid } from '../../lib/session'
import { endSession } from '../../lib/session-slice'

/**
 * Guards the user area (spec section 4): without a stored, unexpired session, storage is cleared,
 * 'Session expired. Please log in again.' shows and the user goes to /login.
 */
export function RequireSession() {
  const dispatch = useDispatch()
  const valid = isSessionValid()

  useEffect(() => {
    if (valid) return
    endSession(dispatch)
    notifySessionExpired()
  }, [valid, dispatch])

  return valid ? <Outlet /> : <Navigate to={paths.login} replace />
}
