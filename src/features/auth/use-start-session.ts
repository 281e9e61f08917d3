import { useCallback } from 'react'
import { useDispatch } from 'react-redux'
import { type SessionGrant, storeSession } from '../../lib/session'
import { sessionChanged } from '../../lib/session-slice'

/** Stores a granted session in localStorage and in the store. */
export function useStartSession(): (grant: SessionGrant) => void {
  const dispatch = useDispatch()
  return useCallback((grant: SessionGrant) => dispatch(sessionChanged(storeSession(grant))), [dispatch])
}
