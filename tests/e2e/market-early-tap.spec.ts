import type { Page } from '@playwright/test'
import { expect, test } from '../support/e2e'
import { holdRequests } from '../support/e2e-network'
import { signIn } from '../support/e2e-sessions'
import { newCreator, newViewer, ownedCards, seedCard } from './marketplace-support'

// The server's market paints its cards and Buy buttons long before the app can answer a tap (its
// controls stay inert until then). A Buy tapped in that time is answered at once: the page-start
// script asks the card's question in the page's early confirmation, and the app carries the answer on
// once it is live (asks again in its own dialog, or buys what was confirmed).

test.use({ viewport: { width: 390, height: 844 }, serviceWorkers: 'block' })

/**
 * The market as the server sent it, the app's code held back; and a tap on the Buy of `title`, whose
 * label starts with one of `actions` (the page's words for Buy and Get free).
 */
async function tapBeforeTheApp(page: Page, title: string, actions = ['Buy', 'Get free']) {
  const app = await holdRequests(page, '**/assets/app-*.js')
  // Not until 'load': the held script, added before it, would hold the load event too.
  await page.goto('/dashboard', { waitUntil: 'domcontentloaded' })
  // Inert, the server's buttons are out of the accessibility tree: found by their label instead.
  const buy = page.locator(actions.map((action) => `button[aria-label="${action} ${title}"]`).join(', '))
  await expect(buy).toBeVisible()
  await expect.poll(() => app.held).toBe(1)
  await expect(page.getByRole('dialog')).toHaveCount(0)
  const box = await buy.boundingBox()
  if (!box) throw new Error('the Buy button has no box')
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2)
  return { app, buy }
}

test('a Buy tapped before the app is live asks at once, and the app asks on', async ({ page, server }) => {
  const creator = await newCreator(server)
  await seedCard(server, creator, { cardTitle: 'Early bird', price: 10 })
  await seedCard(server, creator, { cardTitle: 'Other card', price: 20 })
  await signIn(page, server, await newViewer(server))
  const { app, buy } = await tapBeforeTheApp(page, 'Early bird')

  // Asked while the app still loads, in the app's words, and the Buy shown as taken.
  const early = page.getByRole('dialog', { name: 'Confirm Purchase' })
  await expect(early).toBeVisible()
  await expect(early).toHaveText(/Buy Early bird for ₹10\?/)
  await expect(buy).toHaveAttribute('data-tapped', '')

  // Unanswered when the app is live: its own dialog asks the same, in its place.
  app.release()
  await expect(page.locator('dialog[data-early-confirm]')).toHaveCount(0)
  const confirm = page.getByRole('dialog', { name: 'Confirm Purchase' })
  await expect(confirm).toBeVisible()
  await expect(confirm).toContainText('Early bird')
  await expect(confirm).not.toContainText('Other card')
  await confirm.getByRole('button', { name: 'Cancel' }).click()
  await expect(confirm).toBeHidden()

  // Once: a later visit of the market, inside the app, opens nothing by itself.
  await page.getByRole('navigation', { name: 'Tabs' }).getByRole('link', { name: 'My Cards' }).click()
  await page.getByRole('navigation', { name: 'Tabs' }).getByRole('link', { name: 'Trending Cards' }).click()
  await expect(page.getByRole('button', { name: 'Buy Early bird' })).toBeEnabled()
  await expect(page.getByRole('dialog')).toHaveCount(0)
})

test('a purchase confirmed before the app is live goes through once it is', async ({ page, server }) => {
  const creator = await newCreator(server)
  await seedCard(server, creator, { cardTitle: 'Quick gift', price: 0 })
  const viewer = await newViewer(server)
  await signIn(page, server, viewer)
  const { app } = await tapBeforeTheApp(page, 'Quick gift')

  // A free card, in the words of the app's own dialog: 'Get free', not 'Confirm Buy'.
  const early = page.getByRole('dialog', { name: 'Get a free card' })
  await expect(early).toHaveText(/Get Quick gift for free\?/)
  // By keyboard: focus starts on Get free.
  await expect(early.getByRole('button', { name: 'Get free' })).toBeFocused()
  await page.keyboard.press('Enter')
  // Taken: it waits for the app, and cannot be cancelled any more.
  await expect(early).toHaveAttribute('aria-busy', 'true')
  await expect(early.getByRole('button', { name: 'Cancel' })).toBeDisabled()
  expect(await ownedCards(server, viewer)).toHaveLength(0)

  app.release()
  await expect(page.getByText('Free card added to My Cards!')).toBeVisible()
  await expect(page).toHaveURL(/\/my-cards$/)
  await expect.poll(async () => (await ownedCards(server, viewer)).length).toBe(1)
})

test('a paid card confirmed before the app is live goes on to the checkout', async ({ page, server }) => {
  const creator = await newCreator(server)
  await seedCard(server, creator, { cardTitle: 'Paid early', price: 49 })
  const viewer = await newViewer(server)
  await signIn(page, server, viewer)
  const { app } = await tapBeforeTheApp(page, 'Paid early')

  const early = page.getByRole('dialog', { name: 'Confirm Purchase' })
  await expect(early).toHaveText(/Buy Paid early for ₹49\?/)
  await early.getByRole('button', { name: 'Confirm Buy' }).click()
  app.release()
  // Nothing is asked twice: the payment is next, as after the app's own Confirm Buy.
  const checkout = page.getByRole('dialog', { name: 'Cardcast test checkout' })
  await expect(checkout).toContainText('₹49')
  await expect(page.getByRole('dialog', { name: 'Confirm Purchase' })).toHaveCount(0)
  await checkout.getByRole('button', { name: 'Pay' }).click()
  await expect(page).toHaveURL(/\/my-cards$/)
  await expect
    .poll(async () => (await ownedCards(server, viewer)).map((card) => card.cardTitle))
    .toEqual(['Paid early'])
})

test('a Buy cancelled before the app is live stays cancelled', async ({ page, server }) => {
  const creator = await newCreator(server)
  await seedCard(server, creator, { cardTitle: 'Second thoughts', price: 15 })
  const viewer = await newViewer(server)
  await signIn(page, server, viewer)
  const { app, buy } = await tapBeforeTheApp(page, 'Second thoughts')

  const early = page.getByRole('dialog', { name: 'Confirm Purchase' })
  await expect(early).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(early).toBeHidden()
  await expect(buy).not.toHaveAttribute('data-tapped', '')

  app.release()
  await expect(page.getByRole('button', { name: 'Buy Second thoughts' })).toBeEnabled()
  await expect(page.getByRole('dialog')).toHaveCount(0)
  expect(await ownedCards(server, viewer)).toHaveLength(0)
})

test.describe('in Hindi', () => {
  test.use({ locale: 'hi-IN' })

  test('a Buy tapped before the app is live asks in Hindi', async ({ page, server }) => {
    const creator = await newCreator(server)
    await seedCard(server, creator, { cardTitle: 'Jaldi wala', price: 10 })
    await seedCard(server, creator, { cardTitle: 'Tohfa', price: 0 })
    await signIn(page, server, await newViewer(server))
    // The server renders the market in the language the browser asks for, its confirmation too.
    await tapBeforeTheApp(page, 'Jaldi wala', ['खरीदें:'])
    const early = page.getByRole('dialog', { name: 'खरीद की पुष्टि करें' })
    await expect(early).toBeVisible()
    await expect(early).toContainText('Jaldi wala ₹10 में खरीदें?')
    await expect(early.getByRole('button', { name: 'हाँ, खरीदें' })).toBeFocused()
    await expect(early.getByRole('button', { name: 'रद्द करें' })).toBeVisible()
    await page.screenshot({ path: test.info().outputPath('early-confirm-hindi.png') })
    await early.getByRole('button', { name: 'रद्द करें' }).click()
    await expect(early).toBeHidden()

    // A free card: its own title and button, in Hindi.
    const gift = page.locator('button[aria-label="मुफ़्त लें: Tohfa"]')
    const box = await gift.boundingBox()
    if (!box) throw new Error('the free card has no Buy button')
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2)
    const free = page.getByRole('dialog', { name: 'मुफ़्त कार्ड लें' })
    await expect(free).toContainText('Tohfa मुफ़्त में लें?')
  })
})
