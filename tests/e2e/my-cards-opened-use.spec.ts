import { pushUrls } from '../../contract/push'
import { createCard, getFreeCard } from '../support/cards'
import { expect, test } from '../support/e2e'
import { playedTab, readyTab } from '../support/e2e-my-cards'
import { signIn } from '../support/e2e-sessions'
import { createClient } from '../support/http'
import { setStreamSettings, submitUse } from '../support/stream'
import { newCreator, newViewer } from './marketplace-support'

// A tapped notification opens My Cards at its use (`/my-cards?use=<id>`, contract/push.ts): the tab that
// holds the use's card opens (Played for a card used, Ready for one that came back), the card is
// scrolled into view, ringed and focused; a tab chosen by hand leaves it behind.

const PHONE = { width: 390, height: 844 }
test.use({ viewport: PHONE, serviceWorkers: 'block' })

test('a notification opens My Cards at its use, on the tab that holds it', async ({ page, server }) => {
  const client = createClient(server.url)
  const creator = await newCreator(server)
  const viewer = await newViewer(server)
  // The stream is off: every use waits for it, one right after another.
  await setStreamSettings(client, creator, { maxWaitingPerViewer: 12, defaultViewerCooldownSeconds: 0 })
  const useIds: string[] = []
  for (let n = 1; n <= 10; n += 1) {
    const card = await createCard(client, creator, { cardTitle: `Played ${n}` })
    const purchase = await getFreeCard(client, viewer, card)
    const use = await submitUse(client, viewer, card, purchase._id)
    expect(use.status, JSON.stringify(use.body)).toBe(200)
    useIds.push(String(use.body.useId))
  }
  // One sent back by the streamer: its card is ready to use again, with the reason.
  const returnedCard = await createCard(client, creator, { cardTitle: 'Came back' })
  const returnedPurchase = await getFreeCard(client, viewer, returnedCard)
  const held = await submitUse(client, viewer, returnedCard, returnedPurchase._id, { cardTitle: 'My words' })
  expect(held.status, JSON.stringify(held.body)).toBe(200)
  const rejected = await client.post(
    `/auth/user/stream-queue/${held.body.useId}/reject`,
    { reason: 'Not tonight' },
    { token: creator.token },
  )
  expect(rejected.status).toBe(200)
  for (let n = 1; n <= 4; n += 1)
    await getFreeCard(client, viewer, await createCard(client, creator, { cardTitle: `Ready ${n}` }))

  await signIn(page, server, viewer)
  // The oldest use: the last of the Played rows, below the fold on a phone.
  await page.goto(pushUrls.use(useIds[0] ?? ''))
  await expect(playedTab(page)).toHaveAttribute('aria-selected', 'true')
  const opened = page.locator('li[aria-current="true"]')
  await expect(opened).toHaveCount(1)
  await expect(opened.getByRole('article')).toHaveAccessibleName('Played 1')
  await expect(opened).toBeInViewport()
  await expect(opened).toBeFocused()
  await expect(opened).toHaveCSS('outline-style', 'solid')

  // A card that came back is on Ready, ringed there.
  await page.goto(pushUrls.use(String(held.body.useId)))
  await expect(readyTab(page)).toHaveAttribute('aria-selected', 'true')
  await expect(opened.getByRole('article')).toHaveAccessibleName(/Came back/)
  await expect(opened).toContainText('Not tonight')
  await expect(opened).toBeInViewport()

  // The viewer picks a tab: the notification's card is left behind, and the address says so.
  await playedTab(page).click()
  await expect(page).toHaveURL(/\/my-cards\?tab=played$/)
  await expect(opened).toHaveCount(0)
  // A use that is not the viewer's (or no longer listed) opens My Cards as it is.
  await page.goto(pushUrls.use('not-a-use'))
  await expect(readyTab(page)).toHaveAttribute('aria-selected', 'true')
  await expect(opened).toHaveCount(0)
})
