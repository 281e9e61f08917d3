import { useCallback } from 'react'
import { useDispatch } from 'react-redux'
import { useNavigate } from 'react-router'
import { authMessages } from '../../../contract/messages'
import { useLogOutOnServerMutation } from '../../api/session-api'
import { notify } from '../../lib/notify'
import { readSession } from '../../lib/session'
import { endSession } from '../../lib/session-slice'

/** How long Log Out waits for the server before clearing the session anyway (offline, slow network). */
const SERVER_LOGOUT_WAIT_MS = 3000

/**
 * Log Out: end the token on the server, then clear all of localStorage, say so, go
 * to /. The session ends once the landing page is shown, so that the user-area guard never sees a
 * cleared session and calls it expired. Without a network the session is still cleared here.
 */
export function useLogOut(): () => Promise<void> {
  const dispatch = useDispatch()
  const navigate = useNavigate()
  const [logOutOnServer] = useLogOutOnServerMutation()
  return useCallback(async () => {
    const { token } = readSession()
    if (token) {
      await Promise.race([
        logOutOnServer(token)
          .unwrap()
          .catch(() => undefined),
        new Promise((resolve) => setTimeout(resolve, SERVER_LOGOUT_WAIT_MS)),
      ])
    }
    notify.success(authMessages.loggedOut)
    await navigate('/')
    endSession(dispatch)
  }, [dispatch, navigate, logOutOnServer])
}
