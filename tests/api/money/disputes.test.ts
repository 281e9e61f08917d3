import { afterAll, beforeAll, expect, it } from 'vitest'
import { adminMessages } from '../../../contract/admin'
import type { SiteWarnings } from '../../../contract/admin-dashboard'
import {
  type DisputeActionResponse,
  type DisputesResponse,
  disputeMessages,
} from '../../../contract/disputes'
import type { EarningsEntriesResponse, EarningsResponse } from '../../../contract/earnings'
import type { Statement } from '../../../contract/statements'
import { buyPaidCard, createCard } from '../../support/cards'
import {
  createCreatorAccount,
  createVerifiedAccount,
  type TestAccount,
  uniqueName,
} from '../../support/factories'
import { completeKyc, ledgerRows, refundPurchase, TEST_PAN, unbalancedGroups } from '../../support/money'
import {
  type RazorpayRequest,
  type RazorpayStandIn,
  startRazorpayStandIn,
} from '../../support/razorpay-stand-in'
import { postDisputeEvent, type TestDispute } from '../../support/razorpay-webhooks'
import { createTier, mySubscriptions, subscribe, subscriptionCharges } from '../../support/subscriptions'
import { setBusinessDetails } from '../../support/tax'
import { describeOnEachDialect, useTestServer } from '../../support/use-test-server'

// Chargebacks (docs/tax.md 'Disputes'): Razorpay's payment.dispute.* webhooks hold the creator's share
// of the disputed sale, an administrator reads the evidence pack and submits or accepts, and the
// outcome settles once however often it is reported: won gives the share back, lost reverses the sale.

const ADMIN = { email: 'dispute-admin@cardcast.test', password: 'admin-secret-1' }
const WEBHOOK_SECRET = 'dispute-webhook-secret'
const KEYS = { keyId: 'rzp_test_disputes', keySecret: 'dispute-key-secret' }

describeOnEachDialect('disputes on %s', (dialect) => {
  const calls: RazorpayRequest[] = []
  let failNext = false
  let razorpay: RazorpayStandIn | undefined
  beforeAll(async () => {
    razorpay = await startRazorpayStandIn(KEYS, (request) => {
      calls.push(request)
      if (failNext) {
        failNext = false
        return { status: 500, body: { error: { description: 'Server down' } } }
      }
      if (request.path.startsWith('/v1/disputes/'))
        return { status: 200, body: { id: request.path.split('/')[3], status: 'under_review' } }
      return undefined
    })
  })
  afterAll(() => razorpay?.close())
  const { server, client, admin } = useTestServer(dialect, {
    admin: ADMIN,
    env: () => ({ RAZORPAY_WEBHOOK_SECRET: WEBHOOK_SECRET, RAZORPAY_API_URL: razorpay?.url ?? '' }),
  })

  const webhook = (event: string, dispute: TestDispute) =>
    postDisputeEvent(client, WEBHOOK_SECRET, event, dispute)
  const earnings = async (creator: TestAccount) =>
    (await client.get<EarningsResponse>('/auth/user/earnings', { token: creator.token })).body
  const disputes = async () =>
    (await client.get<DisputesResponse>('/auth/admin/disputes', { token: admin.token })).body.disputes
  /** A GST-registered creator's ₹100 card, bought and used by a viewer: the payment id. */
  async function sale() {
    const creator = await createCreatorAccount(server, { plan: 'pro' })
    await completeKyc(client, creator, { legalName: 'Asha Rao', gstin: `29${TEST_PAN}1Z7` })
    const card = await createCard(client, creator, { price: 100 })
    const buyer = await createVerifiedAccount(server)
    const purchase = await buyPaidCard(client, buyer, card)
    const row = await server.app.db
      .selectFrom('purchases')
      .selectAll()
      .where('id', '=', purchase._id)
      .executeTakeFirstOrThrow()
    return { creator, buyer, card, purchase: row }
  }
  const groupSums = async (paymentId: string) => {
    const lines = (await ledgerRows(server)).filter((row) => row.payment_id === paymentId)
    return lines.reduce<Record<string, number>>((sums, row) => {
      sums[row.kind] = (sums[row.kind] ?? 0) + (row.account === 'creator' ? row.amount_paise : 0)
      return sums
    }, {})
  }

  it('holds the share, shows the evidence, and reverses the sale once when the admin accepts', async () => {
    await setBusinessDetails(client, admin.token)
    const { creator, buyer, purchase } = await sale()
    expect((await earnings(creator)).onHold).toBe(79.5)
    const dispute = { id: uniqueName('disp_'), paymentId: purchase.payment_id, amount: 100_00 }
    for (const _ of [1, 2]) expect((await webhook('payment.dispute.created', dispute)).status).toBe(200)
    expect(await earnings(creator)).toMatchObject({ onHold: 0, inDispute: 79.5 })
    // The hold is a line of the creator's ledger, as they read it.
    const entries = await client.get<EarningsEntriesResponse>('/auth/user/earnings/entries', {
      token: creator.token,
    })
    expect(entries.status).toBe(200)
    expect(entries.body.entries.find((entry) => entry.kind === 'dispute_hold')?.amount).toBe(-79.5)

    const listed = (await disputes()).filter((row) => row.providerDisputeId === dispute.id)
    expect(listed).toHaveLength(1)
    expect(listed[0]).toMatchObject({
      status: 'open',
      amount: 100,
      held: 79.5,
      reasonCode: 'chargeback_fraudulent',
      creator: { username: creator.username },
    })
    expect(listed[0]?.respondBy).toBeTruthy()
    const detail = await client.get<DisputeActionResponse>(`/auth/admin/disputes/${listed[0]?.id}`, {
      token: admin.token,
    })
    expect(detail.body.evidence).toMatchObject({
      buyer: { username: buyer.username, email: buyer.emailId, verified: true },
      paymentId: purchase.payment_id,
      orderId: purchase.order_id,
      purchasedAt: purchase.purchase_date,
      usedAt: null,
      shownOnStreamAt: null,
    })

    const accepted = await client.post<DisputeActionResponse>(
      `/auth/admin/disputes/${listed[0]?.id}/accept`,
      {},
      { token: admin.token },
    )
    expect(accepted.status).toBe(200)
    expect(accepted.body.message).toBe(disputeMessages.accepted)
    expect(accepted.body.dispute.status).toBe('lost')
    // Razorpay is told once the keys are set; without them (a simulated payment) the answer stands.
    // Repeats of the outcome change nothing.
    for (const _ of [1, 2]) await webhook('payment.dispute.lost', dispute)
    expect(await earnings(creator)).toMatchObject({ onHold: 0, inDispute: 0, lifetime: 0 })
    const after = await client.get<EarningsEntriesResponse>('/auth/user/earnings/entries', {
      token: creator.token,
    })
    expect(after.body.entries.map((entry) => entry.kind).sort()).toEqual(
      ['dispute', 'dispute_hold', 'dispute_release', 'sale', 'tcs', 'tcs'].sort(),
    )
    expect(await groupSums(purchase.payment_id)).toMatchObject({ sale: 80_00, dispute: -80_00, tcs: 0 })
    expect(await unbalancedGroups(server)).toEqual([])
    const statement = (await client.get<Statement>('/auth/user/earnings/statement', { token: creator.token }))
      .body
    expect(statement).toMatchObject({ grossSales: 100, disputes: 100, commission: 0, tcs: 0, netEarnings: 0 })
    // The card it paid for is gone from the buyer's cards.
    const use = await client.post(
      '/auth/user/useCard',
      { cardId: purchase.card_id, transactionId: purchase.id },
      { token: buyer.token },
    )
    expect(use.status).toBe(409)
    expect(
      (await client.post(`/auth/admin/disputes/${listed[0]?.id}/accept`, {}, { token: admin.token })).status,
    ).toBe(409)
  })

  it('gives the share back once when the dispute is won', async () => {
    await setBusinessDetails(client, admin.token)
    const { creator, purchase } = await sale()
    const dispute = { id: uniqueName('disp_'), paymentId: purchase.payment_id, amount: 100_00 }
    await webhook('payment.dispute.created', dispute)
    expect((await earnings(creator)).inDispute).toBe(79.5)
    for (const _ of [1, 2]) await webhook('payment.dispute.won', dispute)
    await webhook('payment.dispute.closed', dispute)
    expect(await earnings(creator)).toMatchObject({ onHold: 79.5, inDispute: 0, lifetime: 80 })
    expect((await disputes()).find((row) => row.providerDisputeId === dispute.id)?.status).toBe('won')
    expect(await unbalancedGroups(server)).toEqual([])
  })

  it('ends the month a lost dispute took back, with the subscription and its perks', async () => {
    await setBusinessDetails(client, admin.token)
    const streamer = await createCreatorAccount(server)
    const gold = await createTier(client, streamer, { name: 'Gold', price: 149 })
    const viewer = await createVerifiedAccount(server)
    const subscription = await subscribe(client, viewer, gold.id)
    const [charge] = await subscriptionCharges(server, subscription.id)
    expect((await mySubscriptions(client, viewer))[0]).toMatchObject({ state: 'active', allowanceLeft: 2 })

    const dispute = { id: uniqueName('disp_'), paymentId: charge?.payment_id ?? '', amount: 149_00 }
    await webhook('payment.dispute.created', dispute)
    // Still disputed: the subscriber keeps what they paid for until it is decided.
    expect((await mySubscriptions(client, viewer))[0]?.state).toBe('active')
    for (const _ of [1, 2]) await webhook('payment.dispute.lost', dispute)

    expect((await mySubscriptions(client, viewer))[0]).toMatchObject({
      state: 'ended',
      renewal: null,
      allowanceLeft: 0,
    })
    expect((await earnings(streamer)).lifetime).toBe(0)
    expect(await unbalancedGroups(server)).toEqual([])
  })

  /** Σ of each account's lines in the ledger groups of a payment, by account (disputes' holds aside). */
  const accountSums = async (paymentId: string) => {
    const lines = (await ledgerRows(server)).filter(
      (row) => row.payment_id === paymentId && !row.kind.startsWith('dispute_'),
    )
    return lines.reduce<Record<string, number>>((sums, row) => {
      const key = `${row.kind}:${row.account}`
      sums[key] = (sums[key] ?? 0) + row.amount_paise
      return sums
    }, {})
  }
  const warnings = async () =>
    (await client.get<SiteWarnings>('/auth/admin/dashboard/warnings', { token: admin.token })).body.warnings

  it('reverses a small dispute in proportion, and repeated ones only up to what the sale brought', async () => {
    await setBusinessDetails(client, admin.token)
    // ₹100: the creator's ₹80 less ₹0.50 TCS, the platform's ₹20.
    const { creator, purchase } = await sale()
    const one = { id: uniqueName('disp_'), paymentId: purchase.payment_id, amount: 1_00 }
    await webhook('payment.dispute.created', one)
    // A ₹1 dispute holds ₹0.80 of the share (its TCS rounds down to nothing), not the whole of it.
    expect(await earnings(creator)).toMatchObject({ onHold: 78.7, inDispute: 0.8 })
    await webhook('payment.dispute.lost', one)
    expect(await earnings(creator)).toMatchObject({ onHold: 78.7, inDispute: 0, lifetime: 79.2 })

    // ₹60 more, then a dispute of the whole ₹100: it takes only the ₹39 left.
    const sixty = { id: uniqueName('disp_'), paymentId: purchase.payment_id, amount: 60_00 }
    await webhook('payment.dispute.lost', sixty)
    const all = { id: uniqueName('disp_'), paymentId: purchase.payment_id, amount: 100_00 }
    await webhook('payment.dispute.created', all)
    expect((await earnings(creator)).inDispute).toBe(31)
    for (const _ of [1, 2]) await webhook('payment.dispute.lost', all)

    expect(await earnings(creator)).toMatchObject({ onHold: 0, inDispute: 0, lifetime: 0 })
    expect(await accountSums(purchase.payment_id)).toEqual({
      'sale:provider': -100_00,
      'sale:creator': 80_00,
      'sale:platform': 20_00,
      'dispute:provider': 100_00,
      'dispute:creator': -80_00,
      'dispute:platform': -20_00,
      'tcs:creator': 0,
      'tcs:tax': 0,
    })
    expect(await unbalancedGroups(server)).toEqual([])
    const statement = (await client.get<Statement>('/auth/user/earnings/statement', { token: creator.token }))
      .body
    expect(statement).toMatchObject({ grossSales: 100, disputes: 100, commission: 0, tcs: 0, netEarnings: 0 })
  })

  it('reverses disputes of one sale decided at once only up to what it brought', async () => {
    const { creator, purchase } = await sale()
    const reported = [1, 2, 3, 4].map(() => ({
      id: uniqueName('disp_'),
      paymentId: purchase.payment_id,
      amount: 100_00,
    }))
    for (const dispute of reported) await webhook('payment.dispute.created', dispute)
    const answers = await Promise.all(reported.map((dispute) => webhook('payment.dispute.lost', dispute)))
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200])
    expect(await earnings(creator)).toMatchObject({ inDispute: 0, lifetime: 0 })
    const sums = await accountSums(purchase.payment_id)
    expect({ provider: sums['dispute:provider'], creator: sums['dispute:creator'] }).toEqual({
      provider: 100_00,
      creator: -80_00,
    })
    expect(await unbalancedGroups(server)).toEqual([])
  })

  it('takes back a disputed part of a subscription charge, with its part of the invoice', async () => {
    await setBusinessDetails(client, admin.token)
    const streamer = await createCreatorAccount(server)
    const gold = await createTier(client, streamer, { name: 'Gold', price: 149 })
    const viewer = await createVerifiedAccount(server)
    const subscription = await subscribe(client, viewer, gold.id)
    const [charge] = await subscriptionCharges(server, subscription.id)
    const paymentId = charge?.payment_id ?? ''
    const dispute = { id: uniqueName('disp_'), paymentId, amount: 50_00 }
    await webhook('payment.dispute.lost', dispute)
    // 80% of ₹50 from the streamer's ₹119.20; the platform's ₹10 is credited to the subscriber.
    expect((await earnings(streamer)).lifetime).toBe(79.2)
    expect(await accountSums(paymentId)).toMatchObject({
      'dispute:provider': 50_00,
      'dispute:creator': -40_00,
      'dispute:platform': -10_00,
    })
    const credit = await server.app.db
      .selectFrom('invoices')
      .select(['document', 'total_paise'])
      .where('source_key', 'like', 'dispute:%')
      .where('payment_id', '=', paymentId)
      .execute()
    expect(credit).toEqual([{ document: 'credit_note', total_paise: 10_00 }])
    expect(await unbalancedGroups(server)).toEqual([])
  })

  it('alerts the administrators instead of reversing a dispute of a refunded payment', async () => {
    await setBusinessDetails(client, admin.token)
    const { creator, purchase } = await sale()
    expect((await refundPurchase(client, admin.token, purchase.id)).status).toBe(200)
    const balances = async () => {
      const { available, onHold, inDispute, lifetime } = await earnings(creator)
      return { available, onHold, inDispute, lifetime }
    }
    const before = await balances()
    expect(before.lifetime).toBe(0)
    const since = Date.now()
    const dispute = { id: uniqueName('disp_'), paymentId: purchase.payment_id, amount: 100_00 }
    for (const _ of [1, 2]) await webhook('payment.dispute.created', dispute)
    // Nothing is held: the refund took the share back already.
    expect(await balances()).toEqual(before)
    const mail = await server.smtp.waitForMail(ADMIN.email, { since, subject: /refunded payment/ })
    expect(mail.subject).toBe(disputeMessages.refundedMailSubject)
    expect(mail.text).toContain(dispute.id)
    expect(await warnings()).toContainEqual({
      code: 'dispute-refunded',
      message: adminMessages.disputesOfRefunded(1),
    })

    await webhook('payment.dispute.lost', dispute)
    expect(await balances()).toEqual(before)
    expect(
      Object.keys(await accountSums(purchase.payment_id)).filter((key) => key.startsWith('dispute')),
    ).toEqual([])
    expect((await warnings()).map((warning) => warning.code)).not.toContain('dispute-refunded')
    expect(
      server.smtp.to(ADMIN.email).filter((m) => m.subject === disputeMessages.refundedMailSubject),
    ).toHaveLength(1)
    expect(await unbalancedGroups(server)).toEqual([])
  })

  it('ignores disputes of payments it does not know, and unsigned events', async () => {
    expect(
      (await webhook('payment.dispute.created', { id: 'disp_x', paymentId: 'pay_unknown', amount: 500 }))
        .body,
    ).toEqual({
      status: 'ignored',
    })
    const forged = await client.call('POST', '/auth/user/razorpay-webhook', {
      rawBody: '{"event":"payment.dispute.lost"}',
      headers: { 'content-type': 'application/json', 'x-razorpay-signature': 'deadbeef' },
    })
    expect(forged.status).toBe(400)
  })

  it('submits evidence to Razorpay, and changes nothing when Razorpay refuses', async () => {
    const { purchase } = await sale()
    const dispute = { id: uniqueName('disp_'), paymentId: purchase.payment_id, amount: 100_00 }
    await webhook('payment.dispute.created', dispute)
    const id = (await disputes()).find((row) => row.providerDisputeId === dispute.id)?.id
    // From here Razorpay is configured (the admin's keys), so answers go to it.
    const saved = await client.put(
      '/auth/admin/settings',
      {
        payment: {
          paymentGateway: 'razorpay',
          razorpay: { mode: 'test', testKeyId: KEYS.keyId, testKeySecret: KEYS.keySecret },
        },
      },
      { token: admin.token },
    )
    expect(saved.status).toBe(200)
    const short = await client.post(
      `/auth/admin/disputes/${id}/submit`,
      { summary: 'No.' },
      { token: admin.token },
    )
    expect(short.status).toBe(400)
    expect(short.body.message).toBe(disputeMessages.summaryInvalid)

    failNext = true
    const refused = await client.post(
      `/auth/admin/disputes/${id}/submit`,
      { summary: 'The buyer used the card on stream.' },
      { token: admin.token },
    )
    expect(refused.status).toBe(502)
    expect((await disputes()).find((row) => row.id === id)?.status).toBe('open')

    const submitted = await client.post<DisputeActionResponse>(
      `/auth/admin/disputes/${id}/submit`,
      { summary: 'The buyer used the card on stream.' },
      { token: admin.token },
    )
    expect(submitted.status).toBe(200)
    expect(submitted.body.dispute).toMatchObject({
      status: 'under_review',
      evidenceSummary: 'The buyer used the card on stream.',
    })
    expect(calls.at(-1)).toMatchObject({
      method: 'PATCH',
      path: `/v1/disputes/${dispute.id}/contest`,
      body: { amount: 100_00, summary: 'The buyer used the card on stream.', action: 'submit' },
    })
    await client.put(
      '/auth/admin/settings',
      { payment: { paymentGateway: 'stripe' } },
      { token: admin.token },
    )
  })
})
