import type { Page } from '@playwright/test'
import { createCard, getFreeCard } from '../support/cards'
import { expect, test } from '../support/e2e'
import { openPlayed } from '../support/e2e-my-cards'
import { createCreatorAccount, createVerifiedAccount } from '../support/factories'
import { createClient } from '../support/http'
import { allowBackToBackUses, approveViewers } from '../support/stream'
import { seedSession } from './pwa-support'

// The product's promise in one test: a viewer presses 'Use Now' on My Cards in one page, and the
// card appears on the streamer's OBS overlay in another, for its duration, each use exactly once.

test.use({ serviceWorkers: 'block' })

async function spendFirstCard(page: Page, title: string) {
  const available = page.getByRole('region', { name: 'Available Cards' })
  await available
    .getByRole('button', { name: `Use Card ${title}` })
    .first()
    .click()
  const edit = page.getByRole('dialog', { name: 'Edit Card Details' })
  await edit.getByRole('button', { name: 'Use Now' }).click()
  await expect(edit).toBeHidden()
}

test('a card used on My Cards shows on the overlay for its duration; quick uses show one after another', async ({
  browser,
  page,
  server,
}) => {
  const client = createClient(server.url)
  const creator = await createCreatorAccount(server)
  await allowBackToBackUses(server.app.db, creator.userId)
  const viewer = await createVerifiedAccount(server)
  // Named on air: in the default 'approve' mode once the streamer has approved the viewer (stream/moderation.ts).
  await approveViewers(server.app.db, creator.userId, [viewer.userId])
  // Four cards of one title: a viewer holds one unused free copy of a card at a time.
  for (let i = 0; i < 4; i++) {
    await getFreeCard(
      client,
      viewer,
      await createCard(client, creator, { cardTitle: 'Wave at chat', duration: 3 }),
    )
  }

  // The streamer's OBS browser source.
  const streamUrl = (
    await client.get<{ url: string }>('/auth/user/showStreamerURL', { token: creator.token })
  ).body.url
  const overlay = await (await browser.newContext({ viewport: { width: 1920, height: 1080 } })).newPage()
  await overlay.goto(streamUrl)
  await expect(overlay.locator('html')).toHaveAttribute('data-overlay', 'open')
  // The page records each card as it appears (its id and its words), so that a busy machine whose
  // checks come seconds apart still sees every card, however short its time on screen.
  await overlay.evaluate(() => {
    const w = window as unknown as { shown: { id: string; text: string }[]; mostAtOnce: number }
    w.shown = []
    w.mostAtOnce = 0
    const stage = document.getElementById('stage') as HTMLElement
    new MutationObserver(() => {
      for (const node of stage.querySelectorAll<HTMLElement>('[data-event-id]')) {
        const id = node.dataset.eventId as string
        if (!w.shown.some((card) => card.id === id)) w.shown.push({ id, text: node.textContent ?? '' })
      }
      w.mostAtOnce = Math.max(w.mostAtOnce, stage.querySelectorAll('[data-event-id]').length)
    }).observe(stage, { childList: true, subtree: true })
  })
  const shownCards = () =>
    overlay.evaluate(() => (window as unknown as { shown: { id: string; text: string }[] }).shown)

  // The viewer, in another page.
  await page.goto('/')
  await seedSession(page, server, viewer)
  await page.goto('/my-cards')
  await spendFirstCard(page, 'Wave at chat')
  await expect(page.getByText('Card used successfully!').first()).toBeVisible()

  const onStream = overlay.getByRole('heading', { name: 'Wave at chat' })
  await expect.poll(async () => (await shownCards()).length, { timeout: 60_000 }).toBe(1)
  const [first] = await shownCards()
  expect(first?.text).toContain('Wave at chat')
  expect(first?.text).toContain(`Used by ${viewer.username}`)
  // It leaves when its 3 s are up.
  await expect(onStream).toBeHidden({ timeout: 20_000 })

  // Three quick uses: each shows once, one at a time.
  for (let i = 0; i < 3; i++) await spendFirstCard(page, 'Wave at chat')
  await expect.poll(async () => (await shownCards()).length, { timeout: 60_000 }).toBe(4)
  await expect(onStream).toBeHidden({ timeout: 20_000 })
  const shown = await shownCards()
  expect(new Set(shown.map((card) => card.id)).size).toBe(4)
  for (const card of shown) expect(card.text).toContain('Wave at chat')
  expect(await overlay.evaluate(() => (window as unknown as { mostAtOnce: number }).mostAtOnce)).toBe(1)
  await expect((await openPlayed(page)).getByRole('article')).toHaveCount(4)
})
