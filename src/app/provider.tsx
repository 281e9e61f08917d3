import { MantineProvider } from '@mantine/core'
import { useMounted } from '@mantine/hooks'
import { type ComponentType, lazy, type ReactNode, Suspense, useState, useSyncExternalStore } from 'react'
import { Provider as ReduxProvider } from 'react-redux'
import { useApiReady } from '../api/api-loader'
import { useAfterIdle } from '../lib/after-idle'
import { LinguiProvider } from '../lib/i18n-provider'
import { useIsLoggedIn } from '../lib/session-slice'
import { toastsWanted } from '../lib/toasts-wanted'
import { updateWaiting } from '../pwa/update-waiting'
import { useOnlineStatus } from '../pwa/use-online-status'
import type { AppStore } from './store'
import { theme } from './theme'

// The offline banner, the update prompt and the queued card uses: nothing of it shows on a first
// paint while online, so its code (and idb-keyval's) loads once the page is idle, and only once it has
// something to do: a signed-in user's queue, the browser offline, or a new version waiting. A
// signed-out visitor online never loads it. Without its chunk (offline before the service worker had
// it) there is nothing to show.
const OfflineRuntime = lazy<ComponentType>(() =>
  import('./offline-runtime').then(
    ({ OfflineRuntime }) => ({ default: OfflineRuntime }),
    () => ({ default: () => null }),
  ),
)

function IdleOfflineRuntime() {
  const idle = useAfterIdle()
  const loggedIn = useIsLoggedIn()
  const online = useOnlineStatus()
  const newVersion = useSyncExternalStore(updateWaiting.subscribe, updateWaiting.get, () => false)
  // Once wanted, kept: the queue outlives a session, the banner says when the network is back.
  const [wanted, setWanted] = useState(false)
  if (idle && !wanted && (loggedIn || !online || newVersion)) setWanted(true)
  return wanted ? (
    <Suspense fallback={null}>
      <OfflineRuntime />
    </Suspense>
  ) : null
}

const Toasts = lazy(() => import('./toasts'))

/**
 * The toasts mount as soon as the API client is in (every toast but the iOS install hint follows an
 * API call) or something that raises toasts has loaded (src/lib/toasts-wanted.ts): a signed-out first
 * visit to the landing or legal pages loads no toast code, not even once idle. A toast raised before
 * they mount waits in react-hot-toast's store and shows when they do.
 */
function ToastsWhenNeeded() {
  const apiReady = useApiReady(false)
  const wanted = useSyncExternalStore(toastsWanted.subscribe, toastsWanted.get, () => false)
  // Never in the prerendered HTML, nor in the render that hydrates it.
  const mounted = useMounted()
  return mounted && (apiReady || wanted) ? (
    <Suspense fallback={null}>
      <Toasts />
    </Suspense>
  ) : null
}

export function AppProvider({ store, children }: { store: AppStore; children: ReactNode }) {
  return (
    <ReduxProvider store={store}>
      <LinguiProvider>
        <MantineProvider theme={theme} defaultColorScheme="auto">
          {children}
          <IdleOfflineRuntime />
          <ToastsWhenNeeded />
        </MantineProvider>
      </LinguiProvider>
    </ReduxProvider>
  )
}
