import { test as base } from './e2e'
import { CHROMIUM } from './e2e-browsers'

/**
 * The e2e test fixture in the full Chromium rather than the headless shell: the shell has no
 * notification service, so a service worker's `showNotification` shows nothing there.
 */
export const test = base.extend({
  launchOptions: [
    async ({ launchOptions }, use) => use({ ...launchOptions, executablePath: CHROMIUM }),
    { scope: 'worker' },
  ],
})
