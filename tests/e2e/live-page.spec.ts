import type { Page } from '@playwright/test'
import { cardMessages } from '../../contract/card-messages'
import { returnedLabel, streamMessages, VIEWER_TEXT_MODE_LABELS } from '../../contract/stream'
import { createCard, getFreeCard } from '../support/cards'
import { expect, test } from '../support/e2e'
import { toast } from '../support/e2e-accounts'
import { expectNoSidewaysScroll } from '../support/e2e-layout'
import { signIn } from '../support/e2e-sessions'
import { uniqueName } from '../support/factories'
import { createClient } from '../support/http'
import { type OverlayStream, openOverlayStream } from '../support/overlay'
import { streamKeyOf, submitUse } from '../support/stream'
import type { TestServer } from '../support/test-server'
import { newCreator, newViewer } from './marketplace-support'

// The streamer's side, on a real server, with an overlay connected: the Live page follows the queue as it changes (live
// updates and the end of what shows, no reload); a viewer's edited card waits for approval; the
// streamer approves, skips, replays, rejects with a reason that the history keeps, clears the queue,
// pauses the overlay, and saves stream settings that persist.

const section = (page: Page, name: string) => page.getByRole('region', { name, exact: true })

/**
 * The streamer's overlay, open as OBS would have it, reporting each card on screen as it arrives:
 * without one, used cards wait for the stream. Closed with `test.afterEach`.
 */
const overlays: OverlayStream[] = []
test.afterEach(() => {
  for (const overlay of overlays.splice(0)) overlay.close()
})
async function connectOverlay(server: TestServer, creator: Parameters<typeof streamKeyOf>[1]) {
  const overlay = await openOverlayStream(server.url, await streamKeyOf(createClient(server.url), creator))
  overlays.push(overlay)
  return overlay
}

/** Opens /live and waits until its live-update stream is open, so that nothing after it is missed. */
async function openLivePage(page: Page) {
  const stream = page.waitForResponse((response) => response.url().endsWith('/auth/user/live-updates'))
  await page.goto('/live')
  await expect(page.getByRole('heading', { level: 1, name: 'Live' })).toBeVisible()
  await stream
}

test('the streamer approves and rejects viewer text live, pauses the overlay and saves settings', async ({
  page,
  server,
}) => {
  const client = createClient(server.url)
  const creator = await newCreator(server)
  const viewer = await newViewer(server)
  const settings = await client.put(
    '/auth/user/stream-settings',
    {
      viewerText: 'approve',
      blockedWords: [],
      volume: 80,
      defaultCooldownSeconds: 0,
      defaultViewerCooldownSeconds: 0,
    },
    { token: creator.token },
  )
  expect(settings.status).toBe(200)
  const cardTitle = `Sing a song ${uniqueName('l')}`
  const card = await createCard(client, creator, { cardTitle, duration: 60 })
  // Long enough that a page slowed by a busy machine still reads the queue while the card shows.
  const wave = await createCard(client, creator, { cardTitle: `Wave ${uniqueName('w')}`, duration: 8 })

  /** The viewer uses a purchase as My Cards would send it: with their own title, or the card's. */
  async function spend(used: typeof card, transactionId: string, title = used.cardTitle) {
    const answer = await client.post<{ useStatus: string; message: string }>(
      '/auth/user/useCard',
      { cardId: used._id, transactionId, cardTitle: title, description: used.description },
      { token: viewer.token },
    )
    expect(answer.status).toBe(200)
    return answer.body
  }

  await signIn(page, server, creator)
  await openLivePage(page)
  await expect(page.getByText('Overlay not connected')).toBeVisible()
  await connectOverlay(server, creator)
  await expect(page.getByText('Overlay connected')).toBeVisible()
  const nowShowing = section(page, 'Now showing')
  const held = section(page, 'Waiting for approval')
  const history = section(page, 'History')
  await expect(held.getByText('Nothing is waiting for your approval.')).toBeVisible()

  // A card used with its own text goes straight to the overlay, and leaves it when its time is up.
  await spend(wave, (await getFreeCard(client, viewer, wave))._id)
  await expect(nowShowing.getByText(wave.cardTitle)).toBeVisible()
  await expect(nowShowing.getByText(streamMessages.nothingShowing)).toBeVisible({ timeout: 20_000 })
  await expect(history.getByRole('listitem', { name: wave.cardTitle })).toContainText('Shown')
  await nowShowing.getByRole('button', { name: 'Replay last' }).click()
  await expect(toast(page, streamMessages.replayed)).toBeVisible()

  // Edited text is held, and appears while the page is open, beside the card's own title.
  const birthday = await spend(card, (await getFreeCard(client, viewer, card))._id, 'Happy birthday Asha')
  expect(birthday).toMatchObject({ useStatus: 'held', message: streamMessages.held })
  const first = held.getByRole('listitem', { name: 'Happy birthday Asha' })
  await expect(first).toContainText(`Card’s own title: ${cardTitle}`)
  await expect(first).toContainText(`Used by ${viewer.username}`)

  await first.getByRole('button', { name: 'Approve' }).click()
  await expect(toast(page, streamMessages.approved)).toBeVisible()
  await expect(first).toHaveCount(0)
  // Sent once the overlay reports the replayed card on screen, and shown on its own report.
  await expect(nowShowing.getByText('Happy birthday Asha')).toBeVisible({ timeout: 30_000 })
  // Skip asks whether to give the card back: a free card is kept used unless the streamer ticks it.
  await nowShowing.getByRole('button', { name: 'Skip current' }).click()
  const skipDialog = page.getByRole('dialog', { name: 'Skip this card?' })
  await expect(
    skipDialog.getByRole('checkbox', { name: 'Give the card back to the viewer' }),
  ).not.toBeChecked()
  await skipDialog.getByRole('button', { name: 'Skip' }).click()
  await expect(toast(page, streamMessages.skipped)).toBeVisible()
  await expect(history.getByRole('listitem', { name: 'Happy birthday Asha' })).toBeVisible()

  // Rejected with a reason (which the dialog asks for), a held use goes to the history as returned.
  const purchase = await getFreeCard(client, viewer, card)
  await spend(card, purchase._id, 'Play my song next')
  const second = held.getByRole('listitem', { name: 'Play my song next' })
  await second.getByRole('button', { name: 'Reject' }).click()
  const dialog = page.getByRole('dialog', { name: 'Reject this card' })
  await dialog.getByRole('button', { name: 'Reject' }).click()
  await expect(dialog.getByText(streamMessages.reasonRequired)).toBeVisible()
  await dialog.getByLabel('Reason').fill('Not during this game')
  await dialog.getByRole('button', { name: 'Reject' }).click()
  await expect(dialog).toBeHidden()
  await expect(toast(page, streamMessages.rejected)).toBeVisible()
  await expect(second).toHaveCount(0)
  const returned = history.getByRole('listitem', { name: 'Play my song next' })
  await expect(returned).toContainText(returnedLabel('Not during this game'))
  await expect(returned.getByRole('button', { name: 'Replay' })).toHaveCount(0)

  // The card came back unused: used again, it is held again, and Clear queue (confirmed) returns it.
  await spend(card, purchase._id, 'One more please')
  await expect(held.getByRole('listitem', { name: 'One more please' })).toBeVisible()
  await nowShowing.getByRole('button', { name: 'Clear queue' }).click()
  const confirm = page.getByRole('dialog', { name: 'Clear the queue?' })
  await confirm.getByRole('button', { name: 'Clear queue' }).click()
  await expect(toast(page, streamMessages.cleared(1))).toBeVisible()
  await expect(history.getByRole('listitem', { name: 'One more please' })).toContainText(
    returnedLabel(streamMessages.clearedReason),
  )

  // Pause and resume: one button that says what it will do.
  await nowShowing.getByRole('button', { name: 'Pause overlay' }).click()
  await expect(toast(page, streamMessages.paused)).toBeVisible()
  await expect(page.getByRole('button', { name: 'Resume overlay' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Pause overlay' })).toHaveCount(0)
  await page.getByRole('button', { name: 'Resume overlay' }).click()
  await expect(page.getByRole('button', { name: 'Pause overlay' })).toBeVisible()

  // Stream settings persist.
  const form = section(page, 'Stream settings')
  await form.getByRole('radio', { name: VIEWER_TEXT_MODE_LABELS['card-only'] }).check()
  await form.getByRole('combobox', { name: 'Blocked words' }).fill('spoiler')
  await form.getByRole('combobox', { name: 'Blocked words' }).press('Enter')
  await form.getByRole('slider', { name: 'Alert volume' }).press('ArrowLeft')
  await form.getByRole('textbox', { name: 'Card cooldown (seconds)' }).fill('30')
  await form.getByRole('textbox', { name: 'Longest wait for the stream (minutes)' }).fill('15')
  await form.getByRole('textbox', { name: 'Cards waiting per viewer' }).fill('5')
  await form.getByRole('switch', { name: "Show viewers' names on stream" }).uncheck()
  await form.getByRole('button', { name: 'Save settings' }).click()
  await expect(toast(page, streamMessages.settingsSaved)).toBeVisible()

  await page.reload()
  await expect(form.getByRole('radio', { name: VIEWER_TEXT_MODE_LABELS['card-only'] })).toBeChecked()
  await expect(form.getByText('spoiler', { exact: true })).toBeVisible()
  await expect(form.getByRole('slider', { name: 'Alert volume' })).toHaveAttribute('aria-valuenow', '75')
  await expect(form.getByRole('textbox', { name: 'Card cooldown (seconds)' })).toHaveValue('30')
  await expect(form.getByRole('textbox', { name: 'Longest wait for the stream (minutes)' })).toHaveValue('15')
  await expect(form.getByRole('textbox', { name: 'Cards waiting per viewer' })).toHaveValue('5')
  await expect(form.getByRole('switch', { name: "Show viewers' names on stream" })).not.toBeChecked()
  await expect(section(page, 'History').getByRole('listitem', { name: 'Play my song next' })).toBeVisible()
})

test('a refetch that fails is tried again, so the page still follows the overlay', async ({
  page,
  server,
}) => {
  const client = createClient(server.url)
  const creator = await newCreator(server)
  const viewer = await newViewer(server)
  // Long enough that a page slowed by a busy machine still reads the queue while the card shows (CI
  // failed with 3 s: the card had ended before the page saw it).
  const wave = await createCard(client, creator, { cardTitle: `Wave ${uniqueName('w')}`, duration: 8 })
  await signIn(page, server, creator)
  await openLivePage(page)
  await connectOverlay(server, creator)
  const nowShowing = section(page, 'Now showing')

  const used = await submitUse(client, viewer, wave, (await getFreeCard(client, viewer, wave))._id)
  expect(used.status).toBe(200)
  await expect(nowShowing.getByText(wave.cardTitle)).toBeVisible()
  // The next read of the queue (the one the page makes when the card ends) fails once, as a server
  // that cannot reach its database would answer.
  let failed = 0
  await page.route('**/auth/user/stream-queue', async (route) => {
    if (route.request().method() !== 'GET' || failed > 0) return route.fallback()
    failed++
    await route.fulfill({ status: 503, json: { status: 'error', message: 'Service unavailable' } })
  })
  await expect.poll(() => failed, { timeout: 20_000 }).toBe(1)
  // Without the retry the page would show the card until the next live update, which never comes.
  await expect(nowShowing.getByText(streamMessages.nothingShowing)).toBeVisible({ timeout: 20_000 })
})

test('a viewer is turned away from /live', async ({ page, server }) => {
  const viewer = await newViewer(server)
  await signIn(page, server, viewer)
  await page.goto('/live')
  await expect(page.getByText(cardMessages.creatorsOnly)).toBeVisible()
  await expect(page).not.toHaveURL(/\/live$/)
})

test.describe('on a phone (375×812)', () => {
  test.use({ viewport: { width: 375, height: 812 } })

  test('the Live page fits, with its controls in reach', async ({ page, server }) => {
    const creator = await newCreator(server)
    await signIn(page, server, creator)
    await openLivePage(page)
    await expect(section(page, 'Now showing').getByRole('button', { name: 'Pause overlay' })).toBeVisible()
    await expect(
      section(page, 'Stream settings').getByRole('button', { name: 'Save settings' }),
    ).toBeAttached()
    await expectNoSidewaysScroll(page)
  })
})
