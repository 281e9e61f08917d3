// The admin area in Hindi on a phone (390×844), in a browser that prefers Hindi: the login through its
// form, then every admin screen with real data from the factories (a creator's card, a viewer's free
// purchase), in Hindi, with no English left of a short list, and nothing wider than the phone. Each
// main screen is photographed in light and dark (the PNGs under test-results/, attached to the report)
// to check with the eye that Devanagari renders and nothing overflows.
import type { Page, TestInfo } from '@playwright/test'
import { paths } from '../../contract/paths'
import { getFreeCard } from '../support/cards'
import { expect, test } from '../support/e2e'
import { createAdmin } from '../support/e2e-admin'
import { signInAsAdmin } from '../support/e2e-sessions'
import { createClient } from '../support/http'
import { newCreator, newViewer, seedCard } from './marketplace-support'

test.use({ locale: 'hi-IN', viewport: { width: 390, height: 844 } })

/** A labelled admin input, its required asterisk aside ('ईमेल *' is the field 'ईमेल'). */
const field = (page: Page, label: string) =>
  page.getByRole('main').getByLabel(new RegExp(`^${label}( \\*)?$`))

/** The screen in light and in dark, whole, kept with the test's results. */
async function photograph(page: Page, testInfo: TestInfo, name: string) {
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme })
    await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', colorScheme)
    const path = testInfo.outputPath(`${name}-${colorScheme}.png`)
    await page.screenshot({ path, fullPage: true, animations: 'disabled' })
    await testInfo.attach(`${name}-${colorScheme}`, { path, contentType: 'image/png' })
  }
  await page.emulateMedia({ colorScheme: 'light' })
}

/** Nothing on the page is wider than the phone: wide tables scroll inside their own box. */
async function expectNoSidewaysPage(page: Page) {
  const widths = await page.evaluate(() => ({
    page: document.documentElement.scrollWidth,
    viewport: document.documentElement.clientWidth,
  }))
  expect(widths.page).toBeLessThanOrEqual(widths.viewport)
}

/** None of these English texts shows on the page. */
async function expectNoEnglish(page: Page, ...texts: string[]) {
  for (const text of texts) await expect(page.getByText(text, { exact: true })).toHaveCount(0)
}

/** Opens an admin screen and waits for its Hindi heading. */
async function open(page: Page, path: string, heading: string) {
  await page.goto(path)
  await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible()
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN')
}

/** A date-time as the admin tables write it in Hindi: '6 दिस॰ 2026, 10:40 pm IST'. */
const HINDI_DATE_TIME =
  /\d{1,2} (जन॰|फ़र॰|मार्च|अप्रैल|मई|जून|जुल॰|अग॰|सित॰|अक्टू॰|नव॰|दिस॰) \d{4}, \d{1,2}:\d{2} [ap]m IST/

test('an administrator signs in through the Hindi login form', async ({ page, server }, testInfo) => {
  const admin = await createAdmin(server)
  await open(page, paths.admin.login, 'एडमिन लॉगिन')
  await expect(page).toHaveTitle(/^एडमिन लॉगिन · एडमिन/)
  await expect(page.getByText('साइट का प्रबंधन करने के लिए साइन इन करें')).toBeVisible()
  await expectNoEnglish(page, 'Admin Login', 'Email', 'Password', 'Sign In', 'Forgot password?')
  await expectNoSidewaysPage(page)
  await photograph(page, testInfo, 'login')

  await field(page, 'ईमेल').fill(admin.email)
  await field(page, 'पासवर्ड').fill(admin.password)
  await page.getByRole('button', { name: 'साइन इन करें', exact: true }).click()
  await expect(page).toHaveURL(/\/admin\/dashboard$/)
  await expect(page.getByRole('heading', { name: 'डैशबोर्ड', level: 1 })).toBeVisible()
})

test('every admin screen speaks Hindi on a phone', async ({ page, server }, testInfo) => {
  const creator = await newCreator(server)
  const viewer = await newViewer(server)
  const title = `हिन्दी ${Date.now()}`
  const card = await seedCard(server, creator, {
    cardTitle: title,
    rarity: 'Legendary',
    category: ['Punishment'],
  })
  await getFreeCard(createClient(server.url), viewer, card)
  const admin = await createAdmin(server)
  await signInAsAdmin(page, server, admin)

  await test.step('dashboard, and the sidebar', async () => {
    await open(page, paths.admin.dashboard, 'डैशबोर्ड')
    await expect(page).toHaveTitle(/^डैशबोर्ड · /)
    for (const tile of ['कुल उपयोगकर्ता', 'कुल स्ट्रीमर', 'कुल कार्ड', 'कुल एडमिन']) {
      await expect(page.getByText(tile, { exact: true })).toBeVisible()
    }
    const activity = page.getByRole('table', { name: 'हाल की गतिविधि' })
    await expect(activity.getByRole('columnheader', { name: 'कार्रवाई' })).toBeVisible()
    await expect(activity.getByText('खरीद', { exact: true }).first()).toBeVisible()
    await expect(activity.getByText(HINDI_DATE_TIME).first()).toBeVisible()
    await expect(page.getByText(/^\d+ में से \d+ से \d+ तक दिखाए जा रहे हैं$/)).toBeVisible()
    await expectNoEnglish(page, 'Dashboard', 'Total Users', 'Recent Activity', 'Purchase', 'Rows per page')
    await expectNoSidewaysPage(page)
    await photograph(page, testInfo, 'dashboard')

    await page.getByRole('button', { name: 'नेविगेशन खोलें/बंद करें' }).click()
    const sidebar = page.getByRole('navigation', { name: 'एडमिन' })
    await expect(sidebar).toBeInViewport()
    await expect(sidebar.getByRole('link', { name: 'उपयोगकर्ता प्रबंधन' })).toBeVisible()
    await expect(sidebar.getByRole('button', { name: 'लॉग आउट' })).toBeVisible()
    await photograph(page, testInfo, 'sidebar')
  })

  await test.step('User Management', async () => {
    await open(page, paths.admin.users, 'उपयोगकर्ता प्रबंधन')
    await field(page, 'ईमेल या यूज़रनेम से खोजें').fill(creator.username)
    const row = page
      .getByRole('table', { name: 'उपयोगकर्ता' })
      .getByRole('row')
      .filter({ hasText: creator.username })
    await expect(row).toBeVisible()
    await expect(row.getByText('क्रिएटर', { exact: true })).toBeVisible()
    await expect(row.getByText('सत्यापित', { exact: true })).toBeVisible()
    await expect(row.getByRole('button', { name: `${creator.username} को संपादित करें` })).toBeVisible()
    await expectNoEnglish(page, 'User Management', 'Add New User', 'creator', 'Verified', 'Edit', 'Delete')
    await expectNoSidewaysPage(page)
    await photograph(page, testInfo, 'users')

    await page.getByRole('button', { name: 'नया उपयोगकर्ता जोड़ें' }).click()
    const dialog = page.getByRole('dialog', { name: 'नया उपयोगकर्ता जोड़ें' })
    await expect(dialog.getByLabel(/^जन्म तिथि/)).toBeVisible()
    await dialog.getByRole('button', { name: 'उपयोगकर्ता जोड़ें' }).click()
    // Nothing filled in: the fields say so (the contract's words, through contract/translate.ts).
    await expect(dialog.getByLabel(/^यूज़रनेम/)).toHaveAttribute('aria-invalid', 'true')
    await photograph(page, testInfo, 'add-user')
    await dialog.getByRole('button', { name: 'रद्द करें' }).click()
    await expect(dialog).toBeHidden()
  })

  await test.step('Card Management', async () => {
    await open(page, paths.admin.cards, 'कार्ड प्रबंधन')
    await field(page, 'शीर्षक से खोजें').fill(title)
    const row = page.getByRole('table', { name: 'कार्ड' }).getByRole('row').filter({ hasText: title })
    await expect(row).toBeVisible()
    await expect(row.getByText('लेजेंडरी', { exact: true })).toBeVisible()
    await expect(row.getByText('सज़ा', { exact: true })).toBeVisible()
    await expect(row.getByRole('cell', { name: 'मुफ़्त', exact: true })).toBeVisible()
    await expect(page.getByText('और कॉलम के लिए दाएँ स्क्रॉल करें →')).toBeVisible()
    await row.getByRole('button', { name: `${title} हटाएँ` }).click()
    const dialog = page.getByRole('dialog')
    await expect(dialog).toContainText(`कार्ड "${title}" हटाया जा रहा है`)
    await expect(dialog.getByRole('button', { name: 'हटाएँ', exact: true })).toBeVisible()
    await dialog.getByRole('button', { name: 'रद्द करें' }).click()
    await expect(dialog).toBeHidden()
    await expectNoEnglish(page, 'Card Management', 'Legendary', 'Punishment', 'Free', 'Total Revenue')
    await expectNoSidewaysPage(page)
    await photograph(page, testInfo, 'cards')
  })

  await test.step('Payment Management', async () => {
    await open(page, paths.admin.payments, 'भुगतान प्रबंधन')
    await field(page, 'उपयोगकर्ता ईमेल या कार्ड शीर्षक से खोजें').fill(viewer.emailId)
    const row = page.getByRole('table', { name: 'लेन-देन' }).getByRole('row').filter({ hasText: title })
    await expect(row).toBeVisible()
    await expect(row.getByText('मुफ़्त', { exact: true })).toBeVisible()
    await expect(row.getByText('अप्रयुक्त', { exact: true })).toBeVisible()
    await expect(row.getByText(HINDI_DATE_TIME)).toBeVisible()
    await expectNoEnglish(page, 'Payment Management', 'unused', 'Free', 'Transactions')
    await expectNoSidewaysPage(page)
    await photograph(page, testInfo, 'payments')
  })

  await test.step('Payouts, Invoices, Disputes, Grievances', async () => {
    await open(page, paths.admin.payouts, 'पेआउट')
    await expect(page.getByRole('button', { name: 'अभी पेआउट चलाएँ' })).toBeVisible()
    await expectNoEnglish(page, 'Payouts', 'Run payouts now')
    await expectNoSidewaysPage(page)
    await photograph(page, testInfo, 'payouts')

    await open(page, paths.admin.invoices, 'इनवॉइस')
    await expect(page.getByRole('heading', { name: 'TDS रिपोर्ट' })).toBeVisible()
    await expectNoEnglish(page, 'Invoices', 'Export CSV', 'TDS report')
    await expectNoSidewaysPage(page)
    await photograph(page, testInfo, 'invoices')

    await open(page, paths.admin.disputes, 'विवाद')
    await expectNoEnglish(page, 'Disputes')
    await expectNoSidewaysPage(page)

    await open(page, paths.admin.grievances, 'शिकायतें')
    await expectNoEnglish(page, 'Grievances')
    await expectNoSidewaysPage(page)
  })

  await test.step('Profile and Settings', async () => {
    await open(page, paths.admin.profile, 'प्रोफ़ाइल')
    await expect(page.getByRole('tab', { name: 'प्रोफ़ाइल जानकारी' })).toBeVisible()
    await expect(page.getByText('डैशबोर्ड देखना')).toBeVisible()
    await expect(page.getByText('जुड़ने की तारीख')).toBeVisible()
    await expectNoEnglish(page, 'Profile Information', 'Security', 'Permissions', 'View dashboard')
    await expectNoSidewaysPage(page)
    await photograph(page, testInfo, 'profile')

    await page.getByRole('tab', { name: 'सुरक्षा' }).click()
    await expect(page.getByRole('heading', { name: 'दो-चरणीय प्रमाणीकरण' })).toBeVisible()
    await expectNoSidewaysPage(page)
    await photograph(page, testInfo, 'security')

    await open(page, paths.admin.settings, 'सेटिंग्स')
    await expect(page.getByRole('tab', { name: 'सामान्य' })).toBeVisible()
    await expect(page.getByRole('button', { name: 'सेटिंग्स सहेजें' })).toBeVisible()
    await expectNoEnglish(page, 'Settings', 'General', 'Site Name', 'Save Settings')
    await expectNoSidewaysPage(page)
    await photograph(page, testInfo, 'settings')

    await page.getByRole('tab', { name: 'व्यवसाय' }).click()
    await expect(page.getByRole('heading', { name: 'व्यवसाय का विवरण' })).toBeVisible()
    await expectNoSidewaysPage(page)
    await photograph(page, testInfo, 'business')
  })
})
