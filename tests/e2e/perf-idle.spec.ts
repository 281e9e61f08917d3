import type { Page } from '@playwright/test'
import { expect, test, waitForAppIdle } from '../support/e2e'

// The offline app is what this file tests: its service worker runs (playwright.config.ts blocks it).
test.use({ serviceWorkers: 'allow' })

// The landing page does no work while nothing on it changes: under reduced motion
// nothing animates; otherwise the demo card's loops run only while it is on screen in a visible tab;
// the countdown wakes once a second and not at all when the card is out of sight; nothing polls.

/** The looping animations of the page that are running now. */
const runningAnimations = (page: Page) =>
  page.evaluate(
    () => document.getAnimations().filter((animation) => animation.playState === 'running').length,
  )

/**
 * Counts the timer and animation-frame callbacks the page runs from now on (wrapping the browser's
 * functions before the app loads; they behave as before).
 */
async function countCallbacks(page: Page) {
  await page.addInitScript(() => {
    const counts = { timers: 0, frames: 0 }
    Object.assign(window, { __callbacks: counts })
    const wrap =
      <Args extends unknown[]>(kind: 'timers' | 'frames', callback: (...args: Args) => void) =>
      (...args: Args) => {
        counts[kind] += 1
        callback(...args)
      }
    const { setTimeout, setInterval, requestAnimationFrame } = window
    window.setTimeout = ((handler: TimerHandler, ms?: number, ...rest: unknown[]) =>
      typeof handler === 'function'
        ? setTimeout(wrap('timers', handler as (...a: unknown[]) => void), ms, ...rest)
        : setTimeout(handler, ms, ...rest)) as typeof window.setTimeout
    window.setInterval = ((handler: TimerHandler, ms?: number, ...rest: unknown[]) =>
      typeof handler === 'function'
        ? setInterval(wrap('timers', handler as (...a: unknown[]) => void), ms, ...rest)
        : setInterval(handler, ms, ...rest)) as typeof window.setInterval
    window.requestAnimationFrame = (callback) => requestAnimationFrame(wrap('frames', callback))
  })
  return {
    read: () =>
      page.evaluate(() => ({
        ...(window as unknown as { __callbacks: { timers: number; frames: number } }).__callbacks,
      })),
  }
}

/** Waits for the landing page's content, its entrance animation and the service worker's install. */
async function openLanding(page: Page) {
  await page.goto('/')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(page.getByTestId('challenge-countdown')).toHaveText(/^\d{2}:\d{2}:\d{2}$/)
  await expect(page.locator('#plans')).toBeAttached()
  await expect(page.getByRole('contentinfo')).toBeAttached()
  // The sections below the hero are in the prerendered HTML, and their code loads once the visitor
  // makes for them (src/features/landing/landing-page.tsx): scrolled to and back, so that what follows
  // measures the whole page, left open.
  await waitForAppIdle(page)
  const sections = page.waitForResponse((response) =>
    /\/assets\/lower-sections-[^/]+\.js$/.test(new URL(response.url()).pathname),
  )
  await page.locator('#plans').scrollIntoViewIfNeeded()
  await sections
  await page.evaluate(() => window.scrollTo(0, 0))
  await expect(card(page)).toBeInViewport()
  await page.evaluate(async () => {
    await Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().iterations !== Number.POSITIVE_INFINITY)
        .map((animation) => animation.finished.catch(() => undefined)),
    )
    // The first visit precaches the app; that is the worker's one-off work, not the page's.
    await navigator.serviceWorker?.ready
  })
}

const card = (page: Page) => page.getByRole('button').filter({ hasText: 'Next challenge in' })

test('with reduced motion nothing on the landing page animates', async ({ browser, server }) => {
  const context = await browser.newContext({ reducedMotion: 'reduce', baseURL: server.url })
  const page = await context.newPage()
  await openLanding(page)
  expect(await runningAnimations(page)).toBe(0)
  await card(page).click()
  await expect(page.getByRole('button', { pressed: true })).toBeVisible()
  expect(await runningAnimations(page)).toBe(0)
  await context.close()
})

test('the demo card animates only while it is on screen in a visible tab', async ({ page }) => {
  await openLanding(page)
  await expect.poll(() => runningAnimations(page)).toBeGreaterThan(0)

  await page.getByRole('contentinfo').scrollIntoViewIfNeeded()
  await expect(card(page)).not.toBeInViewport()
  await expect.poll(() => runningAnimations(page)).toBe(0)

  await card(page).scrollIntoViewIfNeeded()
  await expect.poll(() => runningAnimations(page)).toBeGreaterThan(0)

  // A background tab: the browser says so through document.visibilityState and 'visibilitychange'.
  const setVisibility = (state: 'hidden' | 'visible') =>
    page.evaluate((value) => {
      Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => value })
      document.dispatchEvent(new Event('visibilitychange'))
    }, state)
  await setVisibility('hidden')
  await expect.poll(() => runningAnimations(page)).toBe(0)
  await setVisibility('visible')
  await expect.poll(() => runningAnimations(page)).toBeGreaterThan(0)
})

test('left open, the landing page wakes once a second for its countdown and asks the network nothing', async ({
  page,
}) => {
  const callbacks = await countCallbacks(page)
  await openLanding(page)
  const requests: string[] = []
  page.on('request', (request) => requests.push(`${request.method()} ${request.url()}`))

  // Idle with the card in view: about one timer a second (the countdown), no animation frames. A busy
  // machine can only delay timers, so the upper bound holds however slow the run.
  const countdown = page.getByTestId('challenge-countdown')
  const before = await callbacks.read()
  const shown = await countdown.textContent()
  await page.waitForTimeout(4000)
  const during = await callbacks.read()
  await expect(countdown).not.toHaveText(shown ?? '')
  expect(during.frames - before.frames, 'animation frames requested while idle').toBe(0)
  expect(during.timers - before.timers, 'timer callbacks in 4 s').toBeLessThanOrEqual(5)

  // Scrolled past the card: no timer at all.
  await page.getByRole('contentinfo').scrollIntoViewIfNeeded()
  await expect(card(page)).not.toBeInViewport()
  await expect.poll(() => runningAnimations(page)).toBe(0)
  const away = await callbacks.read()
  await page.waitForTimeout(3000)
  const after = await callbacks.read()
  expect(after.timers - away.timers, 'timer callbacks while the card is off screen').toBe(0)
  expect(after.frames - away.frames, 'animation frames while the card is off screen').toBe(0)

  expect(requests, 'requests while idle').toEqual([])
})
