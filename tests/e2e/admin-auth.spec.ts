import { expect, test } from '../support/e2e'
import { localStorageOf } from '../support/e2e-accounts'
import { createAdmin, adminField as field, logInAsAdmin, toast } from '../support/e2e-admin'

// 4 (admin session), 6 and 8: signing in and out, the guard, a
// refused token, and the reset-password link.

test('an administrator signs in, finds the admin navigation, and logs out', async ({ page, server }) => {
  const admin = await createAdmin(server)

  await page.goto('/admin/login')
  await expect(page.getByRole('heading', { name: 'Admin Login' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute(
    'href',
    '/admin/forgot-password',
  )
  // Both fields are required; nothing is sent without them.
  await page.getByRole('button', { name: 'Sign In', exact: true }).click()
  await expect(field(page, 'Email')).toHaveAccessibleDescription('Email is required')
  await expect(field(page, 'Password')).toHaveAccessibleDescription('Password is required')

  await field(page, 'Email').fill(admin.email)
  await field(page, 'Password').fill(admin.password)
  await page.getByRole('button', { name: 'Sign In', exact: true }).click()
  await expect(toast(page, 'Login successful!')).toBeVisible()
  await expect(page).toHaveURL(/\/admin\/dashboard$/)

  const stored = await localStorageOf(page)
  expect(stored.adminToken).toMatch(/\S/)
  expect(JSON.parse(stored.adminUser ?? 'null')).toMatchObject({ email: admin.email, name: admin.name })
  expect(stored.adminRole).toBe('admin')
  // The user session is a different one.
  expect(stored.token).toBeUndefined()

  const sidebar = page.getByRole('navigation', { name: 'Admin' })
  for (const label of ['Dashboard', 'User Management', 'Payment Management', 'Card Management', 'Settings']) {
    await expect(sidebar.getByRole('link', { name: label })).toBeVisible()
  }
  await expect(sidebar.getByRole('button', { name: 'Logout' })).toBeVisible()
  for (const tile of ['Total Users', 'Total Streamers', 'Total Cards', 'Total Admin']) {
    await expect(page.getByRole('main').getByText(tile, { exact: true })).toBeVisible()
  }
  await expect(page.getByRole('table', { name: 'Recent Activity' })).toBeVisible()

  // The header menu: Profile, Settings, Logout.
  await page.getByRole('button', { name: 'Account menu' }).click()
  await page.getByRole('menuitem', { name: 'Profile' }).click()
  await expect(page).toHaveURL(/\/admin\/profile$/)
  await expect(page.getByRole('heading', { name: 'Profile', level: 1 })).toBeVisible()
  await page.getByRole('button', { name: 'Account menu' }).click()
  await expect(page.getByRole('menuitem', { name: 'Settings' })).toBeVisible()
  await page.getByRole('menuitem', { name: 'Logout' }).click()

  await expect(toast(page, 'Logged out successfully')).toBeVisible()
  await expect(page).toHaveURL(/\/admin\/login$/)
  const after = await localStorageOf(page)
  expect(after.adminToken).toBeUndefined()
  expect(after.adminUser).toBeUndefined()
  expect(after.adminRole).toBeUndefined()

  // The revoked token opens nothing, and without one the guard sends the visitor to sign in.
  await page.goto('/admin/user-management')
  await expect(page).toHaveURL(/\/admin\/login$/)
})

test('a wrong password shows the server error and stores nothing', async ({ page, server }) => {
  const admin = await createAdmin(server)
  await page.goto('/admin/login')
  await field(page, 'Email').fill(admin.email)
  await field(page, 'Password').fill('not-the-password')
  await page.getByRole('button', { name: 'Sign In', exact: true }).click()
  await expect(toast(page, 'Invalid email or password.')).toBeVisible()
  await expect(page).toHaveURL(/\/admin\/login$/)
  expect((await localStorageOf(page)).adminToken).toBeUndefined()
})

test('a stored admin token that the server rejects sends the browser to /admin/login', async ({
  page,
  server,
}) => {
  const admin = await createAdmin(server)
  await page.goto('/admin/login')
  await page.evaluate(() => {
    localStorage.setItem('adminToken', 'not-a-valid-token')
    localStorage.setItem('adminUser', JSON.stringify({ name: 'Ghost', email: 'ghost@cardcast.test' }))
    localStorage.setItem('adminRole', 'admin')
  })
  await page.goto('/admin/payment-management')
  await expect(page).toHaveURL(/\/admin\/login$/)
  await expect(page.getByRole('heading', { name: 'Admin Login' })).toBeVisible()
  expect(await localStorageOf(page)).toEqual({})

  // A real sign-in still works afterwards.
  await logInAsAdmin(page, admin)
})

test('forgot password mails a link; the reset page sets a new password', async ({ page, server }) => {
  const admin = await createAdmin(server)

  // Without a token the page says so and cannot be submitted.
  await page.goto('/admin/reset-password')
  await expect(page.getByRole('alert')).toHaveText('Invalid or missing reset token')
  await expect(page.getByRole('button', { name: 'Reset Password' })).toBeDisabled()

  await page.goto('/admin/login')
  await page.getByRole('link', { name: 'Forgot password?' }).click()
  await expect(page).toHaveURL(/\/admin\/forgot-password$/)
  const since = Date.now()
  await field(page, 'Email').fill(admin.email)
  await page.getByRole('button', { name: 'Send Reset Link' }).click()
  await expect(toast(page, 'Password reset instructions sent to your email!')).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible()
  await expect(page.getByText(/If an account exists for/)).toBeVisible()
  await expect(page.getByRole('link', { name: 'Back to Login' })).toBeVisible()

  const mail = await server.smtp.waitForMail(admin.email, { since })
  const link = /(http\S+\/admin\/reset-password\?token=\S+)/.exec(mail.text)?.[1]
  expect(link, mail.text).toBeTruthy()
  await page.goto(new URL(link as string).pathname + new URL(link as string).search)
  await field(page, 'New Password').fill('brand-new-pass-1')
  await field(page, 'Confirm Password').fill('brand-new-pass-2')
  await page.getByRole('button', { name: 'Reset Password' }).click()
  await expect(field(page, 'Confirm Password')).toHaveAccessibleDescription('Passwords do not match')
  await field(page, 'Confirm Password').fill('brand-new-pass-1')
  await page.getByRole('button', { name: 'Reset Password' }).click()
  await expect(page).toHaveURL(/\/admin\/login$/)

  await logInAsAdmin(page, { email: admin.email, password: 'brand-new-pass-1' })
})
