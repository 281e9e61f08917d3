import { expect, test } from '../support/e2e'
import { signIn } from '../support/e2e-sessions'
import { createCreatorAccount, uniqueName } from '../support/factories'
import { newCreator, newViewer, seedCard, tile } from './marketplace-support'

// The market's search on a phone: typing a streamer's name leaves that streamer's cards, answered by
// the server, and the search stays in the address; clearing it brings the whole market back.

test.use({ serviceWorkers: 'block', viewport: { width: 390, height: 844 } })

test('a viewer finds a card by its streamer’s name, and clears the search', async ({ page, server }) => {
  const ravi = await createCreatorAccount(server, { username: uniqueName('RaviLive') })
  const other = await newCreator(server)
  await seedCard(server, ravi, { cardTitle: 'Karaoke night' })
  await seedCard(server, other, { cardTitle: 'Push-up dare' })

  await signIn(page, server, await newViewer(server))
  await page.goto('/dashboard')
  await expect(tile(page, 'Push-up dare')).toBeVisible()
  const box = page.getByRole('searchbox', { name: 'Search cards or streamers' })
  await box.fill(ravi.username.toLowerCase().slice(0, 12))
  await expect(tile(page, 'Push-up dare')).toHaveCount(0)
  await expect(tile(page, 'Karaoke night')).toBeVisible()
  await expect(page).toHaveURL(new RegExp(`[?&]q=${ravi.username.toLowerCase().slice(0, 12)}`))

  await box.fill('nothing is called this')
  await expect(page.getByText('Try another search, or fewer filters.')).toBeVisible()

  await page.getByRole('button', { name: 'Clear the search' }).click()
  await expect(tile(page, 'Push-up dare')).toBeVisible()
  await expect(tile(page, 'Karaoke night')).toBeVisible()
  await expect(page).not.toHaveURL(/[?&]q=/)
})
