import type { Page } from '@playwright/test'

export interface HeldRequests {
  /** How many requests were caught so far. */
  readonly held: number
  /** Lets every caught request (and any later one) go on to the server. */
  release(): void
}

/**
 * Holds the page's requests to `url` (a glob) until `release()`, as a slow network would. page.route
 * sees nothing a service worker fetches: block service workers in a test that holds requests after one
 * could control the page (`test.use({ serviceWorkers: 'block' })`).
 */
export async function holdRequests(page: Page, url: string): Promise<HeldRequests> {
  let open = () => {}
  const released = new Promise<void>((resolve) => {
    open = resolve
  })
  let held = 0
  await page.route(url, async (route) => {
    held++
    await released
    await route.fallback()
  })
  return {
    get held() {
      return held
    },
    release: () => open(),
  }
}
