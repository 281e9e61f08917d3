import { defineConfig, devices } from '@playwright/test'

// Each worker starts its own Cardcast server (tests/support/e2e.ts) serving the built app, with a
// fresh SQLite database and a real SMTP server; the browser is Debian's Chromium.
export default defineConfig({
  testDir: 'tests/e2e',
  workers: 2,
  fullyParallel: false,
  // One retry: on this 2-core machine a browser test now and then misses a wait because the machine
  // stalled, not the app. A test that passes only on its retry is listed as flaky in the summary,
  // and a flaky test is a bug to fix: `--retries=0` shows it fail.
  retries: 1,
  // The longest flows (sign in, filter, buy twice, use) take about a minute on a 2-core machine.
  timeout: 120_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    ...devices['Desktop Chrome'],
    headless: true,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
})
