import type { Page } from '@playwright/test'
import { formatTime } from '../../contract/dates'
import { expect, test } from '../support/e2e'
import { field, mainButton } from '../support/e2e-accounts'
import { createVerifiedAccount, uniqueName } from '../support/factories'
import { createClient } from '../support/http'

// The OTP screen shows the code's real expiry from the server's answer, and 'Resend
// OTP' waits out the server's resend backoff as a disabled countdown: from a real answer to the screen,
// for the login and the forgot-password flows. The screen's own rules over time (an expired code, a
// resend the server answers with a wait) are checked in tests/component/otp-times.test.tsx.

/** Signs up (through the API) without verifying, then logs in on the form: the OTP screen. */
async function openLoginOtpScreen(page: Page, serverUrl: string) {
  const username = uniqueName('otptimes')
  const account = { emailId: `${username}@example.test`, password: 'secret123' }
  const signup = await createClient(serverUrl).post('/auth/user/addUsers', {
    dateOfBirth: '1990-01-01',
    username,
    ...account,
  })
  expect(signup.status).toBe(201)
  await page.goto('/login')
  await field(page, 'Email').fill(account.emailId)
  await field(page, 'Password').fill(account.password)
  const answer = page.waitForResponse((r) => r.url().endsWith('/auth/user/login-user'))
  await mainButton(page, 'Sign In').click()
  const body = (await (await answer).json()) as { otpExpiresAt: string; resendAvailableAt: string }
  await expect(page.getByRole('heading', { name: 'Verify OTP' })).toBeVisible()
  return { account, body }
}

test('the login OTP screen shows the server’s expiry and counts down to the resend backoff', async ({
  page,
  server,
}) => {
  const { body } = await openLoginOtpScreen(page, server.url)
  expect(Date.parse(body.otpExpiresAt)).toBeGreaterThan(Date.now() + 9 * 60_000)
  const timer = page.getByRole('main').getByRole('timer')
  await expect(timer).toContainText(`This code works until ${formatTime(body.otpExpiresAt)}`)
  await expect(timer).toContainText(/\((09|10):\d\d left\)/)
  // Nothing claims the spec countdown's 34 minutes.
  await expect(page.getByRole('main')).not.toContainText(/3[34]:\d\d/)

  const wait = Math.ceil((Date.parse(body.resendAvailableAt) - Date.now()) / 1000)
  const resend = page.getByRole('main').getByRole('button', { name: /^Resend in \d+ s$/ })
  await expect(resend).toBeDisabled()
  const shown = Number(/(\d+)/.exec((await resend.textContent()) ?? '')?.[1])
  expect(Math.abs(shown - wait)).toBeLessThanOrEqual(2)
})

test('the forgot-password OTP step shows the expiry and "Resend in 30 s"', async ({ page, server }) => {
  const account = await createVerifiedAccount(server)
  await page.goto('/forgot-password')
  await field(page, 'Email').fill(account.emailId)
  const answer = page.waitForResponse((r) => r.url().endsWith('/auth/user/forgot-password'))
  const sentAt = Date.now()
  await mainButton(page, 'Send OTP').click()
  const body = (await (await answer).json()) as { otpExpiresAt: string }
  await expect(page.getByRole('heading', { name: 'Verify OTP' })).toBeVisible()
  const main = page.getByRole('main')
  await expect(main.getByRole('timer')).toContainText(
    `This code works until ${formatTime(body.otpExpiresAt)}`,
  )
  // Counting down from 30 s since the code was sent (however long the OTP step took to appear).
  const resend = main.getByRole('button', { name: /^Resend in \d+ s$/ })
  await expect(resend).toBeDisabled()
  const shown = Number(/(\d+)/.exec((await resend.textContent()) ?? '')?.[1])
  const elapsed = Math.ceil((Date.now() - sentAt) / 1000)
  expect(shown).toBeLessThanOrEqual(30)
  expect(shown).toBeGreaterThanOrEqual(30 - elapsed - 1)
})
