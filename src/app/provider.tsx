import { MantineProvider } from '@mantine/core'
import { lazy, type ReactNode, Suspense } from 'react'
import { Provider as ReduxProvider } from 'react-redux'
import { useToastsWanted } from '../lib/toasts-wanted'
import { useAfterIdle } from './after-idle'
import type { AppStore } from './store'
import { theme } from './theme'

// The offline banner, the update prompt and the queued card uses: nothing of it shows on a first
// paint while online, so its code (and idb-keyval's) loads once the page is idle.
const OfflineRuntime = lazy(async () => ({
  default: (await import('../offline/offline-runtime')).OfflineRuntime,
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
 * The toasts mount with the first one raised (src/lib/notify.ts): a toast waits in react-hot-toast's
 * store until they are in, a few milliseconds later. Until then no toast code runs.
 */
function ToastsWhenWanted() {
  return useToastsWanted() ? (
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
        <ToastsWhenWanted />
      </MantineProvider>
    </ReduxProvider>
  )
}
