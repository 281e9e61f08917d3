import { createHmac } from 'node:crypto'
import { afterAll, beforeAll, expect, it } from 'vitest'
import type { Card } from '../../../contract/cards'
import { buyPaidCard, createCard, getFreeCard } from '../../support/cards'
import { createCreatorAccount, createVerifiedAccount, type TestAccount } from '../../support/factories'
import { type RazorpayStandIn, startRazorpayStandIn } from '../../support/razorpay-stand-in'
import { describeOnEachDialect, useTestServer } from '../../support/use-test-server'

describeOnEachDialect('purchases with simulated payments on %s', (dialect) => {
  const { server, client } = useTestServer(dialect)
  let creator: TestAccount
  let buyer: TestAccount
  let paid: Card
  let free: Card

  beforeAll(async () => {
    creator = await createCreatorAccount(server)
    buyer = await createVerifiedAccount(server)
    paid = await createCard(client, creator, { price: 99.5, cardTitle: 'Paid' })
    free = await createCard(client, creator, { price: 0, cardTitle: 'Free' })
  })

  const owned = async (account: TestAccount) =>
    (await client.get<{ cards: Array<{ _id: string }> }>('/auth/user/getUserCards', { token: account.token }))
      .body.cards
  const order = (account: TestAccount, card: Card, amount = card.price) =>
    client.post<{ orderId: string; amount: number; keyId: string; currency: string }>(
      '/auth/user/payment-order',
      { cardId: card._id, amount, currency: 'INR' },
      { token: account.token },
    )
  const simulate = (account: TestAccount, orderId: string, outcome = 'success') =>
    client.post<{ orderId: string; paymentId: string; signature: string }>(
      '/auth/user/payment-simulate',
      { orderId, outcome },
      { token: account.token },
    )
  const record = (account: TestAccount, card: Card, paymentId: string, orderId: string) =>
    client.post(
      '/auth/user/createTransaction',
      { cardId: card._id, paymentId, orderId },
      { token: account.token },
    )

  it('gets a free card with paymentId and orderId free', async () => {
    const transaction = await getFreeCard(client, buyer, free)
    expect(transaction).toMatchObject({ paymentId: 'free', orderId: 'free', cardId: free._id, isUsed: false })
    expect((await owned(buyer)).map((c) => c._id)).toContain(free._id)
  })

  it('buys a paid card through order, checkout, verify and record', async () => {
    const transaction = await buyPaidCard(client, buyer, paid)
    expect(transaction).toMatchObject({ cardId: paid._id, amount: 99.5 })
    expect((await owned(buyer)).filter((c) => c._id === paid._id).length).toBeGreaterThanOrEqual(1)
  })

  it('takes the order amount from the card, whatever the body says', async () => {
    const response = await order(buyer, paid, 1)
    expect(response.body).toMatchObject({ status: 'success', amount: 99.5, currency: 'INR' })
    expect(response.body.keyId).toEqual(expect.any(String))
  })

  it('refuses a priced card recorded as free', async () => {
    const before = (await owned(buyer)).length
    const response = await record(buyer, paid, 'free', 'free')
    expect(response.status).toBe(400)
    expect((await owned(buyer)).length).toBe(before)
  })

  it('refuses a forged signature, another card, another user, an unverified order, and a second record', async () => {
    const viewer = await createVerifiedAccount(server)
    const other = await createCard(client, creator, { price: 10, cardTitle: 'Other' })
    const { orderId } = (await order(viewer, paid)).body
    const payment = (await simulate(viewer, orderId)).body

    const forged = await client.post(
      '/auth/user/payment-verify',
      {
        ...payment,
        signature: createHmac('sha256', 'guess').update(`${orderId}|${payment.paymentId}`).digest('hex'),
      },
      { token: viewer.token },
    )
    expect(forged.status).toBe(400)
    expect(forged.body.error).toBe('Payment verification failed.')
    expect((await record(viewer, paid, payment.paymentId, orderId)).status).toBe(402)

    const verified = await client.post('/auth/user/payment-verify', payment, { token: viewer.token })
    expect(verified.body.status).toBe('success')
    expect((await record(viewer, other, payment.paymentId, orderId)).status).toBe(400)
    expect((await record(buyer, paid, payment.paymentId, orderId)).status).toBe(404)
    expect((await owned(viewer)).length).toBe(0)

    const first = await record(viewer, paid, payment.paymentId, orderId)
    const second = await record(viewer, paid, payment.paymentId, orderId)
    expect(first.status).toBe(200)
    expect(second.body.transaction).toEqual(first.body.transaction)
    expect((await owned(viewer)).length).toBe(1)
  })

  it('records nothing for a failed payment', async () => {
    const viewer = await createVerifiedAccount(server)
    const { orderId } = (await order(viewer, paid)).body
    const failed = await simulate(viewer, orderId, 'failure')
    expect(failed.status).toBe(402)
    expect(failed.body).toMatchObject({ error: 'Payment process failed.' })
    expect((await record(viewer, paid, 'pay_made_up', orderId)).status).toBe(402)
    expect((await owned(viewer)).length).toBe(0)
  })
})

describeOnEachDialect('purchases with Razorpay on %s', (dialect) => {
  const keyId = 'rzp_test_key'
  const keySecret = 'rzp_test_secret'
  const webhookSecret = 'rzp_webhook_secret'
  let razorpay: RazorpayStandIn
  const ordersSeen: Array<{ amount: number; currency: string }> = []
  /** Refunds the stand-in made, one per idempotency key (as Razorpay's X-Refund-Idempotency does). */
  const refundsMade = new Map<string, { paymentId: string; amount: number }>()

  beforeAll(async () => {
    // The real HTTP call, answered by a stand-in that checks the key pair (tests/support/razorpay-stand-in.ts).
    razorpay = await startRazorpayStandIn({ keyId, keySecret }, ({ method, path, headers, body }) => {
      const refund = /^\/v1\/payments\/([^/]+)\/refund$/.exec(path)
      if (method === 'POST' && refund) {
        const key = String(headers['x-refund-idempotency'] ?? '')
        if (!refundsMade.has(key))
          refundsMade.set(key, {
            paymentId: decodeURIComponent(refund[1] ?? ''),
            amount: Number(body.amount),
          })
        return { status: 200, body: { id: `rfnd_${key}`, status: 'processed' } }
      }
      if (method !== 'POST' || path !== '/v1/orders') return undefined
      ordersSeen.push({ amount: Number(body.amount), currency: String(body.currency) })
      return {
        status: 200,
        body: { id: `order_rzp_${ordersSeen.length}`, amount: body.amount, status: 'created' },
      }
    })
  })
  afterAll(() => razorpay.close())
  // Registered after the stand-in's hooks: starts once it listens, and closes before it does.
  const { server, client, admin } = useTestServer(dialect, {
    admin: { email: 'orphans-admin@cardcast.test', password: 'admin-secret-1' },
    env: () => ({
      RAZORPAY_KEY_ID: keyId,
      RAZORPAY_KEY_SECRET: keySecret,
      RAZORPAY_WEBHOOK_SECRET: webhookSecret,
      RAZORPAY_API_URL: razorpay.url,
    }),
  })

  const webhook = (body: string, signature: string) =>
    client.call('POST', '/auth/user/razorpay-webhook', {
      rawBody: body,
      headers: { 'content-type': 'application/json', 'x-razorpay-signature': signature },
    })

  it('creates the order at Razorpay for the card price in paise, and records a captured payment by webhook', async () => {
    const creator = await createCreatorAccount(server)
    const buyer = await createVerifiedAccount(server)
    const card = await createCard(client, creator, { price: 250 })
    const order = await client.post<{ orderId: string; keyId: string; amount: number }>(
      '/auth/user/payment-order',
      { cardId: card._id, amount: 1, currency: 'INR' },
      { token: buyer.token },
    )
    expect(order.body).toMatchObject({ keyId, amount: 250, orderId: 'order_rzp_1' })
    expect(ordersSeen[0]).toMatchObject({ amount: 25_000, currency: 'INR' })

    const event = JSON.stringify({
      event: 'payment.captured',
      payload: { payment: { entity: { id: 'pay_rzp_1', order_id: order.body.orderId, status: 'captured' } } },
    })
    const wrong = await webhook(event, createHmac('sha256', 'not-the-secret').update(event).digest('hex'))
    expect(wrong.status).toBe(400)
    const ownedBefore = await client.get<{ cards: unknown[] }>('/auth/user/getUserCards', {
      token: buyer.token,
    })
    expect(ownedBefore.body.cards).toHaveLength(0)

    const right = await webhook(event, createHmac('sha256', webhookSecret).update(event).digest('hex'))
    expect(right.body).toMatchObject({ status: 'success' })
    const again = await webhook(event, createHmac('sha256', webhookSecret).update(event).digest('hex'))
    expect(again.status).toBe(200)
    const owned = await client.get<{ cards: Array<{ _id: string }> }>('/auth/user/getUserCards', {
      token: buyer.token,
    })
    expect(owned.body.cards.map((c) => c._id)).toEqual([card._id])

    // The browser's own record call, arriving late, finds the same purchase.
    const signature = createHmac('sha256', keySecret).update(`${order.body.orderId}|pay_rzp_1`).digest('hex')
    const verify = await client.post(
      '/auth/user/payment-verify',
      { orderId: order.body.orderId, paymentId: 'pay_rzp_1', signature },
      { token: buyer.token },
    )
    expect(verify.body.status).toBe('success')
    const late = await client.post(
      '/auth/user/createTransaction',
      { cardId: card._id, paymentId: 'pay_rzp_1', orderId: order.body.orderId },
      { token: buyer.token },
    )
    expect(late.status).toBe(200)
    const after = await client.get<{ cards: unknown[] }>('/auth/user/getUserCards', { token: buyer.token })
    expect(after.body.cards).toHaveLength(1)
  })

  it('records a second captured payment of a paid order, and one of an unknown order, and refunds each once', async () => {
    // The attack on trust: a buyer's second payment for one order was dropped, money kept for nothing.
    const creator = await createCreatorAccount(server)
    const buyer = await createVerifiedAccount(server)
    const card = await createCard(client, creator, { price: 99 })
    const order = await client.post<{ orderId: string }>(
      '/auth/user/payment-order',
      { cardId: card._id, amount: 99, currency: 'INR' },
      { token: buyer.token },
    )
    const captured = (paymentId: string, orderId: string) => {
      const event = JSON.stringify({
        event: 'payment.captured',
        payload: {
          payment: { entity: { id: paymentId, order_id: orderId, status: 'captured', amount: 9900 } },
        },
      })
      return webhook(event, createHmac('sha256', webhookSecret).update(event).digest('hex'))
    }
    expect((await captured('pay_first', order.body.orderId)).body).toMatchObject({ status: 'success' })
    // The same payment again is the same purchase: nothing to refund.
    expect((await captured('pay_first', order.body.orderId)).status).toBe(200)
    expect(refundsMade.has('orphan-pay_first')).toBe(false)
    for (let i = 0; i < 3; i++) {
      expect((await captured('pay_second', order.body.orderId)).status).toBe(200)
      expect((await captured('pay_stray', 'order_nobody_made')).status).toBe(200)
    }
    expect(refundsMade.get('orphan-pay_second')).toEqual({ paymentId: 'pay_second', amount: 9900 })
    expect(refundsMade.get('orphan-pay_stray')).toEqual({ paymentId: 'pay_stray', amount: 9900 })
    expect([...refundsMade.keys()].filter((key) => key.startsWith('orphan-'))).toHaveLength(2)
    // The buyer has one card, and the administrator sees both payments, refunded.
    const owned = await client.get<{ cards: unknown[] }>('/auth/user/getUserCards', { token: buyer.token })
    expect(owned.body.cards).toHaveLength(1)
    const orphans = await client.get<{ payments: Array<Record<string, unknown>> }>(
      '/auth/admin/orphan-payments',
      {
        token: admin.token,
      },
    )
    expect(orphans.body.payments).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          paymentId: 'pay_second',
          orderId: order.body.orderId,
          amount: 99,
          status: 'refunded',
        }),
        expect.objectContaining({ paymentId: 'pay_stray', orderId: 'order_nobody_made', status: 'refunded' }),
      ]),
    )
    expect(orphans.body.payments).toHaveLength(2)
  })
})
