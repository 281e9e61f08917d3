import { passwordPolicyMessages } from '../../contract/fields'
import { expect, test } from '../support/e2e'
import { expectFieldError, field, localStorageOf, mainButton, toast } from '../support/e2e-accounts'
import { createVerifiedAccount } from '../support/factories'

// Forgot password → OTP by email → verify → new password (a common one refused first) → log in with it.

test('forgot password: the mailed OTP leads to a new password that logs in', async ({ page, server }) => {
  const account = await createVerifiedAccount(server)
  const newPassword = 'brand-new-secret'

  await page.goto('/login')
  await page.getByRole('main').getByRole('link', { name: 'Forgot password?' }).click()
  await expect(page).toHaveURL(/\/forgot-password$/)
  await expect(page.getByRole('heading', { name: 'Forgot Password' })).toBeVisible()

  await field(page, 'Email').fill(account.emailId)
  const sentAt = Date.now()
  await mainButton(page, 'Send OTP').click()
  await expect(toast(page, 'OTP sent to your email')).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Verify OTP' })).toBeVisible()

  const otp = await server.smtp.otpFor(account.emailId, sentAt)
  await field(page, 'OTP').fill(otp)
  await mainButton(page, 'Verify OTP').click()
  await expect(toast(page, 'OTP verified successfully')).toBeVisible()
  await expect(page).toHaveURL(/\/reset-password$/)
  await expect(page.getByRole('heading', { name: 'Reset Password' })).toBeVisible()

  // A common password: the server's dictionary check shows under the field, which takes the focus,
  // and the reset can go on.
  await field(page, 'New Password').fill('password1')
  await field(page, 'Confirm Password').fill('password1')
  await mainButton(page, 'Reset Password').click()
  await expectFieldError(field(page, 'New Password'), passwordPolicyMessages.tooCommon)
  await expect(field(page, 'New Password')).toBeFocused()

  await field(page, 'New Password').fill(newPassword)
  await field(page, 'Confirm Password').fill(newPassword)
  await mainButton(page, 'Reset Password').click()
  await expect(toast(page, 'Password reset successfully')).toBeVisible()
  await expect(page).toHaveURL(/\/login$/)
  await expect(page.getByRole('heading', { name: 'Welcome Back' })).toBeVisible()

  // The old password no longer opens the account…
  await field(page, 'Email').fill(account.emailId)
  await field(page, 'Password').fill(account.password)
  await mainButton(page, 'Sign In').click()
  await expect(toast(page, 'Invalid email or password.')).toBeVisible()
  await expect(page).toHaveURL(/\/login$/)

  // …the new one does.
  await field(page, 'Password').fill(newPassword)
  await mainButton(page, 'Sign In').click()
  await expect(toast(page, 'Login successful!')).toBeVisible()
  await expect(page).toHaveURL(/\/dashboard$/)
  await expect(page.getByRole('heading', { name: 'Trending Cards' })).toBeVisible()
  expect((await localStorageOf(page)).token).toMatch(/\S/)
})

test('/reset-password opened directly asks to verify the OTP first', async ({ page }) => {
  await page.goto('/reset-password')
  await expect(toast(page, 'Please verify OTP first')).toBeVisible()
  await expect(page).toHaveURL(/\/forgot-password$/)
  await expect(page.getByRole('heading', { name: 'Forgot Password' })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Reset Password' })).toHaveCount(0)
})
