import { writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createAdminSettings } from '../../server/modules/admin/admin-settings'
import { expect } from '../support/e2e'
import {
  adminField,
  createAdmin,
  openFromSidebar,
  isolatedTest as test,
  tinyIco,
  toast,
} from '../support/e2e-admin'
import { openAdminDashboardSignedIn } from '../support/e2e-sessions'

// 4 ('Razorpay mode', 'Favicon') and 7 (settings, upload-favicon,
// test-email). Site-wide settings change here, so each test has a server of its own.

// What is checked is what the server answers after a save. The app's service worker answers the
// public site settings network-first with a 5 s timeout, then from its cache: on a loaded test machine
// that cache (from before the save) can win, which is the offline feature's business, not this test's.
test.use({ serviceWorkers: 'block' })

test('General: the site name becomes the page title, and an uploaded favicon is served', async ({
  page,
  ownServer,
}) => {
  const admin = await createAdmin(ownServer)
  await openAdminDashboardSignedIn(page, ownServer, admin)
  await openFromSidebar(page, 'Settings')
  await expect(page.getByRole('tab', { name: 'General' })).toHaveAttribute('aria-selected', 'true')

  const siteName = 'Cardcast Live QA'
  await adminField(page, 'Site Name').fill(siteName)
  await adminField(page, 'Site Description').fill('Cards for every stream')
  await page.getByRole('button', { name: 'Save Settings' }).click()
  await expect(toast(page, 'Settings updated successfully')).toBeVisible()
  // The open app follows at once (its site-settings query is refreshed), after the page's own name…
  await expect(page).toHaveTitle(`Settings · ${siteName}`)
  // …and so does the public site.
  await page.goto('/')
  await expect(page).toHaveTitle(siteName)
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', 'Cards for every stream')

  // Favicon: selected, then uploaded; no file → 'Please select a favicon file first'.
  await page.goto('/admin/settings')
  await page.getByRole('button', { name: 'Upload', exact: true }).click()
  await expect(toast(page, 'Please select a favicon file first')).toBeVisible()
  const icoPath = join(tmpdir(), `cardcast-favicon-${Date.now()}.ico`)
  await writeFile(icoPath, tinyIco())
  const chooser = page.waitForEvent('filechooser')
  await adminField(page, 'Favicon file (.ico)').click()
  await (await chooser).setFiles(icoPath)
  await expect(toast(page, 'Favicon selected successfully')).toBeVisible()
  await page.getByRole('button', { name: 'Upload', exact: true }).click()
  await expect(toast(page, 'Favicon uploaded successfully')).toBeVisible()
  // The settings reload: the new favicon shows, and the page's icon link points at it.
  const current = page.getByText(/^Current favicon: \/uploads\//)
  await expect(current).toBeVisible()
  const url = ((await current.textContent()) ?? '').replace('Current favicon: ', '')
  await expect(page.locator('link[rel="icon"]')).toHaveAttribute('href', url)
  const settings = await createAdminSettings(ownServer.app.settings).load()
  expect(settings.general.favicon).toBe(url)
  const served = await page.request.get(url)
  expect(served.status()).toBe(200)
  expect(served.headers()['content-type']).toMatch(/^image\/(x-icon|vnd\.microsoft\.icon)/)
  expect(Buffer.from(await served.body()).equals(tinyIco())).toBe(true)
})

test('SMTP: saved settings send the test email; Payment keeps masked secrets', async ({
  page,
  ownServer,
}) => {
  const admin = await createAdmin(ownServer)
  await openAdminDashboardSignedIn(page, ownServer, admin)
  await openFromSidebar(page, 'Settings')

  await page.getByRole('tab', { name: 'SMTP' }).click()
  const smtpPort = new URL(ownServer.smtp.url).port
  await expect(adminField(page, 'SMTP Port')).toHaveValue('587')
  await adminField(page, 'SMTP Host').fill('127.0.0.1')
  await adminField(page, 'SMTP Port').fill(smtpPort)
  await adminField(page, 'Encryption').selectOption('none')
  await adminField(page, 'From Name').fill('Cardcast Ops')
  await adminField(page, 'From Email').fill('ops@cardcast.test')
  const smtpPanel = page.getByRole('tabpanel', { name: 'SMTP' })
  await smtpPanel.getByRole('button', { name: 'Save Settings' }).click()
  await expect(toast(page, 'Settings updated successfully')).toBeVisible()

  const since = Date.now()
  await smtpPanel.getByRole('button', { name: 'Send Test Email' }).click()
  await expect(toast(page, 'Test email sent successfully')).toBeVisible()
  const mail = await ownServer.smtp.waitForMail(admin.email, { since, subject: /SMTP test/ })
  expect(mail.from).toBe('ops@cardcast.test')

  // Payment: Razorpay live keys; the secret comes back masked and, sent back unchanged, stays.
  await page.getByRole('tab', { name: 'Payment' }).click()
  const paymentPanel = page.getByRole('tabpanel', { name: 'Payment' })
  await expect(adminField(page, 'Payment Gateway')).toHaveValue('razorpay')
  await expect(adminField(page, 'Test Key ID')).toBeVisible()
  const mode = paymentPanel.getByRole('radiogroup', { name: 'Razorpay Mode' })
  await expect(mode.getByRole('radio', { name: 'Test' })).toBeChecked()
  await mode.getByText('Live', { exact: true }).click()
  await expect(mode.getByRole('radio', { name: 'Live' })).toBeChecked()
  await adminField(page, 'Live Key ID').fill('rzp_live_key')
  await adminField(page, 'Live Key Secret').fill('live-secret-0123456789')
  await adminField(page, 'Currency').selectOption('INR')
  await adminField(page, 'Tax Rate (%)').fill('18')
  await expect(adminField(page, 'Invoice Prefix')).toHaveValue('INV-')
  // The SMTP save's toast must be gone, so that the one awaited next is this save's own.
  await expect(toast(page, 'Settings updated successfully')).toHaveCount(0)
  await paymentPanel.getByRole('button', { name: 'Save Settings' }).click()
  await expect(toast(page, 'Settings updated successfully')).toBeVisible()

  const load = () => createAdminSettings(ownServer.app.settings).load()
  expect((await load()).payment).toMatchObject({
    paymentGateway: 'razorpay',
    taxRate: 18,
    razorpay: { mode: 'live', liveKeyId: 'rzp_live_key', liveKeySecret: 'live-secret-0123456789' },
  })

  await page.reload()
  await page.getByRole('tab', { name: 'Payment' }).click()
  await expect(adminField(page, 'Live Key Secret')).toHaveValue(/^•+6789$/)
  await adminField(page, 'Invoice Prefix').fill('CC-')
  await paymentPanel.getByRole('button', { name: 'Save Settings' }).click()
  await expect(toast(page, 'Settings updated successfully')).toBeVisible()
  await expect.poll(async () => (await load()).payment.invoicePrefix).toBe('CC-')
  expect((await load()).payment.razorpay.liveKeySecret).toBe('live-secret-0123456789')
})
