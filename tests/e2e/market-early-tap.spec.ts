import { expect, test } from '../support/e2e'
import { holdRequests } from '../support/e2e-network'
import { signIn } from '../support/e2e-sessions'
import { newCreator, newViewer, seedCard } from './marketplace-support'

// The server's market paints its cards and Buy buttons long before the app can answer a tap (its
// controls stay inert until then). A Buy tapped in that time is not lost: the page-start script notes
// it, marks the button, and the app opens that card's confirmation once it is live.

test.use({ viewport: { width: 390, height: 844 }, serviceWorkers: 'block' })

test('a Buy tapped before the app is live opens its confirmation once it is', async ({ page, server }) => {
  const creator = await newCreator(server)
  await seedCard(server, creator, { cardTitle: 'Early bird', price: 10 })
  await seedCard(server, creator, { cardTitle: 'Other card', price: 20 })
  await signIn(page, server, await newViewer(server))
  // The app's code is held: what shows is the server's page alone.
  const app = await holdRequests(page, '**/assets/app-*.js')
  // Not until 'load': the held script, added before it, would hold the load event too.
  await page.goto('/dashboard', { waitUntil: 'domcontentloaded' })
  // Inert, the server's buttons are out of the accessibility tree: found by their label instead.
  const buy = page.locator('button[aria-label="Buy Early bird"]')
  await expect(buy).toBeVisible()
  await expect.poll(() => app.held).toBe(1)
  await expect(page.getByRole('dialog')).toHaveCount(0)

  const box = await buy.boundingBox()
  if (!box) throw new Error('the Buy button has no box')
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2)
  // Taken, and shown as taken, while the app still loads.
  await expect(buy).toHaveAttribute('data-tapped', '')
  await expect(page.getByRole('dialog')).toHaveCount(0)

  app.release()
  const confirm = page.getByRole('dialog', { name: 'Confirm Purchase' })
  await expect(confirm).toBeVisible()
  await expect(confirm).toContainText('Early bird')
  await expect(confirm).not.toContainText('Other card')
  await confirm.getByRole('button', { name: 'Cancel' }).click()
  await expect(confirm).toBeHidden()

  // Once: a later visit of the market, inside the app, opens nothing by itself.
  await page.getByRole('navigation', { name: 'Tabs' }).getByRole('link', { name: 'My Cards' }).click()
  await page.getByRole('navigation', { name: 'Tabs' }).getByRole('link', { name: 'Market' }).click()
  await expect(page.getByRole('button', { name: 'Buy Early bird' })).toBeEnabled()
  await expect(page.getByRole('dialog')).toHaveCount(0)
})
