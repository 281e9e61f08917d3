import { expect } from '../support/e2e'
import { toast } from '../support/e2e-accounts'
import { createAdmin, openFromSidebar, isolatedTest as test } from '../support/e2e-admin'
import { openAdminDashboardSignedIn, signIn } from '../support/e2e-sessions'
import { uniqueName } from '../support/factories'
import { endPayoutHold } from '../support/money'
import type { TestServer } from '../support/test-server'
import { newCreator } from './marketplace-support'

// A creator with earnings past their hold gives a UPI ID on Earnings, with their password, and sees
// that new details wait 72 hours; they complete their KYC (PAN and legal name); the administrator sees the hold, and nobody due, on the Payouts
// screen. Once the hold is over the administrator runs payouts and sees the payout processed; the
// creator sees it in their payout history. (A server of its own: the run pays every creator due, and
// the toast counts them.)

/** ₹64 of earnings past their hold, as a paid sale writes them. */
async function earn(server: TestServer, creatorId: string) {
  const { app } = server
  const now = app.clock.now().getTime()
  await app.ledger.post({
    groupKey: `sale:${uniqueName('e2e')}`,
    kind: 'sale',
    lines: [
      { account: 'provider', amountPaise: -8000 },
      { account: 'creator', creatorId, amountPaise: 6400, availableAt: new Date(now - 3600_000) },
      { account: 'platform', amountPaise: 1600 },
    ],
    at: new Date(now - 8 * 24 * 3600_000),
  })
}

test('a creator adds a UPI ID, the administrator runs payouts and sees it processed', async ({
  page,
  browser,
  ownServer,
}) => {
  const creator = await newCreator(ownServer)
  await earn(ownServer, creator.userId)
  await signIn(page, ownServer, creator)
  await page.goto('/earnings')

  const panel = page.getByRole('region', { name: 'Payout account' })
  const upi = panel.getByRole('textbox', { name: 'UPI ID' })
  await expect(panel.getByRole('radio', { name: 'UPI ID' })).toBeChecked()
  await upi.fill('asha.rao')
  await panel.getByRole('button', { name: 'Save' }).click()
  await expect(upi).toHaveAccessibleDescription(/Enter a UPI ID such as name@bank\./)
  await upi.fill('asha.rao@okicici')
  const password = panel.getByLabel('Your password')
  await password.fill('not-my-password')
  await panel.getByRole('button', { name: 'Save' }).click()
  await expect(password).toHaveAccessibleDescription(/That password is not correct\./)
  await password.fill(creator.password)
  await panel.getByRole('button', { name: 'Save' }).click()
  await expect(toast(page, 'Payout account saved.')).toBeVisible()
  await expect(panel.getByText('as•••@okicici')).toBeVisible()
  await expect(panel.getByRole('button', { name: 'Change' })).toBeVisible()
  await expect(
    panel.getByText(/^New payout details wait 72 hours: payouts to this account start after /),
  ).toBeVisible()

  // KYC: payouts wait until the PAN and legal name are given, and say so.
  const kyc = page.getByRole('region', { name: 'KYC' })
  await expect(kyc.getByText('Give your PAN and legal name.')).toBeVisible()
  await kyc.getByRole('textbox', { name: 'Legal name' }).fill('Asha Rao')
  const pan = kyc.getByRole('textbox', { name: 'PAN' })
  await pan.fill('ABC1234')
  await kyc.getByLabel('Your password').fill(creator.password)
  await kyc.getByRole('button', { name: 'Save KYC' }).click()
  await expect(pan).toHaveAccessibleDescription(/PAN must be 10 characters/)
  await pan.fill('abcpr1234f')
  await kyc.getByRole('button', { name: 'Save KYC' }).click()
  await expect(toast(page, 'KYC details saved.')).toBeVisible()
  await expect(kyc.getByText('KYC complete: payouts are on.')).toBeVisible()
  await expect(kyc.getByText('ABCxxxx34F')).toBeVisible()

  const adminPage = await browser.newPage({ baseURL: ownServer.url })
  await openAdminDashboardSignedIn(adminPage, ownServer, await createAdmin(ownServer))
  await openFromSidebar(adminPage, 'Payouts')
  await expect(adminPage.getByText('No payout runs yet.', { exact: false })).toBeVisible()
  const holds = adminPage.getByRole('alert').filter({ hasText: 'Payouts on hold' })
  await expect(holds.getByText(new RegExp(`^${creator.username}: held until `))).toBeVisible()

  // The hold ends (its start moved back 72 hours): the run pays.
  await endPayoutHold(ownServer.app.db, creator.userId)
  await adminPage.reload()
  await expect(holds).toHaveCount(0)
  await adminPage.getByRole('button', { name: 'Run payouts now' }).click()
  const dialog = adminPage.getByRole('dialog', { name: 'Run payouts now?' })
  await dialog.getByRole('button', { name: 'Run payouts' }).click()
  await expect(toast(adminPage, 'Payouts sent: 1 creator, ₹64.00 in all.')).toBeVisible()

  const batch = adminPage.getByRole('region', { name: /^Run now, / })
  const row = batch.getByRole('row').filter({ hasText: creator.username })
  await expect(row).toContainText('₹64.00')
  await expect(row.getByText('Processed', { exact: true })).toBeVisible()
  await expect(batch.getByRole('definition').filter({ hasText: '₹64.00' }).first()).toBeVisible()
  await adminPage.close()

  await page.reload()
  const history = page.getByRole('table', { name: 'Payout history' })
  await expect(history.getByRole('row').filter({ hasText: '₹64.00' })).toContainText('Processed')
})
