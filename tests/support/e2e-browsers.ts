// Debian's Chromium, in two builds of one source. The functional suite runs in the headless shell
// (package chromium-headless-shell): the same Blink and V8 without the desktop browser's window,
// GPU process and profile services, and Playwright's own choice for headless runs. The whole suite
// took 41% less time and CPU in it (docs/testing.md). The full browser (package chromium) stays where
// only it will do: notifications (tests/support/e2e-full-chromium.ts) and the performance specs,
// which measure what visitors get.
export const CHROMIUM_HEADLESS_SHELL =
  process.env.CHROMIUM_HEADLESS_SHELL_PATH ?? '/usr/bin/chromium-headless-shell'
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]
