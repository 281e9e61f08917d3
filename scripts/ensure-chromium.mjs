// The browser tests drive Debian's Chromium (Playwright's own download does not work here).
// Installs it with apt when it is missing and we may; otherwise says exactly what to do.
import { execSync } from 'node:child_process'
import { existsSync } from 'node:fs'

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
if (!existsSync(CHROMIUM)) {
  if (process.getuid?.() === 0) {
    console.log('Chromium is missing: installing it with apt (once)…')
    execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium', {
      stdio: 'inherit',
    })
  } else {
    console.error(`Chromium not found at ${CHROMIUM}. Install it: sudo apt-get install -y chromium`)
    process.exit(1)
  }
}
