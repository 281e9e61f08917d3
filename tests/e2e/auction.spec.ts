import type { BrowserContext, Locator } from '@playwright/test'
import { expect, testWithOwnClock } from '../support/e2e'
import { createAdmin, openFromSidebar } from '../support/e2e-admin'
import { openAdminDashboardSignedIn, signIn } from '../support/e2e-sessions'
import { uniqueName } from '../support/factories'
import { createClient } from '../support/http'
import { approveViewers } from '../support/stream'
import { newCreator, newViewer, seedCard } from './marketplace-support'

// An auction as its people see it: the streamer starts one on the Live page; two viewers on phones
// bid against each other, each told where they stand as the other bids; the overlay's widget follows
// every bid and its countdown grows on a late one; the end comes (the money clock moved), the winner
// pays through the checkout and finds the card in My Cards; the overlay says SOLD; an administrator
// sees the auction and its bids in Payment Management.

const test = testWithOwnClock({ DELIVERY_SWEEP_SECONDS: '0.2' })
test.use({ serviceWorkers: 'block' })

const seconds = async (clock: Locator) => {
  const parts = ((await clock.textContent()) ?? '').split(':').map(Number)
  return parts.reduce((total, part) => total * 60 + part, 0)
}

test('two viewers bid on phones, the overlay follows, and the winner pays and gets the card', async ({
  browser,
  page,
  ownServer,
  clock,
}) => {
  const client = createClient(ownServer.url)
  const streamer = await newCreator(ownServer)
  const title = uniqueName('Auctioned dare')
  await seedCard(ownServer, streamer, { cardTitle: title })
  const [ana, ben] = [await newViewer(ownServer), await newViewer(ownServer)]
  // Named on air: in the default 'approve' mode once the streamer has approved the viewer (stream/moderation.ts).
  await approveViewers(ownServer.app.db, streamer.userId, [ana.userId, ben.userId])

  const streamUrl = (
    await client.get<{ url: string }>('/auth/user/showStreamerURL', { token: streamer.token })
  ).body.url
  // Pages of their own (OBS, two phones): closed at the end, so the server's streams to them end too.
  const contexts: BrowserContext[] = []
  const newPage = async (viewport: { width: number; height: number }) => {
    const context = await browser.newContext({ viewport })
    contexts.push(context)
    return context.newPage()
  }
  try {
    const overlay = await newPage({ width: 1920, height: 1080 })
    await overlay.goto(streamUrl)
    await expect(overlay.locator('html')).toHaveAttribute('data-overlay', 'open')

    // The streamer starts a 5-minute auction from ₹50.
    await signIn(page, ownServer, streamer)
    await page.goto('/live')
    const panel = page.getByRole('region', { name: 'Auction', exact: true })
    await panel.getByRole('combobox', { name: 'Card' }).click()
    await page.getByRole('option', { name: title }).click()
    await panel.getByLabel('Reserve price (₹)').fill('50')
    await panel.getByLabel('Duration (minutes)').fill('5')
    await panel.getByRole('button', { name: 'Start auction' }).click()
    await expect(panel.getByLabel('Time left to bid')).toHaveText(/^[45]:\d\d$/)
    await expect(overlay.locator('html')).toHaveAttribute('data-auction', 'live')
    await expect(overlay.locator('.auction-title')).toHaveText(title)
    await expect(overlay.locator('.auction-bid')).toHaveText('No bids yet')

    const auctionId = (
      await client.get<{ auctionId: string }>(`/auth/user/auctions/live/${streamer.userId}`, {
        token: ana.token,
      })
    ).body.auctionId
    const phone = async (viewer: typeof ana) => {
      const viewerPage = await newPage({ width: 390, height: 844 })
      await signIn(viewerPage, ownServer, viewer)
      await viewerPage.goto(`/auctions/${auctionId}`)
      await expect(viewerPage.getByRole('heading', { name: title })).toBeVisible()
      return viewerPage
    }
    const anaPage = await phone(ana)
    const benPage = await phone(ben)

    // Ana bids the reserve.
    await anaPage.getByLabel('Your bid (₹)').fill('50')
    await anaPage.getByRole('button', { name: 'Place bid' }).click()
    await expect(anaPage.getByRole('status', { name: 'You are the top bidder' })).toBeVisible()
    await expect(overlay.locator('.auction-bid')).toHaveText(`₹50 — ${ana.username}`)
    await expect(benPage.getByLabel('Top bid')).toHaveText('₹50')

    // Four and a half minutes later, 30 seconds are left; Ben outbids her, and the end moves to a
    // minute after his bid: both clocks show about a minute again, not 30 seconds.
    clock.set(4 * 60_000 + 30_000)
    await expect(benPage.getByLabel('Your bid (₹)')).toHaveValue('60')
    await benPage.getByRole('button', { name: 'Place bid' }).click()
    await expect(benPage.getByRole('status', { name: 'You are the top bidder' })).toBeVisible()
    await expect(overlay.locator('.auction-bid')).toHaveText(`₹60 — ${ben.username}`)
    await expect.poll(() => seconds(overlay.locator('.auction-clock'))).toBeGreaterThan(45)
    await expect.poll(() => seconds(benPage.getByLabel('Time left to bid'))).toBeGreaterThan(45)
    await expect(anaPage.getByRole('status', { name: 'You were outbid' })).toBeVisible()
    await expect(anaPage.getByLabel('Your bid (₹)')).toHaveValue('70')

    // Time runs out: Ben won, the overlay says SOLD, and he pays.
    clock.set(10 * 60_000)
    await expect(overlay.locator('.auction-label')).toHaveText('SOLD')
    await expect(anaPage.getByRole('status', { name: 'This auction is over' })).toBeVisible()
    const won = benPage.getByRole('status', { name: 'You won!' })
    await expect(won).toBeVisible()
    await won.getByRole('button', { name: 'Pay ₹60' }).click()
    const checkout = benPage.getByRole('dialog', { name: 'Cardcast test checkout' })
    await expect(checkout).toContainText('₹60')
    await checkout.getByRole('button', { name: 'Pay' }).click()
    await expect(benPage.getByText('Card purchased successfully!').first()).toBeVisible()
    await expect(benPage).toHaveURL(/\/my-cards$/)
    await expect(
      benPage.getByRole('region', { name: 'Available Cards' }).getByRole('article', { name: title }),
    ).toBeVisible()

    // The streamer's Live page lists the outcome.
    await expect(page.getByRole('table', { name: 'Your last auctions' })).toContainText(
      `${ben.username}, ₹60`,
    )

    // And an administrator sees it in Payment Management, with its bids.
    const admin = await createAdmin(ownServer)
    const adminPage = await newPage({ width: 1280, height: 900 })
    await openAdminDashboardSignedIn(adminPage, ownServer, admin)
    await openFromSidebar(adminPage, 'Payment Management')
    const row = adminPage.getByRole('table', { name: 'Auctions' }).getByRole('row').filter({ hasText: title })
    await expect(row).toContainText('Sold')
    await expect(row).toContainText(`${ben.username}, ₹60`)
    await row.getByText('2', { exact: true }).click()
    await expect(row).toContainText(`₹50 · ${ana.username}`)
  } finally {
    for (const context of contexts) await context.close()
  }
})
