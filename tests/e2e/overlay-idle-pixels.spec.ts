import type { Page } from '@playwright/test'
import { bid, startAuction } from '../support/auctions'
import { expect, testWithOwnClock } from '../support/e2e'
import { createClient } from '../support/http'
import { newCreator, newViewer, seedCard } from './marketplace-support'

// What OBS composites over the stream: the overlay's pixels, read from a screenshot with a transparent
// background. An overlay with nothing to show must draw nothing at all, and an ended auction's box must
// leave a minute after the end (overlay/widget-parts.ts createEndTimer).

const test = testWithOwnClock()
test.use({ serviceWorkers: 'block' })

/** How many pixels of the page are not fully transparent, counted by decoding a screenshot in the page. */
async function drawnPixels(page: Page): Promise<number> {
  const png = (await page.screenshot({ omitBackground: true })).toString('base64')
  return page.evaluate(async (data) => {
    const image = new Image()
    image.src = `data:image/png;base64,${data}`
    await image.decode()
    const canvas = new OffscreenCanvas(image.width, image.height)
    const context = canvas.getContext('2d') as OffscreenCanvasRenderingContext2D
    context.drawImage(image, 0, 0)
    const pixels = context.getImageData(0, 0, image.width, image.height).data
    let drawn = 0
    for (let alpha = 3; alpha < pixels.length; alpha += 4) if (pixels[alpha] !== 0) drawn++
    return drawn
  }, png)
}

test('an idle overlay is transparent, and an ended auction is gone a minute later', async ({
  browser,
  ownServer,
  clock,
}) => {
  const client = createClient(ownServer.url)
  const streamer = await newCreator(ownServer)
  const card = await seedCard(ownServer, streamer, { cardTitle: 'Sing the chorus' })
  const viewer = await newViewer(ownServer)
  const streamUrl = (
    await client.get<{ url: string }>('/auth/user/showStreamerURL', { token: streamer.token })
  ).body.url

  const context = await browser.newContext({ viewport: { width: 1920, height: 1080 } })
  try {
    const overlay = await context.newPage()
    // The page's own timers run on a clock the test can move: the minute after the end passes at once.
    await overlay.clock.install()
    await overlay.goto(streamUrl)
    await expect(overlay.locator('html')).toHaveAttribute('data-overlay', 'open')
    expect(await drawnPixels(overlay)).toBe(0)

    const auction = await startAuction(client, streamer, { cardId: card._id })
    expect((await bid(client, viewer, auction.id, 50)).status).toBe(201)
    await expect(overlay.locator('.auction-bid')).toContainText('₹50 — ')
    expect(await drawnPixels(overlay)).toBeGreaterThan(0)

    clock.set(10 * 60_000)
    await expect(overlay.locator('.auction-label')).toHaveText('SOLD')
    // A minute passes for the server and for the page alike (a reconnect's snapshot agrees).
    clock.set(11 * 60_000 + 1_000)
    await overlay.clock.fastForward(61_000)
    await expect(overlay.locator('html')).toHaveAttribute('data-auction', 'none')
    await expect(overlay.locator('.auction')).toBeHidden()
    expect(await drawnPixels(overlay)).toBe(0)
  } finally {
    await context.close()
  }
})
