import type { Page } from '@playwright/test'
import { returnedLabel, soundUrl, streamMessages, USE_STATUS_LABELS } from '../../contract/stream'
import { createCard, getFreeCard } from '../support/cards'
import { expect } from '../support/e2e'
import { toast } from '../support/e2e-accounts'
import { test } from '../support/e2e-autoplay'
import { justPlayed } from '../support/e2e-my-cards'
import { signIn } from '../support/e2e-sessions'
import { createClient } from '../support/http'
import { allowBackToBackUses, streamKeyOf } from '../support/stream'
import { newCreator, newViewer } from './marketplace-support'

// As two people live it: a viewer on a phone edits a card's text and uses it;
// the streamer, on a desktop, sees it held on /live and approves it; it shows on the OBS overlay page
// with its sound playing. A second use is rejected with a reason, and the viewer's My Cards shows it
// returned and usable again. Three browser windows, one real server, no reloads.

async function sendWithTitle(phone: Page, card: string, title: string) {
  await phone.getByRole('button', { name: `Use Card ${card}` }).click()
  const edit = phone.getByRole('dialog', { name: 'Edit Card Details' })
  await edit.getByLabel('Title').fill(title)
  await edit.getByRole('button', { name: 'Use Now' }).click()
  await expect(edit).toBeHidden()
  await expect(toast(phone, streamMessages.held)).toBeVisible()
}

test('a viewer’s edited card waits for the streamer, goes on stream with its sound once approved, and comes back when rejected', async ({
  browser,
  server,
}) => {
  const client = createClient(server.url)
  const creator = await newCreator(server) // a new streamer holds edited text for approval
  await allowBackToBackUses(server.app.db, creator.userId)
  const viewer = await newViewer(server)
  const bell = await createCard(client, creator, { cardTitle: 'Ring the bell', sound: 'chime', duration: 20 })
  const dance = await createCard(client, creator, { cardTitle: 'Dance break', duration: 5 })
  await getFreeCard(client, viewer, bell)
  await getFreeCard(client, viewer, dance)

  const desk = await browser.newContext({ viewport: { width: 1280, height: 800 }, serviceWorkers: 'block' })
  const mobile = await browser.newContext({ viewport: { width: 375, height: 812 }, serviceWorkers: 'block' })
  try {
    const overlay = await desk.newPage()
    await overlay.goto(`/overlay/?key=${await streamKeyOf(client, creator)}`)
    await expect(overlay.locator('html')).toHaveAttribute('data-overlay', 'open')

    const live = await desk.newPage()
    await signIn(live, server, creator)
    const liveUpdates = live.waitForResponse((response) => response.url().endsWith('/auth/user/live-updates'))
    await live.goto('/live')
    await liveUpdates
    await expect(live.getByText('Overlay connected')).toBeVisible()
    const held = live.getByRole('region', { name: 'Waiting for approval', exact: true })

    const phone = await mobile.newPage()
    await signIn(phone, server, viewer)
    await phone.goto('/my-cards')
    // The card just used stays on top of My Cards, following the stream.
    const lastPlayed = justPlayed(phone)
    const available = phone.getByRole('region', { name: 'Available Cards' })

    // The viewer's text waits; nothing reaches the overlay.
    await sendWithTitle(phone, 'Ring the bell', 'Ring it for Asha')
    await expect(lastPlayed.getByRole('article', { name: 'Ring the bell' })).toContainText(
      USE_STATUS_LABELS.held,
    )
    const waiting = held.getByRole('listitem', { name: 'Ring it for Asha' })
    await expect(waiting).toContainText(`Used by ${viewer.username}`)
    await expect(overlay.locator('[data-event-id]')).toHaveCount(0)

    // Approved on the desktop: on the overlay with its sound, and 'On stream now' on the phone.
    await waiting.getByRole('button', { name: 'Approve' }).click()
    await expect(toast(live, streamMessages.approved)).toBeVisible()
    const shown = overlay.locator('[data-event-id]')
    await expect(shown.getByRole('heading', { name: 'Ring it for Asha' })).toBeVisible()
    const sound = shown.locator('audio')
    await expect(sound).toHaveAttribute('src', soundUrl('chime'))
    await expect
      .poll(() =>
        sound.evaluate((audio: HTMLAudioElement) => ({
          played: audio.played.length > 0,
          error: audio.error?.code ?? null,
        })),
      )
      .toEqual({ played: true, error: null })
    await expect(lastPlayed.getByRole('article', { name: 'Ring the bell' })).toContainText(
      USE_STATUS_LABELS.showing,
    )

    // The second use is rejected with a reason: the phone shows it returned, and it can be used again.
    await sendWithTitle(phone, 'Dance break', 'Dance with the chat')
    const second = held.getByRole('listitem', { name: 'Dance with the chat' })
    await second.getByRole('button', { name: 'Reject' }).click()
    const dialog = live.getByRole('dialog', { name: 'Reject this card' })
    await dialog.getByLabel('Reason').fill('Not during the boss fight')
    // The answer first: should the toast ever be missing, the failure says whether the call was
    // sent, and what the server said.
    const answer = live.waitForResponse((response) => response.url().endsWith('/reject'), { timeout: 20_000 })
    await dialog.getByRole('button', { name: 'Reject' }).click()
    expect((await answer).status(), 'the server’s answer to Reject').toBe(200)
    await expect(toast(live, streamMessages.rejected)).toBeVisible()

    const returned = available.getByRole('article', { name: 'Dance break' })
    await expect(returned).toContainText(returnedLabel('Not during the boss fight'))
    await expect(returned.getByRole('button', { name: 'Use Card Dance break' })).toBeEnabled()
    await expect(overlay.getByRole('heading', { name: 'Dance with the chat' })).toHaveCount(0)
  } finally {
    await desk.close()
    await mobile.close()
  }
})
