// A new viewer's whole way in Hindi, on a 390×844 phone, in a browser that prefers Hindi (navigator.languages
// and Accept-Language say hi-IN; no switch is pressed): the landing page, sign-up through the form with the
// code the sign-up mail carries, the market, a paid card bought through the simulated checkout, My Cards,
// the use dialog, and the card on the streamer's overlay (another browser, as OBS is) while My Cards says
// where it is on the stream. Each screen is checked for what a Hindi user reads (headings, buttons, fields
// by their Hindi names) and for no English of the app's own words; each is photographed (test-results/,
// attached to the report, to look at), with the market and My Cards
// once more on a desktop in dark.
import type { Locator, Page, TestInfo } from '@playwright/test'
import { PRODUCT_NAME, TOAST_USER_AREA_MS } from '../../contract/constants'
import { LOCALE_KEY } from '../../contract/locales'
import { createCard } from '../support/cards'
import { expect, test } from '../support/e2e'
import { toast } from '../support/e2e-accounts'
import { createCreatorAccount, uniqueName } from '../support/factories'
import { createClient } from '../support/http'

test.use({ locale: 'hi-IN', viewport: { width: 390, height: 844 } })

/** Where an engineer looks at the photographs without opening the report. */

/**
 * The app's own English words, as its English screens write them: none may show on a Hindi screen.
 * Values stay as they are (the brand, plan names, usernames, card titles): the caller names those.
 */
const CHROME_ENGLISH = [
  // The shell: header, menus, tab bar, footer.
  'Trending Cards',
  'Market',
  'Home',
  'Streamers',
  'My Cards',
  'My Subscriptions',
  'Orders',
  'Profile',
  'Log In',
  'Log Out',
  'Sign In',
  'Sign Up',
  'Open menu',
  'Skip to content',
  'About',
  'Contact',
  'Privacy Policy',
  'Terms',
  'Grievances',
  'All rights reserved',
  'Features',
  'Pricing',
  'Modules',
  // Sign-up and the code.
  'Create Your Account',
  'Username',
  'Email',
  'Date of Birth',
  'Password',
  'Confirm Password',
  'Verify OTP',
  'Go Back',
  'Resend',
  // The market and buying.
  'Search',
  'Filters',
  'Buy',
  'Get free',
  'Details',
  'Confirm Purchase',
  'Confirm Buy',
  'Cancel',
  'Pay',
  'test checkout',
  'card',
  'cards',
  'Common',
  'Rare',
  'Epic',
  'Legendary',
  'Challenge',
  'Reward',
  // My Cards and using a card.
  'Ready',
  'Played',
  'Available Cards',
  'Just played',
  'Use Card',
  'Use Now',
  'Edit Card Details',
  'Title',
  'Description',
  'QUEUED',
  'USED',
  'Waiting for the stream',
  'On stream now',
  'Shown on stream',
  'Withdraw',
]

/**
 * The Latin-script words a Hindi screen may show besides values: names of other products and of the
 * plan, technical terms Indian apps write in English (OTP, URL), the time's 'pm IST' as the app's Hindi
 * dates write it, the example stream address, and the language switch, which names English in English.
 */
const LATIN_ALLOWED = new Set([
  'Creator',
  'Pro',
  'OBS',
  'Browser',
  'Source',
  'URL',
  'overlay',
  'key',
  'XP',
  'OTP',
  'am',
  'pm',
  'IST',
  'YouTube',
  'Instagram',
  'English',
])

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/**
 * Fails on English of the app's own on a Hindi screen. It reads what the page shows: the text of its
 * landmarks, dialogs and toasts that is rendered (not inside display: none or visibility: hidden, and
 * not a style sheet), and the names of its visible controls (aria-label, placeholder), after taking
 * out `values` (usernames, card titles, the email) and the brand. None of CHROME_ENGLISH may be left
 * (as a whole word), nor any other Latin-script word than LATIN_ALLOWED.
 */
async function expectNoEnglishChrome(page: Page, values: string[]) {
  const texts = await page.evaluate(() => {
    const visible = (element: Element | null) => element?.checkVisibility({ visibilityProperty: true })
    const regions = document.querySelectorAll<HTMLElement>(
      'header, main, nav, footer, [role="banner"], [role="main"], [role="navigation"], [role="contentinfo"], [role="dialog"], [role="status"], [role="alert"]',
    )
    const found: string[] = []
    for (const region of regions) {
      const walker = document.createTreeWalker(region, NodeFilter.SHOW_TEXT)
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const parent = node.parentElement
        if (parent?.closest('style, script, template')) continue
        if (visible(parent)) found.push(node.nodeValue ?? '')
      }
      for (const element of region.querySelectorAll('[aria-label], [placeholder]')) {
        if (!visible(element)) continue
        for (const name of ['aria-label', 'placeholder']) found.push(element.getAttribute(name) ?? '')
      }
    }
    return found
  })
  let shown = texts.join('\n')
  for (const value of [...values, PRODUCT_NAME].sort((a, b) => b.length - a.length)) {
    shown = shown.replaceAll(value, ' ')
  }
  const listed = CHROME_ENGLISH.filter((word) =>
    new RegExp(`(^|[^A-Za-z])${escapeRegExp(word)}([^A-Za-z]|$)`).test(shown),
  )
  const latin = [...new Set(shown.match(/[A-Za-z]+/g) ?? [])].filter((word) => !LATIN_ALLOWED.has(word))
  expect({ listed, latin }, `English on a Hindi screen (${page.url()}):\n${shown}`).toEqual({
    listed: [],
    latin: [],
  })
}

/** Nothing is wider than the screen: long Hindi words wrap instead of pushing the page sideways. */
async function expectNoSidewaysPage(page: Page) {
  const widths = await page.evaluate(() => ({
    page: document.documentElement.scrollWidth,
    viewport: document.documentElement.clientWidth,
  }))
  expect(widths.page).toBeLessThanOrEqual(widths.viewport)
}

/** The screen as the user sees it (or the whole page, `fullPage`), kept with the test's results. */
async function photograph(page: Page, testInfo: TestInfo, name: string, { fullPage = false } = {}) {
  const file = testInfo.outputPath(`${name}.png`)
  await page.screenshot({ path: file, fullPage, animations: 'disabled' })
  await testInfo.attach(name, { path: file, contentType: 'image/png' })
}

/** Waits until the toasts on screen have left by themselves (after TOAST_USER_AREA_MS each). */
async function toastsGone(page: Page) {
  await expect(page.getByRole('button', { name: 'सूचना बंद करें' })).toHaveCount(0, {
    timeout: TOAST_USER_AREA_MS + 10_000,
  })
}

/** A labelled field of the page's main content, by its Hindi label. */
const field = (page: Page, label: string): Locator =>
  page.getByRole('main').getByLabel(label, { exact: true })

const mainButton = (page: Page, name: string): Locator =>
  page.getByRole('main').getByRole('button', { name, exact: true })

test('a new viewer signs up, buys a card and sees it on stream, all in Hindi, on a phone', async ({
  browser,
  page,
  server,
}, testInfo) => {
  const client = createClient(server.url)
  // A streamer with an overlay, and a paid card of theirs, short on screen.
  const creator = await createCreatorAccount(server)
  const title = `गाना ${uniqueName('')}`
  await createCard(client, creator, {
    cardTitle: title,
    description: 'स्ट्रीमर आपकी पसंद का गाना गाएगा',
    rarity: 'Epic',
    category: ['Challenge'],
    price: 49,
    duration: 10,
  })
  // The streamer is live: their OBS browser source is open, in another browser, in the streamer's own
  // language.
  const streamUrl = (
    await client.get<{ url: string }>('/auth/user/showStreamerURL', { token: creator.token })
  ).body.url
  const overlayContext = await browser.newContext({
    locale: 'en-IN',
    viewport: { width: 1920, height: 1080 },
  })
  const overlay = await overlayContext.newPage()
  await overlay.goto(streamUrl)
  await expect(overlay.locator('html')).toHaveAttribute('data-overlay', 'open')

  const username = uniqueName('dost')
  const emailId = `${username}@example.test`
  const password = 'naya-khata-123'
  // The OTP screen names the address as 'd•••@example.test'.
  const values = [title, creator.username, username, emailId, `${username.slice(0, 1)}•••@example.test`]

  await test.step('the landing page opens in Hindi', async () => {
    await page.goto('/')
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN')
    // The browser's languages chose it: no switch was pressed, so no choice is stored on the device
    // (contract/locales.ts LOCALE_KEY).
    expect(await page.evaluate((key) => localStorage.getItem(key), LOCALE_KEY)).toBeNull()
    await expect(
      page.getByRole('heading', { level: 1, name: 'अपनी स्ट्रीम को ऐसा गेम बनाइए जिसे आपके दर्शक खेलें' }),
    ).toBeVisible()
    // The lower sections come as the visitor scrolls towards them (src/features/landing).
    await page.mouse.wheel(0, 1200)
    await expect(page.getByRole('heading', { level: 2, name: 'तीन चरणों में आपकी स्ट्रीम पर लाइव' })).toBeVisible()
    await expect(page.getByRole('link', { name: 'मुफ़्त में शुरू करें' })).toBeVisible()
    await expectNoEnglishChrome(page, values)
    await expectNoSidewaysPage(page)
    await photograph(page, testInfo, '01-landing')
    await photograph(page, testInfo, '01-landing-whole', { fullPage: true })

    await page.getByRole('button', { name: 'मेन्यू खोलें' }).click()
    const menu = page.getByRole('dialog')
    await expect(menu.getByRole('link', { name: 'साइन अप करें', exact: true })).toBeVisible()
    await expectNoEnglishChrome(page, values)
    await photograph(page, testInfo, '02-landing-menu')
    await menu.getByRole('link', { name: 'साइन अप करें', exact: true }).click()
  })

  await test.step('sign-up, and the code from the sign-up mail', async () => {
    await expect(page).toHaveURL(/\/signup$/)
    await expect(page.getByRole('heading', { level: 1, name: 'अपना खाता बनाएँ' })).toBeVisible()
    await expect(page).toHaveTitle(/^साइन अप करें · /)
    await field(page, 'यूज़रनेम').fill(username)
    await field(page, 'ईमेल').fill(emailId)
    await field(page, 'जन्म तिथि').fill('1998-05-14')
    await field(page, 'पासवर्ड').fill(password)
    await field(page, 'पासवर्ड की पुष्टि करें').fill(password)
    await expectNoEnglishChrome(page, values)
    await expectNoSidewaysPage(page)
    await photograph(page, testInfo, '03-signup')
    const signedUpAt = Date.now()
    await mainButton(page, 'साइन अप करें').click()

    // Straight to the code, on the login page.
    await expect(page).toHaveURL(/\/login$/)
    await expect(page.getByRole('heading', { name: 'OTP सत्यापित करें' })).toBeVisible()
    // The mail is in Hindi too: sign-up asked in Hindi (Accept-Language).
    const mail = await server.smtp.waitForMail(emailId, { since: signedUpAt })
    expect(mail.subject).toBe(`आपका ${PRODUCT_NAME} पुष्टि कोड`)
    expect(mail.text).toContain(`आपका ${PRODUCT_NAME} कोड`)
    const otp = await server.smtp.otpFor(emailId, signedUpAt)
    await field(page, 'OTP').fill(otp)
    await expectNoEnglishChrome(page, values)
    await expectNoSidewaysPage(page)
    await photograph(page, testInfo, '04-otp')
    await mainButton(page, 'OTP सत्यापित करें').click()
  })

  await test.step('the market, and a paid card through the checkout', async () => {
    await expect(page).toHaveURL(/\/dashboard$/, { timeout: 30_000 })
    await expect(page.getByRole('heading', { level: 1, name: 'ट्रेंडिंग कार्ड' })).toBeVisible({
      timeout: 30_000,
    })
    await expect(toast(page, 'OTP की पुष्टि हो गई!')).toBeVisible()
    await expect(page.getByText(`नमस्ते ${username}!`)).toBeVisible()
    const tabs = page.getByRole('navigation', { name: 'टैब' })
    for (const name of ['ट्रेंडिंग कार्ड', 'स्ट्रीमर', 'मेरे कार्ड', 'प्रोफ़ाइल']) {
      await expect(tabs.getByRole('link', { name, exact: true })).toBeVisible()
    }
    // The toasts of signing up sit over the cards for a moment.
    await toastsGone(page)
    await page.getByRole('searchbox', { name: 'कार्ड या स्ट्रीमर खोजें' }).fill(title)
    const tile = page.getByRole('article', { name: title, exact: true })
    await expect(tile).toBeVisible()
    await expect(tile).toContainText('₹49')
    await expect(tile).toContainText(`${creator.username} द्वारा`)
    await expect(tile.getByRole('button', { name: `खरीदें: ${title}` })).toHaveText('खरीदें')
    await expectNoEnglishChrome(page, values)
    await expectNoSidewaysPage(page)
    await photograph(page, testInfo, '05-market')

    await tile.getByRole('button', { name: `खरीदें: ${title}` }).click()
    const confirm = page.getByRole('dialog', { name: 'खरीद की पुष्टि करें' })
    await expect(confirm.getByRole('button', { name: 'हाँ, खरीदें' })).toBeVisible()
    await expect(confirm).toContainText('₹49')
    await expectNoEnglishChrome(page, values)
    await photograph(page, testInfo, '06-confirm')
    await confirm.getByRole('button', { name: 'हाँ, खरीदें' }).click()

    const checkout = page.getByRole('dialog', { name: `${PRODUCT_NAME} टेस्ट चेकआउट` })
    await expect(checkout).toContainText('₹49')
    await expect(checkout.getByRole('button', { name: 'भुगतान करें' })).toBeVisible()
    await expectNoEnglishChrome(page, values)
    await photograph(page, testInfo, '07-checkout')
    await checkout.getByRole('button', { name: 'भुगतान करें' }).click()
    await expect(toast(page, 'कार्ड खरीद लिया गया!')).toBeVisible()
  })

  await test.step('My Cards, the use dialog, and the card on stream', async () => {
    await expect(page).toHaveURL(/\/my-cards$/)
    await expect(page.getByRole('heading', { level: 1, name: 'मेरे कार्ड' })).toBeVisible()
    await expect(page).toHaveTitle(/^मेरे कार्ड · /)
    const available = page.getByRole('region', { name: 'उपलब्ध कार्ड' })
    await expect(available.getByRole('article', { name: title })).toBeVisible()
    await expectNoEnglishChrome(page, values)
    await expectNoSidewaysPage(page)
    await photograph(page, testInfo, '08-my-cards')

    await available.getByRole('button', { name: `कार्ड ${title} इस्तेमाल करें` }).click()
    const use = page.getByRole('dialog', { name: 'कार्ड का ब्योरा बदलें' })
    await expect(use.getByLabel('शीर्षक')).toHaveValue(title)
    await expect(use.getByRole('button', { name: 'अभी इस्तेमाल करें' })).toBeVisible()
    await expectNoEnglishChrome(page, values)
    await photograph(page, testInfo, '09-use-dialog')
    await use.getByRole('button', { name: 'अभी इस्तेमाल करें' }).click()
    await expect(use).toBeHidden()
    // Used, and in the streamer's line (the toast may say both).
    await expect(page.getByRole('status').filter({ hasText: 'कार्ड इस्तेमाल हो गया!' }).first()).toBeVisible()

    // On the streamer's overlay, with the viewer's card title.
    await expect(overlay.getByRole('heading', { name: title })).toBeVisible({ timeout: 30_000 })
    await overlay.screenshot({ path: testInfo.outputPath('10-overlay.png'), animations: 'disabled' })

    // And My Cards says so, in Hindi: on stream now, then shown at a time when its 10 s are up.
    const played = page.getByRole('region', { name: 'अभी चलाया गया' }).getByRole('article', { name: title })
    await expect(played).toContainText(/अभी स्ट्रीम पर|स्ट्रीम पर दिखाया गया/)
    await expectNoEnglishChrome(page, values)
    await expectNoSidewaysPage(page)
    await photograph(page, testInfo, '11-on-stream')
    await expect(overlay.getByRole('heading', { name: title })).toBeHidden({ timeout: 30_000 })
    await expect(played).toContainText('स्ट्रीम पर दिखाया गया', { timeout: 30_000 })
    await expectNoEnglishChrome(page, values)
    await expect(played.getByText('इस्तेमाल हुआ', { exact: true })).toBeVisible()
    await photograph(page, testInfo, '12-shown')

    // The Played tab keeps it, with the same words.
    await page.getByRole('tab', { name: /^चलाए गए/ }).click()
    await expect(page).toHaveURL(/\/my-cards\?tab=played$/)
    const used = page
      .getByRole('region', { name: 'इस्तेमाल किए गए कार्ड' })
      .getByRole('article', { name: title })
    await expect(used).toContainText('स्ट्रीम पर दिखाया गया')
    await expectNoEnglishChrome(page, values)
    await expectNoSidewaysPage(page)
    await photograph(page, testInfo, '13-played')
  })
  await overlayContext.close()

  await test.step('the market and My Cards on a desktop, in dark', async () => {
    await page.setViewportSize({ width: 1280, height: 800 })
    await page.emulateMedia({ colorScheme: 'dark' })
    await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark')
    await page.getByRole('tab', { name: /^तैयार/ }).click()
    await expect(
      page.getByRole('region', { name: 'अभी चलाया गया' }).getByRole('article', { name: title }),
    ).toContainText('स्ट्रीम पर दिखाया गया')
    await expectNoEnglishChrome(page, values)
    await photograph(page, testInfo, '14-desktop-dark-my-cards', { fullPage: true })
    await page.getByRole('link', { name: 'ट्रेंडिंग कार्ड' }).first().click()
    await expect(page.getByRole('heading', { level: 1, name: 'ट्रेंडिंग कार्ड' })).toBeVisible()
    await expect(page.getByRole('article', { name: title, exact: true })).toBeVisible()
    await expectNoEnglishChrome(page, values)
    await photograph(page, testInfo, '15-desktop-dark-market', { fullPage: true })
  })
})
