// Browser helpers for the account and layout end-to-end tests: what a user sees (toasts, fields) and
// does (log in through the form), plus the stored session and the account calls the page makes.
import type { Locator, Page } from '@playwright/test'
import { expect } from './e2e'

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/**
 * The newest react-hot-toast message saying exactly `message` (toasts are role status, newest first in
 * the document): an earlier identical toast may still be on screen when the same action repeats.
 */
export function toast(page: Page, message: string): Locator {
  return page
    .getByRole('status')
    .filter({ hasText: new RegExp(`^${escapeRegExp(message)}$`) })
    .first()
}

/** A labelled field of the page's main content (labels are matched exactly: 'Password' ≠ 'New Password'). */
export function field(page: Page, label: string): Locator {
  return page.getByRole('main').getByLabel(label, { exact: true })
}

/** A button of the page's main content (the header has its own 'Sign Up'). */
export function mainButton(page: Page, name: string): Locator {
  return page.getByRole('main').getByRole('button', { name, exact: true })
}

/**
 * Checks that `message` shows as the validation error of `input`: visible text in the field's error
 * element, which is the field's accessible description. (Not `aria-invalid`: Mantine's PasswordInput
 * leaves it off its input.)
 */
export async function expectFieldError(input: Locator, message: string): Promise<void> {
  await expect(input).toHaveAccessibleDescription(message)
  const describedBy = (await input.getAttribute('aria-describedby')) ?? ''
  const errorId = describedBy.split(/\s+/).find((id) => id.endsWith('-error'))
  expect(errorId, `the field has no error element (aria-describedby="${describedBy}")`).toBeTruthy()
  await expect(input.page().locator(`[id="${errorId}"]`)).toHaveText(message)
  await expect(input.page().locator(`[id="${errorId}"]`)).toBeVisible()
}

/** The localStorage of the page, key by key. */
export function localStorageOf(page: Page): Promise<Record<string, string>> {
  return page.evaluate(() => {
    const entries: Record<string, string> = {}
    for (let i = 0; i < localStorage.length; i += 1) {
      const key = localStorage.key(i)
      if (key !== null) entries[key] = localStorage.getItem(key) ?? ''
    }
    return entries
  })
}

/** Logs in on /login with the form, and waits for the dashboard. */
export async function logInThroughForm(
  page: Page,
  account: { emailId: string; password: string },
): Promise<void> {
  await page.goto('/login')
  await field(page, 'Email').fill(account.emailId)
  await field(page, 'Password').fill(account.password)
  await mainButton(page, 'Sign In').click()
  // The dashboard's code and cards may take a while on a busy machine (CI once took over 10 s).
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 30_000 })
  await expect(page.getByRole('heading', { name: 'Trending Cards' })).toBeVisible({ timeout: 30_000 })
}

/** Stores a session in localStorage the way the app does, on the page's origin. */
export async function storeSessionInPage(
  page: Page,
  session: { token: string; user: Record<string, unknown>; userRole: string; expirationTime: number },
): Promise<void> {
  await page.evaluate((s) => {
    localStorage.setItem('token', s.token)
    localStorage.setItem('user', JSON.stringify(s.user))
    localStorage.setItem('userRole', s.userRole)
    localStorage.setItem('expirationTime', String(s.expirationTime))
  }, session)
}
