import type { Page } from '@playwright/test'
import { expect, test } from '../support/e2e'
import { justPlayed, openPlayed, playedTab, readyTab } from '../support/e2e-my-cards'
import { signIn } from '../support/e2e-sessions'
import { createClient } from '../support/http'
import { setStreamSettings } from '../support/stream'
import { newCreator, newViewer, ownedCards, seedCard, tile } from './marketplace-support'

/** The category filter's chips: the label is what a user clicks. */
async function toggleCategory(page: Page, category: string) {
  const checkbox = page.getByRole('checkbox', { name: category })
  const wasChecked = await checkbox.isChecked()
  await page.getByRole('group', { name: 'Categories' }).getByText(category, { exact: true }).click()
  await expect(checkbox).toBeChecked({ checked: !wasChecked })
}

test('a viewer filters, gets a free card, buys a paid one and uses it', async ({ page, server }) => {
  const creator = await newCreator(server)
  // The viewer's edited title goes straight to the stream (the default mode would hold it).
  await setStreamSettings(createClient(server.url), creator, { viewerText: 'live' })
  await seedCard(server, creator, { cardTitle: 'Free hug', rarity: 'Common', category: ['Reward'], price: 0 })
  await seedCard(server, creator, {
    cardTitle: 'Push-ups',
    rarity: 'Epic',
    category: ['Challenge', 'Punishment'],
    price: 49,
  })
  await seedCard(server, creator, { cardTitle: 'Dance', rarity: 'Epic', category: ['Challenge'], price: 20 })
  await seedCard(server, creator, {
    cardTitle: 'Sing',
    rarity: 'Rare',
    category: ['Challenge', 'Reward'],
    price: 10,
  })
  const viewer = await newViewer(server)
  await signIn(page, server, viewer)

  await page.goto('/dashboard')
  await expect(page.getByRole('heading', { level: 1, name: 'Trending Cards' })).toBeVisible()
  await expect(page.getByText(`Hi ${viewer.username}!`)).toBeVisible()
  for (const title of ['Free hug', 'Push-ups', 'Dance', 'Sing']) await expect(tile(page, title)).toBeVisible()
  await expect(tile(page, 'Push-ups')).toContainText('₹49')

  // Rarity.
  await page.getByRole('combobox', { name: 'Rarity' }).selectOption('Epic')
  await expect(tile(page, 'Push-ups')).toBeVisible()
  await expect(tile(page, 'Dance')).toBeVisible()
  await expect(tile(page, 'Free hug')).toHaveCount(0)
  await expect(tile(page, 'Sing')).toHaveCount(0)

  // Categories: a card must carry every selected one.
  await toggleCategory(page, 'Challenge')
  await toggleCategory(page, 'Punishment')
  await expect(tile(page, 'Push-ups')).toBeVisible()
  await expect(tile(page, 'Dance')).toHaveCount(0)
  await toggleCategory(page, 'Punishment')
  await toggleCategory(page, 'Reward')
  await expect(tile(page, 'Push-ups')).toHaveCount(0)
  await expect(tile(page, 'Sing')).toHaveCount(0)

  // The worker's server is shared by the specs, and none of them makes a Legendary card.
  await page.getByRole('combobox', { name: 'Rarity' }).selectOption('Legendary')
  await expect(page.getByText('No cards found matching filters.')).toBeVisible()

  // All Rarities with Challenge + Reward: of these four, only Sing.
  await page.getByRole('combobox', { name: 'Rarity' }).selectOption('All Rarities')
  await expect(tile(page, 'Sing')).toBeVisible()
  for (const title of ['Free hug', 'Push-ups', 'Dance']) await expect(tile(page, title)).toHaveCount(0)
  await page.getByRole('button', { name: 'Clear filters' }).click()
  for (const title of ['Free hug', 'Push-ups', 'Dance', 'Sing']) await expect(tile(page, title)).toBeVisible()

  // A free card: taken, not bought, in every word; recorded directly.
  await expect(tile(page, 'Free hug').getByRole('button', { name: 'Get free Free hug' })).toHaveText(
    'Get free',
  )
  await tile(page, 'Free hug').getByRole('button', { name: 'Get free Free hug' }).click()
  const getFree = page.getByRole('dialog', { name: 'Get a free card' })
  await expect(getFree).toContainText('Get Free hug for free?')
  await expect(getFree.getByRole('button', { name: 'Confirm Buy' })).toHaveCount(0)
  await getFree.getByRole('button', { name: 'Get free' }).click()
  await expect(page.getByText('Free card added to My Cards!')).toBeVisible()
  await expect(page.getByText('Card purchased successfully!')).toHaveCount(0)
  await expect(page).toHaveURL(/\/my-cards$/)

  // A paid card, through the simulated checkout.
  await page.goto('/dashboard')
  await tile(page, 'Push-ups').getByRole('button', { name: 'Buy Push-ups' }).click()
  const confirm = page.getByRole('dialog', { name: 'Confirm Purchase' })
  await expect(confirm).toContainText('Buy Push-ups for ₹49?')
  await confirm.getByRole('button', { name: 'Confirm Buy' }).click()
  const checkout = page.getByRole('dialog', { name: 'Cardcast test checkout' })
  await expect(checkout).toContainText('₹49')
  await checkout.getByRole('button', { name: 'Pay' }).click()
  await expect(page.getByText('Card purchased successfully!').first()).toBeVisible()
  await expect(page).toHaveURL(/\/my-cards$/)

  const available = page.getByRole('region', { name: 'Available Cards' })
  await expect(available.getByRole('article')).toHaveCount(2)
  await expect(available.getByRole('article', { name: 'Free hug' })).toBeVisible()
  await expect(available.getByRole('article', { name: 'Push-ups' })).toBeVisible()
  await expect(playedTab(page)).toHaveAccessibleName('Played 0 cards')

  // Use one: the stream gets the edited title.
  await available.getByRole('button', { name: 'Use Card Push-ups' }).click()
  const edit = page.getByRole('dialog', { name: 'Edit Card Details' })
  await expect(edit.getByLabel('Title')).toHaveValue('Push-ups')
  await expect(edit.getByLabel('Description')).toHaveValue('The streamer sings a song of your choice')
  await edit.getByLabel('Title').fill('Push-ups for Ann')
  await edit.getByRole('button', { name: 'Use Now' }).click()
  // No overlay is open: the card waits in line, and the toast says so.
  await expect(page.getByText(`${creator.username} is offline: your card waits up to`)).toBeVisible()
  await expect(edit).toBeHidden()

  // The card just played stays on top of Ready, with where it is on the stream: queued, no overlay.
  const justUsed = justPlayed(page).getByRole('article', { name: 'Push-ups' })
  await expect(justUsed).toContainText('QUEUED')
  await expect(justUsed).toContainText('Played: “Push-ups for Ann”')
  await expect(available.getByRole('article')).toHaveCount(1)
  await expect(available.getByRole('article', { name: 'Free hug' })).toBeVisible()
  await expect(readyTab(page)).toHaveAccessibleName('Ready 1 card')
  await expect(playedTab(page)).toHaveAccessibleName('Played 1 card')

  // Played lists it as a row, and the tab is in the address.
  const used = await openPlayed(page)
  await expect(used.getByRole('article', { name: 'Push-ups' })).toContainText('QUEUED')
  await expect(page).toHaveURL(/\/my-cards\?tab=played$/)
  await expect(available).toHaveCount(0)

  const owned = await ownedCards(server, viewer)
  expect(owned.map((card) => [card.cardTitle, card.isUsed]).sort()).toEqual([
    ['Free hug', false],
    ['Push-ups', true],
  ])
})

test("a failed payment says 'Payment process failed.' and records nothing", async ({ page, server }) => {
  const creator = await newCreator(server)
  await seedCard(server, creator, { cardTitle: 'Doomed dance', rarity: 'Epic', price: 20 })
  const viewer = await newViewer(server)
  await signIn(page, server, viewer)

  await page.goto('/dashboard')
  await tile(page, 'Doomed dance').getByRole('button', { name: 'Buy Doomed dance' }).click()
  await page
    .getByRole('dialog', { name: 'Confirm Purchase' })
    .getByRole('button', { name: 'Confirm Buy' })
    .click()
  const checkout = page.getByRole('dialog', { name: 'Cardcast test checkout' })
  await expect(checkout).toContainText('₹20')
  await checkout.getByRole('button', { name: 'Fail' }).click()
  await expect(page.getByText('Payment process failed.')).toBeVisible()
  await expect(checkout).toBeHidden()
  await expect(page).toHaveURL(/\/dashboard$/)
  expect(await ownedCards(server, viewer)).toEqual([])

  await page.goto('/my-cards')
  await expect(page.getByText('No cards yet')).toBeVisible()
})

test("a priced card whose streamer's Creator Pro ended reads Unavailable; the streamer is told", async ({
  page,
  browser,
  server,
}) => {
  const creator = await newCreator(server)
  await seedCard(server, creator, { cardTitle: 'Paused card', price: 49 })
  await seedCard(server, creator, { cardTitle: 'Still free', price: 0 })
  // Pro ended yesterday. Time has no event, so the market is rebuilt here as any change rebuilds it;
  // the card already carried the end of Pro, which the page compares with its clock.
  await server.app.users.update(creator.userId, {
    pro_until: new Date(Date.now() - 86_400_000).toISOString(),
  })
  server.app.catalogue.invalidate()

  await signIn(page, server, await newViewer(server))
  await page.goto('/dashboard')
  const paused = tile(page, 'Paused card')
  await expect(paused.getByRole('button', { name: 'Paused card: unavailable' })).toBeDisabled()
  await expect(paused.getByRole('button', { name: 'Paused card: unavailable' })).toHaveText('Unavailable')
  await expect(tile(page, 'Still free').getByRole('button', { name: 'Get free Still free' })).toBeEnabled()

  const creatorPage = await browser.newPage({ baseURL: server.url })
  await signIn(creatorPage, server, creator)
  await creatorPage.goto('/card-inventory')
  const notice = creatorPage
    .getByRole('status')
    .filter({ hasText: 'Your priced cards are paused: renew Creator Pro' })
  await expect(notice).toBeVisible()
  await expect(notice).toContainText('Your priced card shows as Unavailable in Trending Cards until then.')
  await expect(notice.getByRole('link', { name: 'Renew Creator Pro' })).toBeVisible()
  await creatorPage.close()
})
