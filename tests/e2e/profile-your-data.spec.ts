import { readFileSync } from 'node:fs'
import { consentMessages } from '../../contract/consent'
import { expect, test } from '../support/e2e'
import { signIn } from '../support/e2e-sessions'
import { createClient } from '../support/http'
import { newViewer } from './marketplace-support'

// Profile → Your data (src/features/profile/your-data-panel.tsx): the user's own data as a file, and
// the erasure of the account with the password (docs/privacy.md).

test('a viewer downloads their data, then deletes the account with the password', async ({
  page,
  server,
}) => {
  const viewer = await newViewer(server)
  await signIn(page, server, viewer)
  await page.goto('/profile')

  const downloaded = page.waitForEvent('download')
  await page.getByRole('button', { name: 'Download my data' }).click()
  const file = await downloaded
  expect(file.suggestedFilename()).toMatch(/\.json$/)
  const held = readFileSync(await file.path(), 'utf8')
  expect(held).toContain(viewer.emailId)
  expect(held).toContain(viewer.username)

  await page.getByRole('button', { name: 'Delete my account' }).click()
  const dialog = page.getByRole('dialog', { name: 'Delete your account?' })
  await dialog.getByLabel('Password').fill('not-the-password')
  await dialog.getByRole('button', { name: 'Delete my account' }).click()
  await expect(dialog.getByLabel('Password')).toHaveAttribute('aria-invalid', 'true')
  await expect(dialog).toBeVisible()

  await dialog.getByLabel('Password').fill(viewer.password)
  await dialog.getByRole('button', { name: 'Delete my account' }).click()
  await expect(page.getByText(consentMessages.accountErased)).toBeVisible()
  await expect(page).toHaveURL(/\/$/)

  // The erased account signs in no more.
  const login = await createClient(server.url).post('/auth/user/login-user', {
    emailId: viewer.emailId,
    password: viewer.password,
  })
  expect(login.status).not.toBe(200)
})
