// What the tests run beside Node from Debian's packages: Chromium and its headless shell for the
// browser tests (Playwright's own download does not work here; tests/support/e2e-browsers.ts),
// HAProxy for the test of three instances behind a balancer, and fonts-noto-core so that Chromium
// draws the Hindi screens in Noto Sans Devanagari, as phones do.
// Installs the named packages with apt when they are missing and we may; otherwise says what to do.
// Usage: node scripts/ensure-debian-packages.mjs chromium chromium-headless-shell haproxy fonts-noto-core
import { execSync } from 'node:child_process'
import { existsSync } from 'node:fs'

const BINARIES = {
  chromium: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  'chromium-headless-shell': process.env.CHROMIUM_HEADLESS_SHELL_PATH ?? '/usr/bin/chromium-headless-shell',
  haproxy: process.env.HAPROXY_PATH ?? '/usr/sbin/haproxy',
  'fonts-noto-core': '/usr/share/fonts/truetype/noto/NotoSansDevanagari-Regular.ttf',
}

const missing = process.argv.slice(2).filter((name) => {
  if (!(name in BINARIES)) throw new Error(`unknown package ${name}: known are ${Object.keys(BINARIES)}`)
  return !existsSync(BINARIES[name])
})
if (missing.length > 0) {
  if (process.getuid?.() === 0) {
    console.log(`Missing ${missing.join(', ')}: installing with apt (once)…`)
    execSync(
      `apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${missing.join(' ')}`,
      {
        stdio: 'inherit',
      },
    )
  } else {
    console.error(`Not found: ${missing.join(', ')}. Install: sudo apt-get install -y ${missing.join(' ')}`)
    process.exit(1)
  }
}
