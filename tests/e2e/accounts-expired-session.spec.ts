import { expect, test } from '../support/e2e'
import { localStorageOf, storeSessionInPage, toast } from '../support/e2e-accounts'
import { openDashboardSignedIn } from '../support/e2e-sessions'
import { createVerifiedAccount } from '../support/factories'

// A protected screen with a passed session clears storage, says 'Session expired. Please log in
// again.' and goes to /login; with none at all (a first visit), it says 'Log in to continue'.

const SESSION_EXPIRED = 'Session expired. Please log in again.'

test('an expired stored session on a protected page ends on /login with storage cleared', async ({
  page,
  server,
}) => {
  const account = await createVerifiedAccount(server)
  await openDashboardSignedIn(page, server, account)
  expect(Object.keys(await localStorageOf(page)).sort()).toEqual([
    'expirationTime',
    'token',
    'user',
    'userRole',
  ])

  // The session's time runs out while the app is closed.
  await page.evaluate(() => localStorage.setItem('expirationTime', String(Date.now() - 60_000)))
  await page.goto('/my-cards')

  await expect(toast(page, SESSION_EXPIRED)).toBeVisible()
  await expect(page).toHaveURL(/\/login$/)
  await expect(page.getByRole('heading', { name: 'Welcome Back' })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'My Cards' })).toHaveCount(0)
  expect(await localStorageOf(page)).toEqual({})
  // One toast, however many guards noticed.
  await expect(page.getByRole('status').filter({ hasText: SESSION_EXPIRED })).toHaveCount(1)
})

test('a first visit to a protected page ends on /login reading Log in to continue, not an expiry', async ({
  page,
}) => {
  await page.goto('/profile')
  await expect(toast(page, 'Log in to continue')).toBeVisible()
  await expect(page).toHaveURL(/\/login$/)
  await expect(page.getByRole('heading', { name: 'Welcome Back' })).toBeVisible()
  // Nothing expired: a visitor who never had a session is not told it did.
  await expect(toast(page, SESSION_EXPIRED)).toHaveCount(0)
  expect(await localStorageOf(page)).toEqual({})
})

// A token the server rejects (garbage, with a future expiry) passes the browser's own check, so the
// app opens signed in; the first authenticated call is refused with 401, and that ends the session.
// On the market that call is the viewer's subscriptions, read for the cards they open.
test('a stored token the server rejects ends on /login once an authenticated call is made', async ({
  page,
}) => {
  await page.goto('/')
  await storeSessionInPage(page, {
    token: 'not-a-real-token',
    user: { _id: 'nobody', username: 'nobody', emailId: 'nobody@example.test', user_type: 'viewer' },
    userRole: 'viewer',
    expirationTime: Date.now() + 3_600_000,
  })

  await page.goto('/dashboard')
  await expect(toast(page, SESSION_EXPIRED)).toBeVisible()
  await expect(page).toHaveURL(/\/login$/)
  await expect(page.getByRole('heading', { name: 'Welcome Back' })).toBeVisible()
  expect(await localStorageOf(page)).toEqual({})
})

test('a user ends another signed-in session on Profile; that device is signed out at its next call', async ({
  browser,
  server,
}) => {
  const account = await createVerifiedAccount(server)
  const desk = await browser.newContext({ viewport: { width: 1280, height: 800 }, serviceWorkers: 'block' })
  const mobile = await browser.newContext({ viewport: { width: 375, height: 812 }, serviceWorkers: 'block' })
  try {
    const phone = await mobile.newPage()
    await openDashboardSignedIn(phone, server, account)
    const page = await desk.newPage()
    await openDashboardSignedIn(page, server, account)
    await page.goto('/profile')

    const panel = page.getByRole('region', { name: 'Sessions' })
    const sessions = panel.getByRole('listitem')
    // The factory's session, the phone's and this one.
    await expect(sessions).toHaveCount(3)
    await expect(sessions.filter({ hasText: 'This device' })).toHaveCount(1)
    await panel
      .getByRole('button', { name: /^End session: / })
      .first()
      .click()
    await expect(toast(page, 'Session ended: that device is signed out.')).toBeVisible()
    await expect(sessions).toHaveCount(2)
    await panel.getByRole('button', { name: 'End all other sessions' }).click()
    await expect(toast(page, '1 other session ended: only this device stays signed in.')).toBeVisible()
    await expect(sessions).toHaveCount(1)

    // The phone's next call is refused: the app says so and signs it out.
    await phone.goto('/my-cards')
    await expect(toast(phone, SESSION_EXPIRED)).toBeVisible()
    await expect(phone).toHaveURL(/\/login$/)
    // This device stays signed in.
    await page.reload()
    await expect(page.getByRole('heading', { name: 'Profile', level: 1 })).toBeVisible()
  } finally {
    await desk.close()
    await mobile.close()
  }
})
