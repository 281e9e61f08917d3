import type { Page } from '@playwright/test'
import type { Card } from '../../contract/cards'
import { soundUrl } from '../../contract/stream'
import { createCard, getFreeCard } from '../support/cards'
import { expect } from '../support/e2e'
import { test } from '../support/e2e-autoplay'
import { createCreatorAccount, createVerifiedAccount, type TestAccount } from '../support/factories'
import { type Client, createClient } from '../support/http'
import { readQueue, setStreamSettings, streamKeyOf, submitUse } from '../support/stream'
import type { TestServer } from '../support/test-server'

// The streamer in control of the OBS overlay: a card plays its sound as it shows, skip
// ends it early, pause holds new cards (across a reload of the source) until resume. The overlay
// is the built page in Chromium; uses, and the streamer's commands, go through the real API.

interface Logged {
  log: string[]
}

/**
 * Before the overlay's own script, on every load: a log, in the page, of each card added to the stage
 * and each change of the overlay's paused flag, in the order they happened.
 */
async function logOverlay(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as Logged
    w.log = []
    new MutationObserver((records) => {
      for (const record of records) {
        if (record.type === 'attributes') w.log.push(`paused ${document.documentElement.dataset.paused}`)
        for (const node of record.addedNodes) {
          if (node instanceof HTMLElement && node.dataset.eventId) w.log.push(`card ${node.dataset.eventId}`)
        }
      }
    }).observe(document, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ['data-paused'],
    })
  })
}
const overlayLog = (page: Page) => page.evaluate(() => (window as unknown as Logged).log)

/** A creator whose viewers' text goes live, a free card with the chime, and their overlay open. */
async function streamerWithOverlay(server: TestServer, page: Page, duration: number) {
  const client = createClient(server.url)
  const creator = await createCreatorAccount(server)
  await setStreamSettings(client, creator, { viewerText: 'live' })
  const card = await createCard(client, creator, { cardTitle: 'Ring the bell', sound: 'chime', duration })
  const viewer = await createVerifiedAccount(server)
  await logOverlay(page)
  await page.goto(`/overlay/?key=${await streamKeyOf(client, creator)}`)
  await expect(page.locator('html')).toHaveAttribute('data-overlay', 'open')
  return { client, creator, card, viewer }
}

/**
 * The viewer uses the card (taking a free copy first, unless given one they hold): the use goes
 * straight to the overlay's queue. Answers the purchase used.
 */
async function viewerUses(client: Client, viewer: TestAccount, card: Card, purchaseId?: string) {
  const transactionId = purchaseId ?? (await getFreeCard(client, viewer, card))._id
  const used = await submitUse(client, viewer, card, transactionId)
  expect(used.status).toBe(200)
  expect(used.body.useStatus).toBe('queued')
  return transactionId
}

const command = async (
  client: Client,
  creator: TestAccount,
  action: 'skip' | 'pause' | 'resume' | 'clear',
) => {
  const response = await client.post(`/auth/user/stream-queue/${action}`, undefined, { token: creator.token })
  expect(response.status).toBe(200)
}

test("a used card plays its sound as it shows, and the streamer's skip ends it early", async ({
  page,
  server,
}) => {
  // A minute on screen: only the skip can take it off within the test.
  const { client, creator, card, viewer } = await streamerWithOverlay(server, page, 60)
  await viewerUses(client, viewer, card)

  const shown = page.locator('[data-event-id]')
  await expect(shown.getByRole('heading', { name: 'Ring the bell' })).toBeVisible()
  const sound = shown.locator('audio')
  await expect(sound).toHaveAttribute('src', soundUrl('chime'))
  // Playing, or already played to its end (the chime is a second long): never refused or silent.
  await expect
    .poll(() =>
      sound.evaluate((audio: HTMLAudioElement) => ({
        playing: !audio.paused || audio.ended,
        played: audio.played.length > 0,
        volume: audio.volume,
        error: audio.error?.code ?? null,
      })),
    )
    .toEqual({ playing: true, played: true, volume: 0.8, error: null })

  await command(client, creator, 'skip')
  await expect(shown).toHaveCount(0)
})

test('pause holds new cards, also after the overlay is reloaded, until the streamer resumes', async ({
  page,
  server,
}) => {
  const { client, creator, card, viewer } = await streamerWithOverlay(server, page, 5)
  const html = page.locator('html')
  await expect(html).toHaveAttribute('data-paused', 'false')

  await command(client, creator, 'pause')
  await expect(html).toHaveAttribute('data-paused', 'true')
  await viewerUses(client, viewer, card)
  // The card waits in line on the server: a paused stream is not on.
  await expect
    .poll(async () => (await readQueue(client, creator)).queue.map((use) => use.sent))
    .toEqual([false])
  await expect(html).toHaveAttribute('data-waiting', '0')
  await expect(page.locator('[data-event-id]')).toHaveCount(0)

  // OBS reloads the source (a scene switch): still paused, none shown.
  await page.reload()
  await expect(html).toHaveAttribute('data-overlay', 'open')
  await expect(html).toHaveAttribute('data-paused', 'true')
  await expect(page.locator('[data-event-id]')).toHaveCount(0)

  await command(client, creator, 'resume')
  const shown = page.locator('[data-event-id]')
  await expect(shown.getByRole('heading', { name: 'Ring the bell' })).toBeVisible()
  const eventId = await shown.getAttribute('data-event-id')
  await expect(html).toHaveAttribute('data-waiting', '0')
  // In this load of the page: the card was added only after the overlay heard the resume.
  const log = await overlayLog(page)
  expect(log.slice(-2)).toEqual(['paused false', `card ${eventId}`])
  expect(log.filter((entry) => entry.startsWith('card'))).toHaveLength(1)
})

test('a cleared queue leaves the overlay: waiting cards never show, not even after a reload', async ({
  page,
  server,
}) => {
  const { client, creator, card, viewer } = await streamerWithOverlay(server, page, 5)
  const html = page.locator('html')
  await command(client, creator, 'pause')
  const purchase = await viewerUses(client, viewer, card)
  await expect.poll(async () => (await readQueue(client, creator)).queue).toHaveLength(1)

  await command(client, creator, 'clear')
  expect((await readQueue(client, creator)).queue).toEqual([])
  await page.reload()
  await expect(html).toHaveAttribute('data-overlay', 'open')
  await expect(html).toHaveAttribute('data-paused', 'true')
  await command(client, creator, 'resume')
  await expect(html).toHaveAttribute('data-paused', 'false')
  // The viewer got the card back and uses it again: the first card this overlay shows.
  await viewerUses(client, viewer, card, purchase)
  await expect(page.locator('[data-event-id]').getByRole('heading', { name: 'Ring the bell' })).toBeVisible()
  expect((await overlayLog(page)).filter((entry) => entry.startsWith('card'))).toHaveLength(1)
})
