import { MantineProvider } from '@mantine/core'
import type { ReactNode } from 'react'
import { Provider as ReduxProvider } from 'react-redux'
import { OfflineRuntime } from '../offline/offline-runtime'
import type { AppStore } from './store'
import { theme } from './theme'
import { ToastBehaviour } from './toast-behaviour'
import { ToastStack } from './toast-stack'

export function AppProvider({ store, children }: { store: AppStore; children: ReactNode }) {
  return (
    <ReduxProvider store={store}>
      <MantineProvider theme={theme} defaultColorScheme="auto">
        {children}
        <OfflineRuntime />
        <ToastBehaviour />
        <ToastStack />
      </MantineProvider>
    </ReduxProvider>
  )
}
