// A first visit to the market (issue 15): the API client is a chunk of its own, and the catalogue
// request starts with the navigation instead of waiting for it; the client then takes that answer up
// rather than asking again.
import { expect, test } from '../support/e2e'
import { newCreator, newViewer, seedCard, signIn, tile } from './marketplace-support'

test('a first visit to the market asks for the catalogue once, and shows it', async ({ page, server }) => {
  const creator = await newCreator(server)
  const title = `Early card ${Date.now()}`
  await seedCard(server, creator, { cardTitle: title })
  const viewer = await newViewer(server)
  await signIn(page, server, viewer)

  const catalogueRequests: string[] = []
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/auth/user/getCards') catalogueRequests.push(request.method())
  })
  await page.goto('/dashboard')
  await expect(tile(page, title)).toBeVisible()
  // Long enough for a second request, had the client not taken up the first answer.
  await page.waitForLoadState('networkidle')
  expect(catalogueRequests).toEqual(['GET'])
})
