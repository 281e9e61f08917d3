// On a 390×844 phone: sign-up leads to the OTP screen and Go Back to the login form with the email; a taken
// email or username shows under its field as well as in the toast; a logged-out visit to a protected
// page returns there after login; pages name themselves; Go Back and Resend OTP are 44 px targets.

import { passwordPolicyMessages } from '../../contract/fields'
import { authMessages } from '../../contract/messages'
import { expect, test } from '../support/e2e'
import { expectFieldError, field, mainButton, toast } from '../support/e2e-accounts'
import { createVerifiedAccount, uniqueName } from '../support/factories'

test.use({ viewport: { width: 390, height: 844 } })

test('sign-up opens the OTP screen; a taken username and a common password show under their fields', async ({
  page,
  server,
}) => {
  const taken = await createVerifiedAccount(server)
  await page.goto('/signup')
  await expect(page).toHaveTitle('Sign Up · Cardcast')

  // A taken username: under its field, and in the toast. (A taken email answers as a new one does,
  // and its owner gets a mail: tests/api/accounts/accounts.test.ts.)
  const username = uniqueName()
  await field(page, 'Username').fill(taken.username)
  await field(page, 'Email').fill(`${username}@example.test`)
  await field(page, 'Date of Birth').fill('1990-01-01')
  await field(page, 'Password').fill('secret123')
  await field(page, 'Confirm Password').fill('secret123')
  await mainButton(page, 'Sign Up').click()
  await expect(toast(page, authMessages.usernameTaken)).toBeVisible()
  await expectFieldError(field(page, 'Username'), authMessages.usernameTaken)

  // A common password: the server's dictionary check, under the field, which takes the focus.
  await field(page, 'Username').fill(username)
  await field(page, 'Password').fill('password1')
  await field(page, 'Confirm Password').fill('password1')
  await mainButton(page, 'Sign Up').click()
  await expectFieldError(field(page, 'Password'), passwordPolicyMessages.tooCommon)
  await expect(field(page, 'Password')).toBeFocused()

  await field(page, 'Password').fill('secret123')
  await field(page, 'Confirm Password').fill('secret123')
  await mainButton(page, 'Sign Up').click()
  await expect(page).toHaveURL(/\/login$/)
  await expect(page).toHaveTitle('Log In · Cardcast')

  // The OTP screen at once, for the code sign-up mailed; its links are touch targets.
  await expect(page.getByRole('heading', { name: 'Verify OTP' })).toBeVisible()
  for (const name of ['Go Back', /^Resend/]) {
    const button = page.getByRole('button', { name })
    await expect(button).toBeVisible()
    const box = await button.boundingBox()
    expect(box?.height ?? 0).toBeGreaterThanOrEqual(44)
    expect(box?.width ?? 0).toBeGreaterThanOrEqual(44)
  }
  // Go Back: the login form, with the email signed up with.
  await page.getByRole('button', { name: 'Go Back' }).click()
  await expect(field(page, 'Email')).toHaveValue(`${username}@example.test`)
})

test('a logged-out visit to a protected page returns to it after login', async ({ page, server }) => {
  const account = await createVerifiedAccount(server)
  await page.goto('/my-cards?from=phone')
  await expect(page).toHaveURL(/\/login$/)
  await field(page, 'Email').fill(account.emailId)
  await field(page, 'Password').fill(account.password)
  await mainButton(page, 'Sign In').click()
  await expect(page).toHaveURL(/\/my-cards\?from=phone$/)
  await expect(page.getByRole('heading', { name: 'My Cards', level: 1 })).toBeVisible()
  await expect(page).toHaveTitle('My Cards · Cardcast')
})
