import { expect, test } from '../support/e2e'
import { expectTouchTarget } from '../support/e2e-layout'

// The landing page as a visitor meets it: anchored sections, the demo flip card and its countdown.

const headerAnchors = [
  ['Features', 'features'],
  ['Modules', 'modules'],
  ['Pricing', 'plans'],
  ['Contact', 'contact'],
] as const

const HMS = /^\d{2}:\d{2}:\d{2}$/
const toSeconds = (hms: string) =>
  hms
    .split(':')
    .map(Number)
    .reduce((total, part) => total * 60 + part, 0)

test('each header anchor scrolls to its section, from the landing page and from another page', async ({
  page,
}) => {
  await page.goto('/')
  const nav = page.getByRole('banner').getByRole('navigation', { name: 'Main' })
  for (const [label, id] of headerAnchors) {
    await nav.getByRole('link', { name: label, exact: true }).click()
    await expect(page).toHaveURL(new RegExp(`/#${id}$`))
    await expect(page.locator(`#${id}`)).toBeInViewport()
  }
  // The sections the hero links to exist too.
  for (const id of ['get-started', 'plans']) {
    await expect(page.locator(`main a[href="/#${id}"]`).first()).toBeAttached()
  }

  await page.goto('/contactus')
  await nav.getByRole('link', { name: 'Pricing', exact: true }).click()
  await expect(page).toHaveURL(/\/#plans$/)
  await expect(page.locator('#plans')).toBeInViewport()
  await expect(page.getByRole('heading', { level: 3, name: 'Creator Pro' })).toBeVisible()
})

test('the menu of a phone reaches the sections too', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto('/')
  await page.getByRole('button', { name: 'Open menu' }).click()
  const menu = page.getByRole('dialog')
  // Its buttons are thumb targets, as its links are.
  await expectTouchTarget(menu.getByRole('button', { name: 'हिन्दी' }), 'the language switch')
  await expectTouchTarget(menu.getByRole('link', { name: 'Log In' }), 'Log In')
  await expectTouchTarget(menu.getByRole('link', { name: 'Sign Up' }), 'Sign Up')
  await menu.getByRole('link', { name: 'Modules', exact: true }).click()
  await expect(page.locator('#modules')).toBeInViewport()
  await expect(page.locator('#modules').getByRole('heading', { name: 'Auctions', exact: true })).toBeVisible()
})

test('the demo card flips by click, Enter and Space, and its countdown ticks', async ({ page }) => {
  await page.goto('/')
  const card = page.getByRole('button', { pressed: false }).filter({ hasText: 'Next challenge in' })
  await expect(card).toBeVisible()
  await expect(card).toHaveAccessibleName(/Get Ready, Next Challenge is Coming/)

  const countdown = page.getByTestId('challenge-countdown')
  await expect(countdown).toHaveText(HMS)
  const first = (await countdown.textContent()) ?? ''
  await expect(countdown).not.toHaveText(first, { timeout: 4000 })
  await expect(countdown).toHaveText(HMS)

  await card.click()
  const flipped = page.getByRole('button', { pressed: true })
  await expect(flipped).toHaveAccessibleName(/Complete 5 headshots in the next 10 minutes/)
  await expect(flipped).toHaveAccessibleName(/Bonus XP: 500/)
  await expect(flipped).not.toHaveAccessibleName(/Get Ready/)

  await flipped.press('Enter')
  await expect(
    page.getByRole('button', { pressed: false }).filter({ hasText: 'Next challenge in' }),
  ).toBeFocused()
  await page.keyboard.press('Space')
  await expect(page.getByRole('button', { pressed: true })).toHaveAccessibleName(/Bonus XP: 500/)
})

test('the countdown counts to the next challenge the server announces', async ({ page, request }) => {
  await page.goto('/')
  await expect(page.getByTestId('challenge-countdown')).toHaveText(/\d/)
  // Asked after the page has loaded, so that a slow load does not count as a wrong countdown.
  const next = (await (await request.get('/auth/user/next-challenge')).json()) as { secondsLeft: number }
  // Until the page's own request is answered it counts to the next half hour (the test below).
  await expect
    .poll(async () => {
      const shown = toSeconds((await page.getByTestId('challenge-countdown').textContent()) ?? '')
      return Math.abs(shown - next.secondsLeft)
    })
    .toBeLessThanOrEqual(4)
})

test('without an answer from the server the countdown runs to the next half hour', async ({ page }) => {
  await page.route('**/auth/user/next-challenge', (route) => route.abort())
  await page.goto('/')
  const countdown = page.getByTestId('challenge-countdown')
  await expect(countdown).toHaveText(HMS)
  const expected = await page.evaluate(() => {
    const halfHour = 30 * 60_000
    return Math.ceil(((Math.floor(Date.now() / halfHour) + 1) * halfHour - Date.now()) / 1000)
  })
  expect(Math.abs(toSeconds((await countdown.textContent()) ?? '') - expected)).toBeLessThanOrEqual(3)
  await expect(countdown).not.toHaveText('00:00:00')
})

test('the page sells the plans and benefits of the spec, and sign-up buttons lead to /signup', async ({
  page,
}) => {
  await page.goto('/')
  const plans = page.locator('#plans')
  await expect(plans.getByText('₹349')).toBeVisible()
  await expect(plans.getByText('per month')).toBeVisible()
  await expect(plans.getByText('Remove the Cardcast logo for personal branding')).toBeVisible()
  await expect(plans.getByText('Advanced analytics')).toBeVisible()
  // Every module is built: each says how it works, and none is 'Coming' any more.
  await expect(page.locator('#modules').getByText(/Coming/)).toHaveCount(0)
  const auctions = page
    .locator('#modules li')
    .filter({ has: page.getByRole('heading', { name: 'Auctions', exact: true }) })
  await auctions.getByText('How it works').click()
  await expect(auctions.getByText(/a bid is a promise to pay only if it wins/)).toBeVisible()
  const marathon = page
    .locator('#modules li')
    .filter({ has: page.getByRole('heading', { name: 'Marathon', exact: true }) })
  await marathon.getByText('How it works').click()
  await expect(marathon.getByText(/Start a marathon from your Live page/)).toBeVisible()
  // Card battles: how they work, and why no luck and no prize is involved.
  const battles = page
    .locator('#modules li')
    .filter({ has: page.getByRole('heading', { name: 'Card battles', exact: true }) })
  await battles.getByText('How it works').click()
  await expect(battles.getByText(/every rupee spent on a streamer's cards scores a point/)).toBeVisible()
  await expect(battles.getByText(/No luck involved and no prize for viewers/)).toBeVisible()
  // Subscriptions exist: the module says how they work, folded until asked.
  const subscriptions = page
    .locator('#modules li')
    .filter({ has: page.getByRole('heading', { name: 'Subscriptions', exact: true }) })
  await expect(subscriptions.getByText(/Cancel from My Subscriptions in two taps/)).toBeHidden()
  await subscriptions.getByText('How it works').click()
  await expect(subscriptions.getByText(/renewal is announced at least 24 hours ahead/)).toBeVisible()
  await expect(subscriptions.getByText(/Cancel from My Subscriptions in two taps/)).toBeVisible()
  const grow = page.getByRole('region', { name: 'Grow Fast' })
  await expect(grow.getByText('80%', { exact: true })).toBeVisible()
  await expect(grow.getByText(/1st and the 15th/)).toBeVisible()

  for (const name of ['Get Started', 'Sign Up Now']) {
    await page.goto('/')
    await page.locator('#get-started').getByRole('link', { name, exact: true }).click()
    await expect(page).toHaveURL(/\/signup$/)
    await expect(page.getByRole('heading', { name: 'Create Your Account' })).toBeVisible()
  }
})

test('with reduced motion the card flips without animating', async ({ browser, server }) => {
  const context = await browser.newContext({ reducedMotion: 'reduce', baseURL: server.url })
  const page = await context.newPage()
  await page.goto('/')
  const card = page.getByRole('button', { pressed: false }).filter({ hasText: 'Next challenge in' })
  const duration = await card.evaluate((element) => getComputedStyle(element).transitionDuration)
  expect(duration).toBe('0s')
  await context.close()
})
