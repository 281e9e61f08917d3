import { RouterProvider } from 'react-router-dom'
import { AppProvider } from './provider'
import { router } from './router'
import { createStore } from './store'

const store = createStore()

export function App() {
  return (
    <AppProvider store={store}>
      <RouterProvider router={router} />
    </AppProvider>
  )
}
