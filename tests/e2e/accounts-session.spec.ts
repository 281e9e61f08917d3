import { createVerifiedAccount, uniqueName } from '../support/accounts'
import { expect, test } from '../support/e2e'
import { field, localStorageOf, mainButton, toast } from '../support/e2e-accounts'
import { createClient } from '../support/http'

// Spec sections 2 and 4: sign-up, the email OTP on first login, the stored session, log out.

test('sign up, verify the email with the OTP, keep the session over a reload, log out', async ({
  page,
  server,
}) => {
  const username = uniqueName('e2e')
  const emailId = `${username}@example.test`
  const password = 'secret123'

  await page.goto('/signup')
  await expect(page.getByRole('heading', { name: 'Create Your Account' })).toBeVisible()
  await field(page, 'Username').fill(username)
  await field(page, 'Email').fill(emailId)
  await field(page, 'Password').fill(password)
  await field(page, 'Confirm Password').fill(password)
  await mainButton(page, 'Sign Up').click()

  await expect(toast(page, 'Signup successful! Please login to verify your email.')).toBeVisible()
  await expect(page).toHaveURL(/\/login$/)
  await expect(page.getByRole('heading', { name: 'Welcome Back' })).toBeVisible()

  // The first login of an unverified account mails a new code and asks for it in place of the form.
  await field(page, 'Email').fill(emailId)
  await field(page, 'Password').fill(password)
  const loginAt = Date.now()
  await mainButton(page, 'Sign In').click()
  await expect(toast(page, 'Please verify your email with OTP')).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Verify OTP' })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Welcome Back' })).toBeHidden()
  await expect(mainButton(page, 'Sign In')).toBeHidden()
  await expect(page).toHaveURL(/\/login$/)

  const otp = await server.smtp.otpFor(emailId, loginAt)
  await field(page, 'OTP').fill(otp)
  await mainButton(page, 'Verify OTP').click()

  await expect(toast(page, 'OTP verified successfully!')).toBeVisible()
  await expect(page).toHaveURL(/\/dashboard$/)
  await expect(page.getByRole('heading', { name: 'Trending Cards' })).toBeVisible()

  const stored = await localStorageOf(page)
  expect(stored.token).toMatch(/\S/)
  expect(JSON.parse(stored.user ?? 'null')).toMatchObject({ username, emailId, isVerified: true })
  expect(stored.userRole).toBe('viewer')
  expect(Number(stored.expirationTime)).toBeGreaterThan(Date.now())

  // A reload keeps the session: still in the user area, same token.
  await page.reload()
  await expect(page).toHaveURL(/\/dashboard$/)
  await expect(page.getByRole('heading', { name: 'Trending Cards' })).toBeVisible()
  expect((await localStorageOf(page)).token).toBe(stored.token)

  const mainNav = page.getByRole('navigation', { name: 'Main' })
  await mainNav.getByRole('button', { name: 'Log Out' }).click()
  await expect(toast(page, 'Logged out successfully!')).toBeVisible()
  await expect(page).toHaveURL(/\/$/)
  await expect(mainNav.getByRole('link', { name: 'Sign Up' })).toBeVisible()
  expect(await localStorageOf(page)).toEqual({})
  // Logging out is not an expiry.
  await expect(toast(page, 'Session expired. Please log in again.')).toHaveCount(0)
})

test('a verified account logs in, and /login and /signup then lead to the dashboard', async ({
  page,
  server,
}) => {
  const account = await createVerifiedAccount(server, createClient(server.url))

  await page.goto('/login')
  await field(page, 'Email').fill(account.emailId)
  await field(page, 'Password').fill(account.password)
  await mainButton(page, 'Sign In').click()

  await expect(toast(page, 'Login successful!')).toBeVisible()
  await expect(page).toHaveURL(/\/dashboard$/)
  await expect(page.getByRole('heading', { name: 'Trending Cards' })).toBeVisible()
  expect(await localStorageOf(page)).toMatchObject({ userRole: 'viewer' })

  await page.goto('/login')
  await expect(page).toHaveURL(/\/dashboard$/)
  await expect(page.getByRole('heading', { name: 'Trending Cards' })).toBeVisible()

  await page.goto('/signup')
  await expect(page).toHaveURL(/\/dashboard$/)
  await expect(page.getByRole('heading', { name: 'Trending Cards' })).toBeVisible()
})

test('a wrong password is refused with the server message and opens no session', async ({ page, server }) => {
  const account = await createVerifiedAccount(server, createClient(server.url))

  await page.goto('/login')
  await field(page, 'Email').fill(account.emailId)
  await field(page, 'Password').fill('not-the-password')
  await mainButton(page, 'Sign In').click()

  await expect(toast(page, 'Invalid email or password.')).toBeVisible()
  await expect(page).toHaveURL(/\/login$/)
  expect((await localStorageOf(page)).token).toBeUndefined()
})
