import type { Page } from '@playwright/test'
import { expect, test } from '../support/e2e'
import {
  countAccountRequests,
  expectFieldError,
  expectNoFieldError,
  field,
  mainButton,
  toast,
} from '../support/e2e-accounts'
import { createVerifiedAccount, uniqueName } from '../support/factories'
import { createClient } from '../support/http'

// Every account form checks its fields in the browser, shows each message under its
// field, and sends nothing while a field is wrong. The login, sign-up and forgot-password forms are
// checked in tests/component/auth-forms.test.tsx; here, the two reached through a mailed code.

/** Submits the form and checks that each field shows its message; the others show none. */
async function submitAndExpect(page: Page, submit: string, errors: Record<string, string | null>) {
  await mainButton(page, submit).click()
  for (const [label, message] of Object.entries(errors)) {
    if (message === null) await expectNoFieldError(field(page, label))
    else await expectFieldError(field(page, label), message)
  }
}

test('the OTP screen checks the code before sending', async ({ page, server }) => {
  // An account that still has to verify its email: its login shows the OTP screen.
  const username = uniqueName('e2e')
  const emailId = `${username}@example.test`
  const signup = await createClient(server.url).post('/auth/user/addUsers', {
    username,
    emailId,
    password: 'secret123',
  })
  expect(signup.status).toBe(201)

  await page.goto('/login')
  await field(page, 'Email').fill(emailId)
  await field(page, 'Password').fill('secret123')
  await mainButton(page, 'Sign In').click()
  await expect(page.getByRole('heading', { name: 'Verify OTP' })).toBeVisible()
  const sent = countAccountRequests(page)
  const mailsBefore = server.smtp.countTo(emailId)
  const otp = field(page, 'OTP')

  await submitAndExpect(page, 'Verify OTP', { OTP: 'OTP is required' })

  await otp.fill('123')
  await submitAndExpect(page, 'Verify OTP', { OTP: 'OTP must be 6 digits' })

  await otp.fill('12a4b6')
  await submitAndExpect(page, 'Verify OTP', { OTP: 'OTP must contain only numbers' })

  // The field takes six characters at most: a seventh typed digit is dropped.
  await otp.fill('')
  await otp.pressSequentially('1234567')
  await expect(otp).toHaveValue('123456')

  expect(sent.urls).toEqual([])
  expect(server.smtp.countTo(emailId)).toBe(mailsBefore)
  expect((await server.app.ctx.users.byEmail(emailId))?.is_verified).not.toBe(1)
})

test('the reset-password form checks the new password before sending', async ({ page, server }) => {
  const account = await createVerifiedAccount(server)

  // The real way to the form: an OTP sent and verified.
  await page.goto('/forgot-password')
  await field(page, 'Email').fill(account.emailId)
  const sentAt = Date.now()
  await mainButton(page, 'Send OTP').click()
  await expect(page.getByRole('heading', { name: 'Verify OTP' })).toBeVisible()
  await field(page, 'OTP').fill(await server.smtp.otpFor(account.emailId, sentAt))
  await mainButton(page, 'Verify OTP').click()
  await expect(toast(page, 'OTP verified successfully')).toBeVisible()
  await expect(page).toHaveURL(/\/reset-password$/)
  await expect(page.getByRole('heading', { name: 'Reset Password' })).toBeVisible()
  const sent = countAccountRequests(page)

  await submitAndExpect(page, 'Reset Password', {
    'New Password': 'Password is required',
    'Confirm Password': 'Please confirm your password',
  })

  await field(page, 'New Password').fill('12345')
  await field(page, 'Confirm Password').fill('12345')
  await submitAndExpect(page, 'Reset Password', {
    'New Password': 'Password must be at least 6 characters',
    'Confirm Password': null,
  })

  await field(page, 'New Password').fill('newsecret1')
  await field(page, 'Confirm Password').fill('newsecret2')
  await submitAndExpect(page, 'Reset Password', {
    'New Password': null,
    'Confirm Password': 'Passwords do not match',
  })

  expect(sent.urls).toEqual([])
  await expect(page).toHaveURL(/\/reset-password$/)
  // The old password still works: nothing was reset.
  const login = await createClient(server.url).post('/auth/user/login-user', {
    emailId: account.emailId,
    password: account.password,
  })
  expect(login.body).toMatchObject({ login: true, verify: true })
})
