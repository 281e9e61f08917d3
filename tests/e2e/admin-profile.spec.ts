import { expect, test } from '../support/e2e'
import { adminField, createAdmin, logInAsAdmin, tableRow, toast } from '../support/e2e-admin'
import { openAdminDashboardSignedIn } from '../support/e2e-sessions'

// 5 (admin change password) and 8.

const PNG_1X1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
)

test('the administrator edits the profile, uploads an avatar and reads the activity log', async ({
  page,
  server,
}) => {
  const admin = await createAdmin(server)
  await logInAsAdmin(page, admin)
  await page.getByRole('button', { name: 'Account menu' }).click()
  await page.getByRole('menuitem', { name: 'Profile' }).click()
  await expect(page.getByRole('tab', { name: 'Profile Information' })).toHaveAttribute(
    'aria-selected',
    'true',
  )
  await expect(page.getByRole('list', { name: 'Permissions' }).getByRole('listitem').first()).toBeVisible()

  await page.getByRole('button', { name: 'Edit Profile' }).click()
  await adminField(page, 'Name').fill('Grace Admin')
  await adminField(page, 'Phone').fill('+91 98765 43210')
  await adminField(page, 'Bio').fill('Keeps the lights on.')
  await page.getByRole('button', { name: 'Save Changes' }).click()
  await expect(toast(page, 'Profile updated successfully')).toBeVisible()
  await expect(page.getByRole('main').getByText('+91 98765 43210')).toBeVisible()
  // The header's account menu follows.
  await expect(page.getByRole('button', { name: 'Account menu' })).toContainText('Grace Admin')

  const chooser = page.waitForEvent('filechooser')
  await page.getByRole('button', { name: 'Upload Avatar' }).click()
  await (await chooser).setFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG_1X1 })
  await expect(toast(page, 'Avatar uploaded successfully')).toBeVisible()
  await expect(page.getByRole('img', { name: 'Grace Admin avatar' })).toHaveAttribute('src', /^\/uploads\//)

  await page.getByRole('tab', { name: 'Activity Log' }).click()
  await expect(tableRow(page, 'Activity Log', 'Updated profile')).toBeVisible()
  await expect(tableRow(page, 'Activity Log', 'Logged in')).toBeVisible()
})

test('the administrator changes the password and signs in with the new one', async ({ page, server }) => {
  const admin = await createAdmin(server)
  await openAdminDashboardSignedIn(page, server, admin)
  await page.goto('/admin/profile')
  await page.getByRole('tab', { name: 'Security' }).click()

  const save = page.getByRole('button', { name: 'Update Password' })
  await save.click()
  await expect(adminField(page, 'Current Password')).toHaveAccessibleDescription(
    'Current password is required',
  )
  await adminField(page, 'Current Password').fill(admin.password)
  await adminField(page, 'New Password').fill('next-secret-2')
  await adminField(page, 'Confirm New Password').fill('next-secret-3')
  await save.click()
  await expect(adminField(page, 'Confirm New Password')).toHaveAccessibleDescription(
    'New passwords do not match',
  )

  // A wrong current password is refused, and the session stays.
  await adminField(page, 'Current Password').fill('wrong-password')
  await adminField(page, 'Confirm New Password').fill('next-secret-2')
  await save.click()
  await expect(toast(page, 'Failed to update password')).toBeVisible()
  await expect(page).toHaveURL(/\/admin\/profile$/)

  await adminField(page, 'Current Password').fill(admin.password)
  await save.click()
  await expect(toast(page, 'Password updated successfully')).toBeVisible()
  await expect(adminField(page, 'Current Password')).toHaveValue('')

  await page.getByRole('navigation', { name: 'Admin' }).getByRole('button', { name: 'Logout' }).click()
  await expect(page).toHaveURL(/\/admin\/login$/)
  await adminField(page, 'Email').fill(admin.email)
  await adminField(page, 'Password').fill(admin.password)
  await page.getByRole('button', { name: 'Sign In', exact: true }).click()
  await expect(toast(page, 'Invalid email or password.')).toBeVisible()
  await logInAsAdmin(page, { email: admin.email, password: 'next-secret-2' })
})

test('the administrator ends a session on another device, whose next call is refused', async ({
  page,
  server,
}) => {
  const admin = await createAdmin(server)
  const { admins, openAdminSession: openSession } = server.app
  const row = await admins.byEmail(admin.email)
  const elsewhere = await openSession(String(row?.id), {
    device: 'Firefox on Windows',
    address: '198.51.100.4',
  })
  await openAdminDashboardSignedIn(page, server, admin)
  await page.goto('/admin/profile')
  await page.getByRole('tab', { name: 'Security' }).click()

  const sessions = page.getByRole('list', { name: 'Sessions' })
  await expect(sessions.getByRole('listitem')).toHaveCount(2)
  await expect(sessions.getByRole('listitem', { name: 'Chromium on Linux' })).toContainText('This device')
  const other = sessions.getByRole('listitem', { name: 'Firefox on Windows' })
  await expect(other).toContainText('198.51.100.4')
  await other.getByRole('button', { name: /^End session: Firefox on Windows/ }).click()
  await expect(toast(page, 'Session ended: that device is signed out.')).toBeVisible()
  await expect(sessions.getByRole('listitem')).toHaveCount(1)

  const refused = await fetch(`${server.url}/auth/admin/profile`, {
    headers: { authorization: `Bearer ${elsewhere}` },
  })
  expect(refused.status).toBe(401)
})
