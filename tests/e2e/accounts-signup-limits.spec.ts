import type { BrowserContext, Page } from '@playwright/test'
import { MAIL_SIGNUP_PER_DEVICE_PER_HOUR } from '../../contract/constants'
import { formatTime } from '../../contract/dates'
import { limitMessages } from '../../contract/messages'
import { newId } from '../../server/db/ids'
import { test as base, expect, startBrowserSuiteServer } from '../support/e2e'
import { field, mainButton, toast } from '../support/e2e-accounts'
import { uniqueName } from '../support/factories'
import type { TestServer } from '../support/test-server'

// A busy network at sign-up, with the per-client limits on (RATE_LIMIT): one device past its limit is
// told on the form when it may try again; another phone on the same busy address does the proof of
// work in the browser (a Web Worker) and signs up without a step of its own.

const test = base.extend<object, { limitedServer: TestServer }>({
  limitedServer: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright fixtures take their dependencies by destructuring
    async ({}, use) => {
      const server = await startBrowserSuiteServer({ RATE_LIMIT: '1' })
      await use(server)
      await server.close()
    },
    { scope: 'worker' },
  ],
  baseURL: async ({ limitedServer }, use) => use(limitedServer.url),
})

/** The device cookie the app keeps, as the server would have set it earlier. */
async function onDevice(context: BrowserContext, server: TestServer, device: string) {
  await context.clearCookies()
  await context.addCookies([{ name: 'cardcast_device', value: device, url: `${server.url}/auth/user` }])
}

/** Sign-up mail this hour from the browser's address, as its devices asked for it. */
async function mailSent(server: TestServer, device: string, count: number) {
  await server.app.db
    .insertInto('mail_log')
    .values(
      Array.from({ length: count }, () => ({
        id: newId(),
        recipient: `${uniqueName('earlier')}@example.test`,
        category: 'signup' as const,
        client_address: '127.0.0.1',
        client_device: device,
        created_at: new Date().toISOString(),
      })),
    )
    .execute()
}

async function fillSignUp(page: Page, username: string) {
  await field(page, 'Username').fill(username)
  await field(page, 'Email').fill(`${username}@example.test`)
  await field(page, 'Date of Birth').fill('1990-01-01')
  await field(page, 'Password').fill('secret123')
  await field(page, 'Confirm Password').fill('secret123')
}

test('a device past its limit is told when to try again; another phone does the work and signs up', async ({
  page,
  context,
  limitedServer,
}) => {
  const device = `e2e-device-${newId()}`
  await onDevice(context, limitedServer, device)
  await mailSent(limitedServer, device, MAIL_SIGNUP_PER_DEVICE_PER_HOUR)

  await page.goto('/signup')
  const username = uniqueName('busy')
  await fillSignUp(page, username)
  const answer = page.waitForResponse((r) => r.url().endsWith('/auth/user/addUsers'))
  await mainButton(page, 'Sign Up').click()
  const body = (await (await answer).json()) as { retryAt: string }
  const clock = formatTime(body.retryAt)
  // On the form, not only in the toast: the message and the time to come back.
  const alert = page.getByRole('main').getByRole('alert')
  await expect(alert).toContainText(
    `${limitMessages.mailClientThrottled.replace(' Please try again later.', '')} ${limitMessages.tryAgainAt(clock)}`,
  )
  await expect(toast(page, limitMessages.mailClientThrottled)).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Create Your Account' })).toBeVisible()

  // Another phone behind the same address, now busy: the browser does the work, and signs up.
  await onDevice(context, limitedServer, `e2e-device-${newId()}`)
  const since = Date.now()
  const challenged = page.waitForResponse(
    (r) => r.url().endsWith('/auth/user/addUsers') && r.status() === 428,
  )
  await mainButton(page, 'Sign Up').click()
  await challenged
  await expect(page.getByRole('heading', { name: 'Verify OTP' })).toBeVisible()
  await expect(alert).toBeHidden()
  await limitedServer.smtp.otpFor(`${username}@example.test`, since)
})
