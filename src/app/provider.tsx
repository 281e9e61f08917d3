import { MantineProvider } from '@mantine/core'
import { useMounted } from '@mantine/hooks'
import { lazy, type ReactNode, Suspense } from 'react'
import { Provider as ReduxProvider } from 'react-redux'
import { useApiReady } from '../api/api-loader'
import { useAfterIdle } from '../lib/after-idle'
import type { AppStore } from './store'
import { theme } from './theme'

// The offline banner, the update prompt and the queued card uses: nothing of it shows on a first
// paint while online, so its code (and idb-keyval's) loads once the page is idle.
const OfflineRuntime = lazy(async () => ({
  default: (await import('./offline-runtime')).OfflineRuntime,
}))

function IdleOfflineRuntime() {
  const idle = useAfterIdle()
  return idle ? (
    <Suspense fallback={null}>
      <OfflineRuntime />
    </Suspense>
  ) : null
}

const Toasts = lazy(() => import('./toasts'))

/**
 * The toasts mount once the page is idle, or as soon as the API client is in (every toast but the iOS
 * install hint follows an API call): the landing page's first visit loads no toast code. A toast
 * raised before waits in react-hot-toast's store and shows when they mount.
 */
function ToastsWhenNeeded() {
  const idle = useAfterIdle()
  const apiReady = useApiReady(false)
  // Never in the prerendered HTML, nor in the render that hydrates it.
  const mounted = useMounted()
  return idle || (mounted && apiReady) ? (
    <Suspense fallback={null}>
      <Toasts />
    </Suspense>
  ) : null
}

export function AppProvider({ store, children }: { store: AppStore; children: ReactNode }) {
  return (
    <ReduxProvider store={store}>
      <MantineProvider theme={theme} defaultColorScheme="auto">
        {children}
        <IdleOfflineRuntime />
        <ToastsWhenNeeded />
      </MantineProvider>
    </ReduxProvider>
  )
}
