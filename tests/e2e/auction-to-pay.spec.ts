import type { AuctionsToPayResponse } from '../../contract/auctions'
import { MARKET_NAME } from '../../contract/paths'
import { bid, startAuction } from '../support/auctions'
import { expect, testWithOwnClock } from '../support/e2e'
import { signIn } from '../support/e2e-sessions'
import { createClient } from '../support/http'
import { eventually } from '../support/stream'
import { newCreator, newViewer, seedCard } from './marketplace-support'

// A won auction waiting for the winner's payment: a banner on every page of the user area says so,
// with the amount and a way to pay; on a phone, the auction's page shows the result and Pay on its
// first screen, above the tab bar, without scrolling.

const test = testWithOwnClock({ DELIVERY_SWEEP_SECONDS: '0.2' })
test.use({ serviceWorkers: 'block', viewport: { width: 390, height: 844 } })

test('the winner sees a banner on every page, and the result and Pay at the top of the auction', async ({
  page,
  ownServer,
  clock,
}) => {
  const client = createClient(ownServer.url)
  const streamer = await newCreator(ownServer)
  const card = await seedCard(ownServer, streamer, { cardTitle: 'Sing a Bollywood song' })
  const meera = await newViewer(ownServer)
  const auction = await startAuction(client, streamer, { cardId: card._id, reserve: 160 })
  expect((await bid(client, meera, auction.id, 160)).status).toBe(201)
  // Bidding ends (the money clock moved on): the offer to pay is Meera's.
  clock.set(10 * 60_000)
  await eventually(
    async () =>
      (await client.get<AuctionsToPayResponse>('/auth/user/auctions/to-pay', { token: meera.token })).body,
    (body) => body.auctions.length === 1,
  )

  await signIn(page, ownServer, meera)
  await page.goto('/my-cards')
  const banner = page.getByRole('status', { name: 'You won Sing a Bollywood song' })
  await expect(banner).toContainText('Pay ₹160 by')
  await page.getByRole('navigation', { name: 'Tabs' }).getByRole('link', { name: MARKET_NAME }).click()
  await expect(banner).toBeVisible()

  await banner.getByRole('link', { name: 'Pay ₹160' }).click()
  await expect(page).toHaveURL(new RegExp(`/auctions/${auction.id}$`))
  await expect(page.getByRole('heading', { name: 'Sing a Bollywood song' })).toBeVisible()
  // On its own page the banner steps aside: the result says it all.
  await expect(banner).toHaveCount(0)
  const won = page.getByRole('status', { name: 'You won!' })
  const pay = won.getByRole('button', { name: 'Pay ₹160' })
  await expect(pay).toBeVisible()
  const tabs = await page.getByRole('navigation', { name: 'Tabs' }).boundingBox()
  const payBox = await pay.boundingBox()
  const wonBox = await won.boundingBox()
  expect(await page.evaluate(() => window.scrollY)).toBe(0)
  expect(wonBox?.y).toBeGreaterThan(0)
  // Above the tab bar, which covers the bottom of the screen.
  expect((payBox?.y ?? 844) + (payBox?.height ?? 0)).toBeLessThanOrEqual(tabs?.y ?? 844)
})
