import { bid, payOffer, readAuction, startAuction } from '../support/auctions'
import { getFreeCard } from '../support/cards'
import { expect, testWithOwnClock } from '../support/e2e'
import { signIn } from '../support/e2e-sessions'
import { createClient } from '../support/http'
import { newCreator, newViewer, seedCard } from './marketplace-support'

// A viewer's receipts: a card won at auction for ₹160 shows ₹160 in My Cards (not its ₹49 list price),
// and Profile leads to Orders, which lists it with its payment id beside a free card, on a phone too.

const test = testWithOwnClock({ DELIVERY_SWEEP_SECONDS: '0.2' })
test.use({ serviceWorkers: 'block' })

test('a won card shows what was paid, and Orders lists every purchase with its payment', async ({
  page,
  ownServer,
  clock,
}) => {
  const client = createClient(ownServer.url)
  const streamer = await newCreator(ownServer)
  const viewer = await newViewer(ownServer)
  const won = await seedCard(ownServer, streamer, { cardTitle: 'Sing the anthem', price: 49 })
  const free = await seedCard(ownServer, streamer, { cardTitle: 'Say hello', price: 0 })

  const auction = await startAuction(client, streamer, { cardId: won._id, reserve: 150 })
  expect((await bid(client, viewer, auction.id, 160)).status).toBe(201)
  clock.set(10 * 60_000)
  await expect
    .poll(async () => (await readAuction(client, viewer, auction.id)).auction.status)
    .toBe('awaiting-payment')
  const paid = await payOffer(client, viewer, auction.id)
  expect(paid.status).toBe(200)
  await getFreeCard(client, viewer, free)

  await signIn(page, ownServer, viewer)
  await page.goto('/my-cards')
  const wonTile = page.getByRole('article').filter({ hasText: 'Sing the anthem' })
  await expect(wonTile).toContainText('₹160')
  await expect(wonTile).not.toContainText('₹49')

  await page.goto('/profile')
  await page.getByRole('link', { name: 'See your orders' }).click()
  await expect(page).toHaveURL(/\/orders$/)
  await expect(page.getByRole('heading', { name: 'Orders', level: 1 })).toBeVisible()
  const orders = page.getByRole('list', { name: 'Orders' }).getByRole('listitem')
  await expect(orders).toHaveCount(2)
  const wonOrder = page.getByRole('listitem', { name: 'Sing the anthem' })
  await expect(wonOrder).toContainText('₹160.00')
  await expect(wonOrder).toContainText('Paid')
  await expect(wonOrder).toContainText(streamer.username)
  await expect(wonOrder).toContainText(/Payment ID: \S+/)
  const freeOrder = page.getByRole('listitem', { name: 'Say hello' })
  await expect(freeOrder).toContainText('Free')
  await expect(freeOrder).not.toContainText('Payment ID')

  // A phone reads the same receipts without scrolling sideways.
  await page.setViewportSize({ width: 390, height: 844 })
  await expect(wonOrder).toBeVisible()
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
})

test('a viewer with no purchases is told where orders will appear', async ({ page, ownServer }) => {
  const viewer = await newViewer(ownServer)
  await signIn(page, ownServer, viewer)
  await page.goto('/orders')
  await expect(page.getByText('No orders yet')).toBeVisible()
  await expect(page.getByText('Cards you buy or take for free appear here')).toBeVisible()
})
