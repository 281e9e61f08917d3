import { streamMessages } from '../../contract/stream'
import { getFreeCard } from '../support/cards'
import { expect, test } from '../support/e2e'
import { signIn } from '../support/e2e-sessions'
import { createClient } from '../support/http'
import { setStreamSettings, submitUse } from '../support/stream'
import { findStreamer, newCreator, newViewer, ownedCards, seedCard, tile } from './marketplace-support'

test('streamers: search by name or email, then Show Cards and get a free card', async ({ page, server }) => {
  const alpha = await newCreator(server)
  const beta = await newCreator(server)
  await server.app.users.update(alpha.userId, { description: 'Speedruns every night' })
  await seedCard(server, alpha, { cardTitle: 'Alpha free', price: 0 })
  await seedCard(server, alpha, { cardTitle: 'Alpha paid', price: 15 })
  await seedCard(server, beta, { cardTitle: 'Beta card', price: 5 })
  const viewer = await newViewer(server)
  await signIn(page, server, viewer)

  // Without a streamer in the navigation state, /streamers/cards goes back to the list.
  await page.goto('/streamers/cards')
  await expect(page).toHaveURL(/\/streamers$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Streamers' })).toBeVisible()

  const search = page.getByRole('searchbox', { name: 'Search streamers' })
  await expect(tile(page, alpha.username)).toBeVisible()
  await expect(tile(page, beta.username)).toBeVisible()
  await expect(tile(page, alpha.username)).toContainText('Speedruns every night')

  await search.fill(alpha.username.toUpperCase())
  await expect(tile(page, alpha.username)).toBeVisible()
  await expect(tile(page, beta.username)).toHaveCount(0)

  // An address finds its streamer only whole: no part of one finds anybody.
  await search.fill(beta.emailId.slice(0, -5))
  await expect(page.getByText('No streamers found')).toBeVisible()
  await search.fill(beta.emailId)
  await expect(tile(page, beta.username)).toBeVisible()
  await expect(tile(page, alpha.username)).toHaveCount(0)

  await search.fill('nobody-has-this-name')
  await expect(page.getByText('No streamers found')).toBeVisible()

  await search.fill(alpha.username)
  await tile(page, alpha.username).getByRole('button', { name: 'Show Cards' }).click()
  await expect(page).toHaveURL(/\/streamers\/cards$/)
  await expect(tile(page, 'Alpha free')).toBeVisible()
  await expect(tile(page, 'Beta card')).toHaveCount(0)
  await expect(tile(page, 'Alpha free')).toContainText('FREE')
  await expect(tile(page, 'Alpha paid').getByRole('button', { name: /^Buy Now/ })).toBeVisible()
  await expect(tile(page, 'Alpha paid')).not.toContainText('FREE')

  await tile(page, 'Alpha free')
    .getByRole('button', { name: /^Get free/ })
    .click()
  const confirm = page.getByRole('dialog', { name: 'Get a free card' })
  await confirm.getByRole('button', { name: 'Get free' }).click()
  await expect(page.getByText('Free card added to My Cards!')).toBeVisible()
  await expect(page).toHaveURL(/\/my-cards$/)
  expect((await ownedCards(server, viewer)).map((card) => card.cardTitle)).toEqual(['Alpha free'])
})

test("before Buy, a streamer's cards say when the viewer could use one: inside a cooldown, or with cards waiting", async ({
  page,
  server,
}) => {
  const client = createClient(server.url)
  const creator = await newCreator(server) // viewers wait 60 s between two uses by default
  const sing = await seedCard(server, creator, { cardTitle: 'Sing', price: 0 })
  await seedCard(server, creator, { cardTitle: 'Dance', price: 0 })
  const viewer = await newViewer(server)
  const used = await submitUse(client, viewer, sing, (await getFreeCard(client, viewer, sing))._id)
  expect(used.status).toBe(200)
  await signIn(page, server, viewer)

  await (await findStreamer(page, creator.username)).getByRole('button', { name: 'Show Cards' }).click()
  const dance = tile(page, 'Dance')
  const wait = dance.getByText(/^You can use this card here in \d+ s\.$/)
  await expect(wait).toBeVisible()
  await expect(dance.getByRole('button', { name: 'Get free: Dance' })).toHaveAccessibleDescription(
    /You can use this card here in \d+ s\./,
  )
  // It counts down while the page is open.
  const first = await wait.textContent()
  await expect(wait).not.toHaveText(first ?? '')
  // The used card waits for the stream (no overlay is open): with a limit of one waiting card, the
  // page says a new one would wait for it.
  await expect(page.getByText(streamMessages.offlineWait)).toBeVisible()
  await expect(page.getByRole('status').filter({ hasText: streamMessages.waitingFull(1) })).toHaveCount(0)
  await setStreamSettings(client, creator, { maxWaitingPerViewer: 1 })
  await page.reload()
  await expect(page.getByRole('status').filter({ hasText: streamMessages.waitingFull(1) })).toBeVisible()
})
