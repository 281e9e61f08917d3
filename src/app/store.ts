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
import { useEffect } from 'react'
import { useSelector, useStore } from 'react-redux'
import type { api } from '../api/api'
import type { ApiLoader } from '../api/api-loader'
import { siteSettingsSlice } from '../api/site-settings-slice'
import type { adminApi } from '../features/admin/admin-api'
import { offlineQueueSlice } from '../features/my-cards/use-queue/card-use-queue-slice'
import { sessionSlice } from '../lib/session-slice'
import { clearUserCache } from '../pwa/clear-user-cache'

/** The state the listeners read (the store's own type is not known before it is made). */
type RootStateOf = ReturnType<typeof rootReducer>

/**
 * The slices that join the store when their chunk loads: the app's API slice (on the first page that
 * calls the API, src/api/api-loader.ts) and the admin area's.
 */
type LazyLoadedSlices = WithSlice<typeof api> & WithSlice<typeof adminApi>

const rootReducer = combineSlices(
  sessionSlice,
  siteSettingsSlice,
  offlineQueueSlice,
).withLazyLoadedSlices<LazyLoadedSlices>()

// The middleware of lazily loaded API slices, added to every store when their chunk loads.
const lazyMiddleware = createDynamicMiddleware()

/** An RTK Query API slice that is not part of the store until its chunk loads. */
export interface LazyApiSlice {
  reducerPath: keyof LazyLoadedSlices
  reducer: Reducer
  middleware: Middleware
}

/** Dispatched once a lazily loaded slice is injected, so that its state exists before anyone reads it. */
const lazySliceInjected = createAction<string>('app/lazySliceInjected')

/** Adds a lazily loaded API slice: its reducer (`combineSlices().inject`), its middleware, its state. */
function injectApiSlice(
  store: { dispatch: (action: ReturnType<typeof lazySliceInjected>) => unknown },
  slice: LazyApiSlice,
) {
  rootReducer.inject(slice)
  lazyMiddleware.addMiddleware(slice.middleware)
  store.dispatch(lazySliceInjected(slice.reducerPath))
}

export function createStore() {
  // However a session ends (Log Out here or in another tab, an expired session), the service worker's
  // copy of the user's answers goes too. Here, not in the offline runtime: that loads after idle, and
  // a log-out before it must not leave the cache behind. The API slice adds its own listeners when it
  // loads (src/api/install-api.ts).
  const sessionListener = createListenerMiddleware<RootStateOf>()
  sessionListener.startListening({
    predicate: (_action, current, previous) =>
      previous.session.token !== null && current.session.token === null,
    effect: async () => {
      await clearUserCache()
    },
  })

  const store = configureStore({
    reducer: rootReducer,
    middleware: (getDefault) =>
      getDefault().prepend(sessionListener.middleware).concat(lazyMiddleware.middleware),
  })

  let apiLoad: Promise<void> | undefined
  const loader: ApiLoader = {
    loadApi: () => {
      apiLoad ??= import('../api/install-api').then(
        ({ api, startApiListeners }) => {
          injectApiSlice(store, api)
          startApiListeners(store.dispatch)
        },
        (error: unknown) => {
          apiLoad = undefined
          throw error
        },
      )
      return apiLoad
    },
  }
  return Object.assign(store, loader)
}

export type AppStore = ReturnType<typeof createStore>
export type RootState = ReturnType<AppStore['getState']>
export type AppDispatch = AppStore['dispatch']

/**
 * Adds a lazily loaded API slice to the store: its reducer (`combineSlices().inject`) and middleware
 * (`createDynamicMiddleware`), then one action so that its initial state is there. True once its
 * state is in the store: render the screens that call it only then.
 */
export function useLazyApiSlice(slice: LazyApiSlice): boolean {
  const store = useStore<RootState>()
  const injected = useSelector((state: RootState) => state[slice.reducerPath] !== undefined)
  useEffect(() => {
    if (!injected) injectApiSlice(store, slice)
  }, [injected, slice, store])
  return injected
}
