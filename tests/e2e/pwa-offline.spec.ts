import { createCard, getFreeCard } from '../support/cards'
import { expect, test, waitForIdle } from '../support/e2e'
import { createCreatorAccount, createVerifiedAccount } from '../support/factories'
import { createClient } from '../support/http'
import { OFFLINE_BANNER, seedSession, waitForServiceWorker } from './pwa-support'

// The offline app is what this file tests: its service worker runs (playwright.config.ts blocks it).
test.use({ serviceWorkers: 'allow' })

// The installable, offline-capable app: manifest, service worker, the app shell and saved data offline.

test('the manifest and the service worker meet Chromium’s installability criteria', async ({ page }) => {
  await page.goto('/')
  const href = await page.locator('link[rel="manifest"]').getAttribute('href')
  expect(href).toBe('/manifest.webmanifest')

  const response = await page.request.get(new URL(href ?? '', page.url()).href)
  expect(response.ok()).toBe(true)
  expect(response.headers()['content-type']).toMatch(/application\/manifest\+json|application\/json/)
  const manifest = await response.json()
  expect(manifest).toMatchObject({
    name: 'Cardcast',
    short_name: 'Cardcast',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    theme_color: expect.stringMatching(/^#/),
    background_color: expect.stringMatching(/^#/),
  })
  const icons = manifest.icons as { src: string; sizes: string; purpose?: string; type: string }[]
  expect(icons.map((icon) => `${icon.sizes} ${icon.purpose ?? 'any'}`)).toEqual(
    expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable']),
  )
  for (const icon of icons) {
    const image = await page.request.get(new URL(icon.src, page.url()).href)
    expect(image.ok(), icon.src).toBe(true)
    expect(image.headers()['content-type']).toBe('image/png')
  }
  const screenshots = manifest.screenshots as { src: string; form_factor: string }[]
  expect(new Set(screenshots.map((shot) => shot.form_factor))).toEqual(new Set(['wide', 'narrow']))

  await waitForServiceWorker(page)
  const worker = await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.getRegistration()
    return {
      scope: registration?.scope,
      script: registration?.active?.scriptURL,
      controlled: navigator.serviceWorker.controller !== null,
    }
  })
  expect(worker.scope).toBe(new URL('/', page.url()).href)
  expect(worker.script).toBe(new URL('/sw.js', page.url()).href)
  expect(worker.controlled).toBe(true)

  // A fetch handler that answers navigations: with no network the start URL still opens.
  await page.context().setOffline(true)
  await page.goto('/')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
})

test('after a first visit, the landing page, /tnc, /privacy, the market and My Cards open offline', async ({
  page,
  server,
}) => {
  const client = createClient(server.url)
  const creator = await createCreatorAccount(server)
  const card = await createCard(client, creator, { cardTitle: 'Offline dance' })
  const viewer = await createVerifiedAccount(server)
  await getFreeCard(client, viewer, card)

  await page.goto('/')
  await seedSession(page, server, viewer)
  await waitForServiceWorker(page)
  // Online once: the worker keeps the answers the pages read.
  await page.goto('/dashboard')
  await expect(page.getByRole('heading', { name: 'Offline dance' }).first()).toBeVisible()
  await page.goto('/my-cards')
  await expect(page.getByRole('heading', { name: 'Offline dance' })).toBeVisible()

  await page.context().setOffline(true)
  // Made while the device is offline: what the pages show below comes from the saved answers.
  await createCard(client, creator, { cardTitle: 'Made while offline' })

  await page.goto('/')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(page.getByRole('status').filter({ hasText: OFFLINE_BANNER })).toBeVisible()

  await page.goto('/tnc')
  await expect(page.getByRole('heading', { name: 'Terms of Service', level: 1 })).toBeVisible()
  await page.goto('/privacy')
  await expect(page.getByRole('heading', { name: 'Privacy Policy', level: 1 })).toBeVisible()

  await page.goto('/dashboard')
  await expect(page.getByRole('heading', { name: 'Trending Cards', level: 1 })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Offline dance' }).first()).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Made while offline' })).toHaveCount(0)

  await page.goto('/my-cards')
  await expect(page.getByRole('heading', { name: 'My Cards', level: 1 })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Offline dance' })).toBeVisible()
  await expect(page.getByRole('status').filter({ hasText: OFFLINE_BANNER })).toBeVisible()

  // Back online: the banner goes, and the market shows the server's catalogue again.
  await page.context().setOffline(false)
  await expect(page.getByRole('status').filter({ hasText: OFFLINE_BANNER })).toBeHidden()
  await page.goto('/dashboard')
  await expect(page.getByRole('heading', { name: 'Made while offline' })).toBeVisible()
})

test('the server’s own paths are never answered with the app, and the overlay is left alone', async ({
  page,
}) => {
  await page.goto('/')
  await waitForServiceWorker(page)

  // Online: the worker passes them through to the server.
  const health = await page.goto('/healthz')
  expect(await health?.json()).toMatchObject({ status: 'ok' })
  expect(health?.fromServiceWorker()).toBe(false)
  const overlay = await page.goto('/overlay/?key=not-a-key')
  expect(overlay?.fromServiceWorker()).toBe(false)
  // The overlay page neither links the manifest nor registers a worker.
  await expect(page.locator('link[rel="manifest"]')).toHaveCount(0)
  expect(await page.content()).not.toContain('sw.js')

  // Offline: they fail as the network does, instead of showing the app's shell.
  await page.goto('/')
  await page.context().setOffline(true)
  for (const path of [
    '/healthz',
    '/docs',
    '/overlay/?key=x',
    '/uploads/none.png',
    '/auth/user/showStreamerURL',
  ]) {
    await expect(page.goto(path), path).rejects.toThrow(/ERR_INTERNET_DISCONNECTED|ERR_FAILED/)
  }
})

test('the overlay page registers no service worker', async ({ browser, server }) => {
  // A browser that only ever loads the overlay, as OBS does.
  const context = await browser.newContext({ baseURL: server.url })
  const page = await context.newPage()
  await page.goto('/overlay/?key=not-a-key')
  await page.waitForLoadState('load')
  await waitForIdle(page)
  expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length)).toBe(0)
  await context.close()
})

test('logging out deletes the user’s cached answers', async ({ page, server }) => {
  const viewer = await createVerifiedAccount(server)
  await page.goto('/')
  await seedSession(page, server, viewer)
  await waitForServiceWorker(page)
  await page.goto('/my-cards')
  await expect(page.getByRole('heading', { name: 'My Cards', level: 1 })).toBeVisible()
  await expect
    .poll(() => page.evaluate(async () => (await caches.keys()).includes('cardcast-api-user')))
    .toBe(true)

  await page.getByRole('navigation', { name: 'User area' }).getByRole('link', { name: 'Log Out' }).click()
  await expect(page).toHaveURL(/\/$/)
  await expect
    .poll(() => page.evaluate(async () => (await caches.keys()).includes('cardcast-api-user')))
    .toBe(false)
})
