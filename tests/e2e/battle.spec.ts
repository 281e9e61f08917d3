import type { BrowserContext, Page } from '@playwright/test'
import { buyPaidCard } from '../support/cards'
import { expect, testWithOwnClock } from '../support/e2e'
import { signIn } from '../support/e2e-sessions'
import { uniqueName } from '../support/factories'
import { createClient } from '../support/http'
import { newCreator, newViewer, seedCard } from './marketplace-support'

// A card battle as its people see it: Ana invites Ben from her Live page on a desktop; Ben accepts on
// his phone with a forfeit card of his; a viewer buys one of Ben's cards and the bar moves, on Ben's
// phone, on Ana's page and on both overlays; when the time runs out both overlays show the result and
// Ana's overlay plays Ana's forfeit, once; the result stays on both Live pages.

const test = testWithOwnClock({ DELIVERY_SWEEP_SECONDS: '0.2' })
test.use({ serviceWorkers: 'block' })

test('two streamers battle: the bar moves on a phone and on the overlays, and the loser’s forfeit plays', async ({
  browser,
  ownServer,
  clock,
}) => {
  const client = createClient(ownServer.url)
  const [ana, ben] = [await newCreator(ownServer), await newCreator(ownServer)]
  const anaForfeit = uniqueName('Ana sings')
  const benForfeit = uniqueName('Ben dances')
  await seedCard(ownServer, ana, { cardTitle: anaForfeit })
  await seedCard(ownServer, ben, { cardTitle: benForfeit })
  const benCard = await seedCard(ownServer, ben, { cardTitle: uniqueName('Ben shout-out'), price: 50 })
  const viewer = await newViewer(ownServer)
  const streamUrl = async (who: typeof ana) =>
    (await client.get<{ url: string }>('/auth/user/showStreamerURL', { token: who.token })).body.url
  const contexts: BrowserContext[] = []
  const newPage = async (
    viewport: { width: number; height: number },
    colorScheme: 'light' | 'dark' = 'light',
  ) => {
    const context = await browser.newContext({ viewport, colorScheme })
    contexts.push(context)
    return context.newPage()
  }
  const overlayOf = async (url: string) => {
    const page = await newPage({ width: 1920, height: 1080 })
    await page.goto(url)
    await expect(page.locator('html')).toHaveAttribute('data-overlay', 'open')
    return page
  }
  // Screenshots of what the streamers see, for a person to look at (test-results/).
  const shoot = (page: Page, name: string) => page.screenshot({ path: test.info().outputPath(`${name}.png`) })
  const panelOf = (page: Page) => page.getByRole('region', { name: 'Card battle', exact: true })
  try {
    const [anaOverlay, benOverlay] = [
      await overlayOf(await streamUrl(ana)),
      await overlayOf(await streamUrl(ben)),
    ]
    // No battle: the bar is not there.
    await expect(anaOverlay.locator('html')).toHaveAttribute('data-battle', 'none')
    await expect(anaOverlay.locator('.battle')).toBeHidden()

    // Ana, on a desktop, invites Ben by his name, for 5 minutes, with a forfeit of hers.
    const anaPage = await newPage({ width: 1280, height: 800 })
    await signIn(anaPage, ownServer, ana)
    await anaPage.goto('/live')
    const anaPanel = panelOf(anaPage)
    await anaPanel.getByLabel('Opponent’s username').fill(ben.username.toUpperCase())
    await anaPanel.getByLabel('Minutes').fill('5')
    await anaPanel.getByRole('combobox', { name: 'Your forfeit card' }).click()
    await anaPage.getByRole('option', { name: anaForfeit }).click()
    await anaPanel.getByRole('button', { name: 'Invite to battle' }).click()
    await expect(
      anaPanel.getByText(`Waiting for ${ben.username} to answer your 5-minute battle.`),
    ).toBeVisible()

    // Ben, on his phone, sees the invitation on his Live page and accepts with a forfeit of his.
    const benPage = await newPage({ width: 390, height: 844 }, 'dark')
    await signIn(benPage, ownServer, ben)
    await benPage.goto('/live')
    const benPanel = panelOf(benPage)
    await expect(benPanel.getByText(`${ana.username} invites you to a 5-minute card battle.`)).toBeVisible()
    await expect(benPanel.getByText(`Their forfeit: ${anaForfeit}.`)).toBeVisible()
    await benPanel.getByRole('combobox', { name: 'Your forfeit card' }).click()
    await benPage.getByRole('option', { name: benForfeit }).click()
    await benPanel.getByRole('button', { name: 'Accept battle' }).click()
    await expect(benPanel.getByLabel('Time left in the battle')).toHaveText(/^(5:00|4:\d\d)$/)
    await expect(benPanel.getByTestId('battle-you')).toHaveText('0 pts')
    await expect(benPanel.getByRole('img', { name: `You 0 pts, ${ana.username} 0 pts` })).toBeVisible()
    await benPanel.getByTestId('battle-bar').scrollIntoViewIfNeeded()
    // Ana's page follows her answer; both overlays show the bar, each with its own streamer first.
    await expect(anaPanel.getByRole('img', { name: `You 0 pts, ${ben.username} 0 pts` })).toBeVisible()
    await expect(benOverlay.locator('html')).toHaveAttribute('data-battle', 'running')
    await expect(benOverlay.locator('.battle-own .battle-name')).toHaveText(ben.username)
    await expect(benOverlay.locator('.battle-other .battle-name')).toHaveText(ana.username)
    await expect(anaOverlay.locator('.battle-own .battle-name')).toHaveText(ana.username)
    await expect(anaOverlay.locator('.battle-own .battle-points')).toHaveText('0 pts')
    await expect(anaOverlay.locator('.battle-clock')).toHaveText(/^(5:00|4:\d\d)$/)

    // A viewer buys Ben's ₹50 card (the checkout as the browser does it): 50 points to Ben.
    await buyPaidCard(client, viewer, benCard)
    await expect(benPanel.getByTestId('battle-you')).toHaveText('50 pts')
    await expect(benPanel.getByRole('img', { name: `You 50 pts, ${ana.username} 0 pts` })).toBeVisible()
    await expect(anaPanel.getByTestId('battle-them')).toHaveText('50 pts')
    await expect(benOverlay.locator('.battle-own .battle-points')).toHaveText('50 pts')
    await expect(benOverlay.locator('.battle-bar')).toHaveAttribute('aria-valuenow', '100')
    await expect(anaOverlay.locator('.battle-other .battle-points')).toHaveText('50 pts')
    await expect(anaOverlay.locator('.battle-bar')).toHaveAttribute('aria-valuenow', '0')
    await shoot(benPage, 'battle-phone-dark')
    await shoot(anaPage, 'battle-desktop-light')
    await shoot(anaOverlay, 'battle-overlay')

    // The time runs out: both overlays show the result; Ana's plays her forfeit, credited to the battle.
    clock.set(5 * 60_000 + 1000)
    for (const overlay of [anaOverlay, benOverlay]) {
      await expect(overlay.locator('html')).toHaveAttribute('data-battle', 'ended')
      await expect(overlay.locator('.battle-result')).toHaveText(`${ben.username} wins`)
    }
    await expect(anaOverlay.locator('.card .title')).toHaveText(anaForfeit)
    await expect(anaOverlay.locator('.card .by')).toHaveText(`Used by Battle forfeit: ${ben.username} won`)
    await expect(benOverlay.locator('.card')).toHaveCount(0)
    await shoot(anaOverlay, 'battle-overlay-result')

    // The result stays on both Live pages.
    const benResults = benPanel.getByRole('list', { name: 'Your last battles' })
    await expect(benResults.getByRole('listitem')).toHaveCount(1)
    await expect(benResults.getByRole('listitem')).toContainText(`Wonagainst ${ana.username}50–0`)
    await expect(
      anaPanel.getByRole('list', { name: 'Your last battles' }).getByRole('listitem'),
    ).toContainText(`Lostagainst ${ben.username}0–50`)
    await expect(anaPanel.getByRole('button', { name: 'Invite to battle' })).toBeVisible()
  } finally {
    for (const context of contexts) await context.close()
  }
})
