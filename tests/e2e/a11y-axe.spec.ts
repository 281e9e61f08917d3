import type { Page } from '@playwright/test'
import { auctionPath, paths } from '../../contract/paths'
import { bid, startAuction } from '../support/auctions'
import { getFreeCard } from '../support/cards'
import { expect, test, waitForAnimations, waitForAppIdle } from '../support/e2e'
import { createAdmin } from '../support/e2e-admin'
import { axeViolations } from '../support/e2e-axe'
import { openAdminDashboardSignedIn, signIn } from '../support/e2e-sessions'
import { createClient } from '../support/http'
import { submitUse } from '../support/stream'
import { createTier, subscribe } from '../support/subscriptions'
import { newCreator, newViewer, seedCard } from './marketplace-support'

// axe on every route of the router (src/app/router.tsx, named in contract/paths.ts), in both colour
// schemes, signed out, as a viewer, as a creator and, for the admin area, as an administrator: no
// serious or critical violation anywhere. The app follows the system's scheme (defaultColorScheme
// 'auto'), which Playwright's `emulateMedia` switches under an open page. Nothing is excluded.

const publicRoutes = [
  paths.home,
  paths.login,
  paths.signup,
  paths.forgotPassword,
  paths.resetPassword,
  paths.contact,
  paths.grievance,
  // A parent's pages, opened without their mail's token: the page that says the link is not valid.
  paths.parentConsent,
  paths.parentManage,
  paths.parentWithdraw,
  paths.terms,
  paths.privacy,
  '/no-such-page',
]

/** The signed-in pages; paths.streamerCards opens from /streamers (it needs the streamer in its state). */
const userRoutes = [
  paths.market,
  paths.streamers,
  paths.streamerCards,
  paths.myCards,
  paths.mySubscriptions,
  paths.cardInventory,
  paths.createCard,
  paths.profile,
  paths.analytics,
  paths.earnings,
  paths.live,
]

/** The signed-in pages a viewer has (the rest of userRoutes turn a viewer away). */
const viewerRoutes = [
  paths.market,
  paths.streamers,
  paths.streamerCards,
  paths.myCards,
  paths.mySubscriptions,
  paths.profile,
]

const adminPublicRoutes = [paths.admin.login, paths.admin.forgotPassword, paths.admin.resetPassword]
const adminRoutes = [
  paths.admin.dashboard,
  paths.admin.users,
  paths.admin.cards,
  paths.admin.payments,
  paths.admin.payouts,
  paths.admin.invoices,
  paths.admin.disputes,
  paths.admin.grievances,
  paths.admin.profile,
  paths.admin.settings,
]

/** Waits until the page shows its content: its heading, no spinner, finite animations ended. */
async function waitForContent(page: Page) {
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible()
  // Mantine's Loader, and the pages' loading fallback drawn like it (src/components/page-loader.tsx).
  await expect(page.locator('.mantine-Loader-root:visible, .page-loader:visible')).toHaveCount(0)
  await page.waitForLoadState('load')
  // The toasts mount once code that raises them has loaded (react-hot-toast with it: src/app/provider.tsx),
  // and a toast raised before (a redirect's reason) only then starts to fade in: past idle, wait for
  // their stack wherever that code came, and a frame for its animations to begin. A page that raises
  // none (the landing page, signed out) never loads it.
  await waitForAppIdle(page)
  await expect
    .poll(() =>
      page.evaluate(
        () =>
          document.querySelector('[data-rht-toaster]') !== null ||
          !performance
            .getEntriesByType('resource')
            .some((entry) => /\/assets\/react-hot-toast-[^/]+\.js$/.test(entry.name)),
      ),
    )
    .toBe(true)
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  )
  // A toast stays transparent until it has measured its height (a render later), then fades in.
  await expect
    .poll(() =>
      page.evaluate(() =>
        [...document.querySelectorAll('[data-rht-toaster] [role="status"]')].every((toast) => {
          for (let element: Element | null = toast; element; element = element.parentElement) {
            if (getComputedStyle(element).opacity !== '1') return false
          }
          return true
        }),
      ),
    )
    .toBe(true)
  // Colour is read from what is painted: an element fading in would read as low contrast.
  await waitForAnimations(page)
}

async function open(page: Page, route: string) {
  if (route === paths.streamerCards) {
    await page.goto(paths.streamers)
    await page.getByRole('main').getByRole('button', { name: 'Show Cards' }).first().click()
    await expect(page).toHaveURL(new RegExp(`${paths.streamerCards}$`))
  } else {
    await page.goto(route)
  }
  await waitForContent(page)
}

const SCHEMES = ['light', 'dark'] as const

/**
 * The rules whose outcome depends on colour: all of axe's rules run in the light scheme, these again in
 * the dark one (the markup, names and roles do not change with the scheme).
 */
const COLOUR_RULES = ['color-contrast', 'link-in-text-block']

/** Switches the system's colour scheme under the open page, which follows it, and waits for the repaint. */
async function switchScheme(page: Page, colorScheme: (typeof SCHEMES)[number]) {
  await page.emulateMedia({ colorScheme })
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', colorScheme)
  await waitForAnimations(page)
}

/** The serious and critical violations on each route, in each colour scheme, as readable lines. */
async function auditRoutes(page: Page, routes: string[]) {
  const found: string[] = []
  for (const route of routes) {
    await page.emulateMedia({ colorScheme: 'light' })
    await open(page, route)
    for (const colorScheme of SCHEMES) {
      await switchScheme(page, colorScheme)
      const violations = await axeViolations(
        page,
        colorScheme === 'dark' ? { runOnly: { type: 'rule', values: COLOUR_RULES } } : {},
      )
      for (const violation of violations) {
        if (violation.impact !== 'serious' && violation.impact !== 'critical') continue
        for (const node of violation.nodes) {
          const where = `${route} (at ${new URL(page.url()).pathname}, ${colorScheme})`
          const what = `${violation.id} [${violation.impact}] ${node.target.join(' ')} ${node.html.slice(0, 160)}`
          found.push(`${where} ${what}: ${node.failureSummary?.replace(/\s+/g, ' ')}`)
        }
      }
    }
  }
  return found
}

// Each page is loaded once and audited in the light scheme, then for colour in the dark one.
test.describe('axe, light and dark schemes', () => {
  // Up to twenty pages, each loaded and audited twice; the tests are independent of each other.
  test.describe.configure({ mode: 'parallel', timeout: 300_000 })

  test('signed out: public pages, signed-in pages (their redirect) and the admin sign-in pages', async ({
    page,
  }) => {
    const found = await auditRoutes(page, [...publicRoutes, paths.market, ...adminPublicRoutes])
    expect(found, found.join('\n')).toEqual([])
  })

  test('as a viewer: every page of the viewer, and the public layouts signed in', async ({
    page,
    server,
  }) => {
    const creator = await newCreator(server)
    const owned = await seedCard(server, creator, { title: 'Axe check card' })
    // The streamer's page offers a tier, and My Subscriptions lists one.
    const client = createClient(server.url)
    const viewer = await newViewer(server)
    // My Cards with a card in each tab (the played one waits for the streamer's stream).
    const played = await getFreeCard(client, viewer, owned)
    expect((await submitUse(client, viewer, owned, played._id)).status).toBe(200)
    await getFreeCard(client, viewer, owned)
    await subscribe(client, viewer, (await createTier(client, creator)).id)
    // An auction the viewer leads (paths.auction): the countdown, the standing, the bid form, the bids.
    const card = await seedCard(server, creator, { cardTitle: 'Axe auction card' })
    const auction = await startAuction(client, creator, { cardId: card._id })
    await bid(client, viewer, auction.id, 50)
    await signIn(page, server, viewer)
    // The creator's pages a viewer is turned away from, and the sign-in pages a signed-in user is sent
    // on from, would audit the market again: the viewer's own pages, and each public layout with the
    // signed-in header.
    const found = await auditRoutes(page, [
      ...viewerRoutes,
      `${paths.myCards}?tab=played`,
      auctionPath(auction.id),
      paths.home,
      paths.contact,
      paths.terms,
      '/no-such-page',
    ])
    expect(found, found.join('\n')).toEqual([])
  })

  test('as a creator: every page of the user area', async ({ page, server }) => {
    const creator = await newCreator(server)
    await seedCard(server, creator, { title: 'Axe check card' })
    await signIn(page, server, creator)
    // The signed-in public pages are the viewer's too (audited above): the creator's own are these.
    const found = await auditRoutes(page, userRoutes)
    expect(found, found.join('\n')).toEqual([])
  })

  test('as an administrator: every admin page', async ({ page, server }) => {
    await openAdminDashboardSignedIn(page, server, await createAdmin(server))
    const found = await auditRoutes(page, adminRoutes)
    expect(found, found.join('\n')).toEqual([])
  })
})

// Lighthouse counts a skipped heading level against accessibility (a moderate finding, which the
// audits above let pass): a card's title sits one level under the heading above it.
test('headings go down one level at a time on every page that lists cards', async ({ page, server }) => {
  const creator = await newCreator(server)
  await seedCard(server, creator, { title: 'Heading check card' })
  await signIn(page, server, creator)
  const found: string[] = []
  for (const route of [
    paths.market,
    paths.streamerCards,
    paths.cardInventory,
    paths.createCard,
    paths.myCards,
  ]) {
    await open(page, route)
    const violations = await axeViolations(page, { runOnly: { type: 'rule', values: ['heading-order'] } })
    for (const node of violations.flatMap((violation) => violation.nodes)) {
      found.push(`${route}: ${node.html.slice(0, 160)}`)
    }
  }
  expect(found, found.join('\n')).toEqual([])
})

// The audits above pass only if they can fail: axe, run this way, finds a fault planted in a page.
test('the audit finds a violation planted in a page', async ({ page }) => {
  await open(page, paths.terms)
  await page.evaluate(() => {
    const picture = document.createElement('img')
    picture.src = '/logo.svg'
    document.querySelector('main')?.append(picture)
  })
  const violations = await axeViolations(page)
  expect(violations.map((violation) => violation.id)).toContain('image-alt')
})
