import { expect, test } from '../support/e2e'
import { signIn } from '../support/e2e-sessions'
import { newCreator } from './marketplace-support'

// Every page names itself in the document title ('My Cards · Cardcast'), and the
// landing's flip card speaks to the device in hand ('Click to reveal' with a mouse, 'Tap' on touch).

test('each page has its own document title', async ({ page, server }) => {
  for (const [path, title] of [
    ['/tnc', 'Terms of Service · Cardcast'],
    ['/privacy', 'Privacy Policy · Cardcast'],
    ['/contactus', 'Contact Us · Cardcast'],
  ] as const) {
    await page.goto(path)
    await expect(page).toHaveTitle(title)
  }
  await signIn(page, server, await newCreator(server))
  for (const [path, title] of [
    ['/my-cards', 'My Cards · Cardcast'],
    ['/card-inventory', 'Card Inventory · Cardcast'],
    ['/create-card', 'Create Card · Cardcast'],
    ['/profile', 'Profile · Cardcast'],
    ['/live', 'Live · Cardcast'],
    ['/earnings', 'Earnings · Cardcast'],
  ] as const) {
    await page.goto(path)
    await expect(page).toHaveTitle(title)
  }
})

test('the desktop flip card says Click to reveal', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 })
  await page.goto('/')
  await expect(page.getByText('Click to reveal')).toBeVisible()
  await expect(page.getByText('Tap to reveal')).toBeHidden()
})

test.describe('on a touch phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true })
  test('the flip card says Tap to reveal', async ({ page }) => {
    await page.goto('/')
    await expect(page.getByText('Tap to reveal')).toBeVisible()
    await expect(page.getByText('Click to reveal')).toBeHidden()
  })
})
