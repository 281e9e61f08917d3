import {
  combineSlices,
  configureStore,
  createAction,
  createDynamicMiddleware,
  createListenerMiddleware,
  type Middleware,
  type Reducer,
  type WithSlice,
} from '@reduxjs/toolkit'
import { setupListeners } from '@reduxjs/toolkit/query'
import { useEffect } from 'react'
import { useSelector, useStore } from 'react-redux'
import { api } from '../api/api'
import type { adminApi } from '../features/admin/admin-api'
import { sessionCleared, sessionSlice } from '../lib/session-slice'
import { offlineQueueSlice } from '../offline/card-use-queue-slice'
import { clearUserCache } from '../offline/clear-user-cache'

/** The state the listeners read (the store's own type is not known before it is made). */
type RootStateOf = ReturnType<typeof rootReducer>

/** The slices that join the store when their chunk loads: the admin area's API slice. */
type LazyLoadedSlices = WithSlice<typeof adminApi>

const rootReducer = combineSlices(
  api,
  sessionSlice,
  offlineQueueSlice,
).withLazyLoadedSlices<LazyLoadedSlices>()

// The middleware of lazily loaded API slices, added to every store when their chunk loads.
const lazyMiddleware = createDynamicMiddleware()

/** How long the worker may still take to store an answer the page has already read. */
const LATE_STORE_GRACE_MS = 500

export function createStore() {
  // When a session ends, nothing cached for that user may be shown to the next one.
  const sessionListener = createListenerMiddleware<RootStateOf>()
  sessionListener.startListening({
    actionCreator: sessionCleared,
    effect: (_action, listenerApi) => {
      listenerApi.dispatch(api.util.resetApiState())
    },
  })
  // However it ends (Log Out here or in another tab, an expired session), the service worker's copy of
  // the user's answers goes too. Here, not in the offline runtime: that loads after idle, and a log-out
  // before it must not leave the cache behind.
  sessionListener.startListening({
    predicate: (_action, current, previous) =>
      previous.session.token !== null && current.session.token === null,
    effect: async (_action, listenerApi) => {
      // An answer of the old session still on its way would be stored by the worker after the
      // delete: stop those requests, and delete again once they have ended.
      const running = listenerApi.dispatch(api.util.getRunningQueriesThunk())
      for (const query of running) query.abort()
      await clearUserCache()
      await Promise.allSettled(running)
      await listenerApi.delay(LATE_STORE_GRACE_MS)
      await clearUserCache()
    },
  })

  const store = configureStore({
    reducer: rootReducer,
    middleware: (getDefault) =>
      getDefault().prepend(sessionListener.middleware).concat(api.middleware, lazyMiddleware.middleware),
  })
  // Refetch on focus and on reconnect, for the endpoints that ask for it.
  setupListeners(store.dispatch)
  return store
}

export type AppStore = ReturnType<typeof createStore>
export type RootState = ReturnType<AppStore['getState']>
export type AppDispatch = AppStore['dispatch']

/** An RTK Query API slice that is not part of the store until its chunk loads. */
export interface LazyApiSlice {
  reducerPath: keyof LazyLoadedSlices
  reducer: Reducer
  middleware: Middleware
}

/** Dispatched once a lazily loaded slice is injected, so that its state exists before anyone reads it. */
const lazySliceInjected = createAction<string>('app/lazySliceInjected')

/**
 * Adds a lazily loaded API slice to the store: its reducer (`combineSlices().inject`) and middleware
 * (`createDynamicMiddleware`), then one action so that its initial state is there. True once its
 * state is in the store: render the screens that call it only then.
 */
export function useLazyApiSlice(slice: LazyApiSlice): boolean {
  const store = useStore<RootState>()
  const injected = useSelector((state: RootState) => state[slice.reducerPath] !== undefined)
  useEffect(() => {
    if (injected) return
    rootReducer.inject(slice)
    lazyMiddleware.addMiddleware(slice.middleware)
    store.dispatch(lazySliceInjected(slice.reducerPath))
  }, [injected, slice, store])
  return injected
}
