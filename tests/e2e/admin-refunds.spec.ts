import { chargeRefundMessages } from '../../contract/subscription-charges'
import { buyPaidCard } from '../support/cards'
import { expect, test } from '../support/e2e'
import { adminField, createAdmin, openFromSidebar, tableRow, toast } from '../support/e2e-admin'
import { openAdminDashboardSignedIn, signIn } from '../support/e2e-sessions'
import { uniqueName } from '../support/factories'
import { createClient } from '../support/http'
import { createTier, subscribe } from '../support/subscriptions'
import { newCreator, newViewer, seedCard, tile } from './marketplace-support'

// Refunds in Payment Management: the administrator refunds a paid purchase with a reason;
// the row reads Refunded and offers no second refund; the viewer's unused card leaves My Cards and
// the viewer is mailed.

test('the admin refunds a purchase and the viewer’s unused card is gone', async ({
  page,
  browser,
  server,
}) => {
  const admin = await createAdmin(server)
  const creator = await newCreator(server)
  const title = `Refundable ${uniqueName('r')}`
  const card = await seedCard(server, creator, { cardTitle: title, price: 75.5 })
  const viewer = await newViewer(server)
  await buyPaidCard(createClient(server.url), viewer, card)

  // The viewer has the card.
  const viewerPage = await (await browser.newContext({ baseURL: server.url })).newPage()
  await signIn(viewerPage, server, viewer)
  await viewerPage.goto('/my-cards')
  await expect(tile(viewerPage, title)).toBeVisible()

  await openAdminDashboardSignedIn(page, server, admin)
  await openFromSidebar(page, 'Payment Management')
  await adminField(page, 'Search by user email or card title').fill(title)
  const row = tableRow(page, 'Transactions', title)
  await expect(row).toHaveCount(1)
  await row.getByRole('button', { name: `Refund transaction ${title}` }).click()

  const dialog = page.getByRole('dialog', { name: 'Refund purchase' })
  await expect(dialog).toContainText('₹75.50')
  // No reason, no refund.
  await dialog.getByRole('button', { name: 'Refund', exact: true }).click()
  await expect(dialog.getByText('Please give a reason for the refund.')).toBeVisible()
  await dialog.getByLabel('Reason').fill('The stream was cancelled')
  await dialog.getByRole('button', { name: 'Refund', exact: true }).click()
  await expect(dialog).toBeHidden()
  await expect(toast(page, 'Refund processed.')).toBeVisible()
  await expect(row).toContainText('Refunded')
  await expect(row.getByRole('button', { name: `Refund transaction ${title}` })).toHaveCount(0)

  const mail = await server.smtp.waitForMail(viewer.emailId, { subject: /refunded/ })
  expect(mail.text).toContain('The stream was cancelled')

  await viewerPage.reload()
  await expect(viewerPage.getByRole('heading', { level: 1, name: 'My Cards' })).toBeVisible()
  await expect(tile(viewerPage, title)).toHaveCount(0)
  await expect(viewerPage.getByText('No cards yet')).toBeVisible()
  await viewerPage.context().close()
})

test('the admin refunds a subscription charge and the subscriber’s month ends', async ({ page, server }) => {
  const admin = await createAdmin(server)
  const client = createClient(server.url)
  const streamer = await newCreator(server)
  const tier = await createTier(client, streamer, {
    name: `Gold ${uniqueName('t')}`.slice(0, 40),
    price: 149,
  })
  const viewer = await newViewer(server)
  await subscribe(client, viewer, tier.id)

  await openAdminDashboardSignedIn(page, server, admin)
  await openFromSidebar(page, 'Payment Management')
  const charges = page.getByRole('region', { name: 'Subscription charges' })
  const row = charges.getByRole('row').filter({ hasText: viewer.emailId })
  await expect(row).toContainText('₹149.00')
  await row.getByRole('button', { name: `Refund the ${tier.name} charge of ${viewer.emailId}` }).click()
  const dialog = page.getByRole('dialog', { name: 'Refund subscription charge' })
  await expect(dialog).toContainText('the month it paid for ends now')
  await dialog.getByLabel('Reason').fill('Subscribed twice by mistake')
  await dialog.getByRole('button', { name: 'Refund', exact: true }).click()
  await expect(dialog).toBeHidden()
  await expect(toast(page, chargeRefundMessages.processed)).toBeVisible()
  await expect(row).toContainText('Refunded')

  const mail = await server.smtp.waitForMail(viewer.emailId, { subject: /subscription payment was refunded/ })
  expect(mail.text).toContain('Subscribed twice by mistake')
  const mine = await client.get<{ subscriptions: Array<{ state: string }> }>('/auth/user/subscriptions', {
    token: viewer.token,
  })
  expect(mine.body.subscriptions[0]?.state).toBe('ended')
})
