import type { Page } from '@playwright/test'
import { expect, test, waitForAnimations } from '../support/e2e'
import { field, mainButton } from '../support/e2e-accounts'
import { expectNoSidewaysScroll } from '../support/e2e-layout'
import { holdRequests } from '../support/e2e-network'
import { openDashboardSignedIn } from '../support/e2e-sessions'
import { createCreatorAccount, createVerifiedAccount } from '../support/factories'

// The header, its slide-in menu below 768 px, the user area's one menu (a side column on a desktop, the
// header's drawer on a phone) and the phone's tab bar, the footer, and pages that fit a 360 px phone.

const PHONE = { width: 390, height: 844 }

test.describe('on a phone (390×844)', () => {
  test.use({ viewport: PHONE })

  test('logged out, the header menu slides in with the landing links and Sign Up', async ({ page }) => {
    await page.goto('/')
    const mainNav = page.getByRole('navigation', { name: 'Main' })
    // The inline header links give way to the menu button.
    await expect(mainNav.getByRole('link', { name: 'Features' })).toBeHidden()

    const openMenu = page.getByRole('button', { name: 'Open menu' })
    await expect(openMenu).toBeVisible()
    await openMenu.click()

    const menu = page.getByRole('dialog', { name: 'Menu' })
    await expect(menu).toBeVisible()
    const menuNav = menu.getByRole('navigation', { name: 'Main' })
    for (const name of ['Features', 'Modules', 'Pricing', 'Contact', 'Sign Up']) {
      await expect(menuNav.getByRole('link', { name, exact: true })).toBeVisible()
    }
    await expect(menuNav.getByRole('button', { name: 'Log Out' })).toHaveCount(0)

    await menuNav.getByRole('link', { name: 'Sign Up', exact: true }).click()
    await expect(page).toHaveURL(/\/signup$/)
    await expect(menu).toBeHidden()
    await expect(page.getByRole('heading', { name: 'Create Your Account' })).toBeVisible()
  })

  test('logged in, the menu button opens the side menu, and a link click closes it', async ({
    page,
    server,
  }) => {
    const account = await createVerifiedAccount(server)
    await openDashboardSignedIn(page, server, account)

    // The side column is hidden on a phone; the header's one button opens it.
    const sideNav = page.getByRole('navigation', { name: 'User area' })
    await expect(sideNav).toBeHidden()
    const header = page.getByRole('banner')
    await expect(header.getByRole('navigation')).toHaveCount(0)
    const toggle = header.getByRole('button', { name: 'Open menu' })
    await expect(toggle).toBeEnabled()
    await toggle.click()

    const drawer = page.getByRole('dialog', { name: 'Menu' })
    await expect(drawer).toBeVisible()
    await expect(header.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true')
    const drawerNav = drawer.getByRole('navigation', { name: 'User area' })
    for (const name of ['Home', 'Trending Cards', 'Streamers', 'My Cards', 'Profile', 'Log Out']) {
      await expect(drawerNav.getByRole('link', { name, exact: true })).toBeVisible()
    }
    // A viewer is offered the way to stream instead of a creator's pages.
    await expect(drawerNav.getByRole('button', { name: 'Start streaming' })).toBeVisible()
    await expect(drawerNav.getByRole('link', { name: 'Card Inventory' })).toHaveCount(0)
    await expect(drawerNav.getByRole('link', { name: 'Trending Cards' })).toHaveAttribute(
      'aria-current',
      'page',
    )

    await drawerNav.getByRole('link', { name: 'My Cards', exact: true }).click()
    await expect(page).toHaveURL(/\/my-cards$/)
    await expect(page.getByRole('heading', { name: 'My Cards' })).toBeVisible()
    await expect(drawer).toBeHidden()
    await expect(toggle).toHaveAttribute('aria-expanded', 'false')
  })

  test('the tab bar takes a viewer to the main places, and marks where they are', async ({
    page,
    server,
  }) => {
    const account = await createVerifiedAccount(server)
    await openDashboardSignedIn(page, server, account)
    const tabs = page.getByRole('navigation', { name: 'Tabs' })
    await expect(tabs.getByRole('link')).toHaveText(['Trending Cards', 'Streamers', 'My Cards', 'Profile'])
    await expect(tabs.getByRole('link', { name: 'Trending Cards' })).toHaveAttribute('aria-current', 'page')

    await tabs.getByRole('link', { name: 'My Cards' }).click()
    await expect(page.getByRole('heading', { name: 'My Cards', level: 1 })).toBeVisible()
    await expect(tabs.getByRole('link', { name: 'My Cards' })).toHaveAttribute('aria-current', 'page')
    await expect(tabs.getByRole('link', { name: 'Trending Cards' })).not.toHaveAttribute(
      'aria-current',
      'page',
    )

    // The page's end (the footer) scrolls clear of the bar instead of hiding under it.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
    const footer = await page.getByRole('contentinfo').boundingBox()
    const bar = await tabs.boundingBox()
    if (!footer || !bar) throw new Error('no footer or tab bar on screen')
    expect(footer.y + footer.height).toBeLessThanOrEqual(bar.y + 1)
  })

  test('a creator’s tab bar has Live', async ({ page, server }) => {
    const creator = await createCreatorAccount(server)
    await openDashboardSignedIn(page, server, creator)
    const tabs = page.getByRole('navigation', { name: 'Tabs' })
    await expect(tabs.getByRole('link')).toHaveText([
      'Trending Cards',
      'Streamers',
      'My Cards',
      'Live',
      'Profile',
    ])
    await tabs.getByRole('link', { name: 'Live' }).click()
    await expect(page).toHaveURL(/\/live$/)
  })

  test('Back closes the header menu that was open', async ({ page }) => {
    await page.goto('/')
    const openMenu = page.getByRole('button', { name: 'Open menu' })
    await openMenu.click()
    const menu = page.getByRole('dialog', { name: 'Menu' })
    await menu.getByRole('link', { name: 'Sign Up', exact: true }).click()
    await expect(page.getByRole('heading', { name: 'Create Your Account' })).toBeVisible()

    await openMenu.click()
    await expect(menu).toBeVisible()
    await page.goBack()
    await expect(page).toHaveURL(/\/$/)
    await expect(menu).toBeHidden()
    await expect(openMenu).toHaveAttribute('aria-expanded', 'false')
  })

  test('Back closes the side menu that was open', async ({ page, server }) => {
    const account = await createVerifiedAccount(server)
    await openDashboardSignedIn(page, server, account)
    // The burger is 'Open menu' or 'Close menu'; the drawer's own 'Dismiss menu' is a different button,
    // still in the header while the drawer closes after a link.
    const toggle = page.getByRole('banner').getByRole('button', { name: /^(Open|Close) menu$/ })
    const drawer = page.getByRole('dialog', { name: 'Menu' })
    await toggle.click()
    await drawer.getByRole('link', { name: 'My Cards', exact: true }).click()
    await expect(page.getByRole('heading', { name: 'My Cards' })).toBeVisible()

    await toggle.click()
    await expect(drawer).toBeVisible()
    await page.goBack()
    await expect(page.getByRole('heading', { name: 'Trending Cards' })).toBeVisible()
    await expect(drawer).toBeHidden()
    await expect(toggle).toHaveAttribute('aria-expanded', 'false')
  })
})

test.describe('on a phone, right after logging in', () => {
  test.use({ viewport: PHONE, serviceWorkers: 'block' })

  test('a tap on the menu while the signed-in area loads opens that area’s menu', async ({
    page,
    server,
  }) => {
    const account = await createVerifiedAccount(server)
    // The signed-in area's layout arrives when the test says: until then the login page's layout,
    // header and all, stays on screen, as it does on a slow phone.
    const layout = await holdRequests(page, '**/assets/browse-layout-*.js')
    await page.goto('/login')
    await field(page, 'Email').fill(account.emailId)
    await field(page, 'Password').fill(account.password)
    await mainButton(page, 'Sign In').click()
    await expect.poll(() => layout.held).toBe(1)
    await expect(page.getByRole('heading', { name: 'Welcome Back' })).toBeHidden()

    await page.getByRole('button', { name: 'Open menu' }).click()
    layout.release()
    await expect(page.getByRole('heading', { name: 'Trending Cards' })).toBeVisible()
    const menu = page.getByRole('dialog', { name: 'Menu' })
    await expect(
      menu.getByRole('navigation', { name: 'User area' }).getByRole('link', { name: 'Log Out' }),
    ).toBeVisible()
    await expect(page.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true')
  })
})

test.describe('the side menu', () => {
  const userArea = (page: Page) => page.getByRole('navigation', { name: 'User area' })

  test('lists Card Inventory for a creator', async ({ page, server }) => {
    const creator = await createCreatorAccount(server)
    await openDashboardSignedIn(page, server, creator)

    await expect(userArea(page).getByRole('link', { name: 'Trending Cards' })).toBeVisible()
    const inventory = userArea(page).getByRole('link', { name: 'Card Inventory' })
    await expect(inventory).toBeVisible()
    await inventory.click()
    await expect(page).toHaveURL(/\/card-inventory$/)
  })

  test('is the desktop’s one menu: each place is linked once, and the header holds none', async ({
    page,
    server,
  }) => {
    const creator = await createCreatorAccount(server)
    await openDashboardSignedIn(page, server, creator)
    await expect(page.getByRole('banner').getByRole('link')).toHaveCount(1) // the brand
    await expect(page.getByRole('navigation', { name: 'Tabs' })).toBeHidden()
    await expect(userArea(page).getByRole('link').first()).toHaveAccessibleName(/ logo$/)
    const links = userArea(page).getByRole('link').filter({ hasText: /\S/ })
    await expect(links).toHaveText([
      'Home',
      'Trending Cards',
      'Streamers',
      'My Cards',
      'My Subscriptions',
      'Orders',
      'Card Inventory',
      'Live',
      'Analytics',
      'Earnings',
      'Profile',
      'Log Out',
    ])
    // A creator streams already: no Start streaming.
    await expect(userArea(page).getByRole('button', { name: 'Start streaming' })).toHaveCount(0)
  })

  test('has no Card Inventory for a viewer', async ({ page, server }) => {
    const viewer = await createVerifiedAccount(server)
    await openDashboardSignedIn(page, server, viewer)

    await expect(userArea(page).getByRole('link', { name: 'Trending Cards' })).toBeVisible()
    await expect(userArea(page).getByRole('link', { name: 'My Cards' })).toBeVisible()
    await expect(userArea(page).getByRole('link', { name: 'Card Inventory' })).toHaveCount(0)
  })

  test('lists Card Inventory in the phone drawer for a creator', async ({ page, server }) => {
    await page.setViewportSize(PHONE)
    const creator = await createCreatorAccount(server)
    await openDashboardSignedIn(page, server, creator)
    await page.getByRole('button', { name: 'Open menu' }).click()
    const drawerNav = page
      .getByRole('dialog', { name: 'Menu' })
      .getByRole('navigation', { name: 'User area' })
    await expect(drawerNav.getByRole('link', { name: 'Card Inventory' })).toBeVisible()
  })
})

test.describe('at 360 px wide', () => {
  test.use({ viewport: { width: 360, height: 740 } })

  // One page after another in one tab: the rule is the layout's, the same on each page.
  test('the public pages do not scroll sideways', async ({ page }) => {
    for (const path of ['/', '/login', '/signup', '/contactus', '/tnc', '/privacy']) {
      await page.goto(path)
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
      await expect(page.getByRole('contentinfo')).toBeAttached()
      // Let the landing page's hero card land before measuring.
      await waitForAnimations(page)
      await expectNoSidewaysScroll(page)
    }
  })

  test('the user area does not scroll sideways', async ({ page, server }) => {
    const account = await createVerifiedAccount(server)
    await openDashboardSignedIn(page, server, account)
    await expectNoSidewaysScroll(page)
  })
})

test.describe('the footer', () => {
  test('shows Privacy Policy, Terms & Conditions and the current year', async ({ page }) => {
    await page.goto('/')
    const footer = page.getByRole('contentinfo')
    const footerNav = footer.getByRole('navigation', { name: 'Footer' })
    await expect(footerNav.getByRole('link', { name: 'Privacy Policy' })).toBeVisible()
    await expect(footerNav.getByRole('link', { name: 'Terms & Conditions' })).toBeVisible()
    const year = await page.evaluate(() => new Date().getFullYear())
    await expect(footer).toContainText(`© ${year}`)

    await footerNav.getByRole('link', { name: 'Terms & Conditions' }).click()
    await expect(page).toHaveURL(/\/tnc$/)
    await footerNav.getByRole('link', { name: 'Privacy Policy' }).click()
    await expect(page).toHaveURL(/\/privacy$/)
  })

  test('is there in the user area too', async ({ page, server }) => {
    const account = await createVerifiedAccount(server)
    await openDashboardSignedIn(page, server, account)
    const footerNav = page.getByRole('contentinfo').getByRole('navigation', { name: 'Footer' })
    await expect(footerNav.getByRole('link', { name: 'Privacy Policy' })).toBeVisible()
    await expect(footerNav.getByRole('link', { name: 'Terms & Conditions' })).toBeVisible()
    await expect(page.getByRole('contentinfo')).toContainText(`© ${new Date().getFullYear()}`)
  })
})
