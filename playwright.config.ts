import { defineConfig, devices } from '@playwright/test'
import { CHROMIUM, CHROMIUM_ARGS, CHROMIUM_HEADLESS_SHELL } from './tests/support/e2e-browsers'

// Each worker starts its own Cardcast server (tests/support/e2e.ts) serving the built app, with a
// fresh SQLite database and a real SMTP server; the browser is Debian's Chromium, its headless shell
// for the functional suite and the full browser for the performance specs (tests/support/e2e-browsers.ts).
export default defineConfig({
  testDir: 'tests/e2e',
  // The browser suite waits more than it computes (pages, timers, the server's answers): three
  // workers on the 2-core machine ran it in 7.8 minutes where two took about 14 (docs/testing.md).
  workers: 3,
  fullyParallel: false,
  // No retries: a test that passes only on a retry is a bug in the test or the app, to be fixed.
  // `--retries=1` while investigating records a trace of the retry (below).
  retries: 0,
  // The longest flows (sign in, filter, buy twice, use) take about a minute on a 2-core machine.
  timeout: 120_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  // `npm run test:e2e` runs the functional suite; `npm run test:perf` the performance specs (perf-*),
  // which measure the build rather than check a behaviour, apart from `npm test`.
  projects: [
    { name: 'functional', testIgnore: /\/perf-[^/]*\.spec\.ts$/ },
    {
      name: 'perf',
      testMatch: /\/perf-[^/]*\.spec\.ts$/,
      use: { launchOptions: { executablePath: CHROMIUM, args: CHROMIUM_ARGS } },
    },
  ],
  use: {
    ...devices['Desktop Chrome'],
    // The app follows the browser's language (src/lib/locale-choice.ts): the suite reads English;
    // tests/e2e/hindi.spec.ts asks for Hindi itself.
    locale: 'en-IN',
    headless: true,
    trace: 'on-first-retry',
    // A service worker installs by precaching the whole app, in every new context: only the specs of
    // the installable, offline app (pwa-*, and the first-visit and prerender specs) let it run.
    serviceWorkers: 'block',
    launchOptions: { executablePath: CHROMIUM_HEADLESS_SHELL, args: CHROMIUM_ARGS },
  },
})
