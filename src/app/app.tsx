// react-router/dom's RouterProvider (the one react-router-dom re-exported) gives the router react-dom's
// flushSync, for updates asked to flush at once (`flushSync: true`); react-router's own has none.
import { RouterProvider } from 'react-router/dom'
import { AppProvider } from './provider'
import type { createAppRouter } from './router'
import type { AppStore } from './store'

interface AppProps {
  store: AppStore
  router: ReturnType<typeof createAppRouter>
}

/** The app in the browser; src/main.tsx makes its store and router (the prerender makes its own). */
export function App({ store, router }: AppProps) {
  return (
    <AppProvider store={store}>
      <RouterProvider router={router} />
    </AppProvider>
  )
}
