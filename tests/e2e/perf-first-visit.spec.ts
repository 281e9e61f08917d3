// A first visit to the market (issue 15): the API client is a chunk of its own, and the catalogue
// request starts from the market's HTML instead of waiting for the app's code; the client then takes
// that answer up rather than asking again.
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
  // Who started it: the script whose code made the request (Chromium's DevTools protocol).
  const initiators: string[] = []
  const devtools = await page.context().newCDPSession(page)
  await devtools.send('Network.enable')
  devtools.on('Network.requestWillBeSent', ({ request, initiator }) => {
    if (new URL(request.url).pathname === '/auth/user/getCards') {
      initiators.push(initiator.stack?.callFrames[0]?.url ?? initiator.type)
    }
  })
  await page.goto('/dashboard')
  await expect(tile(page, title)).toBeVisible()
  // Long enough for a second request, had the client not taken up the first answer.
  await page.waitForLoadState('networkidle')
  expect(catalogueRequests).toEqual(['GET'])
  // The market's HTML asked for it (its inline page-start script), not the app's code.
  expect(initiators).toEqual([`${server.url}/dashboard`])
})

test('a market visit whose session has expired asks for nothing early, and goes to the login page', async ({
  page,
  server,
}) => {
  const viewer = await newViewer(server)
  await signIn(page, server, viewer)
  // The stored session's time is up (the init scripts run in order: after signIn's).
  await page.addInitScript(() => localStorage.setItem('expirationTime', String(Date.now() - 1000)))
  const catalogueRequests: string[] = []
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/auth/user/getCards') catalogueRequests.push(request.method())
  })
  await page.goto('/dashboard')
  await expect(page).toHaveURL(/\/login$/)
  expect(catalogueRequests).toEqual([])
})
