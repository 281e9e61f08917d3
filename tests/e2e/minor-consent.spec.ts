import { consentMessages } from '../../contract/consent'
import { expect, test } from '../support/e2e'
import { field, mainButton, toast } from '../support/e2e-accounts'
import { uniqueName } from '../support/factories'
import { createClient } from '../support/http'

// A 16-year-old signs up through the form, waits for the parent, and the parent consents from the
// mail's link with a code, sets the monthly limit, and withdraws (docs/privacy.md). On a phone.

test.use({ serviceWorkers: 'block', viewport: { width: 390, height: 844 } })

test('a child signs up, waits, and the parent consents by mail, sets a limit and withdraws', async ({
  page,
  server,
}) => {
  const username = uniqueName('kid')
  const emailId = `${username}@example.test`
  const parentEmail = `${uniqueName('parent')}@example.test`
  await page.goto('/signup')
  await field(page, 'Username').fill(username)
  await field(page, 'Email').fill(emailId)
  // An adult's form asks no parent; a child's does.
  await field(page, 'Date of Birth').fill('1990-01-01')
  await expect(page.getByLabel("Parent's or guardian's email")).toHaveCount(0)
  await field(page, 'Date of Birth').fill(`${new Date().getUTCFullYear() - 16}-01-01`)
  await field(page, "Parent's or guardian's email").fill(parentEmail)
  await field(page, 'Password').fill('secret123')
  await field(page, 'Confirm Password').fill('secret123')
  const since = Date.now()
  await mainButton(page, 'Sign Up').click()
  await expect(page).toHaveURL(/\/login$/)
  await field(page, 'OTP').fill(await server.smtp.otpFor(emailId, since))
  await mainButton(page, 'Verify OTP').click()

  // Every page of the app says the account waits.
  await expect(page.getByRole('heading', { name: consentMessages.awaitingTitle })).toBeVisible()
  await expect(page.getByText(consentMessages.awaiting)).toBeVisible()

  // The parent, from the mail's link, in a browser of their own.
  const request = await server.smtp.waitForMail(parentEmail, { since, subject: /consent is needed/ })
  const link = /http\S+\/parent\/consent\?token=\S+/.exec(request.text)?.[0]
  expect(link).toBeTruthy()
  const parent = await (
    await page
      .context()
      .browser()
      ?.newContext({ viewport: { width: 390, height: 844 } })
  )?.newPage()
  if (!parent || !link) throw new Error('no parent page')
  await parent.goto(link)
  await expect(parent.getByRole('heading', { name: 'Parental consent' })).toBeVisible()
  await expect(parent.getByText(emailId)).toBeVisible()
  const codeAskedAt = Date.now()
  await parent.getByRole('button', { name: 'Email me a code' }).click()
  await parent.getByLabel('Code from your email').fill(await server.smtp.otpFor(parentEmail, codeAskedAt))
  await parent.getByRole('button', { name: 'Give consent' }).click()
  await expect(parent.getByRole('alert').filter({ hasText: consentMessages.confirmAdult })).toBeVisible()
  await parent.getByLabel(/I am 18 or older/).check()
  await parent.getByRole('button', { name: 'Give consent' }).click()
  await expect(parent).toHaveURL(/\/parent\/manage\?token=/)
  await expect(parent.getByText('No monthly spending limit yet: free cards only.')).toBeVisible()
  await parent.getByLabel('Monthly spending limit (₹)').fill('500')
  await parent.getByRole('button', { name: 'Save limit' }).click()
  await expect(toast(parent, consentMessages.capSaved(500))).toBeVisible()

  // The child checks again: the app opens.
  await page.getByRole('button', { name: 'Check again' }).click()
  await expect(page.getByRole('heading', { name: consentMessages.awaitingTitle })).toHaveCount(0)

  // The parent withdraws, from the link every mail to them carries: the account closes at once.
  const record = await server.smtp.waitForMail(parentEmail, { since, subject: /Record of your consent/ })
  const withdrawLink = /http\S+\/parent\/withdraw\?token=\S+/.exec(record.text)?.[0]
  if (!withdrawLink) throw new Error('no withdrawal link in the record of consent')
  await parent.goto(withdrawLink)
  await parent.getByRole('button', { name: 'Withdraw consent' }).click()
  await parent
    .getByRole('dialog', { name: 'Withdraw consent?' })
    .getByRole('button', { name: 'Withdraw consent' })
    .click()
  await expect(parent.getByText(consentMessages.withdrawn)).toBeVisible()
  const login = await createClient(server.url).post('/auth/user/login-user', {
    emailId,
    password: 'secret123',
  })
  expect(JSON.stringify(login.body)).toContain(consentMessages.stopped)
})
