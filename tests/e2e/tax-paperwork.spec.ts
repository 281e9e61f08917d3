import { readFile } from 'node:fs/promises'
import { INVOICE_CSV_COLUMNS, TDS_REPORT_COLUMNS } from '../../contract/invoices'
import { openDispute } from '../../server/modules/money/disputes/dispute-decisions'
import { buyPaidCard, createCard } from '../support/cards'
import { expect, testWithOwnClock } from '../support/e2e'
import { toast } from '../support/e2e-accounts'
import { createAdmin, openFromSidebar } from '../support/e2e-admin'
import { openAdminDashboardSignedIn, signIn } from '../support/e2e-sessions'
import {
  createCreatorAccount,
  createVerifiedAccount,
  type TestAccount,
  uniqueName,
} from '../support/factories'
import { type Client, createClient } from '../support/http'
import { buyProWithSimulatedPayment, completeKyc, TEST_PAN } from '../support/money'
import { pdfText, setBusinessDetails } from '../support/tax'
import type { TestServer } from '../support/test-server'

// The paperwork of docs/tax.md in the browser: a GST-registered creator whose cards sold last month
// downloads that month's commission invoice and their financial-year statement from Earnings; an
// administrator reviews a chargeback's evidence on Disputes, submits a summary, then accepts it.

const test = testWithOwnClock({ SUBSCRIPTION_SWEEP_SECONDS: '0.2' })
const IST_MS = 5.5 * 3600_000

/**
 * An administrator who filled in the business's tax details, and a Pro creator (made ready by
 * `prepare`, before the sale) whose ₹100 card titled `title` someone bought.
 */
async function oneSale(
  server: TestServer,
  title: string,
  prepare?: (client: Client, creator: TestAccount) => Promise<unknown>,
) {
  const client = createClient(server.url)
  const admin = await createAdmin(server)
  const adminToken = (
    await client.post<{ token: string }>('/auth/admin/login', {
      email: admin.email,
      password: admin.password,
    })
  ).body.token
  await setBusinessDetails(client, adminToken)
  const creator = await createCreatorAccount(server, { plan: 'pro' })
  await prepare?.(client, creator)
  const card = await createCard(client, creator, { cardTitle: `${title} ${uniqueName('t')}`, price: 100 })
  await buyPaidCard(client, await createVerifiedAccount(server), card)
  return { client, admin, creator }
}

test('a creator downloads last month’s commission invoice and their statement', async ({
  page,
  ownServer,
  clock,
}) => {
  const { creator } = await oneSale(ownServer, 'Shout-out', (client, creator) =>
    completeKyc(client, creator, { legalName: 'Asha Rao', gstin: `29${TEST_PAN}1Z7` }),
  )

  // An hour into next month (IST): the sweep invoices last month's commission.
  const ist = new Date(Date.now() + IST_MS)
  clock.set(Date.UTC(ist.getUTCFullYear(), ist.getUTCMonth() + 1, 1) - IST_MS + 3600_000 - Date.now())
  await signIn(page, ownServer, creator)
  await page.goto('/earnings')
  const invoices = page.getByRole('region', { name: 'Invoices' })
  await expect(async () => {
    await page.reload()
    await expect(invoices.getByRole('row').filter({ hasText: 'Commission' })).toBeVisible({ timeout: 1000 })
  }).toPass()
  const row = invoices.getByRole('row').filter({ hasText: 'Commission' })
  await expect(row).toContainText('₹20.00')
  const serial = (await row.getByRole('cell').first().textContent()) ?? ''
  expect(serial).toMatch(/^INV-\d{4}\/\d{5}$/)

  const [invoicePdf] = await Promise.all([
    page.waitForEvent('download'),
    row.getByRole('button', { name: `Download tax invoice ${serial}` }).click(),
  ])
  expect(invoicePdf.suggestedFilename()).toBe(`${serial.replace('/', '-')}.pdf`)
  const invoiceText = await pdfText(await readFile((await invoicePdf.path()) ?? ''))
  expect(invoiceText).toContain(serial)
  expect(invoiceText).toContain('Cardcast commission on card sales')

  const statement = page.getByRole('region', { name: 'Statement' })
  const [statementCsv] = await Promise.all([
    page.waitForEvent('download'),
    statement.getByRole('button', { name: 'Download CSV' }).click(),
  ])
  expect(statementCsv.suggestedFilename()).toMatch(/^statement-\d{4}-\d{2}\.csv$/)
  const csv = await readFile((await statementCsv.path()) ?? '', 'utf8')
  expect(csv).toContain('Gross sales,100.00')
  expect(csv).toContain('TCS (GST),0.50')
  const [statementPdf] = await Promise.all([
    page.waitForEvent('download'),
    statement.getByRole('button', { name: 'Download PDF' }).click(),
  ])
  expect(await pdfText(await readFile((await statementPdf.path()) ?? ''))).toContain('Net earnings')
})

test('an administrator reviews a dispute, submits evidence, then accepts it', async ({ page, ownServer }) => {
  const client = createClient(ownServer.url)
  const creator = await createCreatorAccount(ownServer, { plan: 'pro' })
  const card = await createCard(client, creator, { cardTitle: `Dance ${uniqueName('d')}`, price: 100 })
  const buyer = await createVerifiedAccount(ownServer)
  const purchase = await buyPaidCard(client, buyer, card)
  const { payment_id: paymentId } = await ownServer.app.db
    .selectFrom('purchases')
    .select('payment_id')
    .where('id', '=', purchase._id)
    .executeTakeFirstOrThrow()
  // As Razorpay's payment.dispute.created webhook records it (tests/api/money/disputes.test.ts).
  const providerId = uniqueName('disp_')
  await openDispute(ownServer.app, {
    id: providerId,
    paymentId,
    amountPaise: 100_00,
    reasonCode: 'chargeback_fraudulent',
    respondBy: new Date(Date.now() + 7 * 24 * 3600_000),
  })

  await openAdminDashboardSignedIn(page, ownServer, await createAdmin(ownServer))
  await openFromSidebar(page, 'Disputes')
  const table = page.getByRole('table', { name: 'Disputes' })
  const row = table.getByRole('row').filter({ hasText: card.cardTitle })
  await expect(row).toContainText('Open')
  await expect(row).toContainText('₹80.00')
  await row.getByRole('button', { name: `Review dispute ${providerId}` }).click()

  const dialog = page.getByRole('dialog', { name: 'Dispute' })
  await expect(dialog.getByText(`${buyer.username} · ${buyer.emailId}`)).toBeVisible()
  await expect(dialog.getByText(paymentId)).toBeVisible()
  await dialog.getByRole('textbox', { name: 'Summary for the bank' }).fill('Short')
  await dialog.getByRole('button', { name: 'Submit evidence' }).click()
  await expect(dialog.getByRole('textbox', { name: 'Summary for the bank' })).toHaveAccessibleDescription(
    /Write a summary of 10 to 1000 characters\./,
  )
  await dialog
    .getByRole('textbox', { name: 'Summary for the bank' })
    .fill('The buyer used the card during the stream.')
  await dialog.getByRole('button', { name: 'Submit evidence' }).click()
  await expect(toast(page, 'Evidence submitted: the bank decides next.')).toBeVisible()
  await expect(row).toContainText('Under review')

  await row.getByRole('button', { name: `Review dispute ${providerId}` }).click()
  await expect(dialog.getByText('The buyer used the card during the stream.')).toBeVisible()
  await dialog.getByRole('button', { name: 'Accept dispute' }).click()
  await page
    .getByRole('dialog', { name: 'Accept this dispute?' })
    .getByRole('button', { name: 'Accept dispute' })
    .click()
  await expect(toast(page, 'Dispute accepted: the sale is reversed.')).toBeVisible()
  await expect(row).toContainText('Lost')
})

test('an administrator exports the invoices and the quarter’s TDS report as CSV', async ({
  page,
  ownServer,
}) => {
  // A sale of a creator without a PAN: invoiced at the month's end, and 5% TDS withheld at once.
  const { client, admin, creator } = await oneSale(ownServer, 'Export')
  const proBuyer = await createVerifiedAccount(ownServer)
  await buyProWithSimulatedPayment(client, proBuyer)

  await openAdminDashboardSignedIn(page, ownServer, admin)
  await openFromSidebar(page, 'Invoices')
  const [invoicesCsv] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export CSV' }).click(),
  ])
  expect(invoicesCsv.suggestedFilename()).toBe('invoices.csv')
  const invoiceLines = (await readFile((await invoicesCsv.path()) ?? '', 'utf8')).trim().split('\r\n')
  expect(invoiceLines[0]).toBe(INVOICE_CSV_COLUMNS.join(','))
  expect(invoiceLines.filter((line) => line.includes(proBuyer.emailId))).toHaveLength(1)

  // The quarter the sale fell in (financial quarters start in April, IST).
  const ist = new Date(Date.now() + IST_MS)
  const quarter = Math.floor(((ist.getUTCMonth() - 3 + 12) % 12) / 3) + 1
  const report = page.getByRole('region', { name: 'TDS report' })
  await report.getByLabel('Quarter').selectOption(String(quarter))
  const [tdsCsv] = await Promise.all([
    page.waitForEvent('download'),
    report.getByRole('button', { name: 'Download TDS report' }).click(),
  ])
  expect(tdsCsv.suggestedFilename()).toMatch(new RegExp(`^tds-\\d{4}-\\d{2}-q${quarter}\\.csv$`))
  const tdsLines = (await readFile((await tdsCsv.path()) ?? '', 'utf8')).trim().split('\r\n')
  expect(tdsLines[0]).toBe(TDS_REPORT_COLUMNS.join(','))
  expect(tdsLines.filter((line) => line.includes(creator.username))).toEqual([
    expect.stringMatching(
      new RegExp(`^194-O,PANNOTAVBL,${creator.username},${creator.username},100\\.00,5\\.00,`),
    ),
  ])
})
