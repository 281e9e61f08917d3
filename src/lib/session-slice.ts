// The session in the store, mirrored from localStorage so that headers and navigation re-render when a
// user logs in or out (in this tab, or in another one through the `storage` event).
import { createSlice, type Dispatch, type PayloadAction } from '@reduxjs/toolkit'
import { useCallback, useEffect } from 'react'
import { useDispatch, useSelector } from 'react-redux'
import type { PublicUser } from '../../contract/auth'
import {
  clearStoredSession,
  isLiveSession,
  readSession,
  SESSION_KEYS,
  type StoredSession,
  subscribeToSession,
} from './session'

export type SessionState = StoredSession

const emptySession: SessionState = { token: null, user: null, role: null, expiresAt: null }

export const sessionSlice = createSlice({
  name: 'session',
  initialState: (): SessionState => (typeof localStorage === 'undefined' ? emptySession : readSession()),
  reducers: {
    /** A session was stored: by a login here, or by another tab. */
    sessionChanged: (_state, action: PayloadAction<SessionState>) => action.payload,
    sessionCleared: () => emptySession,
  },
})

export const { sessionChanged, sessionCleared } = sessionSlice.actions

export function useSession(): SessionState {
  return useSelector((state: { session: SessionState }) => state.session)
}

/** True while a token is stored and its expiration time is in the future. */
export function useIsLoggedIn(): boolean {
  return isLiveSession(useSession())
}

/** Ends the session: all of localStorage is cleared and the store forgets the user. */
export function endSession(dispatch: Dispatch): void {
  clearStoredSession()
  dispatch(sessionCleared())
}

/**
 * Keeps the store's copy in step with the stored session: logins and logouts in other tabs (the
 * `storage` event), and writes made in this one.
 */
export function useSessionSync(): void {
  const dispatch = useDispatch()
  useEffect(() => subscribeToSession(() => dispatch(sessionChanged(readSession()))), [dispatch])
}

/**
 * Stores the user the server just answered (a saved profile, a new creator, a plan bought), so that
 * the header's name, the creator-only links and the plan follow at once, in every tab.
 */
export function useRememberUser(): (user: PublicUser) => void {
  const dispatch = useDispatch()
  return useCallback(
    (user: PublicUser) => {
      localStorage.setItem(SESSION_KEYS.user, JSON.stringify(user))
      localStorage.setItem(SESSION_KEYS.userRole, user.user_type)
      dispatch(sessionChanged(readSession()))
    },
    [dispatch],
  )
}
