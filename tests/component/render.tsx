// A screen rendered as the app renders it, over a fresh store with the API client in: Mantine with
// the app's theme, Redux, and a router at `route`. The server is not there: these tests check what a
// screen does before it sends anything (a form's rules, its messages), and that it sends nothing then.
import { MantineProvider } from '@mantine/core'
import { render } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { ReactElement } from 'react'
import { Provider as ReduxProvider } from 'react-redux'
import { MemoryRouter } from 'react-router'
import type { Locale } from '../../contract/locales'
import { createStore } from '../../src/app/store'
import { theme } from '../../src/app/theme'
import { activateLocale } from '../../src/lib/i18n'
import { LinguiProvider } from '../../src/lib/i18n-provider'

/** Where the screen opens: a path, or a path with the navigation state a previous step handed on. */
type Route = string | { pathname: string; state: unknown }

/**
 * `locale`: the language the screen shows (English unless a test asks for Hindi; the catalogues of
 * the modules the test imported load first, as the router waits for them in the app).
 */
export async function renderWithProviders(
  ui: ReactElement,
  { route = '/', locale = 'en-IN' }: { route?: Route; locale?: Locale } = {},
) {
  const store = createStore()
  await Promise.all([store.loadApi(), activateLocale(locale)])
  const user = userEvent.setup()
  const screen = render(
    <ReduxProvider store={store}>
      <LinguiProvider>
        <MantineProvider theme={theme}>
          <MemoryRouter initialEntries={[route]}>{ui}</MemoryRouter>
        </MantineProvider>
      </LinguiProvider>
    </ReduxProvider>,
  )
  /** The calls the API client started: none while a form's fields are wrong. */
  const apiCalls = () => {
    const { api } = store.getState()
    return api ? Object.keys(api.mutations).length + Object.keys(api.queries).length : 0
  }
  return { store, user, apiCalls, ...screen }
}
