// The toasts' rules (src/app/toast-stack.tsx, toast-behaviour.tsx, swipeable-toast.tsx and
// src/lib/notify.ts): how many show, which replaces which, what holds them and what closes them, on the
// app's own stack under a clock the test moves. Where they sit on screen and the swipe and drag
// gestures are checked in the browser (tests/e2e/layout-toasts.spec.ts).
import { I18nProvider } from '@lingui/react'
import { MantineProvider } from '@mantine/core'
import { act, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import toast from 'react-hot-toast'
import { afterEach, beforeEach, expect, it, vi } from 'vitest'
import { TOAST_USER_AREA_MS } from '../../contract/constants'
import { authMessages, resetMessages } from '../../contract/messages'
import { theme } from '../../src/app/theme'
import Toasts from '../../src/app/toasts'
import { i18n } from '../../src/lib/i18n'
import { notify, toastFlows } from '../../src/lib/notify'

/** Longer than a toast of the user area stays, and its leaving animation. */
const LONGER_THAN_A_TOAST_MS = TOAST_USER_AREA_MS + 1500

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true })
})

afterEach(() => {
  act(() => toast.remove())
  vi.restoreAllMocks()
  vi.useRealTimers()
})

function renderToasts() {
  const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime })
  // The toasts' close button names itself through Lingui (swipeable-toast.tsx), as the app's provider has it.
  render(
    <I18nProvider i18n={i18n}>
      <MantineProvider theme={theme}>
        <Toasts />
      </MantineProvider>
    </I18nProvider>,
  )
  return { user }
}

/** A toast's message on screen (react-hot-toast keeps a closed one a moment for its leaving animation). */
const shown = (message: string) => screen.queryByText(message)
const shownToasts = () => document.querySelectorAll('[data-toast-id]')

/** Moves the clock in steps, letting React run its effects (which start the toasts' timers) between. */
async function wait(ms: number) {
  for (let waited = 0; waited < ms; waited += 250) {
    await act(async () => {
      await vi.advanceTimersByTimeAsync(Math.min(250, ms - waited))
    })
  }
}

it('a toast of the user area closes by itself after its time', async () => {
  vi.spyOn(document, 'hasFocus').mockReturnValue(true)
  renderToasts()
  act(() => void notify.error(authMessages.invalidCredentials, toastFlows.login))
  expect(shown(authMessages.invalidCredentials)).toBeInTheDocument()
  await wait(TOAST_USER_AREA_MS - 1000)
  expect(shown(authMessages.invalidCredentials)).toBeInTheDocument()
  await wait(2500)
  expect(shown(authMessages.invalidCredentials)).not.toBeInTheDocument()
})

it('toasts hold while the window has lost focus, and close once it is back', async () => {
  vi.spyOn(document, 'hasFocus').mockReturnValue(true)
  renderToasts()
  act(() => void notify.error(authMessages.invalidCredentials, toastFlows.login))
  act(() => void window.dispatchEvent(new Event('blur')))
  await wait(LONGER_THAN_A_TOAST_MS)
  expect(shown(authMessages.invalidCredentials)).toBeInTheDocument()
  act(() => void window.dispatchEvent(new Event('focus')))
  await wait(LONGER_THAN_A_TOAST_MS)
  expect(shown(authMessages.invalidCredentials)).not.toBeInTheDocument()
})

it('toasts shown while the window is away hold, even when it left before their code loaded', async () => {
  // The window never had focus: no blur event comes, which the toasts' code must notice on its own.
  const hasFocus = vi.spyOn(document, 'hasFocus').mockReturnValue(false)
  renderToasts()
  act(() => void notify.error(authMessages.invalidCredentials, toastFlows.login))
  await wait(LONGER_THAN_A_TOAST_MS)
  expect(shown(authMessages.invalidCredentials)).toBeInTheDocument()
  hasFocus.mockReturnValue(true)
  act(() => void window.dispatchEvent(new Event('focus')))
  await wait(LONGER_THAN_A_TOAST_MS)
  expect(shown(authMessages.invalidCredentials)).not.toBeInTheDocument()
})

it('three toasts leave the newest two', async () => {
  vi.spyOn(document, 'hasFocus').mockReturnValue(false)
  renderToasts()
  act(() => void notify.error(authMessages.invalidCredentials, toastFlows.login))
  act(() => void notify.success(resetMessages.otpSentToEmail, toastFlows.otpResend))
  act(() => void notify.error(resetMessages.invalidOtp, toastFlows.otpVerify))
  await wait(1500)
  expect(shownToasts()).toHaveLength(2)
  expect(shown(authMessages.invalidCredentials)).not.toBeInTheDocument()
  expect(shown(resetMessages.otpSentToEmail)).toBeInTheDocument()
  expect(shown(resetMessages.invalidOtp)).toBeInTheDocument()
})

it('an error, then a success of the same flow, leaves only the success', async () => {
  vi.spyOn(document, 'hasFocus').mockReturnValue(false)
  renderToasts()
  act(() => void notify.error(authMessages.invalidCredentials, toastFlows.login))
  act(() => void notify.success(authMessages.loginSuccess, toastFlows.login))
  await wait(1500)
  expect(shownToasts()).toHaveLength(1)
  expect(shown(authMessages.loginSuccess)).toBeInTheDocument()
  expect(shown(authMessages.invalidCredentials)).not.toBeInTheDocument()
})

it('the close button closes a toast; Alt+T focuses the newest, and Escape closes it', async () => {
  vi.spyOn(document, 'hasFocus').mockReturnValue(false)
  const { user } = renderToasts()
  act(() => void notify.error(authMessages.invalidCredentials, toastFlows.login))
  await user.click(screen.getByRole('button', { name: 'Close notification' }))
  await wait(1500)
  expect(shown(authMessages.invalidCredentials)).not.toBeInTheDocument()

  act(() => void notify.error(resetMessages.invalidOtp, toastFlows.otpVerify))
  act(() => void notify.success(resetMessages.otpSentToEmail, toastFlows.otpResend))
  await user.keyboard('{Alt>}t{/Alt}')
  const newest = screen.getByText(resetMessages.otpSentToEmail).closest('[role="status"]')
  expect(newest).toHaveFocus()
  await user.keyboard('{Escape}')
  await wait(1500)
  expect(shown(resetMessages.otpSentToEmail)).not.toBeInTheDocument()
  expect(shown(resetMessages.invalidOtp)).toBeInTheDocument()
})
