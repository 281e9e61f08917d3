import { createCard, getFreeCard } from '../support/cards'
import { expect, test } from '../support/e2e'
import { justPlayed, openPlayed, playedTab, readyTab } from '../support/e2e-my-cards'
import { signIn } from '../support/e2e-sessions'
import { createClient } from '../support/http'
import { setStreamSettings, submitUse } from '../support/stream'
import { newCreator, newViewer } from './marketplace-support'

// My Cards on a phone: 'Ready' and 'Played' tabs instead of one column that grows with every card
// ever used, played cards as compact rows, and the card just used on top of Ready with its status.

const PHONE = { width: 390, height: 844 }
test.use({ viewport: PHONE, serviceWorkers: 'block' })

test('3 ready and 9 played cards: a tab each, the played ones as short rows', async ({ page, server }) => {
  const client = createClient(server.url)
  const creator = await newCreator(server)
  const played = await createCard(client, creator, { cardTitle: 'Played card' })
  const viewer = await newViewer(server)
  // The stream is off: every use waits for it; this viewer may have eleven waiting, one right after another.
  await setStreamSettings(client, creator, { maxWaitingPerViewer: 11, defaultViewerCooldownSeconds: 0 })
  // A free card is held once at a time: each copy is used before the next is taken.
  for (let copy = 0; copy < 9; copy += 1) {
    const purchase = await getFreeCard(client, viewer, played)
    const use = await submitUse(client, viewer, played, purchase._id)
    expect(use.status, JSON.stringify(use.body)).toBe(200)
  }
  for (const title of ['Ready card', 'Ready card 2', 'Ready card 3']) {
    await getFreeCard(client, viewer, await createCard(client, creator, { cardTitle: title }))
  }
  await signIn(page, server, viewer)
  await page.goto('/my-cards')

  // Ready is open: the three unused cards, and nothing played.
  await expect(readyTab(page)).toHaveAttribute('aria-selected', 'true')
  await expect(readyTab(page)).toHaveAccessibleName('Ready 3 cards')
  await expect(playedTab(page)).toHaveAccessibleName('Played 9 cards')
  const available = page.getByRole('list', { name: 'Available Cards' })
  await expect(available.getByRole('article')).toHaveCount(3)
  await expect(page.getByRole('article', { name: 'Played card' })).toHaveCount(0)

  // Played: nine rows, each a thumbnail's height, QUEUED (none reached the stream yet) and where it is.
  const used = await openPlayed(page)
  await expect(page).toHaveURL(/\?tab=played$/)
  const rows = used.getByRole('article', { name: 'Played card' })
  await expect(rows).toHaveCount(9)
  for (const row of await rows.all()) {
    await expect(row).toContainText('QUEUED')
    await expect(row.locator('[data-use-status="queued"]')).toContainText('Waiting for the stream')
    const box = await row.boundingBox()
    expect(box?.height, 'a played row is compact').toBeLessThanOrEqual(140)
  }
  // The tab stays across a reload: it is in the address.
  await page.reload()
  await expect(playedTab(page)).toHaveAttribute('aria-selected', 'true')
  await expect(rows).toHaveCount(9)

  // Back on Ready, a use: the card sits on top, in view, with its live status.
  await readyTab(page).click()
  await expect(page).toHaveURL(/\/my-cards$/)
  await available.getByRole('button', { name: 'Use Card Ready card', exact: true }).click()
  const edit = page.getByRole('dialog', { name: 'Edit Card Details' })
  await edit.getByRole('button', { name: 'Use Now' }).click()
  await expect(edit).toBeHidden()
  const justUsed = justPlayed(page).getByRole('article', { name: 'Ready card', exact: true })
  await expect(justUsed).toBeInViewport()
  await expect(justUsed.locator('[data-use-status="queued"]')).toContainText('Waiting for the stream')
  await expect(available.getByRole('article')).toHaveCount(2)
  await expect(readyTab(page)).toHaveAccessibleName('Ready 2 cards')
  await expect(playedTab(page)).toHaveAccessibleName('Played 10 cards')
})
