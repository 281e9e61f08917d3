// A signed-in browser without the login form: the server signs a session in process, as a sign-in
// would answer it, and the page finds it in localStorage before the app's first script runs. Only the
// tests of the login forms themselves sign in through them (logInThroughForm, logInAsAdmin).
import { expect, type Page } from '@playwright/test'
import { sessionFor } from '../../server/modules/accounts/sessions'
import { toAdminAccount } from '../../server/modules/admin/admin-accounts-repository'
import type { TestAccount } from './factories'
import type { TestServer } from './test-server'

/**
 * Writes `entries` into the page's localStorage before its first script, once per tab: a later
 * logout in the test stays a logout, and a reload keeps what the app stored since.
 */
async function seedLocalStorage(page: Page, entries: Record<string, string>): Promise<void> {
  await page.addInitScript((seed) => {
    if (sessionStorage.getItem('e2e-session-seeded')) return
    sessionStorage.setItem('e2e-session-seeded', '1')
    for (const [key, value] of Object.entries(seed)) localStorage.setItem(key, value)
  }, entries)
}

/** Signs the page in as `account` (from the factories), with the keys the app stores at login. */
export async function signIn(page: Page, server: TestServer, account: Pick<TestAccount, 'userId'>) {
  const ctx = server.app
  const user = await ctx.users.byId(account.userId)
  if (!user) throw new Error(`no user ${account.userId}`)
  const session = await sessionFor(ctx, user, { device: 'Chromium on Linux', address: '127.0.0.1' })
  await seedLocalStorage(page, {
    token: session.token,
    user: JSON.stringify(session.user),
    userRole: session.user_type,
    expirationTime: String(Date.now() + session.expiresIn * 1000),
  })
  return session
}

/** Signs the page in as the administrator with `email`, with the keys the admin login stores. */
export async function signInAsAdmin(page: Page, server: TestServer, admin: { email: string }) {
  const ctx = server.app
  // The admin login's own repositories and session length (server/modules/admin/admin-services.ts).
  const { admins, openAdminSession: openSession } = ctx
  const row = await admins.byEmail(admin.email)
  if (!row) throw new Error(`no administrator ${admin.email}`)
  const token = await openSession(row.id, { device: 'Chromium on Linux', address: '127.0.0.1' })
  await seedLocalStorage(page, {
    adminToken: token,
    adminUser: JSON.stringify(toAdminAccount(row)),
    adminRole: row.role,
  })
  return token
}

/** Signs the page in and opens the dashboard, where a sign-in through the form lands. */
export async function openDashboardSignedIn(
  page: Page,
  server: TestServer,
  account: Pick<TestAccount, 'userId'>,
) {
  await signIn(page, server, account)
  await page.goto('/dashboard')
  await expect(page.getByRole('heading', { name: 'Trending Cards' })).toBeVisible()
}

/** Signs the page in as the administrator and opens the admin dashboard, where the login form lands. */
export async function openAdminDashboardSignedIn(page: Page, server: TestServer, admin: { email: string }) {
  await signInAsAdmin(page, server, admin)
  await page.goto('/admin/dashboard')
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible()
}
