import { expect, test } from '../support/e2e'

// The static pages and the 404 page. (Their width on a small phone: layout-navigation.spec.ts.)

test('the Terms of Service and the Privacy Policy show their heading and date', async ({ page }) => {
  await page.goto('/tnc')
  await expect(page.getByRole('heading', { level: 1, name: 'Terms of Service' })).toBeVisible()
  await expect(page.getByText('Last updated: Jan 31, 2025')).toBeVisible()
  await expect(page.getByText('governed by the laws of Spain')).toBeVisible()
  await expect(page.getByRole('heading', { name: /Payouts to creators/ })).toBeVisible()

  await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' }).click()
  await expect(page).toHaveURL(/\/privacy$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible()
  await expect(page.getByText('Last updated: Jan 31, 2025')).toBeVisible()
  for (const heading of ['Data processors', 'Security', 'Cookies and local storage', 'Your rights']) {
    await expect(page.getByRole('heading', { level: 2, name: heading })).toBeVisible()
  }
  await expect(page.getByRole('heading', { level: 2, name: 'Withdrawing consent' })).toBeVisible()
  await expect(page.getByRole('heading', { level: 2, name: 'Changes to this policy' })).toBeVisible()
})

test('an unknown path shows the 404 page', async ({ page }) => {
  await page.goto('/no-such-page/here')
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible()
  await page.getByRole('link', { name: 'Back to home' }).click()
  await expect(
    page.getByRole('button', { pressed: false }).filter({ hasText: 'Next challenge in' }),
  ).toBeVisible()
})

test('a new page starts at the top', async ({ page }) => {
  await page.goto('/tnc')
  await page.getByRole('heading', { level: 2, name: /Governing law/ }).scrollIntoViewIfNeeded()
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(300)
  await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible()
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
})

test('the page title comes from the site settings, with the product name as default', async ({
  page,
  server,
}) => {
  // Each page names itself before the site's name ('Terms of Service · Cardcast').
  await page.goto('/tnc')
  await expect(page).toHaveTitle('Terms of Service · Cardcast')
  const before = await server.app.settings.get('general')
  await server.app.settings.set('general', {
    siteName: 'Cardcast Live',
    siteDescription: 'Cards on stream',
  })
  try {
    await page.goto('/privacy')
    await expect(page).toHaveTitle('Privacy Policy · Cardcast Live')
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', 'Cards on stream')
  } finally {
    if (before === undefined)
      await server.app.db.deleteFrom('settings').where('key', '=', 'general').execute()
    else await server.app.settings.set('general', before)
  }
})

test('robots.txt lets crawlers read the pages, and keeps them out of the API, the admin area and the overlays', async ({
  request,
}) => {
  const robots = await request.get('/robots.txt')
  expect(robots.status()).toBe(200)
  expect(robots.headers()['content-type']).toMatch(/^text\/plain/)
  const rules = (await robots.text()).split('\n').filter((line) => line && !line.startsWith('#'))
  expect(rules).toEqual(['User-agent: *', 'Disallow: /auth/', 'Disallow: /admin', 'Disallow: /overlay/'])
})
