import type { BrowserContext } from '@playwright/test'
import { expect, testWithOwnClock } from '../support/e2e'
import { signIn } from '../support/e2e-sessions'
import { uniqueName } from '../support/factories'
import { createClient } from '../support/http'
import { approveViewers } from '../support/stream'
import { newCreator, newViewer, seedCard } from './marketplace-support'

// A community card as its people see it: the streamer starts one on the Live page; the overlay shows
// its progress bar; a viewer on a phone chips in from the streamer's page and sees the bar move, on
// the page, on My Cards and on the overlay; a second viewer's contribution reaches the goal, the
// overlay says it is funded and the card itself goes on stream, credited to its contributors.

const test = testWithOwnClock({ DELIVERY_SWEEP_SECONDS: '0.2' })
test.use({ serviceWorkers: 'block' })

test('viewers chip in on phones, the bar moves on the page and the overlay, and the funded card goes on stream', async ({
  browser,
  page,
  ownServer,
}) => {
  const client = createClient(ownServer.url)
  const streamer = await newCreator(ownServer)
  const title = uniqueName('Pooled dare')
  await seedCard(ownServer, streamer, { cardTitle: title })
  const [ana, ben] = [await newViewer(ownServer), await newViewer(ownServer)]
  // Named on air: in the default 'approve' mode once the streamer has approved the viewer.
  await approveViewers(ownServer.app.db, streamer.userId, [ana.userId, ben.userId])
  const streamUrl = (
    await client.get<{ url: string }>('/auth/user/showStreamerURL', { token: streamer.token })
  ).body.url
  const contexts: BrowserContext[] = []
  const newPage = async (
    viewport: { width: number; height: number },
    colorScheme: 'light' | 'dark' = 'light',
  ) => {
    const context = await browser.newContext({ viewport, colorScheme })
    contexts.push(context)
    return context.newPage()
  }
  try {
    const overlay = await newPage({ width: 1920, height: 1080 })
    await overlay.goto(streamUrl)
    await expect(overlay.locator('html')).toHaveAttribute('data-overlay', 'open')
    await expect(overlay.locator('html')).toHaveAttribute('data-community', 'none')

    // The streamer starts a community card: ₹200 in 10 minutes.
    await signIn(page, ownServer, streamer)
    await page.goto('/live')
    const panel = page.getByRole('region', { name: 'Community card', exact: true })
    await panel.getByRole('combobox', { name: 'Card' }).click()
    await page.getByRole('option', { name: title }).click()
    await panel.getByLabel('Goal (₹)').fill('200')
    await panel.getByLabel('Deadline (minutes)').fill('10')
    await panel.getByRole('button', { name: 'Start community card' }).click()
    await expect(panel.getByLabel('Time left')).toHaveText(/^(10:00|9:\d\d)$/)
    await expect(overlay.locator('html')).toHaveAttribute('data-community', 'open')
    await expect(overlay.locator('.community-title')).toHaveText(title)
    await expect(overlay.locator('.community-sums')).toHaveText('₹0 of ₹200')

    // Ana, on her phone, chips in ₹150 from the streamer's page.
    const anaPage = await newPage({ width: 390, height: 844 }, 'dark')
    await signIn(anaPage, ownServer, ana)
    await anaPage.goto(`/s/${streamer.username}`)
    const card = anaPage.getByRole('region', { name: 'Community card' })
    // Empty, the bar's filled part has no width: it is there, at 0.
    await expect(card.getByRole('progressbar', { name: '₹0 of ₹200 goal' })).toHaveAttribute(
      'aria-valuenow',
      '0',
    )
    await expect(card.getByText('Be the first to chip in.')).toBeVisible()
    await card.getByLabel('Amount (₹)').fill('150')
    await card.getByRole('button', { name: 'Chip in ₹150' }).click()
    const checkout = anaPage.getByRole('dialog', { name: 'Cardcast test checkout' })
    await expect(checkout).toContainText('₹150')
    await checkout.getByRole('button', { name: 'Pay' }).click()
    await expect(anaPage.getByText('Thank you! Your contribution is in.').first()).toBeVisible()
    await expect(card.getByRole('progressbar', { name: '₹150 of ₹200 goal' })).toBeVisible()
    await expect(card.getByLabel('Top contributors')).toHaveText(`${ana.username} ₹150`)
    await expect(card.getByText('You chipped in ₹150.')).toBeVisible()
    // The overlay's bar follows, with her name.
    await expect(overlay.locator('.community-sums')).toHaveText('₹150 of ₹200')
    await expect(overlay.locator('.community-top')).toHaveText(`${ana.username} ₹150`)
    await expect(overlay.locator('.community-bar')).toHaveAttribute('aria-valuenow', '75')
    // Pictures for a person to look at (test-results/): her phone in dark mode, the overlay.
    await card.scrollIntoViewIfNeeded()
    await anaPage.screenshot({ path: test.info().outputPath('community-phone-dark.png') })
    await overlay.screenshot({ path: test.info().outputPath('community-overlay.png') })

    // My Cards shows the card she chipped in on, with its bar.
    await anaPage.goto('/my-cards')
    const mine = anaPage.getByRole('region', { name: 'Community cards' })
    await expect(mine.getByRole('progressbar', { name: '₹150 of ₹200 goal' })).toBeVisible()
    await expect(mine.getByText(title)).toBeVisible()

    // Ben's ₹60 reaches the goal: funded, and the card goes on stream credited to both.
    const benPage = await newPage({ width: 390, height: 844 })
    await signIn(benPage, ownServer, ben)
    await benPage.goto(`/s/${streamer.username}`)
    const benCard = benPage.getByRole('region', { name: 'Community card' })
    await benCard.getByLabel('Amount (₹)').fill('60')
    await benCard.getByRole('button', { name: 'Chip in ₹60' }).click()
    await benPage
      .getByRole('dialog', { name: 'Cardcast test checkout' })
      .getByRole('button', { name: 'Pay' })
      .click()
    await expect(benPage.getByText('Thank you! Your contribution is in.').first()).toBeVisible()
    await expect(overlay.locator('html')).toHaveAttribute('data-community', 'funded')
    await expect(overlay.locator('.community-label')).toHaveText('Funded!')
    await expect(overlay.locator('.community-sums')).toHaveText('₹210 of ₹200')
    await expect(overlay.locator('.card .title')).toHaveText(title)
    await expect(overlay.locator('.card .by')).toContainText(`Community: ${ana.username}, ${ben.username}`)
  } finally {
    for (const context of contexts) await context.close()
  }
})
