import type { Locator } from '@playwright/test'
import { expect, test } from '../support/e2e'
import { signIn } from '../support/e2e-sessions'
import { uniqueName } from '../support/factories'
import { createClient } from '../support/http'
import { buyProWithSimulatedPayment } from '../support/money'
import { approveViewers } from '../support/stream'
import { newCreator, newViewer, seedCard, tile } from './marketplace-support'

// The Marathon as its people see it: the streamer starts one on the Live page, the timer shows on the
// overlay in OBS with the same time, a viewer on a phone buys a card and is told the time it added,
// the overlay shows '+5:00 — name' and both clocks jump; a pause stops both.

test.use({ serviceWorkers: 'block' })

const seconds = async (clock: Locator) => {
  const [h, m, s] = ((await clock.textContent()) ?? '').split(':').map(Number)
  return (h ?? 0) * 3600 + (m ?? 0) * 60 + (s ?? 0)
}

test('a marathon started on the Live page counts down on the overlay, and a purchase extends both', async ({
  browser,
  page,
  server,
}) => {
  const client = createClient(server.url)
  const streamer = await newCreator(server)
  await buyProWithSimulatedPayment(client, streamer)
  const title = uniqueName('Marathon dare')
  await seedCard(server, streamer, { cardTitle: title, price: 50 })
  const viewer = await newViewer(server)
  // Named on air: in the default 'approve' mode once the streamer has approved the viewer (stream/moderation.ts).
  await approveViewers(server.app.db, streamer.userId, [viewer.userId])

  // The streamer's OBS browser source.
  const streamUrl = (
    await client.get<{ url: string }>('/auth/user/showStreamerURL', { token: streamer.token })
  ).body.url
  const overlay = await (await browser.newContext({ viewport: { width: 1920, height: 1080 } })).newPage()
  await overlay.goto(streamUrl)
  await expect(overlay.locator('html')).toHaveAttribute('data-overlay', 'open')
  await expect(overlay.locator('html')).toHaveAttribute('data-marathon', 'none')

  // The streamer starts a 30-minute marathon at 6 s per rupee.
  await signIn(page, server, streamer)
  await page.goto('/live')
  const panel = page.getByRole('region', { name: 'Marathon', exact: true })
  await panel.getByLabel('Starting length (minutes)').fill('30')
  await panel.getByLabel('Seconds per rupee').fill('6')
  await panel.getByRole('button', { name: 'Start marathon' }).click()
  const liveClock = panel.getByLabel('Time left')
  await expect(liveClock).toHaveText(/^00:(30:00|29:[0-5]\d)$/)
  await expect(panel.getByText('No time added yet')).toBeVisible()

  const overlayClock = overlay.locator('.marathon-clock')
  await expect(overlay.locator('html')).toHaveAttribute('data-marathon', 'running')
  await expect(overlayClock).toHaveText(/^00:(30:00|29:[0-5]\d)$/)
  // One end, one clock: the two pages show the same time (a second apart at most, as they tick).
  expect(Math.abs((await seconds(overlayClock)) - (await seconds(liveClock)))).toBeLessThanOrEqual(1)

  // A viewer on a phone buys the ₹50 card: 50 × 6 s = 5:00.
  const phone = await (await browser.newContext({ viewport: { width: 390, height: 844 } })).newPage()
  await signIn(phone, server, viewer)
  await phone.goto('/dashboard')
  await phone.getByRole('searchbox', { name: 'Search cards or streamers' }).fill(title)
  await tile(phone, title)
    .getByRole('button', { name: `Buy ${title}` })
    .click()
  await phone
    .getByRole('dialog', { name: 'Confirm Purchase' })
    .getByRole('button', { name: 'Confirm Buy' })
    .click()
  await phone
    .getByRole('dialog', { name: 'Cardcast test checkout' })
    .getByRole('button', { name: 'Pay' })
    .click()
  // The overlay shows the addition for 4 s (overlay/marathon-timer.ts): watched from the payment on,
  // beside the phone's checks, so that a slow phone cannot make it gone before it is looked for.
  await Promise.all([
    expect(overlay.locator('.marathon-addition')).toHaveText(`+5:00 — ${viewer.username}`),
    (async () => {
      await expect(phone.getByText('Your card added 5:00 to the marathon.').first()).toBeVisible()
      await expect(phone).toHaveURL(/\/my-cards$/)
    })(),
  ])
  await expect.poll(() => seconds(overlayClock)).toBeGreaterThan(34 * 60)
  await expect.poll(() => seconds(liveClock)).toBeGreaterThan(34 * 60)
  expect(Math.abs((await seconds(overlayClock)) - (await seconds(liveClock)))).toBeLessThanOrEqual(1)
  const added = panel.getByRole('table', { name: 'Time added' })
  await expect(added.getByRole('row').nth(1)).toContainText('+5:00')
  await expect(added.getByRole('row').nth(1)).toContainText(viewer.username)
  await expect(added.getByRole('row').nth(1)).toContainText('Card sale · ₹50')

  // A pause stops both clocks where they are.
  await panel.getByRole('button', { name: 'Pause' }).click()
  await expect(overlay.locator('html')).toHaveAttribute('data-marathon', 'paused')
  await expect(overlay.locator('.marathon-label')).toHaveText('Marathon · paused')
  await expect(panel.getByText('Paused', { exact: true })).toBeVisible()
  const pausedAt = await seconds(overlayClock)
  await overlay.waitForTimeout(1500)
  expect(await seconds(overlayClock)).toBe(pausedAt)
  expect(await seconds(liveClock)).toBe(pausedAt)

  // And the streamer ends it, after a confirmation.
  await panel.getByRole('button', { name: 'End marathon' }).click()
  await page
    .getByRole('dialog', { name: 'End the marathon?' })
    .getByRole('button', { name: 'End marathon' })
    .click()
  await expect(overlay.locator('html')).toHaveAttribute('data-marathon', 'ended')
  await expect(overlay.locator('.marathon-label')).toHaveText('Marathon over')
  await expect(panel.getByRole('button', { name: 'Start marathon' })).toBeVisible()
  await expect(panel.getByText(/Your last marathon ended .*viewers added 5:00/)).toBeVisible()
})
