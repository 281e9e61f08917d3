import type { Page } from '@playwright/test'
import { expect, test } from '../support/e2e'
import { logInThroughForm, toast } from '../support/e2e-accounts'
import { adminField, createAdmin } from '../support/e2e-admin'
import { createVerifiedAccount } from '../support/factories'

/** An init script: the window never has focus (a page in a window the user left before it loaded). */
const WINDOW_WITHOUT_FOCUS = 'Document.prototype.hasFocus = () => false'

// Where toasts sit on screen, and swiping or dragging them away: the layout and the gestures of a real
// browser. How many show, which replaces which, what holds them and what closes them are checked on the
// app's own stack in tests/component/toasts.test.tsx.

const PHONE = { width: 390, height: 844 }
const DESKTOP = { width: 1440, height: 900 }

type Box = { x: number; y: number; width: number; height: number }
const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height

/** The whole toast (the swipeable box around its message). */
const toastBox = (page: Page, message: string) =>
  page.locator('[data-toast-id]').filter({ has: toast(page, message) })

async function failLogin(page: Page) {
  const main = page.getByRole('main')
  await main.getByLabel('Email', { exact: true }).fill('nobody@example.test')
  await main.getByLabel('Password', { exact: true }).fill('wrong-password')
  await main.getByRole('button', { name: 'Sign In', exact: true }).click()
  await expect(toast(page, 'Invalid email or password.')).toBeVisible()
}

/**
 * Holds the toasts, as in a window that does not have focus, so that none closes by itself during the
 * test: called before the page opens. The app checks `document.hasFocus()` when the toasts' code loads.
 */
async function holdToasts(page: Page) {
  await page.addInitScript(WINDOW_WITHOUT_FOCUS)
}

test.describe('on a phone (390×844)', () => {
  test.use({ viewport: PHONE })

  test('a toast sits at the bottom and covers no header control', async ({ page }) => {
    await page.goto('/login')
    await failLogin(page)
    const box = await toastBox(page, 'Invalid email or password.').boundingBox()
    const menu = await page.getByRole('button', { name: 'Open menu' }).boundingBox()
    if (!box || !menu) throw new Error('no toast or menu button on screen')
    expect(box.y + box.height).toBeGreaterThan(PHONE.height - 100)
    expect(box.y + box.height).toBeLessThanOrEqual(PHONE.height)
    expect(overlaps(box, menu)).toBe(false)
  })
})

test.describe('with a touch screen (390×844)', () => {
  test.use({ viewport: PHONE, hasTouch: true, isMobile: true })

  test('a sideways swipe dismisses a toast', async ({ page }) => {
    await holdToasts(page)
    await page.goto('/login')
    await failLogin(page)
    const box = await toastBox(page, 'Invalid email or password.').boundingBox()
    if (!box) throw new Error('no toast')
    const y = box.y + box.height / 2
    const x = box.x + 40
    // Real touch input (Playwright's touchscreen only taps): Chromium makes pointer events of it.
    const cdp = await page.context().newCDPSession(page)
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x, y }] })
    for (let step = 1; step <= 10; step++) {
      await cdp.send('Input.dispatchTouchEvent', {
        type: 'touchMove',
        touchPoints: [{ x: x + step * 15, y }],
      })
    }
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] })
    await expect(toast(page, 'Invalid email or password.')).toHaveCount(0)
  })
})

test.describe('on a desktop (1440×900)', () => {
  test.use({ viewport: DESKTOP })

  test('a toast sits under the header, clear of Log Out', async ({ page, server }) => {
    const account = await createVerifiedAccount(server)
    await holdToasts(page)
    await logInThroughForm(page, account)
    const message = toast(page, 'Login successful!')
    await expect(message).toBeVisible()
    const box = await toastBox(page, 'Login successful!').boundingBox()
    const logOut = await page
      .getByRole('navigation', { name: 'User area' })
      .getByRole('link', { name: 'Log Out' })
      .boundingBox()
    const header = await page.locator('header').first().boundingBox()
    if (!box || !logOut || !header) throw new Error('no toast, Log Out or header on screen')
    expect(overlaps(box, logOut)).toBe(false)
    expect(box.y).toBeGreaterThanOrEqual(header.y + header.height)
    expect(box.x + box.width).toBeGreaterThan(DESKTOP.width / 2)
  })

  test('an admin toast sits under the admin header, clear of the account menu', async ({ page, server }) => {
    const admin = await createAdmin(server)
    // Admin toasts close after 2 s: held, so that the measurement is not racing them.
    await holdToasts(page)
    await page.goto('/admin/login')
    await adminField(page, 'Email').fill(admin.email)
    await adminField(page, 'Password').fill(admin.password)
    await page.getByRole('button', { name: 'Sign In', exact: true }).click()
    await expect(page).toHaveURL(/\/admin\/dashboard$/)
    const accountMenu = page.getByRole('button', { name: 'Account menu' })
    await expect(accountMenu).toBeVisible()
    await expect(toast(page, 'Login successful!')).toBeVisible()
    const box = await toastBox(page, 'Login successful!').boundingBox()
    const menu = await accountMenu.boundingBox()
    if (!box || !menu) throw new Error('no toast or account menu on screen')
    expect(overlaps(box, menu)).toBe(false)
  })

  test('dragging a toast 150 px sideways with the mouse dismisses it; a short drag does not', async ({
    page,
  }) => {
    await holdToasts(page)
    await page.goto('/login')
    await failLogin(page)
    const drag = async (distance: number) => {
      const box = await toastBox(page, 'Invalid email or password.').boundingBox()
      if (!box) throw new Error('no toast')
      const y = box.y + box.height / 2
      await page.mouse.move(box.x + 30, y)
      await page.mouse.down()
      await page.mouse.move(box.x + 30 + distance, y, { steps: 10 })
      await page.mouse.up()
    }
    await drag(30)
    await expect(toast(page, 'Invalid email or password.')).toBeVisible()
    await drag(150)
    await expect(toast(page, 'Invalid email or password.')).toHaveCount(0)
  })
})
