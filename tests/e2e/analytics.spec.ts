import { formatDay, istToday } from '../../contract/dates'
import { nextPayoutDate } from '../../contract/earnings'
import { buyPaidCard } from '../support/cards'
import { expect, test } from '../support/e2e'
import { signIn } from '../support/e2e-sessions'
import type { TestAccount } from '../support/factories'
import { createClient } from '../support/http'
import { createTier, subscribe } from '../support/subscriptions'
import type { TestServer } from '../support/test-server'
import { newCreator, newViewer, seedCard } from './marketplace-support'

// /analytics: a Creator Pro streamer sees their sales, uses and subscribers; a creator on the free plan sees what
// Creator Pro unlocks; a viewer is turned away like on the other creator pages.

const setPlan = (server: TestServer, account: TestAccount, plan: 'free' | 'pro') =>
  server.app.users.update(account.userId, { plan, pro_until: null })

test('a Pro creator sees a sale and a use in the totals, the chart and the tables', async ({
  page,
  server,
}) => {
  const creator = await newCreator(server)
  await setPlan(server, creator, 'pro')
  const card = await seedCard(server, creator, { cardTitle: 'Shout-out', price: 49 })
  const viewer = await newViewer(server)
  const client = createClient(server.url)
  const purchase = await buyPaidCard(client, viewer, card)
  const use = await client.post(
    '/auth/user/useCard',
    { cardId: card._id, transactionId: purchase._id },
    { token: viewer.token },
  )
  expect(use.status).toBe(200)
  await subscribe(client, viewer, (await createTier(client, creator, { name: 'Gold', price: 149 })).id)

  await signIn(page, server, creator)
  await page.goto('/dashboard')
  await page.getByRole('navigation', { name: 'User area' }).getByRole('link', { name: 'Analytics' }).click()
  await expect(page).toHaveURL(/\/analytics$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Analytics' })).toBeVisible()

  // Each tile reads as its label, its value, then a hint.
  const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
  const expectTile = (name: string, value: string) =>
    expect(page.getByRole('group', { name, exact: true })).toHaveText(
      new RegExp(`^${literal(name)}${literal(value)}\\D`),
    )
  await expectTile('Sales', '1')
  await expectTile('Revenue', '₹49')
  await expectTile('Your 80% share', '₹39.20')
  await expectTile('Uses', '1')
  await expectTile('Use rate', '100%')
  await expectTile('Unique buyers', '1')
  await expectTile('Cards sold', '1')
  await expectTile('Next payout', formatDay(nextPayoutDate(new Date().toISOString().slice(0, 10))))

  // The chart is drawn (recharts, loaded with the page's charts) and named by what it shows.
  const chart = page.getByRole('img', { name: /^Sales and uses per day .*: 1 sale and 1 use in all/ })
  await expect(chart).toBeVisible()
  await expect(chart.locator('svg.recharts-surface').first()).toBeVisible()
  await expect(page.getByRole('img', { name: /^Revenue per day: ₹49 in all/ })).toBeVisible()

  const cards = page.getByRole('table', { name: 'Your cards by sales' })
  await expect(cards.getByRole('row', { name: /Shout-out/ })).toContainText('₹49')

  // The subscriber, apart from the card sales.
  await expectTile('Subscribers', '1')
  await expectTile('Monthly recurring revenue', '₹149')
  await expectTile('New subscribers', '1')
  const tiers = page.getByRole('table', { name: 'Subscribers by tier' })
  await expect(tiers.getByRole('row', { name: /Gold/ })).toHaveText(/Gold\s*1\s*₹149\s*1\s*0/)

  // The chart's text alternative: the figures by day.
  await page.getByRole('button', { name: 'Show the figures by day' }).click()
  const today = formatDay(istToday())
  const todayRow = page.getByRole('table', { name: 'Sales, revenue and uses per day' }).getByRole('row', {
    name: new RegExp(`^${today}`),
  })
  await expect(todayRow).toHaveText(new RegExp(`${today}\\s*1\\s*₹49\\s*1`))

  // Another range still holds today's sale.
  await page.getByText('7 days', { exact: true }).click()
  await expect(page.getByRole('img', { name: /: 1 sale and 1 use in all/ })).toBeVisible()
})

test('a creator on the free plan sees what Creator Pro unlocks', async ({ page, server }) => {
  const creator = await newCreator(server)
  await setPlan(server, creator, 'free')
  await signIn(page, server, creator)
  await page.goto('/analytics')
  await expect(page.getByRole('heading', { name: 'Analytics come with Creator Pro.' })).toBeVisible()
  await expect(page.getByText('Your top cards, with sales and uses per card')).toBeVisible()
  await expect(page.getByRole('link', { name: 'Go Creator Pro' })).toHaveAttribute('href', '/profile#plan')
  await expect(page.getByRole('group', { name: 'Sales' })).toHaveCount(0)
})

test('a viewer has no Analytics link and is turned away from the page', async ({ page, server }) => {
  const viewer = await newViewer(server)
  await signIn(page, server, viewer)
  await page.goto('/dashboard')
  await expect(
    page.getByRole('navigation', { name: 'User area' }).getByRole('link', { name: 'My Cards' }),
  ).toBeVisible()
  await expect(page.getByRole('link', { name: 'Analytics' })).toHaveCount(0)
  await page.goto('/analytics')
  await expect(page.getByText('You must be a creator to access this page.')).toBeVisible()
  await expect(page).not.toHaveURL(/\/analytics$/)
})
