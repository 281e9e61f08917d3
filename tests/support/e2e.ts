import { test as base, expect, type Page } from '@playwright/test'
import { startTestServer, type TestServer } from './test-server'

// The free plan's timed challenges come on the hour and the half hour (server/services/overlay/
// challenge-schedule.ts): one arriving mid-test holds an overlay for its 15 s and delays the cards a
// test waits for. The browser suite tests none of them (tests/api/overlay-challenges.test.ts does),
// so its servers schedule one a day (at midnight UTC; the landing countdown still reads hh:mm:ss).
const BROWSER_SUITE_ENV = { CHALLENGE_INTERVAL_MINUTES: String(24 * 60) }

/** A server for the browser suite; `env` overrides configuration variables. */
export function startBrowserSuiteServer(env: Record<string, string> = {}): Promise<TestServer> {
  return startTestServer('sqlite', { ...BROWSER_SUITE_ENV, ...env })
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

/** Reads the stored session the way the app writes it. */
export async function storedSession(page: Page) {
  return page.evaluate(() => ({
    token: localStorage.getItem('token'),
    userRole: localStorage.getItem('userRole'),
    expirationTime: Number(localStorage.getItem('expirationTime')),
  }))
}
