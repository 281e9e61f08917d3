// Browser helpers for the admin end-to-end tests: an administrator made the way `npm run admin:create`
// makes one, signing in through the form, the admin tables, and a small valid favicon.
import { randomBytes } from 'node:crypto'
import type { Locator, Page } from '@playwright/test'
import { ensureAdmin } from '../../server/modules/admin/admin-accounts'
import { expect, startBrowserSuiteServer, test } from './e2e'
import { toast } from './e2e-accounts'
import type { TestServer } from './test-server'

export { toast }

export interface TestAdmin {
  email: string
  password: string
  name: string
}

/** A new administrator in the server's database, through the service the CLI uses. */
export async function createAdmin(
  server: TestServer,
  overrides: Partial<TestAdmin> = {},
): Promise<TestAdmin> {
  const id = randomBytes(4).toString('hex')
  const admin = {
    email: overrides.email ?? `admin-${id}@cardcast.test`,
    password: overrides.password ?? 'admin-secret-1',
    name: overrides.name ?? `Ada ${id}`,
  }
  const result = await ensureAdmin(server.app.db, admin, 'cli')
  if (!result.created) throw new Error(`administrator ${admin.email} already existed`)
  return admin
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/**
 * A labelled admin input inside `scope` (the page's main content unless told). Required fields show
 * an asterisk after their label: 'Email *' is the field 'Email', and 'Password' is not 'New Password'.
 */
export function adminField(scope: Page | Locator, label: string): Locator {
  const within = 'goto' in scope ? scope.getByRole('main') : scope
  return within.getByLabel(new RegExp(`^${escapeRegExp(label)}( \\*)?$`))
}

/** Signs in on /admin/login with the form and waits for the dashboard. */
export async function logInAsAdmin(page: Page, admin: { email: string; password: string }): Promise<void> {
  await page.goto('/admin/login')
  await adminField(page, 'Email').fill(admin.email)
  await adminField(page, 'Password').fill(admin.password)
  await page.getByRole('button', { name: 'Sign In', exact: true }).click()
  await expect(page).toHaveURL(/\/admin\/dashboard$/)
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible()
}

/** Goes to an admin screen with the sidebar, as an administrator would. */
export async function openFromSidebar(page: Page, label: string, heading = label): Promise<void> {
  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: label }).click()
  await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible()
}

/** The body row of an admin table that contains `text`. */
export function tableRow(page: Page, table: string, text: string): Locator {
  return page.getByRole('table', { name: table }).getByRole('row').filter({ hasText: text })
}

/** The text of the pager under a table: 'Showing x to y of z entries'. */
export function pagerText(page: Page): Locator {
  return page.getByRole('main').getByText(/^Showing \d+ to \d+ of \d+ entries$/)
}

/** Answers 'Delete' in the 'Confirm Delete' dialog. */
export async function confirmDelete(page: Page): Promise<void> {
  const dialog = page.getByRole('dialog', { name: 'Confirm Delete' })
  await expect(
    dialog.getByText('Are you sure you want to delete this item? This action cannot be undone.'),
  ).toBeVisible()
  await dialog.getByRole('button', { name: 'Delete', exact: true }).click()
  await expect(dialog).toBeHidden()
}

/** A 1×1 32-bit .ico file: the ICO header (00 00 01 00), one directory entry, one BMP image. */
export function tinyIco(): Buffer {
  const header = Buffer.from([0, 0, 1, 0, 1, 0])
  const bitmap = Buffer.alloc(40 + 4 + 4)
  bitmap.writeUInt32LE(40, 0) // BITMAPINFOHEADER size
  bitmap.writeInt32LE(1, 4) // width
  bitmap.writeInt32LE(2, 8) // height: the colour rows and the mask rows
  bitmap.writeUInt16LE(1, 12) // planes
  bitmap.writeUInt16LE(32, 14) // bits per pixel
  bitmap.writeUInt32LE(8, 20) // image size
  bitmap.set([0x44, 0x33, 0x99, 0xff], 40) // one violet pixel (BGRA); the AND mask stays 0
  const entry = Buffer.alloc(16)
  entry.writeUInt8(1, 0) // width
  entry.writeUInt8(1, 1) // height
  entry.writeUInt16LE(1, 4) // planes
  entry.writeUInt16LE(32, 6) // bits per pixel
  entry.writeUInt32LE(bitmap.length, 8)
  entry.writeUInt32LE(header.length + entry.length, 12)
  return Buffer.concat([header, entry, bitmap])
}

/**
 * Tests whose counts or site-wide settings must not meet other tests' data get a server of their own
 * (`ownServer`), and the page's baseURL points at it.
 */
export const isolatedTest = test.extend<{ ownServer: TestServer }>({
  // biome-ignore lint/correctness/noEmptyPattern: Playwright fixtures take their dependencies by destructuring
  ownServer: async ({}, use) => {
    const server = await startBrowserSuiteServer()
    await use(server)
    await server.close()
  },
  baseURL: async ({ ownServer }, use) => use(ownServer.url),
})
