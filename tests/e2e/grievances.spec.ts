import { adminMessages } from '../../contract/admin'
import { expect, test } from '../support/e2e'
import { toast } from '../support/e2e-accounts'
import { adminField, createAdmin, openFromSidebar } from '../support/e2e-admin'
import { openAdminDashboardSignedIn, signIn } from '../support/e2e-sessions'
import { createCreatorAccount, createVerifiedAccount, uniqueName } from '../support/factories'
import { verifiedKyc } from '../support/money'
import { seedCard, tile } from './marketplace-support'

// Grievances and seller details (docs/privacy.md): an administrator names the grievance officer in
// Settings → Business; a visitor reaches /grievance from the footer, files a complaint and gets its
// ticket on screen and by mail; the administrator answers it from the Grievances queue and the
// complainant gets the answer by mail. A card's details and the checkout name who sells it.

test('a complaint gets its ticket and mail, and the administrator answers it from the queue', async ({
  page,
  server,
}) => {
  const admin = await createAdmin(server)
  await openAdminDashboardSignedIn(page, server, admin)
  await openFromSidebar(page, 'Settings')
  await page.getByRole('tab', { name: 'Business' }).click()
  await expect(adminField(page, 'SAC')).toHaveValue('998599')
  await adminField(page, 'Grievance officer name').fill('Meera Iyer')
  await adminField(page, 'Grievance officer email').fill('grievance@cardcast.test')
  await adminField(page, 'Grievance officer address').fill('4th floor, 12 MG Road\nBengaluru 560001')
  await page.getByRole('button', { name: 'Save business details' }).click()
  await expect(toast(page, adminMessages.settingsUpdated)).toBeVisible()

  // A visitor, signed out, finds the page from the footer.
  const visitor = await page.context().browser()?.newPage()
  if (!visitor) throw new Error('no browser')
  await visitor.goto(`${server.url}/tnc`)
  await visitor.getByRole('navigation', { name: 'Footer' }).getByRole('link', { name: 'Grievances' }).click()
  await expect(visitor).toHaveURL(/\/grievance$/)
  await expect(visitor.getByRole('heading', { name: 'Grievances', level: 1 })).toBeVisible()
  const officer = visitor.getByRole('region', { name: 'Grievance Officer' })
  await expect(officer.getByText('Meera Iyer')).toBeVisible()
  await expect(officer.getByText('Bengaluru 560001')).toBeVisible()
  await expect(officer.getByRole('link', { name: 'grievance@cardcast.test' })).toHaveAttribute(
    'href',
    'mailto:grievance@cardcast.test',
  )
  await expect(visitor.getByText(/appeal to the Grievance Appellate Committee within 30 days/)).toBeVisible()
  await expect(visitor.getByRole('link', { name: 'gac.gov.in' })).toHaveAttribute(
    'href',
    'https://gac.gov.in',
  )

  const form = visitor.getByRole('form', { name: 'Grievance form' })
  await form.getByRole('button', { name: 'File complaint' }).click()
  await expect(form.getByText('Name is required.')).toBeVisible()
  await expect(form.getByText('Choose what your complaint is about.')).toBeVisible()

  const email = `${uniqueName('asha')}@example.test`
  await form.getByLabel('Name').fill('Asha Viewer')
  await form.getByLabel('Email').fill(email)
  await form.getByLabel('About').selectOption({ label: 'It impersonates me / shares intimate images of me' })
  await form.getByLabel('Complaint').fill('A streamer uses my name and photos.')
  await form.getByLabel('Link (optional)').fill('https://cardcast.test/s/someone')
  const since = Date.now()
  await form.getByRole('button', { name: 'File complaint' }).click()
  const filed = visitor.getByRole('status').filter({ hasText: 'Your complaint is filed.' })
  await expect(filed).toBeVisible()
  const ticket = /GRV-\d{4}\/\d{5}/.exec((await filed.textContent()) ?? '')?.[0] ?? ''
  expect(ticket).not.toBe('')
  await expect(filed).toContainText(email)
  await expect(form.getByLabel('Name')).toHaveValue('')
  const acknowledgement = await server.smtp.waitForMail(email, { since })
  expect(acknowledgement.text).toContain(`Your ticket number is ${ticket}.`)
  await visitor.close()

  // The queue: open, due 24 hours after filing.
  await openFromSidebar(page, 'Grievances')
  const row = page.getByRole('table', { name: 'Grievances' }).getByRole('row').filter({ hasText: ticket })
  await expect(row).toContainText('Open')
  await expect(row).toContainText('It impersonates me / shares intimate images of me')
  await row.getByRole('button', { name: `Answer grievance ${ticket}` }).click()
  const dialog = page.getByRole('dialog', { name: `Grievance ${ticket}` })
  await expect(dialog.getByText('A streamer uses my name and photos.')).toBeVisible()
  await dialog.getByRole('button', { name: 'Send answer' }).click()
  await expect(dialog.getByText('Write an answer of 1 to 5000 characters.')).toBeVisible()
  await dialog.getByLabel('Answer').fill('We removed the account that impersonated you.')
  await dialog.getByRole('button', { name: 'Send answer' }).click()
  await expect(toast(page, 'Answer sent to the complainant.')).toBeVisible()
  await expect(row).toContainText('Answered')
  const answer = await server.smtp.waitForMail(email, { since, subject: /answer/ })
  expect(answer.text).toContain('We removed the account that impersonated you.')
})

test('an overdue complaint stands out in the queue', async ({ page, server }) => {
  const filed = await fetch(`${server.url}/grievances`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      name: 'Ravi',
      email: `${uniqueName('ravi')}@example.test`,
      about: 'payment',
      complaint: 'Charged twice.',
    }),
  })
  const { ticket } = (await filed.json()) as { ticket: string }
  // Filed 16 days ago: a day past its 15.
  const past = (days: number) => new Date(Date.now() - days * 24 * 3600_000).toISOString()
  await server.app.db
    .updateTable('grievances')
    .set({ created_at: past(16), due_at: past(1) })
    .where('ticket', '=', ticket)
    .execute()
  await openAdminDashboardSignedIn(page, server, await createAdmin(server))
  await openFromSidebar(page, 'Grievances')
  const table = page.getByRole('table', { name: 'Grievances' })
  const row = table.getByRole('row').filter({ hasText: ticket })
  await expect(row).toContainText('Overdue')
  // Open ones come first, the most overdue at the top.
  await expect(table.getByRole('row').nth(1)).toContainText(ticket)
})

test('a card’s details and the checkout name its seller, "Sold by" once KYC is verified', async ({
  page,
  server,
}) => {
  const creator = await createCreatorAccount(server, { plan: 'pro' })
  const title = `Seller ${uniqueName('card')}`
  await seedCard(server, creator, { cardTitle: title, price: 49 })
  const viewer = await createVerifiedAccount(server)
  await page.setViewportSize({ width: 390, height: 844 })
  await signIn(page, server, viewer)

  const checkout = async () => {
    await page.goto('/dashboard')
    await page.getByRole('searchbox', { name: 'Search cards or streamers' }).fill(title)
    await tile(page, title)
      .getByRole('button', { name: `Details: ${title}` })
      .click()
    const details = page.getByRole('dialog', { name: title })
    await expect(details.getByRole('group', { name: 'Seller' })).toContainText(`Creator: ${creator.username}`)
    const detailsText = details.getByRole('group', { name: 'Seller' })
    await details.getByRole('button', { name: `Buy ${title}` }).click()
    const confirm = page.getByRole('dialog', { name: 'Confirm Purchase' })
    const seller = confirm.getByRole('group', { name: 'Seller' })
    await expect(seller).toContainText(`Creator: ${creator.username}`)
    return { detailsText, seller, confirm }
  }

  // No verified KYC: the creator's name, and no 'Sold by'.
  let { seller, confirm } = await checkout()
  await expect(seller).toContainText(
    `${creator.username} sells this card and is responsible for it; Cardcast runs the marketplace and takes the payment.`,
  )
  await expect(seller.getByText(/^Sold by/)).toHaveCount(0)
  await confirm.getByRole('button', { name: 'Cancel' }).click()

  await verifiedKyc(server.app.db, creator.userId, 'Ravi Kumar Sharma')
  await page.reload()
  ;({ seller, confirm } = await checkout())
  await expect(seller.getByText('Sold by Ravi Kumar Sharma')).toBeVisible()
  await expect(seller).toContainText('Ravi Kumar Sharma sells this card and is responsible for it')
  await confirm.getByRole('button', { name: 'Cancel' }).click()
  await tile(page, title)
    .getByRole('button', { name: `Details: ${title}` })
    .click()
  await expect(page.getByRole('dialog', { name: title }).getByText('Sold by Ravi Kumar Sharma')).toBeVisible()
})
