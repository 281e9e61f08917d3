// What the OTP screen says about its code, from the server's times (tests/api/accounts/accounts-otp-times.test.ts
// holds the server to them; tests/e2e/accounts-otp-times.spec.ts follows them from a real answer to the
// screen): the code's expiry as a clock time and a countdown, 'Resend OTP' disabled as a countdown
// until the resend backoff ends, and an expired code that says so.
import { act, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, expect, it, vi } from 'vitest'
import type { OtpTimes } from '../../contract/auth'
import { formatTime } from '../../contract/dates'
import { OtpVerification } from '../../src/features/auth/components/otp-verification'
import { renderWithProviders } from './render'

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true })
})

afterEach(() => {
  vi.useRealTimers()
})

const inSeconds = (seconds: number) => new Date(Date.now() + seconds * 1000).toISOString()
/** The time of day as every screen writes it (contract/dates.ts): '10:42 pm IST'. */
const clockTime = (iso: string) => formatTime(iso)

/** Moves the clock a second at a time, as the screen's own one-second tick does. */
async function wait(seconds: number) {
  for (let second = 0; second < seconds; second++) {
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1000)
    })
  }
}

async function openScreen(times: OtpTimes, onResend?: () => Promise<OtpTimes | undefined>) {
  const screenView = await renderWithProviders(
    <OtpVerification
      type="login"
      email="someone@example.test"
      onBack={() => {}}
      times={times}
      {...(onResend ? { onResend } : {})}
    />,
    { route: '/login' },
  )
  return { ...screenView, user: userEvent.setup({ advanceTimers: vi.advanceTimersByTime }) }
}

it('shows the code’s expiry and counts down to the resend backoff', async () => {
  const times = { otpExpiresAt: inSeconds(600), resendAvailableAt: inSeconds(30) }
  await openScreen(times)
  const timer = screen.getByRole('timer')
  expect(timer).toHaveTextContent(`This code works until ${clockTime(times.otpExpiresAt)}`)
  expect(timer).toHaveTextContent(/\((10:00|09:59) left\)/)
  expect(screen.getByRole('button', { name: /^Resend in (30|29) s$/ })).toBeDisabled()

  await wait(10)
  expect(timer).toHaveTextContent(/\((09:50|09:49) left\)/)
  expect(screen.getByRole('button', { name: /^Resend in (20|19) s$/ })).toBeDisabled()
  await wait(21)
  expect(screen.getByRole('button', { name: 'Resend OTP' })).toBeEnabled()
  // Nothing claims the spec countdown's 34 minutes.
  expect(document.body).not.toHaveTextContent(/3[34]:\d\d/)
})

it('an expired code says so and offers Resend; too early, the button counts down to the server’s wait', async () => {
  const onResend = vi.fn(async () => ({ otpExpiresAt: inSeconds(600), resendAvailableAt: inSeconds(20) }))
  const { user } = await openScreen({ otpExpiresAt: inSeconds(3), resendAvailableAt: inSeconds(1) }, onResend)
  await wait(4)
  expect(screen.getByRole('alert')).toHaveTextContent(
    'This code has expired. Press Resend OTP for a new one.',
  )
  expect(screen.queryByRole('timer')).not.toBeInTheDocument()

  await user.click(screen.getByRole('button', { name: 'Resend OTP' }))
  expect(onResend).toHaveBeenCalledTimes(1)
  expect(await screen.findByRole('button', { name: /^Resend in (20|19) s$/ })).toBeDisabled()
  expect(screen.getByRole('timer')).toHaveTextContent(/\((10:00|09:59) left\)/)
  expect(screen.queryByRole('alert')).not.toBeInTheDocument()
})
