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
