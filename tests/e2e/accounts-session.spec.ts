import type { BrowserContext, Page } from '@playwright/test'
import { cardMessages } from '../../contract/card-messages'
import { createCard, getFreeCard } from '../support/cards'
import { expect, test } from '../support/e2e'
import { field, localStorageOf, logInThroughForm, mainButton, toast } from '../support/e2e-accounts'
import { holdRequests } from '../support/e2e-network'
import { openDashboardSignedIn } from '../support/e2e-sessions'
import { createCreatorAccount, createVerifiedAccount, uniqueName } from '../support/factories'
import { createClient } from '../support/http'

// Sign-up straight into the email OTP, the stored session, log out.

test('sign up, verify the email with the code sign-up mailed, keep the session over a reload, log out', async ({
  page,
  server,
}) => {
  const username = uniqueName('e2e')
  const emailId = `${username}@example.test`
  const password = 'secret123'

  await page.goto('/signup')
  await expect(page.getByRole('heading', { name: 'Create Your Account' })).toBeVisible()
  await field(page, 'Username').fill(username)
  await field(page, 'Email').fill(emailId)
  await field(page, 'Date of Birth').fill('1990-01-01')
  await field(page, 'Password').fill(password)
  await field(page, 'Confirm Password').fill(password)
  const signedUpAt = Date.now()
  await mainButton(page, 'Sign Up').click()

  // Straight to the OTP screen, in place of the login form, for the code sign-up mailed: no login,
  // no second code. It says where the code went, without spelling the address out.
  await expect(toast(page, 'Signup successful! Please login to verify your email.')).toBeVisible()
  await expect(page).toHaveURL(/\/login$/)
  await expect(page.getByRole('heading', { name: 'Verify OTP' })).toBeVisible()
  await expect(page.getByRole('main')).toContainText('Enter the OTP sent to your email')
  await expect(page.getByRole('main')).toContainText(`${username.slice(0, 1)}•••@example.test`)
  await expect(page.getByRole('main')).not.toContainText(emailId)
  await expect(page.getByRole('main').getByRole('timer')).toContainText('This code works until')
  await expect(mainButton(page, 'Sign In')).toBeHidden()

  const otp = await server.smtp.otpFor(emailId, signedUpAt)
  // A wrong code is refused under the field, with the tries left, and the field keeps the focus.
  await field(page, 'OTP').fill(otp === '000000' ? '111111' : '000000')
  await mainButton(page, 'Verify OTP').click()
  await expect(page.getByText('Invalid OTP. 4 tries left.')).toBeVisible()
  await expect(field(page, 'OTP')).toHaveAttribute('aria-invalid', 'true')
  await expect(field(page, 'OTP')).toBeFocused()
  await field(page, 'OTP').fill(otp)
  await expect(page.getByText('Invalid OTP. 4 tries left.')).toBeHidden()
  await mainButton(page, 'Verify OTP').click()

  await expect(toast(page, 'OTP verified successfully!')).toBeVisible()
  await expect(page).toHaveURL(/\/dashboard$/)
  expect(server.smtp.countTo(emailId)).toBe(1)
  await expect(page.getByRole('heading', { name: 'Trending Cards' })).toBeVisible()

  const stored = await localStorageOf(page)
  expect(stored.token).toMatch(/\S/)
  expect(JSON.parse(stored.user ?? 'null')).toMatchObject({ username, emailId, isVerified: true })
  expect(stored.userRole).toBe('viewer')
  expect(Number(stored.expirationTime)).toBeGreaterThan(Date.now())

  // A reload keeps the session: still in the user area, same token.
  await page.reload()
  await expect(page).toHaveURL(/\/dashboard$/)
  await expect(page.getByRole('heading', { name: 'Trending Cards' })).toBeVisible()
  expect((await localStorageOf(page)).token).toBe(stored.token)

  await page.getByRole('navigation', { name: 'User area' }).getByRole('link', { name: 'Log Out' }).click()
  await expect(toast(page, 'Logged out successfully!')).toBeVisible()
  await expect(page).toHaveURL(/\/$/)
  await expect(
    page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Sign Up' }),
  ).toBeVisible()
  expect(await localStorageOf(page)).toEqual({})
  // Logging out is not an expiry.
  await expect(toast(page, 'Session expired. Please log in again.')).toHaveCount(0)
})

test('a verified account logs in, and /login and /signup then lead to the dashboard', async ({
  page,
  server,
}) => {
  const account = await createVerifiedAccount(server)

  await page.goto('/login')
  await field(page, 'Email').fill(account.emailId)
  await field(page, 'Password').fill(account.password)
  await mainButton(page, 'Sign In').click()

  await expect(toast(page, 'Login successful!')).toBeVisible()
  await expect(page).toHaveURL(/\/dashboard$/)
  await expect(page.getByRole('heading', { name: 'Trending Cards' })).toBeVisible()
  expect(await localStorageOf(page)).toMatchObject({ userRole: 'viewer' })

  await page.goto('/login')
  await expect(page).toHaveURL(/\/dashboard$/)
  await expect(page.getByRole('heading', { name: 'Trending Cards' })).toBeVisible()

  await page.goto('/signup')
  await expect(page).toHaveURL(/\/dashboard$/)
  await expect(page.getByRole('heading', { name: 'Trending Cards' })).toBeVisible()
})

test('a wrong password is refused with the server message and opens no session', async ({ page, server }) => {
  const account = await createVerifiedAccount(server)

  await page.goto('/login')
  await field(page, 'Email').fill(account.emailId)
  await field(page, 'Password').fill('not-the-password')
  await mainButton(page, 'Sign In').click()

  await expect(toast(page, 'Invalid email or password.')).toBeVisible()
  await expect(page).toHaveURL(/\/login$/)
  expect((await localStorageOf(page)).token).toBeUndefined()
})

/** Logs the stored session out from a second tab of the same browser. */
async function logOutInAnotherTab(context: BrowserContext): Promise<Page> {
  const other = await context.newPage()
  await other.goto('/')
  await other.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Log Out' }).click()
  return other
}

test('a log-out in another tab takes this tab from the user area to the login page', async ({
  context,
  page,
  server,
}) => {
  const account = await createVerifiedAccount(server)
  await openDashboardSignedIn(page, server, account)
  await page.goto('/my-cards')
  await expect(page.getByRole('heading', { name: 'My Cards', level: 1 })).toBeVisible()

  await logOutInAnotherTab(context)
  await expect(page).toHaveURL(/\/login$/)
  await expect(page.getByRole('heading', { name: 'Welcome Back' })).toBeVisible()
  // It was a log-out, not an expiry.
  await expect(toast(page, 'Session expired. Please log in again.')).toHaveCount(0)
})

test.describe('sessions across tabs', () => {
  // The service worker fetches for the page once it controls it, and page.route sees none of that.
  test.use({ serviceWorkers: 'block' })

  test('after another tab changes user, this tab shows nothing of the last user from memory', async ({
    context,
    page,
    server,
  }) => {
    const client = createClient(server.url)
    const creator = await createCreatorAccount(server)
    const first = await createVerifiedAccount(server)
    const next = await createVerifiedAccount(server)
    const card = await createCard(client, creator, { cardTitle: `Only mine ${uniqueName('c')}` })
    await getFreeCard(client, first, card)

    // This tab has the first user's cards in memory, and moves on to a page that needs no session.
    await logInThroughForm(page, first)
    await page.goto('/my-cards')
    await expect(page.getByRole('heading', { name: card.cardTitle })).toBeVisible()
    await page.getByRole('link', { name: 'Terms & Conditions' }).click()
    await expect(page).toHaveURL(/\/tnc$/)

    // Another tab logs out and logs the next user in.
    const other = await logOutInAnotherTab(context)
    await expect(
      other.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Log In' }),
    ).toBeVisible()
    await logInThroughForm(other, next)

    // Back here, the next user's cards are held on their way: until they come the page shows its
    // loader, never the first user's cards.
    const cards = await holdRequests(page, '**/auth/user/getUserCards?*')
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'My Cards' }).click()
    await expect(page).toHaveURL(/\/my-cards$/)
    await expect(page.getByText(cardMessages.loadingCards)).toBeVisible()
    await expect(page.getByRole('heading', { name: card.cardTitle })).toHaveCount(0)
    expect(cards.held).toBe(1)
    cards.release()
    await expect(page.getByText('No cards yet')).toBeVisible()
    await expect(page.getByRole('heading', { name: card.cardTitle })).toHaveCount(0)
  })
})
