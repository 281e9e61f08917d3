import { returnedLabel, streamMessages, USE_STATUS_LABELS, waitingLabel } from '../../contract/stream'
import { createCard, getFreeCard } from '../support/cards'
import { expect, testWithOwnClock } from '../support/e2e'
import { toast } from '../support/e2e-accounts'
import { justPlayed } from '../support/e2e-my-cards'
import { signIn } from '../support/e2e-sessions'
import { createClient } from '../support/http'
import { allowBackToBackUses, setStreamSettings, streamKeyOf } from '../support/stream'
import { findStreamer, newCreator, newViewer } from './marketplace-support'

// A card used while the streamer's overlay is closed waits for the stream, and the viewer sees so; it
// goes on stream when the streamer opens the overlay, and My Cards follows it there without a reload.
// A card left waiting past the streamer's limit comes back to the viewer, usable again. The limit is
// reached by moving the server's clock (CLOCK_OFFSET_FILE), not by waiting.

const test = testWithOwnClock({ DELIVERY_SWEEP_SECONDS: '0.2' })

test('a card used while the stream is off waits, shows when the overlay opens, and comes back if the stream stays off', async ({
  browser,
  ownServer,
  clock,
}) => {
  const client = createClient(ownServer.url)
  const creator = await newCreator(ownServer)
  await allowBackToBackUses(ownServer.app.db, creator.userId)
  const viewer = await newViewer(ownServer)
  const song = await createCard(client, creator, { cardTitle: 'Sing a song', duration: 3 })
  const hug = await createCard(client, creator, { cardTitle: 'Send a hug', duration: 3 })
  await getFreeCard(client, viewer, song)
  await getFreeCard(client, viewer, hug)
  await setStreamSettings(client, creator, { maxWaitMinutes: 5 })

  const desk = await browser.newContext({ viewport: { width: 1280, height: 800 }, serviceWorkers: 'block' })
  const mobile = await browser.newContext({ viewport: { width: 375, height: 812 }, serviceWorkers: 'block' })
  try {
    const phone = await mobile.newPage()
    await signIn(phone, ownServer, viewer)
    const liveUpdates = phone.waitForResponse((response) =>
      response.url().endsWith('/auth/user/live-updates'),
    )
    await phone.goto('/my-cards')
    await liveUpdates
    // The card just used stays on top of My Cards, following the stream.
    const lastPlayed = justPlayed(phone)
    const available = phone.getByRole('region', { name: 'Available Cards' })

    async function use(title: string) {
      await available.getByRole('button', { name: `Use Card ${title}` }).click()
      const dialog = phone.getByRole('dialog', { name: 'Edit Card Details' })
      await expect(dialog.getByText(streamMessages.offlineWait)).toBeVisible()
      await dialog.getByRole('button', { name: 'Use Now' }).click()
      await expect(dialog).toBeHidden()
      await expect(toast(phone, streamMessages.queuedOffline(creator.username, 5))).toBeVisible()
    }

    // The overlay is closed: the card waits, first in line.
    await use('Sing a song')
    const sung = lastPlayed.getByRole('article', { name: 'Sing a song' })
    await expect(sung).toContainText(waitingLabel(1))

    // The streamer opens the overlay: the card shows there, and the phone follows it.
    const overlay = await desk.newPage()
    await overlay.goto(`/overlay/?key=${await streamKeyOf(client, creator)}`)
    await expect(overlay.getByRole('heading', { name: 'Sing a song' })).toBeVisible()
    await expect(sung).toContainText(USE_STATUS_LABELS.showing)
    await expect(sung).toContainText(`${USE_STATUS_LABELS.shown} at`)

    // While the overlay is open the streamer is live, for everyone: on their tile and their cards page.
    const streamerTile = await findStreamer(phone, creator.username)
    await expect(streamerTile.getByText(streamMessages.liveNow)).toBeVisible()
    await streamerTile.getByRole('button', { name: 'Show Cards' }).click()
    await expect(phone.getByText(streamMessages.liveNow)).toBeVisible()
    const backOnMyCards = phone.waitForResponse((response) =>
      response.url().endsWith('/auth/user/live-updates'),
    )
    await phone.goto('/my-cards')
    await backOnMyCards

    // The overlay closes again; the next card waits, and the stream stays off past the limit.
    await overlay.close()
    await use('Send a hug')
    await expect(lastPlayed.getByRole('article', { name: 'Send a hug' })).toContainText(waitingLabel(1))
    clock.set(6 * 60_000)
    const returned = available.getByRole('article', { name: 'Send a hug' })
    await expect(returned).toContainText(returnedLabel(streamMessages.offlineReason))
    await expect(returned.getByRole('button', { name: 'Use Card Send a hug' })).toBeEnabled()
  } finally {
    await desk.close()
    await mobile.close()
  }
})
