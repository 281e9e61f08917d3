import { getFreeCard } from '../support/cards'
import { expect, test } from '../support/e2e'
import { signIn } from '../support/e2e-sessions'
import { createClient } from '../support/http'
import { newCreator, newViewer, seedCard, tile } from './marketplace-support'

// My Cards reads the viewer's cards a page at a time (getUserCards with a cursor): 'Load more' brings
// the older ones. The page size is the app's (24), so 26 cards make two pages.

test("My Cards shows the newest 24 cards, and 'Load more' the older ones", async ({ page, server }) => {
  const client = createClient(server.url)
  const creator = await newCreator(server)
  const viewer = await newViewer(server)
  const titles: string[] = []
  for (let index = 1; index <= 26; index += 1) {
    const title = `Paged card ${String(index).padStart(2, '0')}`
    const card = await seedCard(server, creator, { cardTitle: title, price: 0 })
    await getFreeCard(client, viewer, card)
    titles.push(title)
  }
  await signIn(page, server, viewer)

  const pages: string[] = []
  page.on('request', (request) => {
    if (request.url().includes('/auth/user/getUserCards')) pages.push(request.url())
  })
  await page.goto('/my-cards')
  const available = page.getByRole('list', { name: 'Available Cards' })
  await expect(available.getByRole('article')).toHaveCount(24)
  // Newest purchase first: the last two bought are there, the first two are not yet.
  await expect(tile(page, 'Paged card 26')).toBeVisible()
  await expect(tile(page, 'Paged card 03')).toBeVisible()
  await expect(tile(page, 'Paged card 02')).toHaveCount(0)
  expect(new URL(pages[0] ?? '').searchParams.get('limit')).toBe('24')

  const loadMore = page.getByRole('button', { name: 'Load more' })
  await loadMore.focus()
  await page.keyboard.press('Enter')
  await expect(available.getByRole('article')).toHaveCount(26)
  await expect(tile(page, 'Paged card 01')).toBeVisible()
  await expect(loadMore).toHaveCount(0)
  expect(new URL(pages.at(-1) ?? '').searchParams.get('cursor')).toEqual(expect.any(String))
  const shown = await available.getByRole('heading', { level: 3 }).allInnerTexts()
  expect(shown).toEqual([...titles].reverse())
})
