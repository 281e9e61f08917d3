import { LOCALE_KEY } from '../../contract/locales'
import { expect, test } from '../support/e2e'
import { createVerifiedAccount } from '../support/factories'
import {
  collectErrors,
  headlineIsTheParsedOne,
  PAGES,
  parsedPage,
  recordParsedPage,
  untilLive,
} from './prerender-support'
import { seedSession, waitForServiceWorker } from './pwa-support'

// The offline app is what this file tests: its service worker runs (playwright.config.ts blocks it).
test.use({ serviceWorkers: 'allow' })

// The public pages come prerendered: their HTML holds the page before any script
// runs, the app hydrates it (the same elements, no hydration error) and then works as a client-side
// app; the server and, offline, the service worker hand each page its own HTML.

test('without JavaScript, each public page shows its headline from the HTML', async ({ browser, server }) => {
  const context = await browser.newContext({ baseURL: server.url, javaScriptEnabled: false })
  const page = await context.newPage()
  for (const { path, headline } of PAGES) {
    await page.goto(path)
    await expect(page.getByRole('heading', { level: 1, name: headline }), path).toBeVisible()
    // The site's header and footer are there too: the page is whole, not only its main part.
    await expect(page.getByRole('contentinfo'), path).toBeVisible()
  }
  await context.close()
})

test('a page rendered in the browser paints the brand and a loader from its HTML', async ({
  browser,
  server,
}) => {
  // Without JavaScript the shell stays as the HTML has it: any client route's but the market's, which
  // the server renders (perf-first-visit.spec.ts).
  const context = await browser.newContext({ baseURL: server.url, javaScriptEnabled: false })
  const page = await context.newPage()
  for (const path of ['/streamers', '/my-cards']) {
    await page.goto(path)
    await expect(page.getByRole('banner').getByRole('link', { name: 'Cardcast' }), path).toBeVisible()
    await expect(page.getByRole('status', { name: 'Loading' }), path).toBeVisible()
  }
  await context.close()
})

test('the server answers each public path with its own prerendered page', async ({ request }) => {
  for (const { path, headline } of PAGES) {
    const response = await request.get(path)
    expect(response.status(), path).toBe(200)
    const html = await response.text()
    expect(html, path).toContain(`data-prerendered="${path}"`)
    // The headline's text, whatever elements it holds (the landing page's has a span).
    expect(html.replace(/<[^>]+>/g, ''), path).toContain(headline)
  }
  // Other client routes get the app shell: no page yet, the brand and a loader until the app renders.
  const streamers = await (await request.get('/streamers')).text()
  expect(streamers).not.toContain('data-prerendered')
  expect(streamers).toMatch(/<div id="root">.*aria-label="Cardcast".*aria-label="Loading"/s)
})

test('a prerendered page paints from its HTML alone, and starts its scripts after that paint', async ({
  page,
}) => {
  for (const { path } of PAGES) {
    const html = await (await page.request.get(path)).text()
    // Nothing to fetch before the paint: the style sheets are inline, and neither a script file nor
    // the manifest (which Chromium fetches with an icon at once) is linked yet.
    expect(html, path).not.toMatch(/<link\b[^>]*\brel="(stylesheet|modulepreload|manifest)"/)
    expect(html, path).not.toMatch(/<script\b[^>]*\bsrc=/)
    const inlined = [...html.matchAll(/<style data-href="([^"]+)"/g)].map(([, href]) => href)
    expect(inlined.length, path).toBeGreaterThan(0)

    await page.goto(path)
    const resources = () =>
      page.evaluate(() =>
        performance
          .getEntriesByType('resource')
          .map((entry) => ({ path: new URL(entry.name).pathname, start: entry.startTime })),
      )
    const appScripts = async () =>
      (await resources()).filter((entry) => /^\/assets\/[^/]+\.js$/.test(entry.path))
    await expect.poll(async () => (await appScripts()).length, { message: path }).toBeGreaterThan(0)
    const paint = await page.evaluate(
      () => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
    )
    expect(paint, path).not.toBeNull()
    const firstScript = Math.min(...(await appScripts()).map((entry) => entry.start))
    expect(firstScript, path).toBeGreaterThanOrEqual(paint ?? Number.POSITIVE_INFINITY)
    // The app started, and linked the manifest then.
    await expect(page.locator('link[rel="manifest"]'), path).toHaveAttribute('href', '/manifest.webmanifest')
    await page.waitForLoadState('networkidle')
    // The page's own style sheets are not fetched again when its code loads: they are in the HTML.
    const fetched = (await resources()).map((entry) => entry.path)
    expect(
      fetched.filter((resource) => inlined.includes(resource)),
      path,
    ).toEqual([])
  }
})

/**
 * In the page: every element's style, computed afresh, as `element property: value` lines, kept on
 * window; the second call returns the lines that differ from the first's. Values the layout resolves
 * (an auto margin's pixels), which move as the page settles, are left out.
 */
function snapshotStyles(): string[] {
  const LAYOUT_RESOLVED =
    /^(width|height|(min|max)-|margin|inset|top|right|bottom|left|block-size|inline-size|.*-origin$)/
  const state = window as unknown as { styled?: Element[]; styledBefore?: Set<string> }
  // The same elements both times (the landing page may add some in between).
  state.styled ??= [...document.body.querySelectorAll('*')]
  // Chromium can miss an attribute set on <html> that a @media rule tests (Mantine's
  // data-respect-reduced-motion), whatever the sheets: hiding the body restyles every element.
  document.body.style.display = 'none'
  void document.body.offsetHeight
  document.body.style.display = ''
  const lines = state.styled.flatMap((element, index) => {
    const style = getComputedStyle(element)
    return [...style]
      .filter((name) => !LAYOUT_RESOLVED.test(name))
      .map(
        (name) => `${index} ${element.tagName}.${element.className} ${name}: ${style.getPropertyValue(name)}`,
      )
  })
  if (!state.styledBefore) {
    state.styledBefore = new Set(lines)
    return []
  }
  const before = state.styledBefore
  return lines.filter((line) => !before.has(line))
}

test('each prerendered page is styled by its inline sheets and their deferred rest as by the whole sheets', async ({
  browser,
  server,
}) => {
  for (const colorScheme of ['light', 'dark'] as const) {
    const context = await browser.newContext({ baseURL: server.url, colorScheme, reducedMotion: 'reduce' })
    const page = await context.newPage()
    for (const { path } of PAGES) {
      await page.goto(path)
      await page.waitForLoadState('networkidle')
      await untilLive(page)
      expect(await page.locator('style[data-deferred]').count(), path).toBeGreaterThan(0)
      await page.evaluate(snapshotStyles)
      // The page's whole sheets, in their order, after everything: the cascade they alone would give.
      await page.evaluate(() =>
        Promise.all(
          [...document.querySelectorAll<HTMLStyleElement>('style[data-href]')].map((style) => {
            const link = document.createElement('link')
            link.rel = 'stylesheet'
            link.href = style.dataset.href ?? ''
            document.head.append(link)
            return new Promise((resolve) => link.addEventListener('load', resolve, { once: true }))
          }),
        ),
      )
      expect(await page.evaluate(snapshotStyles), `${path} in ${colorScheme}`).toEqual([])
    }
    await context.close()
  }
})

for (const { path, headline } of PAGES) {
  test(`${path} hydrates the prerendered page without errors and navigates client-side`, async ({ page }) => {
    const errors = collectErrors(page)
    // The headline element as the HTML parser made it, before any script ran.
    await recordParsedPage(page)
    await page.goto(path)
    await expect(page.getByRole('heading', { level: 1, name: headline })).toBeVisible()
    await page.waitForLoadState('networkidle')
    await untilLive(page)
    // Hydrated: React adopted the parsed elements instead of rendering new ones.
    expect(await headlineIsTheParsedOne(page)).toBe(true)

    // A link click is a client-side navigation: the document (and this mark on it) stays.
    await page.evaluate(() => {
      ;(window as unknown as { sameDocument: boolean }).sameDocument = true
    })
    const [link, heading] =
      path === '/privacy' ? ['Terms & Conditions', 'Terms of Service'] : ['Privacy Policy', 'Privacy Policy']
    await page.getByRole('contentinfo').getByRole('link', { name: link }).click()
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible()
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(
      true,
    )
    expect(errors).toEqual([])
  })
}

test.describe('in a browser that prefers Hindi', () => {
  // navigator.languages and Accept-Language say hi-IN: the server sends the Hindi prerender.
  test.use({ locale: 'hi-IN' })

  test('the landing page comes in Hindi, and the app hydrates it and stays in Hindi', async ({ page }) => {
    const headline = 'अपनी स्ट्रीम को ऐसा गेम बनाइए जिसे आपके दर्शक खेलें'
    const errors = collectErrors(page)
    await recordParsedPage(page)
    await page.goto('/')
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN')
    // Hindi from the HTML itself, before any script ran.
    expect((await parsedPage(page)).text).toBe(headline)
    await page.waitForLoadState('networkidle')
    await untilLive(page)
    // Hydrated: React adopted the parsed elements instead of rendering new ones, and the page is the
    // same Hindi page (no English rendered over it, no mismatch reported).
    expect(await headlineIsTheParsedOne(page)).toBe(true)
    await expect(page.getByRole('heading', { level: 1, name: headline })).toBeVisible()
    await expect(page.getByRole('link', { name: 'Log In' })).toHaveCount(0)
    // The lower sections hydrate when the visitor makes for them, in Hindi too.
    const sections = page.waitForRequest(/\/assets\/lower-sections-[^/]+\.js$/)
    await page.mouse.wheel(0, 1200)
    await sections
    await expect(page.getByRole('heading', { name: 'तीन चरणों में आपकी स्ट्रीम पर लाइव' })).toBeVisible()
    await page.waitForLoadState('networkidle')

    // Live: a footer link is a client-side navigation, to a page in Hindi too.
    await page.evaluate(() => {
      ;(window as unknown as { sameDocument: boolean }).sameDocument = true
    })
    await page.getByRole('contentinfo').getByRole('link', { name: 'गोपनीयता नीति' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'गोपनीयता नीति' })).toBeVisible()
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(
      true,
    )
    expect(errors).toEqual([])
  })

  test('every public page comes in Hindi and is hydrated without errors', async ({ browser, server }) => {
    // The server's pages: the service worker, once installed, serves its English copies instead (the
    // next test).
    const context = await browser.newContext({
      baseURL: server.url,
      locale: 'hi-IN',
      serviceWorkers: 'block',
    })
    const page = await context.newPage()
    await recordParsedPage(page)
    for (const { path, headline } of PAGES) {
      const errors = collectErrors(page)
      await page.goto(path)
      await expect(page.locator('html'), path).toHaveAttribute('lang', 'hi-IN')
      await page.waitForLoadState('networkidle')
      await untilLive(page)
      // Hindi, not the English headline, and the parsed element itself: hydrated, not rendered over.
      await expect(page.getByRole('heading', { level: 1 }), path).not.toHaveText(headline)
      expect(await headlineIsTheParsedOne(page), path).toBe(true)
      // The service worker's registration, blocked here, is the one error expected.
      expect(
        errors.filter((error) => !/Service worker registration failed/i.test(error)),
        path,
      ).toEqual([])
      page.removeAllListeners('console')
      page.removeAllListeners('pageerror')
    }
    await context.close()
  })

  test('a visitor who chose English on this device gets the English page rendered over the Hindi one', async ({
    page,
  }) => {
    // The choice is on the device only (no cookie): the server sends Hindi, the app speaks English.
    await page.addInitScript((key) => localStorage.setItem(key, 'en-IN'), LOCALE_KEY)
    await recordParsedPage(page)
    const errors = collectErrors(page)
    await page.goto('/')
    await expect(page.getByRole('heading', { level: 1, name: PAGES[0]?.headline })).toBeVisible()
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-IN')
    await untilLive(page)
    // The HTML was the Hindi page; the app rendered new elements, in English, in its place.
    expect((await parsedPage(page)).text).toBe('अपनी स्ट्रीम को ऐसा गेम बनाइए जिसे आपके दर्शक खेलें')
    expect(await headlineIsTheParsedOne(page)).toBe(false)
    expect(errors).toEqual([])
  })
})

test('a signed-in visitor gets the page rendered for them over the prerendered one', async ({
  page,
  server,
}) => {
  const viewer = await createVerifiedAccount(server)
  await page.goto('/tnc')
  await seedSession(page, server, viewer)
  const errors = collectErrors(page)
  await page.goto('/')
  await expect(page.getByRole('button', { name: 'Log Out' }).first()).toBeAttached()
  await expect(page.getByRole('link', { name: 'Log In' })).toHaveCount(0)
  await expect(page.getByRole('heading', { level: 1, name: PAGES[0]?.headline })).toBeVisible()
  expect(errors).toEqual([])
})

test('offline, the service worker serves each public page its own prerendered HTML', async ({ page }) => {
  await page.goto('/')
  await waitForServiceWorker(page)
  await page.context().setOffline(true)
  for (const { path, headline } of PAGES) {
    const response = await page.goto(path)
    expect(response?.fromServiceWorker(), path).toBe(true)
    expect(await response?.text(), path).toContain(`data-prerendered="${path}"`)
    await expect(page.getByRole('heading', { level: 1, name: headline }), path).toBeVisible()
  }
})

test('a prerendered form waits for the app: typed text is kept and the app, not the browser, sends it', async ({
  page,
}) => {
  // The app's code arrives late, as on a slow connection.
  await page.route(/\/assets\/.+\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1_500))
    await route.continue()
  })
  await page.goto('/forgot-password', { waitUntil: 'commit' })
  const email = page.getByRole('textbox', { name: 'Email' })
  await expect(email).toBeDisabled()
  await expect(page.getByRole('button', { name: 'Send OTP' })).toBeDisabled()

  // fill() and click() wait for the controls to come alive; the app then checks the address.
  await email.fill('not-an-address')
  await page.getByRole('button', { name: 'Send OTP' }).click()
  await expect(email).toHaveValue('not-an-address')
  await expect(page.getByText('Invalid email format')).toBeVisible()
  await expect(page).toHaveURL(/\/forgot-password$/)
})

/** The public pages' forms, each with its submit button and what an empty submit says. */
const PUBLIC_FORMS = [
  { path: '/login', submit: 'Sign In', errors: ['Email ID is required.', 'Password is required.'] },
  { path: '/signup', submit: 'Sign Up', errors: ['Username is required.', 'Email is required.'] },
  { path: '/forgot-password', submit: 'Send OTP', errors: ['Email is required'] },
  { path: '/contactus', submit: 'Send Message', errors: ['Name is required.', 'Message cannot be empty.'] },
]

for (const { path, submit, errors } of PUBLIC_FORMS) {
  test(`${path} loads zod and its rules only once the visitor reaches the form; an empty submit then shows each rule`, async ({
    page,
  }) => {
    const zodChunks: string[] = []
    page.on('request', (request) => {
      if (/\/assets\/schemas-[^/]+\.js$/.test(request.url())) zodChunks.push(request.url())
    })
    await page.goto(path)
    const button = page.getByRole('main').getByRole('button', { name: submit, exact: true })
    await expect(button).toBeEnabled()
    // Past idle (the toasts mount then): everything the page loads by itself has been asked for.
    await expect(page.locator('[data-rht-toaster]')).toBeAttached({ timeout: 20_000 })
    expect(zodChunks).toEqual([])

    await button.click()
    for (const error of errors) await expect(page.getByText(error, { exact: true })).toBeVisible()
    expect(zodChunks).toHaveLength(1)
    await expect(page).toHaveURL(new RegExp(`${path}$`))
  })
}
