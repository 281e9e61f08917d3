import type { Page } from '@playwright/test'
import { cardMessages } from '../../contract/card-messages'
import {
  returnedLabel,
  skippedLabel,
  streamMessages,
  USE_STATUS_LABELS,
  waitingLabel,
} from '../../contract/stream'
import { createCard, getFreeCard } from '../support/cards'
import { expect, test } from '../support/e2e'
import { toast } from '../support/e2e-accounts'
import { justPlayed, readyTab } from '../support/e2e-my-cards'
import { signIn } from '../support/e2e-sessions'
import { createClient } from '../support/http'
import { openOverlayStream, reportShown } from '../support/overlay'
import { readQueue, setStreamSettings, streamKeyOf, submitUse } from '../support/stream'
import { newCreator, newViewer, tile } from './marketplace-support'

// What a viewer sees of the streamer's control on My Cards, on a phone: a use with edited
// text waits for the streamer, comes back with the reason when rejected (usable again, no reload),
// goes on stream when approved; text the server would refuse is refused before sending; a cooldown
// is said when the dialog opens and counts down on the Use button; a use waiting for a stream that is
// off reads QUEUED and says how long it waits, and a skipped one says who skipped it.

test.use({ viewport: { width: 375, height: 812 }, serviceWorkers: 'block' })

const available = (page: Page) => page.getByRole('region', { name: 'Available Cards' })

async function useWithTitle(page: Page, card: string, title: string) {
  await available(page)
    .getByRole('button', { name: `Use Card ${card}` })
    .click()
  const edit = page.getByRole('dialog', { name: 'Edit Card Details' })
  await edit.getByLabel('Title').fill(title)
  await edit.getByRole('button', { name: 'Use Now' }).click()
  await expect(edit).toBeHidden()
}

test('a held use waits, comes back with the reason when rejected, and goes on stream when approved', async ({
  page,
  server,
}) => {
  const client = createClient(server.url)
  // A new streamer is in 'approve' mode: edited text waits for approval.
  const creator = await newCreator(server)
  const card = await createCard(client, creator, { cardTitle: 'High five', duration: 30 })
  const viewer = await newViewer(server)
  await getFreeCard(client, viewer, card)
  await signIn(page, server, viewer)
  await page.goto('/my-cards')
  await expect(tile(page, 'High five')).toBeVisible()
  // Everything below happens in this one page load.
  await page.evaluate(() => {
    ;(window as unknown as { sameLoad: boolean }).sameLoad = true
  })

  await useWithTitle(page, 'High five', 'High five for Ann')
  await expect(toast(page, streamMessages.held)).toBeVisible()
  const waiting = justPlayed(page).getByRole('article', { name: 'High five' })
  await expect(waiting).toContainText(USE_STATUS_LABELS.held)
  await expect(available(page).getByRole('article')).toHaveCount(0)

  // The streamer rejects it: the card is back among the available ones, with the reason, and no
  // longer played.
  const held = (await readQueue(client, creator)).held
  expect(held.map((use) => use.title)).toEqual(['High five for Ann'])
  const rejected = await client.post(
    `/auth/user/stream-queue/${held[0]?.id}/reject`,
    { reason: 'Not during the boss fight' },
    { token: creator.token },
  )
  expect(rejected.status).toBe(200)
  const returned = available(page).getByRole('article', { name: 'High five' })
  await expect(returned).toContainText(returnedLabel('Not during the boss fight'))
  await expect(returned.getByRole('button', { name: 'Use Card High five' })).toBeEnabled()
  await expect(justPlayed(page)).toHaveCount(0)

  // Used again and approved with the streamer's overlay open: on stream.
  const overlay = await openOverlayStream(server.url, await streamKeyOf(client, creator))
  await useWithTitle(page, 'High five', 'High five for Bo')
  await expect(justPlayed(page).getByRole('article', { name: 'High five' })).toContainText(
    USE_STATUS_LABELS.held,
  )
  const again = (await readQueue(client, creator)).held
  const approved = await client.post(`/auth/user/stream-queue/${again[0]?.id}/approve`, undefined, {
    token: creator.token,
  })
  expect(approved.status).toBe(200)
  await expect(justPlayed(page).getByRole('article', { name: 'High five' })).toContainText(
    new RegExp(`${USE_STATUS_LABELS.showing}|${USE_STATUS_LABELS.shown}`),
  )
  overlay.close()
  expect(await page.evaluate(() => (window as unknown as { sameLoad?: boolean }).sameLoad)).toBe(true)
})

test('edited text the server would refuse is refused in the dialog, before anything is sent', async ({
  page,
  server,
}) => {
  const client = createClient(server.url)
  const creator = await newCreator(server)
  const card = await createCard(client, creator, { cardTitle: 'Tell a joke' })
  const viewer = await newViewer(server)
  await getFreeCard(client, viewer, card)
  let useCalls = 0
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().endsWith('/auth/user/useCard')) useCalls += 1
  })
  await signIn(page, server, viewer)
  await page.goto('/my-cards')

  await available(page).getByRole('button', { name: 'Use Card Tell a joke' }).click()
  const edit = page.getByRole('dialog', { name: 'Edit Card Details' })
  await edit
    .getByLabel('Title')
    .fill('A joke, please: one about cats, dogs and a very, very long queue at the bank')
  await edit.getByLabel('Description').fill('Join us at discord.gg/jokes')
  await edit.getByRole('button', { name: 'Use Now' }).click()
  await expect(edit.getByText(streamMessages.titleTooLong)).toBeVisible()
  await expect(edit.getByText(streamMessages.linksRefused)).toBeVisible()
  await expect(edit.getByLabel('Title')).toHaveAttribute('aria-invalid', 'true')
  expect(useCalls).toBe(0)

  // An emptied title is an error too, not a silent fall back to the card's own.
  await edit.getByLabel('Title').fill('')
  await edit.getByRole('button', { name: 'Use Now' }).click()
  await expect(edit.getByText(streamMessages.titleRequired)).toBeVisible()
  expect(useCalls).toBe(0)

  // Fixed, it goes: the card's own description is never checked.
  await edit.getByLabel('Title').fill('A joke about cats')
  await edit.getByLabel('Description').fill(card.description)
  await expect(edit.getByText(streamMessages.titleTooLong)).toBeHidden()
  await edit.getByRole('button', { name: 'Use Now' }).click()
  await expect(toast(page, streamMessages.held)).toBeVisible()
  expect(useCalls).toBe(1)
  // The used card says what was played, and when.
  const played = justPlayed(page).getByRole('article', { name: 'Tell a joke' })
  await expect(played).toContainText('Played: “A joke about cats”')
  await expect(played.locator('time').first()).toHaveAttribute('datetime', /^\d{4}-\d\d-\d\dT/)
})

test('inside a cooldown the dialog says so before any typing, and the Use button counts down', async ({
  page,
  server,
}) => {
  const client = createClient(server.url)
  const creator = await newCreator(server)
  const card = await createCard(client, creator, { cardTitle: 'Slow clap', cooldownSeconds: 600 })
  const viewer = await newViewer(server)
  // One use starts the card's cooldown; a second copy is then taken.
  const first = await getFreeCard(client, viewer, card)
  expect((await submitUse(client, viewer, card, first._id)).status).toBe(200)
  await getFreeCard(client, viewer, card)
  await signIn(page, server, viewer)
  await page.goto('/my-cards')

  await available(page).getByRole('button', { name: 'Use Card Slow clap' }).click()
  const edit = page.getByRole('dialog', { name: 'Edit Card Details' })
  await expect(edit.getByText(/^You can use this card here in (9|10) min\./)).toBeVisible()
  await expect(edit.getByRole('button', { name: /^Use in \d+ s$/ })).toBeDisabled()
  await edit.getByRole('button', { name: 'Cancel' }).click()
  const cooling = available(page).getByRole('button', { name: /^Slow clap: use in \d+ s$/ })
  await expect(cooling).toBeDisabled()
  await expect(cooling).toHaveText(/^Use in (5\d\d|600) s$/)
  // It counts down.
  const shown = await cooling.textContent()
  await expect(cooling).not.toHaveText(shown ?? '')
  await expect(cooling).toHaveText(/^Use in \d+ s$/)
  await expect(page.getByText(cardMessages.used)).toHaveCount(0)
  await expect(available(page).getByRole('article', { name: 'Slow clap' })).toBeVisible()
})

test('a card used while the stream is off reads Queued, withdraws with one toast, and a skip reads Skipped by the streamer', async ({
  page,
  server,
}) => {
  const client = createClient(server.url)
  const creator = await newCreator(server)
  // The card's own text goes in line at once; no viewer cooldown between the two uses below.
  await setStreamSettings(client, creator, { defaultViewerCooldownSeconds: 0 })
  const card = await createCard(client, creator, { cardTitle: 'Wave hello', duration: 60 })
  const viewer = await newViewer(server)
  await getFreeCard(client, viewer, card)
  await signIn(page, server, viewer)
  await page.goto('/my-cards')

  const pressUseNow = async () => {
    await available(page).getByRole('button', { name: 'Use Card Wave hello' }).click()
    const edit = page.getByRole('dialog', { name: 'Edit Card Details' })
    await edit.getByRole('button', { name: 'Use Now' }).click()
    await expect(edit).toBeHidden()
  }
  await pressUseNow()
  await expect(toast(page, streamMessages.queuedOffline(creator.username, 60))).toBeVisible()
  await expect(page.getByText(cardMessages.used)).toHaveCount(0)
  const played = justPlayed(page).getByRole('article', { name: 'Wave hello' })
  await expect(played.getByText('QUEUED', { exact: true })).toBeVisible()
  await expect(played.getByText('USED', { exact: true })).toHaveCount(0)

  await played.getByRole('button', { name: 'Withdraw Wave hello' }).click()
  await expect(toast(page, streamMessages.withdrawn)).toBeVisible()
  // It took the use's toast's place (read at once: the use's toast would leave by itself later).
  expect(await page.getByRole('status').filter({ hasText: /./ }).count()).toBe(1)
  await expect(available(page).getByRole('article', { name: 'Wave hello' })).toContainText(
    returnedLabel(streamMessages.withdrawnReason),
  )

  // On stream, then skipped by the streamer, who keeps it used.
  const overlay = await openOverlayStream(server.url, await streamKeyOf(client, creator))
  await pressUseNow()
  const onStream = justPlayed(page).getByRole('article', { name: 'Wave hello' })
  await expect(onStream).toContainText(USE_STATUS_LABELS.showing)
  await expect(onStream.getByText('USED', { exact: true })).toBeVisible()
  const skipped = await client.post(
    '/auth/user/stream-queue/skip',
    { giveBack: false },
    { token: creator.token },
  )
  expect(skipped.status).toBe(200)
  await expect(onStream).toContainText(`${skippedLabel(creator.username)} at`)
  await expect(onStream).not.toContainText(USE_STATUS_LABELS.shown)
  overlay.close()
})

test('after Use Now, keyboard focus lands on the Ready tab above the card just played, not at the top', async ({
  page,
  server,
}) => {
  const client = createClient(server.url)
  const creator = await newCreator(server)
  const card = await createCard(client, creator, { cardTitle: 'Focus card', duration: 30 })
  const viewer = await newViewer(server)
  await getFreeCard(client, viewer, card)
  await signIn(page, server, viewer)
  await page.goto('/my-cards')

  const useButton = available(page).getByRole('button', { name: 'Use Card Focus card' })
  await useButton.focus()
  await page.keyboard.press('Enter')
  const edit = page.getByRole('dialog', { name: 'Edit Card Details' })
  await expect(edit.getByLabel('Title')).toBeFocused()
  // The card's own text goes on stream at once; the button that opened the dialog leaves the list.
  await edit.getByRole('button', { name: 'Use Now' }).press('Enter')
  await expect(edit).toBeHidden()
  await expect(justPlayed(page).getByRole('article', { name: 'Focus card' })).toBeVisible()
  await expect(readyTab(page)).toBeFocused()
  await expect(justPlayed(page)).toBeInViewport()
})

test('a card used while the stream is live says it waits in the streamer’s line, and My Cards follows it onto the stream', async ({
  page,
  server,
}) => {
  const client = createClient(server.url)
  const creator = await newCreator(server)
  // The cards' own text goes in line at once; no viewer cooldown between the two uses below.
  await setStreamSettings(client, creator, { defaultViewerCooldownSeconds: 0 })
  const onAir = await createCard(client, creator, { cardTitle: 'Drum roll', duration: 60 })
  const next = await createCard(client, creator, { cardTitle: 'Confetti', duration: 30 })
  const viewer = await newViewer(server)
  const first = await getFreeCard(client, viewer, onAir)
  await getFreeCard(client, viewer, next)
  // The streamer is live: an overlay is connected. It reports a card on screen when the test says,
  // as the overlay page does when the card before has had its time: until then the next one waits.
  const key = await streamKeyOf(client, creator)
  const overlay = await openOverlayStream(server.url, key, { reportShown: false })
  const cardEvents = () => overlay.events.filter((event) => event.kind === 'card')
  expect((await submitUse(client, viewer, onAir, first._id)).status).toBe(200)
  await overlay.waitFor(() => cardEvents().length === 1)
  await signIn(page, server, viewer)
  await page.goto('/my-cards')

  await available(page).getByRole('button', { name: 'Use Card Confetti' }).click()
  const edit = page.getByRole('dialog', { name: 'Edit Card Details' })
  await expect(edit.getByText(streamMessages.liveNow)).toBeVisible()
  await edit.getByRole('button', { name: 'Use Now' }).click()
  await expect(edit).toBeHidden()
  // Used (the spec's words), but not on air yet: the toast says it waits in the streamer's line, not
  // that the stream is off, and My Cards shows its place in that line (behind the card sent before).
  await expect(
    toast(page, `${cardMessages.used} ${streamMessages.queuedLive(creator.username)}`),
  ).toBeVisible()
  await expect(toast(page, cardMessages.used)).toHaveCount(0)
  await expect(page.getByText(/is offline: your card waits/)).toHaveCount(0)
  const waiting = justPlayed(page).getByRole('article', { name: 'Confetti' })
  await expect(waiting).toContainText(waitingLabel(2))

  // The card before is on screen, then this one: without a reload, My Cards says it is on stream now.
  expect((await reportShown(server.url, key, cardEvents()[0]?.id ?? 0)).status).toBe(200)
  await overlay.waitFor(() => cardEvents().length === 2)
  expect((await reportShown(server.url, key, cardEvents()[1]?.id ?? 0)).status).toBe(200)
  await expect(waiting).toContainText(USE_STATUS_LABELS.showing)
  overlay.close()
})
