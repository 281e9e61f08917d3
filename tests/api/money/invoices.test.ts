import { afterAll, expect, it } from 'vitest'
import { cardMessages } from '../../../contract/card-messages'
import type { AdminInvoicesResponse } from '../../../contract/invoices'
import type { AdminSubscriptionChargesResponse } from '../../../contract/subscription-charges'
import { createCreatorAccount, createVerifiedAccount, type TestAccount } from '../../support/factories'
import { createClockFile, ledgerRows, sumOf, unbalancedGroups } from '../../support/money'
import { createTier, subscribe } from '../../support/subscriptions'
import { download, invoicesOf, KARNATAKA_BUSINESS, pdfText, setBusinessDetails } from '../../support/tax'
import { TEST_JWT_SECRET } from '../../support/test-server'
import { describeOnEachDialect, useTestServer } from '../../support/use-test-server'

// Tax invoices (docs/tax.md): a Creator Pro payment and a subscription charge each get one invoice with
// the particulars Rule 46 asks, readable as data and as a PDF by their recipient only; a refund gets
// a credit note; serials are unique within the financial year and start again on 1 April.

const ADMIN = { email: 'invoice-admin@cardcast.test', password: 'admin-secret-1' }

describeOnEachDialect('tax invoices on %s', (dialect) => {
  const clock = createClockFile()
  afterAll(() => clock.remove())
  const { server, client, admin } = useTestServer(dialect, {
    admin: ADMIN,
    env: () => ({ CLOCK_OFFSET_FILE: clock.file }),
  })

  /** A month of Creator Pro bought through checkout, naming the buyer's state. */
  async function buyPro(account: TestAccount, billingState?: string) {
    const order = await client.post<{ orderId: string }>(
      '/auth/user/plan-order',
      { plan: 'pro', ...(billingState ? { billingState } : {}) },
      { token: account.token },
    )
    expect(order.status).toBe(200)
    const paid = await client.post(
      '/auth/user/payment-simulate',
      {
        orderId: order.body.orderId,
        outcome: 'success',
      },
      { token: account.token },
    )
    expect((await client.post('/auth/user/plan-verify', paid.body, { token: account.token })).status).toBe(
      200,
    )
  }

  it('invoices Creator Pro with every Rule 46 particular, as data and as a PDF only its buyer reads', async () => {
    clock.set(0)
    await setBusinessDetails(client, admin.token)
    const buyer = await createVerifiedAccount(server)
    await buyPro(buyer, '27')
    const [invoice, ...others] = await invoicesOf(client, buyer)
    expect(others).toEqual([])
    expect(invoice).toMatchObject({
      document: 'invoice',
      purpose: 'pro',
      description: 'Creator Pro, 1 month',
      supplier: {
        name: 'Cardcast Technologies Private Limited',
        address: '12 MG Road, Bengaluru 560001',
        state: 'Karnataka',
        gstin: '29ABCDE1234F1ZW',
      },
      recipient: { name: buyer.username, email: buyer.emailId, state: 'Maharashtra', gstin: null },
      placeOfSupply: 'Maharashtra',
      sac: '998599',
      total: 349,
      taxable: 295.76,
      gstRate: 18,
      cgst: 0,
      sgst: 0,
      igst: 53.24,
      originalSerial: null,
    })
    expect(invoice?.serial).toMatch(/^INV-\d{4}\/\d{5}$/)
    expect(invoice?.serial.length).toBeLessThanOrEqual(16)
    expect(invoice?.date).toMatch(/^\d{4}-\d{2}-\d{2}$/)

    const pdf = await download(server.url, `/auth/user/invoices/${invoice?.id}.pdf`, buyer.token)
    expect(pdf.status).toBe(200)
    expect(pdf.type).toBe('application/pdf')
    expect(pdf.disposition).toContain(`${invoice?.serial.replace('/', '-')}.pdf`)
    const text = await pdfText(pdf.bytes)
    for (const shown of [
      'Tax invoice',
      invoice?.serial ?? '',
      'Cardcast Technologies Private Limited',
      'GSTIN: 29ABCDE1234F1ZW',
      'Place of supply: Maharashtra',
      'SAC: 998599',
      'IGST @ 18%',
      'INR 295.76',
      'INR 53.24',
      'INR 349.00',
    ]) {
      expect(text).toContain(shown)
    }

    // Someone else's invoice is as missing as an unknown one.
    const stranger = await createVerifiedAccount(server)
    expect(
      (await download(server.url, `/auth/user/invoices/${invoice?.id}.pdf`, stranger.token)).status,
    ).toBe(404)
    expect((await download(server.url, '/auth/user/invoices/nope.pdf', buyer.token)).status).toBe(404)
    expect(await invoicesOf(client, stranger)).toEqual([])

    // The GST left Cardcast's revenue for the tax account, and the ledger still balances.
    const { payment_id } = await server.app.db
      .selectFrom('invoices')
      .select('payment_id')
      .where('id', '=', invoice?.id ?? '')
      .executeTakeFirstOrThrow()
    const lines = (await ledgerRows(server)).filter((row) => row.payment_id === payment_id)
    expect(sumOf(lines, 'tax')).toBe(53_24)
    expect(sumOf(lines, 'platform')).toBe(349_00 - 53_24)
    expect(await unbalancedGroups(server)).toEqual([])
  })

  it('taxes within the state as CGST and SGST, and keeps the state a buyer named', async () => {
    await setBusinessDetails(client, admin.token)
    const buyer = await createVerifiedAccount(server)
    await buyPro(buyer, '29')
    expect((await client.get('/auth/user/billing-state', { token: buyer.token })).body).toEqual({
      status: 'success',
      billingState: '29',
    })
    await buyPro(buyer)
    const invoices = await invoicesOf(client, buyer)
    expect(invoices).toHaveLength(2)
    for (const invoice of invoices) {
      expect(invoice).toMatchObject({ placeOfSupply: 'Karnataka', cgst: 26.62, sgst: 26.62, igst: 0 })
    }
    const text = await pdfText(
      (await download(server.url, `/auth/user/invoices/${invoices[0]?.id}.pdf`, buyer.token)).bytes,
    )
    expect(text).toContain('CGST @ 9%')
    expect(text).toContain('SGST @ 9%')
  })

  it('refuses a state that is not on the list, and opens no order', async () => {
    const buyer = await createVerifiedAccount(server)
    const refused = await client.post(
      '/auth/user/plan-order',
      { plan: 'pro', billingState: '99' },
      { token: buyer.token },
    )
    expect(refused.status).toBe(400)
    expect(refused.body.message).toBe('Choose your state from the list.')
  })

  it('invoices a subscriber for Cardcast’s share and credits it when the charge is refunded', async () => {
    await setBusinessDetails(client, admin.token)
    const streamer = await createCreatorAccount(server)
    const tier = await createTier(client, streamer, { name: 'Gold', price: 149 })
    const viewer = await createVerifiedAccount(server)
    await subscribe(client, viewer, tier.id)
    const [invoice] = await invoicesOf(client, viewer)
    // ₹149: the streamer's ₹119.20 is theirs, collected on their behalf; Cardcast's ₹29.80 carries GST.
    expect(invoice).toMatchObject({
      purpose: 'subscription',
      total: 149,
      onBehalf: 119.2,
      taxable: 25.25,
      cgst: 2.28,
      sgst: 2.27,
      igst: 0,
      placeOfSupply: 'Karnataka',
      recipient: { state: null },
    })
    expect(invoice?.description).toContain(`Subscription to ${streamer.username}`)

    const charges = await client.get<AdminSubscriptionChargesResponse>('/auth/admin/subscription-charges', {
      token: admin.token,
    })
    const charge = charges.body.charges.find((row) => row.subscriber.emailId === viewer.emailId)
    const refunded = await client.post(
      `/auth/admin/subscription-charges/${charge?.id}/refund`,
      { reason: 'Charged twice' },
      { token: admin.token },
    )
    expect(refunded.status).toBe(200)
    const documents = await invoicesOf(client, viewer)
    const credit = documents.find((document) => document.document === 'credit_note')
    expect(credit).toMatchObject({
      purpose: 'subscription',
      originalSerial: invoice?.serial,
      total: 149,
      taxable: 25.25,
      cgst: 2.28,
      sgst: 2.27,
    })
    expect(credit?.serial).toMatch(/^CN-\d{4}\/\d{5}$/)
    const text = await pdfText(
      (await download(server.url, `/auth/user/invoices/${credit?.id}.pdf`, viewer.token)).bytes,
    )
    expect(text).toContain('Credit note')
    expect(text).toContain(`Against invoice: ${invoice?.serial}`)
  })

  it('numbers documents once each under concurrency, and starts again on 1 April', async () => {
    await setBusinessDetails(client, admin.token)
    const buyers = await Promise.all(Array.from({ length: 5 }, () => createVerifiedAccount(server)))
    await Promise.all(buyers.map((buyer) => buyPro(buyer)))
    const serials = (await Promise.all(buyers.map((buyer) => invoicesOf(client, buyer)))).map(
      (invoices) => invoices[0]?.serial ?? '',
    )
    expect(new Set(serials).size).toBe(5)
    const numbers = serials.map((serial) => Number(serial.split('/')[1])).sort((a, b) => a - b)
    expect(numbers.at(-1)! - numbers[0]!).toBe(4)

    // 31 March 2027, 23:00 IST, then 1 April 00:30 IST: the last of one year, the first of the next.
    clock.set(Date.parse('2027-03-31T17:30:00.000Z') - Date.now())
    const march = await createVerifiedAccount(server)
    await buyPro(march)
    const [lastOfYear] = await invoicesOf(client, march)
    expect(lastOfYear?.financialYear).toBe('2026-27')
    clock.set(Date.parse('2027-03-31T19:00:00.000Z') - Date.now())
    const april = await createVerifiedAccount(server)
    await buyPro(april)
    const [firstOfYear] = await invoicesOf(client, april)
    expect(firstOfYear).toMatchObject({
      financialYear: '2027-28',
      serial: 'INV-2728/00001',
      date: '2027-04-01',
    })
    clock.set(0)
  })

  it('lists every document for an administrator, filtered, and exports them as CSV', async () => {
    await setBusinessDetails(client, admin.token)
    const buyer = await createVerifiedAccount(server)
    await buyPro(buyer, '07')
    const [invoice] = await invoicesOf(client, buyer)
    const found = await client.get<AdminInvoicesResponse>(
      `/auth/admin/invoices?purpose=pro&q=${encodeURIComponent(buyer.emailId)}`,
      { token: admin.token },
    )
    expect(found.status).toBe(200)
    expect(found.body.total).toBe(1)
    expect(found.body.invoices[0]).toMatchObject({ serial: invoice?.serial, placeOfSupply: 'Delhi' })
    const none = await client.get<AdminInvoicesResponse>(
      `/auth/admin/invoices?document=credit_note&q=${encodeURIComponent(buyer.emailId)}`,
      { token: admin.token },
    )
    expect(none.body.invoices).toEqual([])
    expect((await client.get('/auth/admin/invoices?since=yesterday', { token: admin.token })).status).toBe(
      400,
    )

    const csv = await client.get<string>(`/auth/admin/invoices.csv?q=${encodeURIComponent(buyer.emailId)}`, {
      token: admin.token,
    })
    expect(csv.status).toBe(200)
    expect(csv.headers.get('content-type')).toContain('text/csv')
    const [header, row, end] = csv.body.split('\r\n')
    expect(header).toBe(
      'Serial,Document,Purpose,Date,Recipient,Email,Recipient state,Recipient GSTIN,Place of supply,SAC,Taxable value,CGST,SGST,IGST,On behalf of creators,Total,Credits invoice',
    )
    expect(row).toBe(
      `${invoice?.serial},Tax invoice,Creator Pro,${invoice?.date},${buyer.username},${buyer.emailId},Delhi,,Delhi,998599,295.76,0.00,0.00,53.24,0.00,349.00,`,
    )
    expect(end).toBe('')
    // Viewers and creators have no admin list.
    expect((await client.get('/auth/admin/invoices', { token: buyer.token })).status).toBe(401)
  })
})

describeOnEachDialect('business details in production on %s', (dialect) => {
  const { server, client, admin } = useTestServer(dialect, {
    admin: ADMIN,
    env: { NODE_ENV: 'production', JWT_SECRET: TEST_JWT_SECRET, PAYMENTS_SIMULATED: '1' },
  })

  it('sells nothing until the particulars a tax invoice names are set', async () => {
    const buyer = await createVerifiedAccount(server)
    const order = () => client.post('/auth/user/plan-order', { plan: 'pro' }, { token: buyer.token })
    const refused = await order()
    expect(refused.status).toBe(503)
    expect(refused.body.message).toBe(cardMessages.paymentsUnavailable)
    await setBusinessDetails(client, admin.token, { ...KARNATAKA_BUSINESS, gstin: '' })
    expect((await order()).status).toBe(503)
    await setBusinessDetails(client, admin.token)
    expect((await order()).status).toBe(200)
  })
})
