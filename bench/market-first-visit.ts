// The market's first visit on a phone: how long a signed-in viewer waits on
// /dashboard until the first card is on screen, until a tap on its Buy opens the confirmation (the
// server page's early one, src/buying/early-purchase-dialog.tsx, or the app's), and until the app has
// taken the server's page over, on a throttled phone profile (Chromium through CDP:
// DevTools' "Slow 4G" network and a 4× slower CPU), cold (empty cache, no service worker) and warm
// (a second visit: HTTP cache and service worker in place). The same run times a static HTML page with
// one card-like block on the same server and profile, so the figure is a ratio: a slow machine does
// not read as a slow app.
//
// The helpers (the phone profile, the seeded viewer, the static page) are shared with
// bench/lighthouse.ts.
import { rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { type Browser, type BrowserContext, chromium, type Page } from '@playwright/test'
import type { PublicUser } from '../contract/auth'
import { DEFAULT_LOCALE, LOCALE_COOKIE, LOCALE_KEY, type Locale } from '../contract/locales'
import { TAP_LATER_ATTRIBUTE } from '../contract/server-rendered'
import { SESSION_KEYS } from '../src/lib/session'
import { createCard } from '../tests/support/cards'
import { CHROMIUM } from '../tests/support/e2e-browsers'
import { createCreatorAccount, createVerifiedAccount } from '../tests/support/factories'
import { createClient } from '../tests/support/http'
import { startTestServer, type TestServer } from '../tests/support/test-server'

export const distDir = join(import.meta.dirname, '..', 'dist')

/** DevTools' "Slow 4G" preset (Lighthouse's mobile devtools throttling) and a mid-range phone's CPU. */
export const PHONE_NETWORK = {
  offline: false,
  latency: 562.5,
  downloadThroughput: (1474.56 * 1024) / 8,
  uploadThroughput: (675 * 1024) / 8,
}
export const PHONE_CPU_SLOWDOWN = 4

/** The profile the market's Buy budget is set on: 1.6 Mbps and 150 ms, with the same phone CPU. */
export const BUY_BUDGET_NETWORK = {
  offline: false,
  latency: 150,
  downloadThroughput: (1600 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
}
/** A Buy answers a tap within this of navigation, on BUY_BUDGET_NETWORK. */
const BUY_BUDGET_MS = 2_500

export const phoneContextOptions = {
  viewport: { width: 390, height: 844 },
  deviceScaleFactor: 3,
  isMobile: true,
  hasTouch: true,
} as const

export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM,
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--disable-background-networking'],
  })
}

/** Applies the phone profile's network and CPU throttling to one page. */
export async function throttle(page: Page, network = PHONE_NETWORK): Promise<void> {
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Network.enable')
  await cdp.send('Network.emulateNetworkConditions', network)
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: PHONE_CPU_SLOWDOWN })
}

export interface SeededViewer {
  /** localStorage entries of a signed-in viewer, as src/lib/session.ts writes them. */
  localStorage: { name: string; value: string }[]
  cardTitles: string[]
}

/** A creator with `cards` published cards, and a signed-in viewer's stored session. */
export async function seedMarket(server: TestServer, cards = 12): Promise<SeededViewer> {
  const client = createClient(server.url)
  const creator = await createCreatorAccount(server)
  const cardTitles: string[] = []
  for (let index = 0; index < cards; index += 1) {
    const cardTitle = `Bench card ${String(index + 1).padStart(2, '0')}`
    await createCard(client, creator, { cardTitle, price: index % 2 === 0 ? 0 : 49 })
    cardTitles.push(cardTitle)
  }
  return { cardTitles, localStorage: await signedInViewer(server) }
}

/**
 * A new viewer's stored session (localStorage entries, as src/lib/session.ts writes them). In Hindi the
 * account's language is Hindi and the device's choice too, as when a viewer switches (the app follows
 * the account's language: src/lib/locale-choice.ts).
 */
export async function signedInViewer(
  server: TestServer,
  locale: Locale = DEFAULT_LOCALE,
): Promise<SeededViewer['localStorage']> {
  const client = createClient(server.url)
  const viewer = await createVerifiedAccount(server)
  if (locale !== DEFAULT_LOCALE) {
    const edited = await client.put('/auth/user/editUser', { locale }, { token: viewer.token })
    if (edited.status !== 200) throw new Error(`editUser failed: ${JSON.stringify(edited.body)}`)
  }
  const profile = await client.get<{ user: PublicUser }>('/auth/user/getUser', { token: viewer.token })
  if (profile.status !== 200) throw new Error(`getUser failed: ${JSON.stringify(profile.body)}`)
  return [
    { name: SESSION_KEYS.token, value: viewer.token },
    { name: SESSION_KEYS.user, value: JSON.stringify(profile.body.user) },
    { name: SESSION_KEYS.userRole, value: profile.body.user.user_type },
    { name: SESSION_KEYS.expirationTime, value: String(Date.now() + 24 * 60 * 60 * 1000) },
    ...(locale === DEFAULT_LOCALE ? [] : [{ name: LOCALE_KEY, value: locale }]),
  ]
}

export const STATIC_PAGE = '/bench-static.html'
const STATIC_HEADLINE = 'Turn your stream into a game your viewers play'

/**
 * A static page (no script) with a headline and one card-like block, written into dist/ before the
 * server starts (the server serves dist/'s files as they are at start) and removed afterwards.
 */
export function writeStaticPage(): () => void {
  const file = join(distDir, STATIC_PAGE)
  writeFileSync(
    file,
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="description" content="A static page for the benchmark's baseline"><title>Static baseline</title>
<style>body{font-family:system-ui,sans-serif;margin:0;padding:16px;color:#1a1b1e}h1{font-size:2rem}.card h2{font-size:1rem}.card{border:1px solid #ccc;border-radius:8px;padding:12px;width:160px}</style></head>
<body><main><h1>${STATIC_HEADLINE}</h1><p>Cardcast drops challenge and reward cards onto your broadcast through OBS.</p>
<ul><li class="card"><h2>Static card 01</h2><p>Free</p></li></ul></main></body></html>`,
  )
  return () => rmSync(file, { force: true })
}

/** A condition checked in the page once a frame: a JavaScript expression, true once it holds. */
type Mark = string

/** The first card's title is in the page with a box (it may be in the document before: a transition). */
const textShown = (text: string): Mark =>
  `(() => { const found = document.evaluate(${JSON.stringify(`//*[normalize-space(text())=${JSON.stringify(text)}]`)}, document, null, XPathResult.FIRST_ORDERED_NODE_TYPE, null).singleNodeValue; return !!found && found.getBoundingClientRect().height > 0 })()`

/** The app has taken the server's page over: its Buy is shown, enabled, and no longer inert. */
const APP_LIVE: Mark = `(() => { const buy = document.querySelector('button[${TAP_LATER_ATTRIBUTE}]'); return !!buy && !buy.disabled && !buy.closest('[inert]') && buy.getBoundingClientRect().height > 0 })()`

/**
 * A Buy answers a tap: the first Buy is tapped once a frame from the moment it has a box (a click at
 * its centre, which the page-start script answers on the server's page and React on the app's) until
 * a dialog with its `confirm` button shows. The mark is the frame it shows in.
 */
const buyAnswers = (confirm: string): Mark => `(() => {
  const asked = [...document.querySelectorAll('dialog[open], [role="dialog"]')].some((dialog) => dialog.textContent.includes(${JSON.stringify(confirm)}) && dialog.getBoundingClientRect().height > 0)
  if (asked) return true
  const buy = document.querySelector('button[${TAP_LATER_ATTRIBUTE}]:not([disabled])')
  const box = buy?.getBoundingClientRect()
  if (!buy || !box.height) return false
  buy.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, view: window, clientX: box.left + box.width / 2, clientY: box.top + box.height / 2 }))
  return false
})()`
const BUY_ANSWERS = buyAnswers('Confirm Buy')
const HINDI: Locale = 'hi-IN'
/** The same in Hindi: 'Confirm Buy' as src/locales/hi-IN/shared/buying.po has it. */
const BUY_ANSWERS_HINDI = buyAnswers('हाँ, खरीदें')

/**
 * Milliseconds from the start of navigation until each mark holds, recorded in the page at that
 * animation frame (so the test runner's polling adds nothing).
 */
async function timeUntil<Name extends string>(
  page: Page,
  url: string,
  marks: Record<Name, Mark>,
): Promise<Record<Name, number>> {
  const entries = Object.entries(marks) as [Name, Mark][]
  // A string, not a function: tsx's helpers (esbuild's __name) do not exist in the page.
  await page.addInitScript(`(() => {
    window.__marks = {}
    const checks = [${entries.map(([name, mark]) => `[${JSON.stringify(name)}, () => ${mark}]`).join(', ')}]
    const check = () => {
      for (const [name, holds] of checks) {
        if (window.__marks[name] === undefined && holds()) window.__marks[name] = performance.now()
      }
      if (Object.keys(window.__marks).length < checks.length) requestAnimationFrame(check)
    }
    requestAnimationFrame(check)
  })()`)
  await page.goto(url, { waitUntil: 'commit' })
  await page.waitForFunction(
    (count) => Object.keys((window as unknown as { __marks: object }).__marks ?? {}).length === count,
    entries.length,
    { timeout: 60_000, polling: 200 },
  )
  const seen = await page.evaluate(() => (window as unknown as { __marks: Record<string, number> }).__marks)
  return Object.fromEntries(entries.map(([name]) => [name, Math.round(seen[name] ?? 0)])) as Record<
    Name,
    number
  >
}

async function visit<Name extends string>(
  context: BrowserContext,
  url: string,
  marks: Record<Name, Mark>,
  network = PHONE_NETWORK,
): Promise<Record<Name, number>> {
  const page = await context.newPage()
  await throttle(page, network)
  try {
    return await timeUntil(page, url, marks)
  } finally {
    await page.close()
  }
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)] ?? 0
}

export interface MarketFirstVisitFigures {
  runs: number
  /** Median milliseconds until the first card shows, first visit (empty cache, no service worker). */
  coldMs: number
  /** The same on the next visit (HTTP cache and service worker in place). */
  warmMs: number
  /** Median milliseconds until a tap on Buy opens its confirmation, first visit. */
  buyAnswersColdMs: number
  /** The same on the next visit. */
  buyAnswersWarmMs: number
  /** Median milliseconds until the static page's card shows, on the same profile. */
  staticMs: number
  coldRatio: number
  warmRatio: number
  buyAnswersColdRatio: number
  buyAnswersWarmRatio: number
  /** Median milliseconds until the app has taken the page over (first visit; warm), the same visits. */
  appLiveColdMs: number
  appLiveWarmMs: number
  /** Median milliseconds until a Buy answers, first visit, on the budget's profile (BUY_BUDGET_NETWORK). */
  buyAnswersBudgetProfileMs: number
  /** And until the app has taken the page over, on that profile. */
  appLiveBudgetProfileMs: number
  /** The same visit by a viewer who chose Hindi (the Hindi market and confirmation). */
  buyAnswersBudgetProfileHindiMs: number
  /** The static page on that profile, and the ratio. */
  staticBudgetProfileMs: number
  buyAnswersBudgetProfileRatio: number
}

export async function benchMarketFirstVisit(runs = 3): Promise<MarketFirstVisitFigures> {
  const removeStatic = writeStaticPage()
  const server = await startTestServer('sqlite')
  const browser = await launchChromium()
  try {
    const viewer = await seedMarket(server)
    const firstCard = viewer.cardTitles[viewer.cardTitles.length - 1] as string
    const hindiViewer = await signedInViewer(server, HINDI)
    const cold: number[] = []
    const warm: number[] = []
    const buyCold: number[] = []
    const buyWarm: number[] = []
    const buyBudget: number[] = []
    const buyBudgetHindi: number[] = []
    const liveCold: number[] = []
    const liveWarm: number[] = []
    const liveBudget: number[] = []
    const staticBudget: number[] = []
    const staticTimes: number[] = []
    const marketMarks = { card: textShown(firstCard), buy: BUY_ANSWERS, live: APP_LIVE }
    for (let run = 0; run < runs; run += 1) {
      const signedIn = await browser.newContext({
        ...phoneContextOptions,
        storageState: { cookies: [], origins: [{ origin: server.url, localStorage: viewer.localStorage }] },
      })
      const first = await visit(signedIn, `${server.url}/dashboard`, marketMarks)
      cold.push(first.card)
      buyCold.push(first.buy)
      liveCold.push(first.live)
      // The service worker installs after the first visit; the warm visit comes once it is active.
      const settle = await signedIn.newPage()
      await settle.goto(`${server.url}/dashboard`)
      await settle.evaluate(() => navigator.serviceWorker?.ready.then(() => undefined))
      await settle.close()
      const next = await visit(signedIn, `${server.url}/dashboard`, marketMarks)
      warm.push(next.card)
      buyWarm.push(next.buy)
      liveWarm.push(next.live)
      await signedIn.close()

      const plain = await browser.newContext(phoneContextOptions)
      const staticCard = { card: textShown('Static card 01') }
      staticTimes.push((await visit(plain, `${server.url}${STATIC_PAGE}`, staticCard)).card)
      staticBudget.push(
        (await visit(plain, `${server.url}${STATIC_PAGE}`, staticCard, BUY_BUDGET_NETWORK)).card,
      )
      await plain.close()

      // A first visit on the budget's own profile, for the Buy alone.
      const budgetVisit = await browser.newContext({
        ...phoneContextOptions,
        storageState: { cookies: [], origins: [{ origin: server.url, localStorage: viewer.localStorage }] },
      })
      const budgetMarks = { buy: BUY_ANSWERS, live: APP_LIVE }
      const budget = await visit(budgetVisit, `${server.url}/dashboard`, budgetMarks, BUY_BUDGET_NETWORK)
      buyBudget.push(budget.buy)
      liveBudget.push(budget.live)
      await budgetVisit.close()

      // And in Hindi: the device's choice and its cookie, as src/lib/locale-choice.ts stores them.
      const hindiVisit = await browser.newContext({
        ...phoneContextOptions,
        storageState: { cookies: [], origins: [{ origin: server.url, localStorage: hindiViewer }] },
      })
      await hindiVisit.addCookies([{ name: LOCALE_COOKIE, value: HINDI, url: server.url }])
      const hindiMarks = { buy: BUY_ANSWERS_HINDI }
      buyBudgetHindi.push(
        (await visit(hindiVisit, `${server.url}/dashboard`, hindiMarks, BUY_BUDGET_NETWORK)).buy,
      )
      await hindiVisit.close()
    }
    const coldMs = median(cold)
    const warmMs = median(warm)
    const staticMs = median(staticTimes)
    const ratio = (value: number) => Math.round((value / Math.max(1, staticMs)) * 100) / 100
    const buyAnswersColdMs = median(buyCold)
    const buyAnswersWarmMs = median(buyWarm)
    const buyAnswersBudgetProfileMs = median(buyBudget)
    const staticBudgetProfileMs = median(staticBudget)
    return {
      runs,
      coldMs,
      warmMs,
      buyAnswersColdMs,
      buyAnswersWarmMs,
      staticMs,
      coldRatio: ratio(coldMs),
      warmRatio: ratio(warmMs),
      buyAnswersColdRatio: ratio(buyAnswersColdMs),
      buyAnswersWarmRatio: ratio(buyAnswersWarmMs),
      appLiveColdMs: median(liveCold),
      appLiveWarmMs: median(liveWarm),
      buyAnswersBudgetProfileMs,
      appLiveBudgetProfileMs: median(liveBudget),
      buyAnswersBudgetProfileHindiMs: median(buyBudgetHindi),
      staticBudgetProfileMs,
      buyAnswersBudgetProfileRatio:
        Math.round((buyAnswersBudgetProfileMs / Math.max(1, staticBudgetProfileMs)) * 100) / 100,
    }
  } finally {
    await browser.close()
    await server.close()
    removeStatic()
  }
}

/**
 * The budget: the cards in at most half the time they took before its work, as ratios to the
 * static page. This bench measured then cold 10.9 s and warm 5.7 s against a 712 ms static page.
 */
const BEFORE_RATIOS = { cold: 10_900 / 712, warm: 5_700 / 712 }

export function marketFirstVisitLines(figures: MarketFirstVisitFigures): string[] {
  const verdict = (ratio: number, before: number) =>
    `${ratio}× ≤ ${Math.round((before / 2) * 100) / 100}×: ${ratio <= before / 2 ? 'pass' : 'FAIL'}`
  return [
    `market first card   cold ${figures.coldMs} ms (${figures.coldRatio}× the static page), warm ${figures.warmMs} ms (${figures.warmRatio}×); static page ${figures.staticMs} ms; median of ${figures.runs}, phone profile (Slow 4G, CPU ÷${PHONE_CPU_SLOWDOWN})`,
    `  budget half the time before: cold ${verdict(figures.coldRatio, BEFORE_RATIOS.cold)}; warm ${verdict(figures.warmRatio, BEFORE_RATIOS.warm)}`,
    `market Buy answers  cold ${figures.buyAnswersColdMs} ms (${figures.buyAnswersColdRatio}× the static page), warm ${figures.buyAnswersWarmMs} ms (${figures.buyAnswersWarmRatio}×): a tap opens its confirmation (the server page's early one until the app is live, cold ${figures.appLiveColdMs} ms, warm ${figures.appLiveWarmMs} ms)`,
    `  on its budget's profile (1.6 Mbps, 150 ms, CPU ÷${PHONE_CPU_SLOWDOWN}), first visit: ${figures.buyAnswersBudgetProfileMs} ms (${figures.buyAnswersBudgetProfileRatio}× that profile's static page, ${figures.staticBudgetProfileMs} ms; the app live at ${figures.appLiveBudgetProfileMs} ms); budget ${BUY_BUDGET_MS} ms: ${figures.buyAnswersBudgetProfileMs <= BUY_BUDGET_MS ? 'pass' : 'FAIL'}`,
    `  the same in Hindi: ${figures.buyAnswersBudgetProfileHindiMs} ms; budget ${BUY_BUDGET_MS} ms: ${figures.buyAnswersBudgetProfileHindiMs <= BUY_BUDGET_MS ? 'pass' : 'FAIL'}`,
  ]
}
