import { createHmac } from 'node:crypto'
import { afterAll, beforeAll, expect, it } from 'vitest'
import type { AdminTransactionsResponse } from '../../../contract/admin-marketplace'
import type { Card } from '../../../contract/cards'
import type { OwnedCardsResponse } from '../../../contract/purchases'
import { refundMessages } from '../../../contract/refunds'
import { buyPaidCard, createCard, getFreeCard } from '../../support/cards'
import { createCreatorAccount, createVerifiedAccount, type TestAccount } from '../../support/factories'
import type { Client } from '../../support/http'
import { ledgerRows, refundPurchase, sumOf, unbalancedGroups } from '../../support/money'
import { type RazorpayStandIn, startRazorpayStandIn } from '../../support/razorpay-stand-in'
import { describeOnEachDialect, useTestServer } from '../../support/use-test-server'

// POST /auth/admin/transactions/{id}/refund. A refund is made once whatever is
// retried; the purchase is refunded, its card can no longer be used (an unused one leaves My Cards),
// the ledger reverses the sale and the buyer is mailed only once the provider reports the money going
// back (at once when simulated; on Razorpay's refund.processed webhook when it answers 'pending').

const ADMIN = { email: 'refund-admin@cardcast.test', password: 'admin-secret-1' }

async function ownedIds(client: Client, account: TestAccount) {
  const response = await client.get<OwnedCardsResponse>('/auth/user/getUserCards', { token: account.token })
  return response.body.cards
}

function useCard(client: Client, account: TestAccount, card: Card, transactionId: string) {
  return client.post(
    '/auth/user/useCard',
    { cardId: card._id, transactionId, cardTitle: card.cardTitle, description: card.description },
    { token: account.token },
  )
}

async function transactionRow(client: Client, adminToken: string, purchaseId: string) {
  const list = await client.get<AdminTransactionsResponse>('/auth/admin/transactions?limit=100', {
    token: adminToken,
  })
  return list.body.transactions.find((transaction) => transaction._id === purchaseId)
}

describeOnEachDialect('refunds with simulated payments on %s', (dialect) => {
  const { server, client, admin } = useTestServer(dialect, { admin: ADMIN })
  let creator: TestAccount
  let buyer: TestAccount
  let card: Card

  beforeAll(async () => {
    creator = await createCreatorAccount(server)
    buyer = await createVerifiedAccount(server)
    card = await createCard(client, creator, { price: 149.99, cardTitle: 'Shout out' })
  })

  it('refunds a paid purchase once: marked, unusable, out of My Cards, mailed, ledger reversed', async () => {
    const purchase = await buyPaidCard(client, buyer, card)
    const revenueBefore = await client.get<{ totalRevenue: number }>('/auth/admin/transactions/revenue', {
      token: admin.token,
    })
    const since = Date.now()

    const response = await refundPurchase(client, admin.token, purchase._id, 'Streamer was offline')
    expect(response.status).toBe(200)
    expect(response.body).toMatchObject({
      success: true,
      message: refundMessages.processed,
      refund: {
        purchaseId: purchase._id,
        amount: 149.99,
        status: 'processed',
        reason: 'Streamer was offline',
      },
    })

    const row = await transactionRow(client, admin.token, purchase._id)
    expect(row?.refundStatus).toBe('processed')
    expect(row?.refundedAt).toEqual(expect.any(String))
    const revenueAfter = await client.get<{ totalRevenue: number }>('/auth/admin/transactions/revenue', {
      token: admin.token,
    })
    expect(revenueAfter.body.totalRevenue).toBeCloseTo(revenueBefore.body.totalRevenue - 149.99, 2)

    const use = await useCard(client, buyer, card, purchase._id)
    expect(use.status).toBe(409)
    expect(use.body.error).toBe(refundMessages.cardRefunded)
    expect((await ownedIds(client, buyer)).map((owned) => owned.transactionId)).not.toContain(purchase._id)

    const mail = await server.smtp.waitForMail(buyer.emailId, { since, subject: /refunded/ })
    expect(mail.text).toContain('Shout out')
    expect(mail.text).toContain('Streamer was offline')
    expect(mail.text).toContain('149.99')

    const rows = await ledgerRows(server, [purchase._id])
    const refund = rows.filter((entry) => entry.group_key === `refund:${purchase._id}`)
    expect(sumOf(refund, 'creator')).toBe(-11_999)
    expect(sumOf(refund, 'platform')).toBe(-3_000)
    expect(sumOf(refund, 'provider')).toBe(14_999)
    expect(sumOf(rows, 'creator') + sumOf(rows, 'platform')).toBe(0)
    expect(await unbalancedGroups(server)).toEqual([])

    const audit = await server.app.db
      .selectFrom('admin_audit_log')
      .select('action')
      .where('details', '=', purchase._id)
      .execute()
    expect(audit.map((entry) => entry.action).join('\n')).toContain('Refunded transaction "Shout out"')

    // Again, and twice at once: refused, and nothing more is written or mailed.
    const mailsBefore = server.smtp.countTo(buyer.emailId)
    const again = await Promise.all([
      refundPurchase(client, admin.token, purchase._id),
      refundPurchase(client, admin.token, purchase._id),
    ])
    for (const answer of again) {
      expect(answer.status).toBe(409)
      expect(answer.body.error).toBe(refundMessages.alreadyRefunded)
    }
    expect(await ledgerRows(server, [purchase._id])).toHaveLength(6)
    await new Promise((resolve) => setTimeout(resolve, 200))
    expect(server.smtp.countTo(buyer.emailId)).toBe(mailsBefore)
  })

  it('makes one refund of two racing requests', async () => {
    const purchase = await buyPaidCard(client, buyer, card)
    const answers = await Promise.all(
      [1, 2, 3].map(() => refundPurchase(client, admin.token, purchase._id, 'Race')),
    )
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409, 409])
    const rows = await ledgerRows(server, [purchase._id])
    expect(rows.filter((row) => row.group_key === `refund:${purchase._id}`)).toHaveLength(3)
  })

  it('keeps a used refunded card in My Cards as history, marked refunded', async () => {
    const purchase = await buyPaidCard(client, buyer, card)
    expect((await useCard(client, buyer, card, purchase._id)).status).toBe(200)
    expect((await refundPurchase(client, admin.token, purchase._id)).status).toBe(200)
    const owned = (await ownedIds(client, buyer)).find((entry) => entry.transactionId === purchase._id)
    expect(owned).toMatchObject({ isUsed: true, refundedAt: expect.any(String) })
  })

  it('refuses a free purchase, an unknown one, and a refund without a reason', async () => {
    const free = await createCard(client, creator, { price: 0, cardTitle: 'Free hug' })
    const purchase = await getFreeCard(client, buyer, free)
    const freeAnswer = await refundPurchase(client, admin.token, purchase._id)
    expect(freeAnswer.status).toBe(400)
    expect(freeAnswer.body.error).toBe(refundMessages.freeNotRefundable)
    expect((await refundPurchase(client, admin.token, 'no-such-purchase')).status).toBe(404)
    const paid = await buyPaidCard(client, buyer, card)
    const blank = await refundPurchase(client, admin.token, paid._id, '   ')
    expect(blank.status).toBe(400)
    expect(blank.body.error).toBe(refundMessages.reasonRequired)
    expect((await transactionRow(client, admin.token, paid._id))?.refundStatus).toBeNull()
    expect(
      (await ownedIds(client, buyer)).find((entry) => entry.transactionId === paid._id)?.refundedAt,
    ).toBeNull()
  })

  it('answers 401 to a user token and to no token', async () => {
    const purchase = await buyPaidCard(client, buyer, card)
    expect((await refundPurchase(client, buyer.token, purchase._id)).status).toBe(401)
    expect(
      (await client.post(`/auth/admin/transactions/${purchase._id}/refund`, { reason: 'x' })).status,
    ).toBe(401)
    expect((await transactionRow(client, admin.token, purchase._id))?.refundStatus).toBeNull()
  })

  it('keeps the refund when the email cannot be sent', async () => {
    const purchase = await buyPaidCard(client, buyer, card)
    const mailer = server.app.mailer
    const send = mailer.send
    mailer.send = async () => {
      throw new Error('SMTP down')
    }
    try {
      const response = await refundPurchase(client, admin.token, purchase._id)
      expect(response.status).toBe(200)
    } finally {
      mailer.send = send
    }
    expect((await transactionRow(client, admin.token, purchase._id))?.refundedAt).toEqual(expect.any(String))
    expect(await ledgerRows(server, [purchase._id])).toHaveLength(6)
  })
})

describeOnEachDialect('refunds with Razorpay on %s', (dialect) => {
  const keyId = 'rzp_test_refunds'
  const keySecret = 'rzp_refund_secret'
  const webhookSecret = 'rzp_refund_webhook_secret'
  /** What the stand-in answers the next refund: Razorpay's statuses, or an error. */
  let nextRefund: 'pending' | 'processed' | 'error' = 'pending'
  const refundCalls: Array<{ paymentId: string; key: string; body: Record<string, unknown> }> = []
  const refundsByKey = new Map<string, { id: string; status: string }>()
  let razorpay: RazorpayStandIn
  let orders = 0

  beforeAll(async () => {
    razorpay = await startRazorpayStandIn({ keyId, keySecret }, ({ method, path, headers, body }) => {
      if (method === 'POST' && path === '/v1/orders') {
        orders += 1
        return { status: 200, body: { id: `order_refunds_${orders}`, status: 'created' } }
      }
      const refund = /^\/v1\/payments\/([^/]+)\/refund$/.exec(path)
      if (method !== 'POST' || !refund?.[1]) return undefined
      const key = String(headers['x-refund-idempotency'] ?? '')
      refundCalls.push({ paymentId: refund[1], key, body })
      if (nextRefund === 'error') {
        return {
          status: 400,
          body: { error: { code: 'BAD_REQUEST_ERROR', description: 'Insufficient balance' } },
        }
      }
      // Razorpay's idempotency: the same key answers the refund it made.
      const made = refundsByKey.get(key) ?? { id: `rfnd_${refundCalls.length}`, status: nextRefund }
      refundsByKey.set(key, made)
      return {
        status: 200,
        body: { id: made.id, entity: 'refund', payment_id: refund[1], status: made.status },
      }
    })
  })
  afterAll(() => razorpay.close())
  const { server, client, admin } = useTestServer(dialect, {
    admin: ADMIN,
    env: () => ({
      RAZORPAY_KEY_ID: keyId,
      RAZORPAY_KEY_SECRET: keySecret,
      RAZORPAY_WEBHOOK_SECRET: webhookSecret,
      RAZORPAY_API_URL: razorpay.url,
    }),
  })

  let creator: TestAccount
  let buyer: TestAccount
  let card: Card
  let payments = 0
  beforeAll(async () => {
    creator = await createCreatorAccount(server)
    buyer = await createVerifiedAccount(server)
    card = await createCard(client, creator, { price: 300, cardTitle: 'Dance' })
  })

  /** A purchase paid at the Razorpay stand-in: order, the checkout's signed answer, record. */
  async function buyWithRazorpay() {
    const order = await client.post<{ orderId: string }>(
      '/auth/user/payment-order',
      { cardId: card._id, amount: card.price, currency: 'INR' },
      { token: buyer.token },
    )
    payments += 1
    const paymentId = `pay_refunds_${dialect}_${payments}`
    const signature = createHmac('sha256', keySecret)
      .update(`${order.body.orderId}|${paymentId}`)
      .digest('hex')
    const payment = { orderId: order.body.orderId, paymentId, signature }
    await client.post('/auth/user/payment-verify', payment, { token: buyer.token })
    const recorded = await client.post<{ transaction: { _id: string } }>(
      '/auth/user/createTransaction',
      { cardId: card._id, paymentId, orderId: order.body.orderId },
      { token: buyer.token },
    )
    expect(recorded.status).toBe(200)
    return { purchaseId: recorded.body.transaction._id, paymentId }
  }

  const webhook = (event: unknown, secret = webhookSecret) => {
    const body = JSON.stringify(event)
    return client.call<{ status: string }>('POST', '/auth/user/razorpay-webhook', {
      rawBody: body,
      headers: {
        'content-type': 'application/json',
        'x-razorpay-signature': createHmac('sha256', secret).update(body).digest('hex'),
      },
    })
  }
  const refundEvent = (
    name: string,
    refund: { id: string; paymentId: string; purchaseId: string; attempt: string },
  ) => ({
    event: name,
    payload: {
      refund: {
        entity: {
          id: refund.id,
          entity: 'refund',
          payment_id: refund.paymentId,
          status: name === 'refund.processed' ? 'processed' : 'failed',
          notes: { purchase_id: refund.purchaseId, refund_id: refund.attempt },
        },
      },
    },
  })
  const refundLines = async (purchaseId: string) =>
    (await ledgerRows(server, [purchaseId])).filter((row) => row.group_key === `refund:${purchaseId}`)

  it('asks Razorpay once per refund with its idempotency key, and completes a pending one on the signed webhook, once', async () => {
    const { purchaseId, paymentId } = await buyWithRazorpay()
    nextRefund = 'pending'
    const response = await refundPurchase(client, admin.token, purchaseId, 'Duplicate payment')
    expect(response.status).toBe(200)
    expect(response.body.message).toBe(refundMessages.pending)
    const refund = response.body.refund
    expect(refund.status).toBe('pending')

    const call = refundCalls.at(-1)
    expect(call).toMatchObject({ paymentId, key: refund.id })
    expect(call?.key.length).toBeGreaterThanOrEqual(10)
    expect(call?.body).toMatchObject({
      amount: 30_000,
      notes: { purchase_id: purchaseId, refund_id: refund.id },
    })

    // Pending: not refunded yet, but the card cannot be used meanwhile, nor refunded twice.
    expect(await transactionRow(client, admin.token, purchaseId)).toMatchObject({
      refundStatus: 'pending',
      refundedAt: null,
    })
    expect(await refundLines(purchaseId)).toEqual([])
    expect((await useCard(client, buyer, card, purchaseId)).body.error).toBe(refundMessages.cardRefunded)
    const twice = await refundPurchase(client, admin.token, purchaseId)
    expect(twice.status).toBe(409)
    expect(twice.body.error).toBe(refundMessages.alreadyPending)

    const processed = refundEvent('refund.processed', {
      id: 'rfnd_1',
      paymentId,
      purchaseId,
      attempt: refund.id,
    })
    processed.payload.refund.entity.id = String(refundsByKey.get(refund.id)?.id)
    const forged = await webhook(processed, 'not-the-secret')
    expect(forged.status).toBe(400)
    expect((await transactionRow(client, admin.token, purchaseId))?.refundStatus).toBe('pending')

    const since = Date.now()
    const first = await webhook(processed)
    expect(first.body).toEqual({ status: 'success' })
    const second = await webhook(processed)
    expect(second.status).toBe(200)
    expect(second.body).toEqual({ status: 'ignored' })

    expect(await transactionRow(client, admin.token, purchaseId)).toMatchObject({
      refundStatus: 'processed',
      refundedAt: expect.any(String),
    })
    expect(await refundLines(purchaseId)).toHaveLength(3)
    expect(await unbalancedGroups(server)).toEqual([])
    expect((await ownedIds(client, buyer)).map((owned) => owned.transactionId)).not.toContain(purchaseId)
    await server.smtp.waitForMail(buyer.emailId, { since, subject: /refunded/ })
    await new Promise((resolve) => setTimeout(resolve, 200))
    expect(server.smtp.mails.filter((m) => m.receivedAt >= since && /refunded/.test(m.subject))).toHaveLength(
      1,
    )
  })

  it('refunds at once when Razorpay answers processed', async () => {
    const { purchaseId } = await buyWithRazorpay()
    nextRefund = 'processed'
    const response = await refundPurchase(client, admin.token, purchaseId)
    expect(response.body.refund.status).toBe('processed')
    expect(await refundLines(purchaseId)).toHaveLength(3)
  })

  it('changes nothing on a refund.failed, and lets the administrator try again under a new key', async () => {
    const { purchaseId, paymentId } = await buyWithRazorpay()
    nextRefund = 'pending'
    const asked = await refundPurchase(client, admin.token, purchaseId)
    const attempt = asked.body.refund.id
    const failed = await webhook(
      refundEvent('refund.failed', {
        id: String(refundsByKey.get(attempt)?.id),
        paymentId,
        purchaseId,
        attempt,
      }),
    )
    expect(failed.body).toEqual({ status: 'success' })
    expect(await transactionRow(client, admin.token, purchaseId)).toMatchObject({
      refundStatus: 'failed',
      refundedAt: null,
    })
    expect(await refundLines(purchaseId)).toEqual([])
    expect((await ownedIds(client, buyer)).map((owned) => owned.transactionId)).toContain(purchaseId)

    nextRefund = 'processed'
    const retried = await refundPurchase(client, admin.token, purchaseId)
    expect(retried.status).toBe(200)
    expect(retried.body.refund.status).toBe('processed')
    expect(retried.body.refund.id).not.toBe(attempt)
    expect(refundCalls.at(-1)?.key).toBe(retried.body.refund.id)
    expect(await refundLines(purchaseId)).toHaveLength(3)
  })

  it('answers 502 and changes nothing when Razorpay refuses the refund', async () => {
    const { purchaseId } = await buyWithRazorpay()
    nextRefund = 'error'
    const response = await refundPurchase(client, admin.token, purchaseId)
    expect(response.status).toBe(502)
    expect(response.body.error).toBe(refundMessages.providerFailed)
    expect(await transactionRow(client, admin.token, purchaseId)).toMatchObject({
      refundStatus: 'failed',
      refundedAt: null,
    })
    expect(await refundLines(purchaseId)).toEqual([])
    // A webhook of a refund Cardcast never asked for changes nothing.
    const stray = await webhook(
      refundEvent('refund.processed', {
        id: 'rfnd_elsewhere',
        paymentId: 'pay_other',
        purchaseId,
        attempt: 'x',
      }),
    )
    expect(stray.body).toEqual({ status: 'ignored' })
    expect(await refundLines(purchaseId)).toEqual([])
  })
})
