import { MantineProvider } from '@mantine/core'
import type { ReactNode } from 'react'
import { Toaster } from 'react-hot-toast'
import { Provider as ReduxProvider } from 'react-redux'
import { TOAST_GLOBAL_MS } from '../contract/constants'
import { OfflineRuntime } from '../offline/offline-runtime'
import type { AppStore } from './store'
import { theme } from './theme'
import { ToastBehaviour } from './toast-behaviour'

const toastStyle = {
  background: 'var(--mantine-color-body)',
  color: 'var(--mantine-color-text)',
  border: '1px solid var(--mantine-color-default-border)',
}

export function AppProvider({ store, children }: { store: AppStore; children: ReactNode }) {
  return (
    <ReduxProvider store={store}>
      <MantineProvider theme={theme} defaultColorScheme="auto">
        {children}
        <OfflineRuntime />
        <ToastBehaviour />
        <Toaster position="top-right" toastOptions={{ duration: TOAST_GLOBAL_MS, style: toastStyle }} />
      </MantineProvider>
    </ReduxProvider>
  )
}
