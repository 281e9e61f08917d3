// The session in the store, mirrored from localStorage so that headers and navigation re-render when a
// user logs in or out (in this tab, or in another one through the `storage` event).
import { createSlice, type Dispatch, type PayloadAction } from '@reduxjs/toolkit'
import { useEffect } from 'react'
import { useDispatch, useSelector } from 'react-redux'
import { clearStoredSession, isLiveSession, readSession, SESSION_KEYS, type StoredSession } from './session'

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

const sessionKeys = new Set<string>(Object.values(SESSION_KEYS))

/** Follows logins and logouts made in other tabs (the `storage` event fires only in the other tabs). */
export function useSessionSync(): void {
  const dispatch = useDispatch()
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key === null || sessionKeys.has(event.key)) {
        dispatch(sessionChanged(readSession()))
      }
    }
    window.addEventListener('storage', onStorage)
    return () => window.removeEventListener('storage', onStorage)
  }, [dispatch])
}
