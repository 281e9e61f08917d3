import type { Page } from '@playwright/test'
import { expect, test } from '../support/e2e'
import { createTestStreamer, emitOverlayEvent, sampleCard } from '../support/overlay'

// The overlay as OBS runs it: the built page in Chromium, events from the real server's bus.

const quick = (title: string) => sampleCard({ title, duration: 1 })

/** Records, in the page, every card that appears and the most cards ever on screen at once. */
async function watchCards(page: Page) {
  await page.evaluate(() => {
    const w = window as unknown as { shown: number[]; mostAtOnce: number }
    w.shown = []
    w.mostAtOnce = 0
    const stage = document.getElementById('stage') as HTMLElement
    new MutationObserver((records) => {
      for (const record of records) {
        for (const node of record.addedNodes) {
          if (node instanceof HTMLElement && node.dataset.eventId) w.shown.push(Number(node.dataset.eventId))
        }
      }
      w.mostAtOnce = Math.max(w.mostAtOnce, stage.querySelectorAll('.card').length)
    }).observe(stage, { childList: true })
  })
}
const shown = (page: Page) => page.evaluate(() => (window as unknown as { shown: number[] }).shown)
const mostAtOnce = (page: Page) =>
  page.evaluate(() => (window as unknown as { mostAtOnce: number }).mostAtOnce)

async function openOverlay(page: Page, key: string) {
  await page.goto(`/overlay/?key=${key}`)
  await expect(page.locator('html')).toHaveAttribute('data-overlay', 'open')
}

test('shows a used card on a transparent page, with its details, then clears it', async ({
  page,
  server,
}) => {
  const streamer = await createTestStreamer(server.app)
  const response = await page.goto(`/overlay/?key=${streamer.key}`)
  expect(response?.headers()['cache-control']).toMatch(/no-cache|no-store/)
  await expect(page.locator('html')).toHaveAttribute('data-overlay', 'open')
  expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe('rgba(0, 0, 0, 0)')

  const eventId = await emitOverlayEvent(
    server.app,
    streamer.user.id,
    sampleCard({
      title: 'Do 10 push-ups',
      description: 'Right now',
      rarity: 'Legendary',
      usedBy: 'ann',
      duration: 2,
    }),
  )
  const card = page.locator(`[data-event-id="${eventId}"]`)
  await expect(card).toBeVisible()
  await expect(card.getByRole('heading', { name: 'Do 10 push-ups' })).toBeVisible()
  await expect(card).toContainText('Right now')
  await expect(card).toContainText('Used by ann')
  await expect(card.locator('.brand')).toBeVisible()
  await expect(card).toHaveCount(0, { timeout: 5000 })
})

test('shows five quick cards one after another, each once', async ({ page, server }) => {
  const streamer = await createTestStreamer(server.app)
  await openOverlay(page, streamer.key)
  await watchCards(page)
  const ids: number[] = []
  for (let n = 1; n <= 5; n++)
    ids.push(await emitOverlayEvent(server.app, streamer.user.id, quick(`burst ${n}`)))

  // Each card holds the stream for its second, then the gap between alerts (ALERT_GAP_SECONDS).
  await expect.poll(() => shown(page), { timeout: 20_000 }).toEqual(ids)
  expect(await mostAtOnce(page)).toBe(1)
})

test('keeps showing cards after the server cuts its streams, and gets the missed ones replayed', async ({
  page,
  server,
}) => {
  const streamer = await createTestStreamer(server.app)
  // The reconnect asks from before the card already shown, as a server replaying too much would: the
  // page drops what it showed. (Not from the very start: that would replay the server's broadcast
  // challenges of the last hour too, which take the stage for their own time.)
  const reconnects: string[] = []
  let replayFrom = '0'
  await page.route('**/overlay/events?*', (route) => {
    const url = new URL(route.request().url())
    if (url.searchParams.has('lastEventId')) {
      reconnects.push(url.searchParams.get('lastEventId') as string)
      url.searchParams.set('lastEventId', replayFrom)
    }
    return route.continue({ url: url.toString() })
  })
  await openOverlay(page, streamer.key)
  await watchCards(page)
  const before = await emitOverlayEvent(server.app, streamer.user.id, quick('before the drop'))
  replayFrom = String(before - 1)
  await expect.poll(() => shown(page)).toEqual([before])

  server.app.server.closeAllConnections()
  const missed = [
    await emitOverlayEvent(server.app, streamer.user.id, quick('missed 1')),
    await emitOverlayEvent(server.app, streamer.user.id, quick('missed 2')),
  ]
  await expect.poll(() => shown(page), { timeout: 15_000 }).toEqual([before, ...missed])
  expect(reconnects[0]).toBe(String(before))

  const after = await emitOverlayEvent(server.app, streamer.user.id, quick('after'))
  await expect.poll(() => shown(page), { timeout: 10_000 }).toEqual([before, ...missed, after])
})

test('loses nothing when its stream drops before the first card', async ({ page, server }) => {
  const streamer = await createTestStreamer(server.app)
  await openOverlay(page, streamer.key)
  // Recorded as it appears: a one-second card can come and go between two looks at the page.
  await watchCards(page)
  server.app.server.closeAllConnections()
  const missed = await emitOverlayEvent(server.app, streamer.user.id, quick('first, while away'))
  await expect.poll(() => shown(page), { timeout: 15_000 }).toEqual([missed])
})

test('replays, when reopened, what came while the overlay was closed', async ({ context, server }) => {
  const streamer = await createTestStreamer(server.app)
  const first = await context.newPage()
  await openOverlay(first, streamer.key)
  const seen = await emitOverlayEvent(server.app, streamer.user.id, quick('seen'))
  await expect(first.locator(`[data-event-id="${seen}"]`)).toBeVisible()
  await first.close()

  const whileClosed = await emitOverlayEvent(server.app, streamer.user.id, quick('while closed'))
  const reopened = await context.newPage()
  await reopened.goto(`/overlay/?key=${streamer.key}`)
  await expect(reopened.locator(`[data-event-id="${whileClosed}"]`)).toBeVisible()
  await expect(reopened.locator(`[data-event-id="${seen}"]`)).toHaveCount(0)
})

test('shows nothing for a refused key and says why in the console', async ({ page }) => {
  const messages: string[] = []
  page.on('console', (message) => messages.push(message.text()))
  await page.goto('/overlay/?key=not-a-key')
  await expect(page.locator('html')).toHaveAttribute('data-overlay', 'refused')
  expect(messages.join('\n')).toMatch(/refused this stream key/)
  await expect(page.locator('#stage')).toBeEmpty()
  await expect(page.locator('body')).not.toContainText(/error|not found/i)
})

test("speaks a Hindi streamer's language, whatever the browser's", async ({ page, server }) => {
  // The browser reads English (playwright.config.ts); the account's language decides.
  const streamer = await createTestStreamer(server.app)
  await server.app.users.update(streamer.user.id, { locale: 'hi-IN' })
  await openOverlay(page, streamer.key)
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN')

  // A hidden viewer's card: the server names them in Hindi, the page words the rest.
  const eventId = await emitOverlayEvent(
    server.app,
    streamer.user.id,
    sampleCard({ title: 'Do 10 push-ups', rarity: 'Legendary', usedBy: 'a viewer', duration: 3 }),
  )
  const card = page.locator(`[data-event-id="${eventId}"]`)
  await expect(card.getByRole('heading', { name: 'Do 10 push-ups' })).toBeVisible()
  await expect(card.locator('.by')).toHaveText('एक दर्शक द्वारा इस्तेमाल')
  await expect(card.locator('.label')).toHaveText('लेजेंडरी')

  // The streamer switches to English on Profile with the overlay on air: it follows at once.
  const saved = await fetch(new URL('/auth/user/editUser', server.url), {
    method: 'PUT',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${streamer.token}` },
    body: JSON.stringify({ locale: 'en-IN' }),
  })
  expect(saved.status).toBe(200)
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-IN')
  const next = await emitOverlayEvent(
    server.app,
    streamer.user.id,
    sampleCard({ title: 'Sing', rarity: 'Legendary', usedBy: 'a viewer', duration: 2 }),
  )
  await expect(page.locator(`[data-event-id="${next}"] .by`)).toHaveText('Used by a viewer', {
    timeout: 10_000,
  })
  await expect(page.locator(`[data-event-id="${next}"] .label`)).toHaveText('Legendary')
})
