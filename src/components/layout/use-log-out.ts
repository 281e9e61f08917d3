import { useCallback } from 'react'
import { useDispatch } from 'react-redux'
import { useNavigate } from 'react-router-dom'
import { authMessages } from '../../contract/messages'
import { notify } from '../../lib/notify'
import { endSession } from '../../lib/session-slice'

/**
 * Log Out (spec section 2): clear all of localStorage, say so, go to /. The session ends once the
 * landing page is shown, so that the user-area guard never sees a cleared session and calls it expired.
 */
export function useLogOut(): () => Promise<void> {
  const dispatch = useDispatch()
  const navigate = useNavigate()
  return useCallback(async () => {
    notify.success(authMessages.loggedOut)
    await navigate('/')
    endSession(dispatch)
  }, [dispatch, navigate])
}
