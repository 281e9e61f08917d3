import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import type { Browser } from '@playwright/test'
import { paths } from '../contract/paths'
import { IDLE_MARK } from '../src/lib/after-idle'
import { startTestServer } from '../tests/support/test-server'
import { distDir, launchChromium, seedMarket } from './market-first-visit'

// First-visit JavaScript, measured in Chromium on the built app: every script a
// page asks for, gzipped as the budget counts it. "First visit" is what the page asks for before it
// is idle (src/lib/after-idle.ts marks the moment); what it loads then (the service worker's
// registration, the offline runtime, the landing page's lower sections) is counted apart, and so is
// the total at network idle. Each public page and the market (signed in) are checked for code a
// first visit must not load: the administrators' area, the charts (recharts) and the checkout.

/** Text only that code has (its API prefix, recharts' class names, Razorpay's checkout script). */
const FORBIDDEN = {
  admin: '/auth/admin/',
  charts: 'recharts-',
  checkout: 'checkout.razorpay.com',
} as const
type Forbidden = keyof typeof FORBIDDEN

export interface PageScripts {
  path: string
  /** Scripts asked for before the page was idle, and their gzipped bytes. */
  critical: string[]
  criticalGzip: number
  /** Every script by network idle, deferred ones included. */
  all: string[]
  allGzip: number
  /** Forbidden code among the scripts loaded by network idle. */
  loads: Forbidden[]
}

export interface BundleFigures {
  /** The landing page's first-visit JavaScript: before idle, gzipped. */
  landingJsGzip: number
  /** The landing page's JavaScript by network idle, what loads after idle included. */
  landingJsGzipAtNetworkIdle: number
  overlayJsGzip: number
  landingBudget: number
  /** A Hindi first visit of the landing page (a browser asking for hi-IN), by network idle. */
  landingHindiJsGzipAtNetworkIdle: number
  /** What the Hindi visit loads that the English one does not (its catalogues), gzipped. */
  landingHindiExtraGzip: number
  landingHindiExtraScripts: string[]
  /** What a Hindi first visit may add over the English one. */
  hindiExtraBudget: number
  overlayBudget: number
  landingScripts: string[]
  /** The admin area must be a chunk the landing page never downloads. */
  landingLoadsAdminCode: boolean
  pages: PageScripts[]
}

const gzipOf = (files: string[]) =>
  files.reduce((total, file) => total + gzipSync(readFileSync(join(distDir, file)), { level: 9 }).length, 0)

const isForbidden = (files: string[]) =>
  (Object.keys(FORBIDDEN) as Forbidden[]).filter((kind) =>
    files.some((file) => readFileSync(join(distDir, file), 'utf8').includes(FORBIDDEN[kind])),
  )

/** The scripts a page asks for, from its resource timings, split at the idle mark. */
async function scriptsOf(
  browser: Browser,
  url: string,
  localStorage: { name: string; value: string }[] = [],
  locale = 'en-IN',
): Promise<Omit<PageScripts, 'path'>> {
  // The browser's language picks the app's on a first visit (src/lib/locale-choice.ts).
  const context = await browser.newContext({
    locale,
    storageState: { cookies: [], origins: [{ origin: new URL(url).origin, localStorage }] },
  })
  const page = await context.newPage()
  await page.goto(url, { waitUntil: 'networkidle' })
  // Then what the app loads once idle, so that the total is complete (the overlay has no such work).
  if (!url.includes('/overlay/')) {
    await page.waitForFunction((mark) => performance.getEntriesByName(mark).length > 0, IDLE_MARK, {
      timeout: 15_000,
    })
    await page.waitForTimeout(1500)
  }
  const { scripts, idleAt } = await page.evaluate((mark) => {
    const idle = performance.getEntriesByName(mark)[0]
    return {
      idleAt: idle ? idle.startTime : Number.POSITIVE_INFINITY,
      scripts: performance
        .getEntriesByType('resource')
        .map((entry) => ({ path: new URL(entry.name).pathname, startTime: entry.startTime }))
        .filter(({ path }) => path.endsWith('.js') && path !== '/sw.js'),
    }
  }, IDLE_MARK)
  await context.close()
  const all = [...new Set(scripts.map((script) => script.path))]
  const critical = [
    ...new Set(scripts.filter((script) => script.startTime < idleAt).map((script) => script.path)),
  ]
  return {
    critical,
    criticalGzip: gzipOf(critical),
    all,
    allGzip: gzipOf(all),
    loads: isForbidden(all),
  }
}

const PUBLIC_PAGES = [
  paths.home,
  paths.login,
  paths.signup,
  paths.forgotPassword,
  paths.contact,
  paths.terms,
  paths.privacy,
]

export async function bundleSizes(): Promise<BundleFigures> {
  if (!existsSync(join(distDir, 'index.html'))) throw new Error('no build: run "npm run build" first')
  const server = await startTestServer('sqlite')
  const browser = await launchChromium()
  try {
    const viewer = await seedMarket(server, 4)
    const pages: PageScripts[] = []
    for (const path of PUBLIC_PAGES)
      pages.push({ path, ...(await scriptsOf(browser, `${server.url}${path}`)) })
    pages.push({
      path: `${paths.market} (signed in)`,
      ...(await scriptsOf(browser, `${server.url}${paths.market}`, viewer.localStorage)),
    })
    const overlay = await scriptsOf(browser, `${server.url}/overlay/?key=bench`)
    const landing = pages[0] as PageScripts
    const hindi = await scriptsOf(browser, `${server.url}${paths.home}`, [], 'hi-IN')
    const hindiExtra = hindi.all.filter((file) => !landing.all.includes(file))
    return {
      landingJsGzip: landing.criticalGzip,
      landingJsGzipAtNetworkIdle: landing.allGzip,
      overlayJsGzip: overlay.allGzip,
      landingBudget: 150 * 1024,
      landingHindiJsGzipAtNetworkIdle: hindi.allGzip,
      landingHindiExtraGzip: hindi.allGzip - landing.allGzip,
      landingHindiExtraScripts: hindiExtra,
      hindiExtraBudget: 15 * 1024,
      overlayBudget: 15 * 1024,
      landingScripts: landing.critical,
      landingLoadsAdminCode: landing.loads.includes('admin'),
      pages,
    }
  } finally {
    await browser.close()
    await server.close()
  }
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`

export function bundleLines(figures: BundleFigures): string[] {
  // The budget holds to network idle: what loads once the page is idle is downloaded all the same.
  const landingOk =
    figures.landingJsGzip <= figures.landingBudget &&
    figures.landingJsGzipAtNetworkIdle <= figures.landingBudget
  return [
    `landing JS (gzip)   ${kb(figures.landingJsGzip)} before idle in ${figures.landingScripts.length} files (${kb(figures.landingJsGzipAtNetworkIdle)} by network idle)  budget ≤ ${kb(figures.landingBudget)} by network idle: ${landingOk ? 'pass' : 'FAIL'}`,
    `landing JS, Hindi  ${kb(figures.landingHindiJsGzipAtNetworkIdle)} by network idle: ${kb(figures.landingHindiExtraGzip)} over English (${figures.landingHindiExtraScripts.map((file) => file.replace(/^.*\//, '')).join(', ') || 'no other file'})  budget ≤ ${kb(figures.hindiExtraBudget)} over English: ${figures.landingHindiExtraGzip <= figures.hindiExtraBudget ? 'pass' : 'FAIL'}`,
    `overlay JS (gzip)   ${kb(figures.overlayJsGzip)}  budget < ${kb(figures.overlayBudget)}: ${figures.overlayJsGzip < figures.overlayBudget ? 'pass' : 'FAIL'}`,
    ...figures.pages.map(
      (page) =>
        `first visit ${page.path.padEnd(22)} ${kb(page.criticalGzip)} before idle, ${kb(page.allGzip)} by network idle; admin/charts/checkout code: ${page.loads.length === 0 ? 'none (pass)' : `${page.loads.join(', ')} (FAIL)`}`,
    ),
  ]
}
