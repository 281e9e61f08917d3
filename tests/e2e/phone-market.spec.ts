// The market on a 390×844 phone and a 1440×900 desktop. A compact
// two-column grid with details on tap, the filters in a sheet, one sticky bar, skeleton tiles that the
// cards replace without moving, buying disabled offline, 44 px touch targets, 'Free' prices.
import type { Locator, Page } from '@playwright/test'
import { expect, test } from '../support/e2e'
import { expectTouchTarget } from '../support/e2e-layout'
import { signIn } from '../support/e2e-sessions'
import { newCreator, newViewer, seedCard, tile } from './marketplace-support'

const PHONE = { width: 390, height: 844 }
const DESKTOP = { width: 1440, height: 900 }
const NEEDS_CONNECTION = 'Buying needs a connection'

const cardList = (page: Page) => page.getByRole('list', { name: 'Cards' })

async function box(locator: Locator) {
  const found = await locator.boundingBox()
  if (!found) throw new Error('the element has no box')
  return found
}

/**
 * Opens the market from inside the app (the side menu's link on a desktop, the tab bar's on a phone):
 * the server renders /dashboard with its cards, so skeletons show on a visit the app makes.
 */
async function openMarketFromTheApp(page: Page) {
  await page.goto('/profile')
  const sideMenu = page
    .getByRole('navigation', { name: 'User area' })
    .getByRole('link', { name: 'Trending Cards' })
  const tab = page.getByRole('navigation', { name: 'Tabs' }).getByRole('link', { name: 'Trending Cards' })
  await expect(sideMenu.or(tab).first()).toBeVisible()
  await ((await tab.isVisible()) ? tab : sideMenu).click()
}

/**
 * Opens the market with the catalogue held back, measures the first skeleton tile, lets the catalogue
 * through and fails if the first card that replaces it sits anywhere else or has another size.
 */
async function expectSkeletonKeepsItsPlace(page: Page, firstCardTitle: string) {
  // Hold the catalogue until the skeleton has been measured (the real server answers after).
  let release: () => void = () => {}
  const held = new Promise<void>((resolve) => {
    release = resolve
  })
  await page.route('**/auth/user/getCards', async (route) => {
    await held
    await route.continue()
  })
  await openMarketFromTheApp(page)
  const skeleton = page.locator('ul[aria-hidden="true"] > li').first()
  await expect(skeleton).toBeVisible()
  await expect(page.getByText('Loading cards...')).toBeVisible()
  const before = await box(skeleton)
  release()

  await expect(tile(page, firstCardTitle)).toBeVisible()
  const after = await box(cardList(page).getByRole('listitem').first())
  for (const side of ['x', 'y', 'width', 'height'] as const) {
    expect(Math.abs(after[side] - before[side]), `the first card's ${side} moved`).toBeLessThanOrEqual(1)
  }
}

/** The height of what stays pinned to the top of the window once the page is scrolled. */
function stickyChromeHeight(page: Page): Promise<number> {
  return page.evaluate(() => {
    let bottom = 0
    for (const element of Array.from(document.body.querySelectorAll('*'))) {
      const { position } = getComputedStyle(element)
      if (position !== 'sticky' && position !== 'fixed') continue
      const rect = element.getBoundingClientRect()
      if (rect.height > 0 && rect.top <= 1 && rect.bottom > 0) bottom = Math.max(bottom, rect.bottom)
    }
    return bottom
  })
}

test.describe('on a phone (390×844)', () => {
  test.use({ viewport: PHONE })

  test('skeleton tiles of the final size, then two compact cards a row under one sticky bar', async ({
    page,
    server,
  }) => {
    const creator = await newCreator(server)
    await seedCard(server, creator, {
      cardTitle: 'Phone grid one',
      description: 'Do a handstand on stream',
      rarity: 'Epic',
      price: 0,
    })
    await seedCard(server, creator, { cardTitle: 'Phone grid two', price: 49 })
    await signIn(page, server, await newViewer(server))

    await expectSkeletonKeepsItsPlace(page, 'Phone grid one')

    // Two cards side by side.
    const [first, second] = await Promise.all([
      box(cardList(page).getByRole('listitem').nth(0)),
      box(cardList(page).getByRole('listitem').nth(1)),
    ])
    expect(Math.abs(first.y - second.y)).toBeLessThanOrEqual(1)
    expect(second.x).toBeGreaterThan(first.x + first.width - 1)
    expect(second.x + second.width).toBeLessThanOrEqual(PHONE.width)

    // Compact: image, title, price, rarity and whose card it is; the description waits for a tap,
    // which the tile says.
    const free = tile(page, 'Phone grid one')
    await expect(free.getByText('Free', { exact: true })).toBeVisible()
    await expect(free.getByText('₹0')).toHaveCount(0)
    await expect(free.getByText('Epic', { exact: true })).toBeVisible()
    await expect(free.getByText(`by ${creator.username}`)).toBeVisible()
    await expect(free.getByText('Details ›')).toBeVisible()
    await expect(free.getByText('Do a handstand on stream')).toBeHidden()
    await free.getByRole('button', { name: 'Details: Phone grid one' }).click()
    const details = page.getByRole('dialog', { name: 'Phone grid one' })
    await expect(details.getByText('Do a handstand on stream')).toBeVisible()
    // The sheet spans the screen, not a strip at its left.
    const sheet = await box(details)
    expect(sheet.x).toBeLessThanOrEqual(1)
    expect(sheet.width).toBeGreaterThanOrEqual(PHONE.width - 2)
    await expect(details.getByRole('button', { name: 'Get free Phone grid one' })).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(details).toBeHidden()

    // One sticky bar at the top, with the one menu's button in it; the tabs sit at the bottom.
    const header = page.getByRole('banner')
    await expect(header.getByRole('button')).toHaveCount(1)
    await expect(header.getByRole('button', { name: 'Open menu' })).toBeVisible()
    const tabs = await box(page.getByRole('navigation', { name: 'Tabs' }))
    expect(tabs.y + tabs.height).toBeCloseTo(PHONE.height, 0)
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0)
    expect(await stickyChromeHeight(page)).toBeLessThanOrEqual(64)
  })

  test('the filters open in a sheet whose button counts the active ones', async ({ page, server }) => {
    const creator = await newCreator(server)
    await seedCard(server, creator, { cardTitle: 'Sheet rare', rarity: 'Rare', category: ['Challenge'] })
    await seedCard(server, creator, { cardTitle: 'Sheet common', rarity: 'Common', category: ['Reward'] })
    await signIn(page, server, await newViewer(server))
    await page.goto('/dashboard')
    await expect(tile(page, 'Sheet common')).toBeVisible()

    const filtersButton = page.getByRole('button', { name: /^Filters/ })
    await expect(filtersButton).toHaveText('Filters')
    await expect(page.getByRole('combobox', { name: 'Rarity' })).toBeHidden()
    await filtersButton.click()
    const sheet = page.getByRole('dialog', { name: 'Filters' })
    await sheet.getByRole('combobox', { name: 'Rarity' }).selectOption('Rare')
    // The chip's label takes the tap (its checkbox is visually hidden).
    await sheet.getByText('Challenge', { exact: true }).click()
    await expect(sheet.getByRole('checkbox', { name: 'Challenge' })).toBeChecked()
    await expect(filtersButton).toContainText('2')
    await sheet.getByRole('button', { name: 'Show cards' }).click()
    await expect(sheet).toBeHidden()
    await expect(page).toHaveURL(/rarity=Rare/)
    await expect(tile(page, 'Sheet rare')).toBeVisible()
    await expect(tile(page, 'Sheet common')).toBeHidden()
    await expect(filtersButton).toHaveAccessibleName('Filters 2 active')
  })

  test('touch targets are at least 44×44 px', async ({ page, server }) => {
    const creator = await newCreator(server)
    await seedCard(server, creator, { cardTitle: 'Touch me', price: 10 })
    await signIn(page, server, await newViewer(server))
    await page.goto('/dashboard')
    const card = tile(page, 'Touch me')
    // Measured once the app has taken the server's page over (its elements replace the page's).
    await expect(card.getByRole('button', { name: 'Buy Touch me' })).toBeEnabled()
    const header = page.getByRole('banner')
    await expect(header.getByRole('button', { name: 'Open menu' })).toBeEnabled()

    await expectTouchTarget(card.getByRole('button', { name: 'Buy Touch me' }), 'Buy')
    await expectTouchTarget(card.getByRole('button', { name: 'Details: Touch me' }), 'the tile')
    await expectTouchTarget(header.getByRole('button', { name: 'Open menu' }), 'Open menu')
    const tabs = page.getByRole('navigation', { name: 'Tabs' })
    for (const name of ['Trending Cards', 'Streamers', 'My Cards', 'Profile']) {
      await expectTouchTarget(tabs.getByRole('link', { name }), `the ${name} tab`)
    }
    await expectTouchTarget(page.getByRole('button', { name: /^Filters/ }), 'Filters')
    const footer = page.getByRole('contentinfo')
    for (const name of [
      'About',
      'Contact',
      'Privacy Policy',
      'Terms & Conditions',
      'Grievances',
      'YouTube',
      'Instagram',
    ]) {
      await expectTouchTarget(footer.getByRole('link', { name, exact: true }), `the footer's ${name}`)
    }
    await page.getByRole('button', { name: /^Filters/ }).click()
    const sheet = page.getByRole('dialog', { name: 'Filters' })
    for (const name of ['Challenge', 'Reward', 'Punishment']) {
      // The chip's label is what a finger presses.
      await expectTouchTarget(sheet.locator('label').filter({ hasText: name }), `the ${name} chip`)
    }
    await expectTouchTarget(sheet.getByRole('button', { name: 'Close filters' }), "the sheet's close button")
    await page.keyboard.press('Escape')
    await expect(sheet).toBeHidden()

    // A dialog's controls too: Mantine's 28 px close button and 36 px buttons are 44 px on a phone.
    await card.getByRole('button', { name: 'Buy Touch me' }).click()
    const dialog = page.getByRole('dialog', { name: 'Confirm Purchase' })
    await expect(dialog).toBeVisible()
    await expectTouchTarget(dialog.getByRole('button', { name: 'Close dialog' }), "the dialog's close button")
    await expectTouchTarget(dialog.getByRole('button', { name: 'Cancel' }), 'Cancel')
    await expectTouchTarget(dialog.getByRole('button', { name: 'Confirm Buy' }), 'Confirm Buy')
  })

  test('offline, Buy is disabled and says why, and the offline banner covers no control', async ({
    page,
    context,
    server,
  }) => {
    const creator = await newCreator(server)
    await seedCard(server, creator, { cardTitle: 'Offline buy', price: 25 })
    await signIn(page, server, await newViewer(server))
    // The offline banner's code loads once the page is idle: it must arrive before the network goes.
    // (Waiting for the network to be idle was not enough: CI's busy machine went idle later still.)
    const offlineRuntime = page.waitForResponse((response) =>
      /\/assets\/offline-runtime-[^/]+\.js$/.test(new URL(response.url()).pathname),
    )
    await page.goto('/dashboard')
    const buy = tile(page, 'Offline buy').getByRole('button', { name: 'Buy Offline buy' })
    await expect(buy).toBeEnabled()
    await offlineRuntime

    await context.setOffline(true)
    await expect(buy).toBeDisabled()
    await expect(buy).toHaveAccessibleDescription(NEEDS_CONNECTION)
    await expect(page.getByText(NEEDS_CONNECTION)).toBeVisible()
    const banner = page.getByTestId('offline-banner')
    await expect(banner).toBeVisible()

    // At the top, scrolled halfway and at the bottom: no control under the banner.
    for (const scroll of [0, 0.5, 1]) {
      await page.evaluate((at) => window.scrollTo(0, at * document.documentElement.scrollHeight), scroll)
      const covered = await page.evaluate(() => {
        const bannerBox = document.querySelector('[data-testid="offline-banner"]')?.getBoundingClientRect()
        if (!bannerBox || bannerBox.height === 0) return []
        const controls = document.querySelectorAll(
          'button, a[href], input, [role="button"], [role="checkbox"]',
        )
        return Array.from(controls)
          .filter((control) => !control.closest('[data-testid="offline-banner"]'))
          .filter((control) => {
            const box = control.getBoundingClientRect()
            if (box.width === 0 || box.height === 0) return false
            const overlaps =
              box.left < bannerBox.right &&
              box.right > bannerBox.left &&
              box.top < bannerBox.bottom &&
              box.bottom > bannerBox.top
            // The banner scrolls with the page: only a control drawn over it or under it counts.
            const above = getComputedStyle(control).position === 'fixed'
            return overlaps && !above
          })
          .map((control) => control.textContent?.trim() || control.getAttribute('aria-label'))
      })
      expect(covered, `controls under the banner at scroll ${scroll}`).toEqual([])
    }

    await context.setOffline(false)
    await expect(buy).toBeEnabled()
  })
})

test.describe('on a desktop (1440×900)', () => {
  test.use({ viewport: DESKTOP })

  test('full tiles and inline filters; a filter keeps keyboard focus; the page names itself', async ({
    page,
    server,
  }) => {
    const creator = await newCreator(server)
    await seedCard(server, creator, {
      cardTitle: 'Desk card',
      description: 'Read the chat in a pirate voice',
      category: ['Challenge'],
      price: 0,
    })
    await signIn(page, server, await newViewer(server))
    await page.goto('/dashboard')
    const card = tile(page, 'Desk card')
    await expect(card.getByText('Read the chat in a pirate voice')).toBeVisible()
    await expect(card.getByText('Free', { exact: true })).toBeVisible()
    await expect(card.getByRole('button', { name: 'Details: Desk card' })).toBeHidden()
    await expect(page.getByRole('button', { name: /^Filters/ })).toBeHidden()
    await expect(page).toHaveTitle('Trending Cards · Cardcast')
    // The side menu is a column; the header has no menu button and there is no tab bar.
    await expect(page.getByRole('banner').getByRole('button', { name: 'Open menu' })).toBeHidden()
    await expect(page.getByRole('navigation', { name: 'Tabs' })).toBeHidden()

    // The server's market is inert until the app takes it over (scripts/prerender-entry.ts): a chip
    // focused before then is not focused at all, and is replaced. Buy is enabled once it has.
    await expect(card.getByRole('button', { name: 'Get free Desk card' })).toBeEnabled()
    const chip = page.getByRole('checkbox', { name: 'Challenge' })
    await chip.focus()
    await page.keyboard.press('Space')
    await expect(page).toHaveURL(/category=Challenge/)
    await expect(chip).toBeChecked()
    await expect(chip).toBeFocused()
    await page.keyboard.press('Space')
    await expect(page).not.toHaveURL(/category=/)
    await expect(chip).toBeFocused()
  })

  test('skeleton tiles keep the final size on a wide screen too', async ({ page, server }) => {
    const creator = await newCreator(server)
    await seedCard(server, creator, { cardTitle: 'Wide skeleton', category: ['Reward', 'Challenge'] })
    await signIn(page, server, await newViewer(server))
    await expectSkeletonKeepsItsPlace(page, 'Wide skeleton')
  })
})
