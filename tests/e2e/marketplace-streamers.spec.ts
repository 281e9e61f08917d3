import { expect, test } from '../support/e2e'
import { signIn } from '../support/e2e-sessions'
import { newCreator, newViewer, ownedCards, seedCard, tile } from './marketplace-support'

test('streamers: search by name or email, then Show Cards and get a free card', async ({ page, server }) => {
  const alpha = await newCreator(server)
  const beta = await newCreator(server)
  await server.app.ctx.users.update(alpha.userId, { description: 'Speedruns every night' })
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

  await search.fill(beta.emailId.slice(0, -5))
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
    .getByRole('button', { name: /^Get Free/ })
    .click()
  const confirm = page.getByRole('dialog', { name: 'Confirm Purchase' })
  await confirm.getByRole('button', { name: 'Confirm Buy' }).click()
  await expect(page.getByText('Card purchased successfully!')).toBeVisible()
  await expect(page).toHaveURL(/\/my-cards$/)
  expect((await ownedCards(server, viewer)).map((card) => card.cardTitle)).toEqual(['Alpha free'])
})
