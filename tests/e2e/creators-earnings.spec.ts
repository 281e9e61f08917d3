import { buyPaidCard } from '../support/cards'
import { expect, testWithOwnClock } from '../support/e2e'
import { toast } from '../support/e2e-accounts'
import { adminField, createAdmin, openFromSidebar, tableRow } from '../support/e2e-admin'
import { openAdminDashboardSignedIn, signIn } from '../support/e2e-sessions'
import { uniqueName } from '../support/factories'
import { createClient } from '../support/http'
import { completeKyc, DAY_MS, endPayoutHold } from '../support/money'
import { newCreator, newViewer, seedCard, tile } from './marketplace-support'

// A Pro creator sells a card, sees the share on hold, then available once the
// money clock passes the hold (moved through CLOCK_OFFSET_FILE, not by sleeping), adds a UPI ID; the
// administrator runs payouts and the creator sees it processed; the administrator refunds another
// purchase and the viewer's card leaves My Cards.

const test = testWithOwnClock({ PAYOUT_HOLD_DAYS: '7' })

const tileValue = (page: import('@playwright/test').Page, label: string) =>
  page.getByRole('group', { name: label, exact: true })

test('a sale is held, then paid out on a run; a refund takes the viewer’s card away', async ({
  page,
  browser,
  ownServer,
  clock,
}) => {
  const client = createClient(ownServer.url)
  const creator = await newCreator(ownServer)
  const shoutOut = await seedCard(ownServer, creator, {
    cardTitle: `Shout-out ${uniqueName('e')}`,
    price: 100,
  })
  const viewer = await newViewer(ownServer)
  await buyPaidCard(client, viewer, shoutOut)

  // The 80% share waits for the hold.
  await signIn(page, ownServer, creator)
  await page.goto('/earnings')
  await expect(page.getByRole('heading', { level: 1, name: 'Earnings' })).toBeVisible()
  await expect(tileValue(page, 'On hold')).toContainText(/₹80(\.00)?/)
  await expect(tileValue(page, 'Available')).toContainText(/₹0(\.00)?/)

  // Eight days on, it is available.
  clock.set(8 * DAY_MS)
  await page.reload()
  await expect(tileValue(page, 'Available')).toContainText(/₹80(\.00)?/)
  await expect(tileValue(page, 'On hold')).toContainText(/₹0(\.00)?/)
  await expect(tileValue(page, 'Lifetime')).toContainText(/₹80(\.00)?/)

  const panel = page.getByRole('region', { name: 'Payout account' })
  await panel.getByRole('textbox', { name: 'UPI ID' }).fill('streamer.pay@okaxis')
  await panel.getByLabel('Your password').fill(creator.password)
  await panel.getByRole('button', { name: 'Save' }).click()
  await expect(toast(page, 'Payout account saved.')).toBeVisible()
  await expect(panel.getByText('st•••@okaxis')).toBeVisible()
  // KYC is completed on Earnings (tests/e2e/admin-payouts.spec.ts): here as the form sends it.
  await completeKyc(createClient(ownServer.url), creator)
  // New details and a new KYC wait 72 hours before a payout goes to them
  // (tests/e2e/admin-payouts.spec.ts): over here.
  await endPayoutHold(ownServer.app.db, creator.userId)

  // The administrator runs payouts.
  const adminPage = await (await browser.newContext({ baseURL: ownServer.url })).newPage()
  const admin = await createAdmin(ownServer)
  await openAdminDashboardSignedIn(adminPage, ownServer, admin)
  await openFromSidebar(adminPage, 'Payouts')
  await adminPage.getByRole('button', { name: 'Run payouts now' }).click()
  await adminPage
    .getByRole('dialog', { name: 'Run payouts now?' })
    .getByRole('button', { name: 'Run payouts' })
    .click()
  await expect(toast(adminPage, 'Payouts sent: 1 creator, ₹80.00 in all.')).toBeVisible()

  await page.reload()
  const history = page.getByRole('table', { name: 'Payout history' })
  await expect(history.getByRole('row').filter({ hasText: '₹80.00' })).toContainText('Processed')
  await expect(tileValue(page, 'Available')).toContainText(/₹0(\.00)?/)

  // Another purchase, refunded: the viewer's unused card goes.
  const dance = await seedCard(ownServer, creator, { cardTitle: `Dance ${uniqueName('e')}`, price: 50 })
  await buyPaidCard(client, viewer, dance)
  const viewerPage = await (await browser.newContext({ baseURL: ownServer.url })).newPage()
  await signIn(viewerPage, ownServer, viewer)
  await viewerPage.goto('/my-cards')
  await expect(tile(viewerPage, dance.cardTitle)).toBeVisible()

  await openFromSidebar(adminPage, 'Payment Management')
  await adminField(adminPage, 'Search by user email or card title').fill(dance.cardTitle)
  const row = tableRow(adminPage, 'Transactions', dance.cardTitle)
  await row.getByRole('button', { name: `Refund transaction ${dance.cardTitle}` }).click()
  const dialog = adminPage.getByRole('dialog', { name: 'Refund purchase' })
  await dialog.getByLabel('Reason').fill('Double charge')
  await dialog.getByRole('button', { name: 'Refund', exact: true }).click()
  await expect(toast(adminPage, 'Refund processed.')).toBeVisible()
  await expect(row).toContainText('Refunded')

  await viewerPage.reload()
  await expect(viewerPage.getByRole('heading', { level: 1, name: 'My Cards' })).toBeVisible()
  await expect(tile(viewerPage, dance.cardTitle)).toHaveCount(0)
  await expect(tile(viewerPage, shoutOut.cardTitle)).toBeVisible()
  await viewerPage.context().close()
  await adminPage.context().close()
})
