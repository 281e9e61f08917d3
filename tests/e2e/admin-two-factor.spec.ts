import type { Page } from '@playwright/test'
import { expect, startBrowserSuiteServer, test } from '../support/e2e'
import { adminField, createAdmin, toast } from '../support/e2e-admin'
import { openAdminDashboardSignedIn } from '../support/e2e-sessions'
import type { TestServer } from '../support/test-server'
import { totpCode } from '../support/two-factor'

/**
 * Sets up two-factor on the page shown (the Security tab or the required set-up page), then saves the
 * recovery codes it shows (`saved`: the button that says so): the secret and the codes.
 */
async function setUpTwoFactor(page: Page, saved: string): Promise<{ secret: string; codes: string[] }> {
  await page.getByRole('button', { name: 'Set up two-factor authentication' }).click()
  await expect(page.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible()
  // The key printed under the QR code, as someone whose app cannot scan would type it.
  const secret = (await page.getByRole('main').locator('code').textContent()) ?? ''
  expect(secret).toMatch(/^[A-Z2-7]{32}$/)

  await adminField(page, 'Authentication code').fill('12345')
  await page.getByRole('button', { name: 'Turn on' }).click()
  await expect(adminField(page, 'Authentication code')).toHaveAccessibleDescription(
    /Enter the 6-digit code from your authenticator app\./,
  )
  await adminField(page, 'Authentication code').fill(await totpCode(secret))
  await page.getByRole('button', { name: 'Turn on' }).click()
  await expect(
    toast(page, 'Two-factor authentication is on: each login now asks for a code from your app.'),
  ).toBeVisible()
  // The recovery codes, shown this once, before anything else.
  await expect(page.getByRole('heading', { name: 'Save your recovery codes' })).toBeVisible()
  const codes = await page
    .getByRole('list', { name: 'Recovery codes' })
    .getByRole('listitem')
    .allTextContents()
  expect(codes).toHaveLength(10)
  for (const code of codes) expect(code).toMatch(/^[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}$/)
  await page.getByRole('button', { name: saved }).click()
  await expect(page.getByRole('list', { name: 'Recovery codes' })).toHaveCount(0)
  return { secret, codes }
}

/** The login form: the password first, then the code it asks for. */
async function logInWithCode(page: Page, admin: { email: string; password: string }, secret: string) {
  await page.goto('/admin/login')
  await adminField(page, 'Email').fill(admin.email)
  await adminField(page, 'Password').fill(admin.password)
  await page.getByRole('button', { name: 'Sign In', exact: true }).click()
  await expect(
    page.getByRole('status').filter({ hasText: 'Two-factor authentication is on for this account.' }),
  ).toBeVisible()
  await expect(adminField(page, 'Authentication code')).toBeFocused()
  await expect(page).toHaveURL(/\/admin\/login$/)

  await adminField(page, 'Authentication code').fill(
    '000000' === (await totpCode(secret, 1)) ? '111111' : '000000',
  )
  await page.getByRole('button', { name: 'Verify' }).click()
  await expect(adminField(page, 'Authentication code')).toHaveAccessibleDescription(
    /That code is wrong or has already been used\./,
  )
  // The code set-up took is spent: the next period's is what the app shows next.
  await adminField(page, 'Authentication code').fill(await totpCode(secret, 1))
  await page.getByRole('button', { name: 'Verify' }).click()
  await expect(page).toHaveURL(/\/admin\/dashboard$/)
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible()
}

test('an administrator turns on two-factor and logs in with a code', async ({ page, server }) => {
  const admin = await createAdmin(server)
  await openAdminDashboardSignedIn(page, server, admin)
  await page.goto('/admin/profile')
  await page.getByRole('tab', { name: 'Security' }).click()
  const panel = page.getByRole('main')
  await expect(panel.getByText('Off', { exact: true })).toBeVisible()
  const { secret } = await setUpTwoFactor(page, 'I have saved them')
  await expect(panel.getByText('On', { exact: true })).toBeVisible()
  await expect(panel.getByText('10 of 10 left.')).toBeVisible()
  await expect(page.getByRole('button', { name: 'Make new recovery codes' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Turn off two-factor' })).toBeVisible()
  // New codes ask the password and a code: an empty form is refused field by field, a wrong pair
  // under the code, and the codes stay as they were.
  const newCodes = page.getByRole('form', { name: 'New recovery codes' })
  await newCodes.getByRole('button', { name: 'Make new recovery codes' }).click()
  await expect(newCodes.getByText('Password is required')).toBeVisible()
  await newCodes.getByLabel('Password').fill('not-the-password')
  await newCodes.getByLabel('Authentication code').fill('000000')
  await newCodes.getByRole('button', { name: 'Make new recovery codes' }).click()
  await expect(newCodes.getByLabel('Authentication code')).toHaveAttribute('aria-invalid', 'true')
  await expect(newCodes.getByLabel('Password')).toHaveValue('not-the-password')
  await expect(panel.getByText('10 of 10 left.')).toBeVisible()

  await page.getByRole('button', { name: 'Account menu' }).click()
  await page.getByRole('menuitem', { name: 'Logout' }).click()
  await expect(page).toHaveURL(/\/admin\/login$/)
  await logInWithCode(page, admin, secret)
})

const requiredSite = test.extend<{ ownServer: TestServer }>({
  // biome-ignore lint/correctness/noEmptyPattern: Playwright fixtures take their dependencies by destructuring
  ownServer: async ({}, use) => {
    const server = await startBrowserSuiteServer({ ADMIN_2FA: 'required' })
    await use(server)
    await server.close()
  },
  baseURL: async ({ ownServer }, use) => use(ownServer.url),
})

requiredSite(
  'where the site requires two-factor, a new administrator sets it up before anything else',
  async ({ page, ownServer }) => {
    const admin = await createAdmin(ownServer)
    const since = Date.now()
    await page.goto('/admin/login')
    await adminField(page, 'Email').fill(admin.email)
    await adminField(page, 'Password').fill(admin.password)
    await page.getByRole('button', { name: 'Sign In', exact: true }).click()
    await expect(page).toHaveURL(/\/admin\/two-factor$/)
    await expect(page.getByRole('heading', { name: 'Turn on two-factor authentication' })).toBeVisible()
    // The password alone sets nothing up: the page sends the administrator to the mailed link.
    await expect(page.getByRole('status').filter({ hasText: 'We have emailed you a link' })).toBeVisible()
    await expect(page.getByRole('button', { name: 'Set up two-factor authentication' })).toHaveCount(0)
    // The dashboard is refused until then: going there comes back here.
    await page.goto('/admin/dashboard')
    await expect(page).toHaveURL(/\/admin\/two-factor$/)

    const mail = await ownServer.smtp.waitForMail(admin.email, { since, subject: /set up two-factor/ })
    const link = /\/admin\/two-factor\?enrol=[A-Za-z0-9_-]+/.exec(mail.text)?.[0] ?? ''
    await page.goto(link)
    const { codes } = await setUpTwoFactor(page, 'Saved: go to the dashboard')
    await expect(page).toHaveURL(/\/admin\/dashboard$/)
    await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible()

    // Without the phone: a recovery code, typed in lower case, signs in in place of the app's code.
    await page.getByRole('button', { name: 'Account menu' }).click()
    await page.getByRole('menuitem', { name: 'Logout' }).click()
    await expect(page).toHaveURL(/\/admin\/login$/)
    await adminField(page, 'Email').fill(admin.email)
    await adminField(page, 'Password').fill(admin.password)
    await page.getByRole('button', { name: 'Sign In', exact: true }).click()
    await expect(adminField(page, 'Authentication code')).toHaveAccessibleDescription(/or a recovery code/)
    await adminField(page, 'Authentication code').fill((codes[0] ?? '').toLowerCase())
    await page.getByRole('button', { name: 'Verify' }).click()
    await expect(page).toHaveURL(/\/admin\/dashboard$/)
  },
)
