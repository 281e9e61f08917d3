// A first visit to the market: the server renders the cards into the page's HTML with the
// catalogue they came from, so a phone shows them before the app's code has arrived; the app takes
// the page over from that catalogue, asking for nothing, and nothing on screen moves. A visit the
// service worker answers (the market's shell, offline-capable) starts the catalogue request from its
// HTML instead of waiting for the app's code.
import type { Page } from '@playwright/test'
import { authMessages } from '../../contract/messages'
import { expect, test } from '../support/e2e'
import { localStorageOf, toast } from '../support/e2e-accounts'
import { holdRequests } from '../support/e2e-network'
import { signIn } from '../support/e2e-sessions'
import type { TestServer } from '../support/test-server'
import { newCreator, newViewer, seedCard, tile } from './marketplace-support'
import { waitForServiceWorker } from './pwa-support'

// The offline app is what this file tests: its service worker runs (playwright.config.ts blocks it).
test.use({ serviceWorkers: 'allow' })

/** The app's entry chunk: until it runs, what is on screen is the server's HTML alone. */
const APP_ENTRY = '**/assets/app-*.js'

function countCatalogueRequests(page: Page) {
  const requests: string[] = []
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/auth/user/getCards') requests.push(request.method())
  })
  return requests
}

/** A new card in the market, and the page signed in as a new viewer. */
async function viewerWithNewCard(page: Page, server: TestServer, titlePrefix: string) {
  const title = `${titlePrefix} ${Date.now()}`
  await seedCard(server, await newCreator(server), { cardTitle: title })
  const viewer = await newViewer(server)
  await signIn(page, server, viewer)
  return { title, viewer }
}

test.describe('served by the server', () => {
  // page.route (holding the entry) sees nothing a service worker fetches.
  test.use({ serviceWorkers: 'block' })

  test('the market shows its cards before any script runs, and they stay put when the app takes over', async ({
    page,
    server,
  }) => {
    const { title, viewer } = await viewerWithNewCard(page, server, 'Rendered card')
    const catalogueRequests = countCatalogueRequests(page)
    const entry = await holdRequests(page, APP_ENTRY)

    // Not waiting for the load event: the held entry can hold it too.
    await page.goto('/dashboard', { waitUntil: 'commit' })
    const card = tile(page, title)
    await expect(card).toBeVisible()
    await expect(card.getByRole('button', { name: `Get free ${title}` })).toBeVisible()
    await expect.poll(() => entry.held).toBe(1)
    const before = await card.boundingBox()

    entry.release()
    // The app's own: the greeting with the viewer's name, on the line the page held open for it.
    await expect(page.getByText(`Hi ${viewer.username}!`)).toBeVisible()
    expect(await card.boundingBox()).toEqual(before)
    await page.waitForLoadState('networkidle')
    expect(catalogueRequests).toEqual([])
    // Its style sheets came inline in part: the rest of each is fetched once, after the first paint,
    // and the whole sheet never.
    const styles = await page.evaluate(() => ({
      whole: [...document.querySelectorAll('style[data-deferred]')].map((style) =>
        style.getAttribute('data-href'),
      ),
      deferred: [...document.querySelectorAll('style[data-deferred]')].map((style) =>
        style.getAttribute('data-deferred'),
      ),
      paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
      fetched: performance
        .getEntriesByType('resource')
        .map((entry) => ({ path: new URL(entry.name).pathname, start: entry.startTime }))
        .filter((entry) => entry.path.endsWith('.css')),
    }))
    expect(styles.deferred.length).toBeGreaterThan(0)
    const fetchedDeferred = styles.fetched.filter((entry) => styles.deferred.includes(entry.path))
    expect(fetchedDeferred.map((entry) => entry.path).sort()).toEqual([...styles.deferred].sort())
    for (const sheet of fetchedDeferred) expect(sheet.start).toBeGreaterThanOrEqual(styles.paint ?? Infinity)
    expect(styles.fetched.filter((entry) => styles.whole.includes(entry.path))).toEqual([])

    // And the page is the app's: a filter from the page narrows the cards at once.
    await page.getByLabel('Rarity').selectOption('Legendary')
    await expect(card).toBeHidden()
    await expect(page).toHaveURL(/rarity=Legendary/)
  })

  test('the market answers its first Buy without the schema library: a dialog loads its code when it opens', async ({
    page,
    server,
  }) => {
    const { title } = await viewerWithNewCard(page, server, 'Light card')
    const schemaChunks: string[] = []
    page.on('request', (request) => {
      if (/\/assets\/schemas-[^/]+\.js$/.test(request.url())) schemaChunks.push(request.url())
    })
    await page.goto('/dashboard')
    const buy = tile(page, title).getByRole('button', { name: `Get free ${title}` })
    await expect(buy).toBeEnabled()
    // Past idle (the toasts mount then): everything the page loads by itself has been asked for.
    await expect(page.locator('[data-rht-toaster]')).toBeAttached({ timeout: 20_000 })
    expect(schemaChunks).toEqual([])

    await buy.click()
    const confirm = page.getByRole('dialog', { name: 'Get a free card' })
    await expect(confirm.getByText(title)).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(confirm).toBeHidden()
    await expect(buy).toBeFocused()
  })

  test('a market visit whose session has expired hides the signed-in page, then shows the market signed out', async ({
    page,
    server,
  }) => {
    const { title } = await viewerWithNewCard(page, server, 'Hidden card')
    // The stored session's time is up (the init scripts run in order: after signIn's).
    await page.addInitScript(() => localStorage.setItem('expirationTime', String(Date.now() - 1000)))
    const entry = await holdRequests(page, APP_ENTRY)

    // Not waiting for the load event: the held entry holds it too.
    await page.goto('/dashboard', { waitUntil: 'commit' })
    await expect.poll(() => entry.held).toBe(1)
    // The server's page is a signed-in one: hidden from a visitor whose session is over.
    await expect(tile(page, title)).toBeHidden()
    await expect(page.getByRole('heading', { name: 'Trending Cards' })).toBeHidden()

    entry.release()
    // The market is open to everyone: it stays, signed out, and the ended session is said and cleared.
    await expect(toast(page, authMessages.sessionExpired)).toBeVisible()
    await expect(page).toHaveURL(/\/dashboard$/)
    await expect(tile(page, title)).toBeVisible()
    expect(await localStorageOf(page)).toEqual({})
  })
})

test('a market visit the service worker answers asks for the catalogue once, from its HTML', async ({
  page,
  server,
}) => {
  const { title } = await viewerWithNewCard(page, server, 'Early card')
  await page.goto('/')
  await waitForServiceWorker(page)

  const catalogueRequests = countCatalogueRequests(page)
  // Who started it: the script whose code made the request (Chromium's DevTools protocol).
  const initiators: string[] = []
  const devtools = await page.context().newCDPSession(page)
  await devtools.send('Network.enable')
  devtools.on('Network.requestWillBeSent', ({ request, initiator }) => {
    if (new URL(request.url).pathname === '/auth/user/getCards') {
      initiators.push(initiator.stack?.callFrames[0]?.url ?? initiator.type)
    }
  })
  await page.goto('/dashboard')
  await expect(tile(page, title)).toBeVisible()
  // Long enough for a second request, had the client not taken up the first answer.
  await page.waitForLoadState('networkidle')
  expect(catalogueRequests).toEqual(['GET'])
  // The market's HTML asked for it (its inline page-start script), not the app's code.
  expect(initiators).toEqual([`${server.url}/dashboard`])
})
