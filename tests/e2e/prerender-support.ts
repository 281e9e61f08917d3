// Helpers of the prerendered pages' browser tests (not a spec): the public pages and their English
// headlines, waiting for the app to be live on a page, and the page's errors.
import type { Page } from '@playwright/test'
import { expect } from '../support/e2e'

/** The prerendered public pages, each with its English headline (vite.config.ts `prerendered`). */
export const PAGES = [
  { path: '/', headline: 'Turn your stream into a game your viewers play' },
  { path: '/tnc', headline: 'Terms of Service' },
  { path: '/privacy', headline: 'Privacy Policy' },
  { path: '/contactus', headline: 'Contact Us' },
  { path: '/login', headline: 'Welcome Back' },
  { path: '/signup', headline: 'Create Your Account' },
  { path: '/forgot-password', headline: 'Forgot Password' },
]

/** Waits for the app to have hydrated the page: until then its forms and the phone menu's button are disabled. */
export async function untilLive(page: Page) {
  await expect(page.locator(':is(input, textarea, button):disabled')).toHaveCount(0, { timeout: 20_000 })
}

/** Console errors and uncaught exceptions of the page (hydration mismatches are reported there). */
export function collectErrors(page: Page): string[] {
  const errors: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text())
  })
  page.on('pageerror', (error) => errors.push(error.message))
  return errors
}

/** What the HTML parser made of a page, before any script ran (`recordParsedPage`). */
interface ParsedPage {
  parsedHeadline: Element | null
  parsedText: string
  parsedLang: string
}

/**
 * From now on, at each page's DOMContentLoaded: its `<h1>` element and text and its `<html lang>`, as
 * the HTML had them, for `parsedPage` and `headlineIsTheParsedOne` to compare with the live page.
 */
export async function recordParsedPage(page: Page): Promise<void> {
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      const parsed = window as unknown as ParsedPage
      parsed.parsedHeadline = document.querySelector('h1')
      parsed.parsedText = document.querySelector('h1')?.textContent ?? ''
      parsed.parsedLang = document.documentElement.lang
    })
  })
}

/** The headline's text and the page's language as the HTML had them. */
export function parsedPage(page: Page): Promise<{ text: string; lang: string }> {
  return page.evaluate(() => {
    const parsed = window as unknown as ParsedPage
    return { text: parsed.parsedText, lang: parsed.parsedLang }
  })
}

/**
 * Whether the live `<h1>` is the element the parser made: the app hydrated the page, where rendering
 * over it would have made a new one.
 */
export function headlineIsTheParsedOne(page: Page): Promise<boolean> {
  return page.evaluate(
    () => document.querySelector('h1') === (window as unknown as ParsedPage).parsedHeadline,
  )
}
