import { test as base, expect, type Page } from '@playwright/test'
import { IDLE_MARK } from '../../src/lib/after-idle'
import { createClockFile } from './money'
import { startTestServer, type TestServer } from './test-server'

/**
 * A server for the browser suite; `env` overrides configuration variables. Like every test server it
 * sends no timed challenge (tests/support/test-server.ts): one would hold an overlay for its 15 s.
 */
export function startBrowserSuiteServer(env: Record<string, string> = {}): Promise<TestServer> {
  return startTestServer('sqlite', env)
}

/** Playwright with a Cardcast server per worker; `baseURL` points at it. */
export const test = base.extend<object, { server: TestServer }>({
  server: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright fixtures take their dependencies by destructuring
    async ({}, use) => {
      const server = await startBrowserSuiteServer()
      await use(server)
      await server.close()
    },
    { scope: 'worker' },
  ],
  baseURL: async ({ server }, use) => use(server.url),
})

export { expect }

/**
 * Playwright with a Cardcast server of the test's own whose clock the test moves (CLOCK_OFFSET_FILE,
 * not sleeping): holds, payout dates, deadlines and long waits. `env` adds configuration.
 */
export function testWithOwnClock(env: Record<string, string> = {}) {
  return base.extend<{ clock: ReturnType<typeof createClockFile>; ownServer: TestServer }>({
    // biome-ignore lint/correctness/noEmptyPattern: Playwright fixtures take their dependencies by destructuring
    clock: async ({}, use) => {
      const clock = createClockFile()
      await use(clock)
      clock.remove()
    },
    ownServer: async ({ clock }, use) => {
      const server = await startBrowserSuiteServer({ CLOCK_OFFSET_FILE: clock.file, ...env })
      await use(server)
      await server.close()
    },
    baseURL: async ({ ownServer }, use) => use(ownServer.url),
  })
}

/** Reads the stored session the way the app writes it. */
export async function storedSession(page: Page) {
  return page.evaluate(() => ({
    token: localStorage.getItem('token'),
    userRole: localStorage.getItem('userRole'),
    expirationTime: Number(localStorage.getItem('expirationTime')),
  }))
}

/** Waits for the page's next idle period (after what its scripts started on load). */
export async function waitForIdle(page: Page): Promise<void> {
  await page.evaluate(() => new Promise<void>((resolve) => requestIdleCallback(() => resolve())))
}

/**
 * Waits until the app has run its deferred start-up work (src/lib/after-idle.ts marks the first of it)
 * and the page has been idle once more since.
 */
export async function waitForAppIdle(page: Page): Promise<void> {
  await page.waitForFunction((mark) => performance.getEntriesByName(mark).length > 0, IDLE_MARK)
  await waitForIdle(page)
}

/** Waits until every finite animation on the page has ended: what is measured has landed. */
export async function waitForAnimations(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().iterations !== Number.POSITIVE_INFINITY)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  )
}
