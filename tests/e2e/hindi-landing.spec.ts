import { expect, test } from '../support/e2e'

// A Hindi first visit of the landing page (a browser that asks for hi-IN): the page and its description
// in Hindi, and its lower sections' code only once the visitor makes for them, as in English
// (src/features/landing/landing-page.tsx; bench/bundle-size.ts counts what a Hindi visit adds).

test.use({ locale: 'hi-IN' })

/** Marked by src/lib/after-idle.ts when the page is first idle. */
const IDLE_MARK = 'cardcast:idle'

test('a Hindi first visit shows the landing page in Hindi, and its lower sections once scrolled to', async ({
  page,
}) => {
  const sectionChunks: string[] = []
  page.on('request', (request) => {
    if (/\/assets\/lower-sections-[^/]+\.js$/.test(request.url())) sectionChunks.push(request.url())
  })
  await page.goto('/')
  await expect(page.getByRole('link', { name: 'मुफ़्त में शुरू करें' })).toBeVisible()
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN')
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', 'आपका कार्ड प्लेटफ़ॉर्म')

  // Idle, and a moment more: the visitor has not moved, so the sections' code has not loaded.
  await page.waitForFunction((mark) => performance.getEntriesByName(mark).length > 0, IDLE_MARK)
  await page.waitForTimeout(1000)
  expect(sectionChunks).toEqual([])

  // Scrolled to, they load (and hydrate the prerendered Hindi sections, src/main.tsx).
  const sections = page.waitForRequest(/\/assets\/lower-sections-[^/]+\.js$/)
  await page.mouse.wheel(0, 1200)
  await sections
  const steps = page.getByRole('heading', { name: 'तीन चरणों में आपकी स्ट्रीम पर लाइव' })
  await expect(steps).toBeVisible()
  expect(sectionChunks).toHaveLength(1)
})

test('in Hindi a header link takes the visitor to its section, though the sections were not loaded yet', async ({
  page,
}) => {
  await page.goto('/')
  await page.waitForFunction((mark) => performance.getEntriesByName(mark).length > 0, IDLE_MARK)
  const nav = page.getByRole('banner').getByRole('navigation').first()
  await nav.getByRole('link', { name: 'ख़ूबियाँ', exact: true }).click()
  await expect(page).toHaveURL(/\/#features$/)
  await expect(page.locator('#features')).toBeInViewport()
})

test('a Hindi visit opened at a section shows that section', async ({ page }) => {
  await page.goto('/#plans')
  await expect(page.locator('#plans')).toBeInViewport()
})
