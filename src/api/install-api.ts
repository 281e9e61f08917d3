// Loaded with the API slice (src/api/api-loader.ts): what the store does for the slice once it is in.
import { addListener, type Dispatch } from '@reduxjs/toolkit'
import { setupListeners } from '@reduxjs/toolkit/query'
import type { SessionState } from '../lib/session-slice'
import { clearUserCache } from '../pwa/clear-user-cache'
import { api } from './api'

export { api }

/** How long the worker may still take to store an answer the page has already read. */
const LATE_STORE_GRACE_MS = 500

const addSessionListener = addListener.withTypes<{ session: SessionState }>()

export function startApiListeners(dispatch: Dispatch): void {
  // Whenever the session changes hands, nothing cached may carry over: not the last user's answers
  // to the next one, nor what was asked without a session (refused) to the user who just logged in.
  // That covers a log-out or expiry here, and a log-out or login in another tab, which this tab learns
  // from the storage event as a changed session rather than a cleared one.
  dispatch(
    addSessionListener({
      predicate: (_action, current, previous) => current.session.token !== previous.session.token,
      effect: (_action, listenerApi) => {
        listenerApi.dispatch(api.util.resetApiState())
      },
    }),
  )
  // However it ends, an answer of the old session still on its way would be stored by the service
  // worker after the store's own delete of the user's cache: stop those requests, and delete again
  // once they have ended.
  dispatch(
    addSessionListener({
      predicate: (_action, current, previous) =>
        previous.session.token !== null && current.session.token === null,
      effect: async (_action, listenerApi) => {
        const running = listenerApi.dispatch(api.util.getRunningQueriesThunk())
        for (const query of running) query.abort()
        await Promise.allSettled(running)
        await listenerApi.delay(LATE_STORE_GRACE_MS)
        await clearUserCache()
      },
    }),
  )
  // Refetch on focus and on reconnect, for the endpoints that ask for it.
  setupListeners(dispatch)
}
