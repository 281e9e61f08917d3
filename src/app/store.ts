import { configureStore, createListenerMiddleware } from '@reduxjs/toolkit'
import { setupListeners } from '@reduxjs/toolkit/query'
import { api } from '../api/api'
import { sessionCleared, sessionSlice } from '../lib/session-slice'
import { offlineQueueSlice } from '../offline/card-use-queue-slice'

export function createStore() {
  // When a session ends, nothing cached for that user may be shown to the next one.
  const sessionListener = createListenerMiddleware()
  sessionListener.startListening({
    actionCreator: sessionCleared,
    effect: (_action, listenerApi) => {
      listenerApi.dispatch(api.util.resetApiState())
    },
  })

  const store = configureStore({
    reducer: {
      [api.reducerPath]: api.reducer,
      [sessionSlice.reducerPath]: sessionSlice.reducer,
      [offlineQueueSlice.reducerPath]: offlineQueueSlice.reducer,
    },
    middleware: (getDefault) => getDefault().prepend(sessionListener.middleware).concat(api.middleware),
  })
  // Refetch on focus and on reconnect, for the endpoints that ask for it.
  setupListeners(store.dispatch)
  return store
}

export type AppStore = ReturnType<typeof createStore>
export type RootState = ReturnType<AppStore['getState']>
export type AppDispatch = AppStore['dispatch']
