import { createHmac } from 'node:crypto'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { subscriptionMessages } from '../../../contract/subscriptions'
import { createCreatorAccount, createVerifiedAccount, type TestAccount } from '../../support/factories'
import { createClockFile, ledgerRows, unbalancedGroups } from '../../support/money'
import { type RazorpayStandIn, startRazorpayStandIn } from '../../support/razorpay-stand-in'
import { eventually } from '../../support/stream'
import { createTier, mySubscriptions } from '../../support/subscriptions'
import { describeOnEachDialect, useTestServer } from '../../support/use-test-server'

// A subscription checkout let go is let go at Razorpay too. Opening a checkout again (a second tab, a
// double click) answers the open one, and Razorpay is asked once; one for another tier lets the open
// one go, cancelled there. A payment that pays no month here (a checkout let go, a charge of a
// subscription ended or unknown here) is refunded once, however often it is reported, listed for the
// administrator, and its mandate cancelled, so it is not charged again next month.

const ADMIN = { email: 'let-go-admin@cardcast.test', password: 'admin-secret-1' }

describeOnEachDialect('subscriptions let go on %s', (dialect) => {
  const keyId = 'rzp_test_let_go'
  const keySecret = 'rzp_let_go_secret'
  const webhookSecret = 'rzp_let_go_webhook_secret'
  const created: Array<{ id: string; viewerId: string }> = []
  const cancels: Array<{ id: string; atCycleEnd: unknown }> = []
  const refunds = new Map<string, { paymentId: string; amount: unknown }>()
  let refusingCancels = false
  let razorpay: RazorpayStandIn
  let made = 0

  beforeAll(async () => {
    razorpay = await startRazorpayStandIn({ keyId, keySecret }, ({ method, path, headers, body }) => {
      made += 1
      if (method !== 'POST') return undefined
      if (path === '/v1/plans') return { status: 200, body: { id: `plan_${dialect}_${made}` } }
      if (path === '/v1/subscriptions') {
        const id = `sub_${dialect}_${made}`
        created.push({ id, viewerId: String((body.notes as Record<string, unknown>)?.viewer_id) })
        return { status: 200, body: { id, status: 'created', plan_id: body.plan_id } }
      }
      const cancel = /^\/v1\/subscriptions\/([^/]+)\/cancel$/.exec(path)
      if (cancel) {
        if (refusingCancels) return { status: 502, body: { error: { description: 'Try again' } } }
        cancels.push({ id: decodeURIComponent(cancel[1] ?? ''), atCycleEnd: body.cancel_at_cycle_end })
        return { status: 200, body: { id: cancel[1], status: 'cancelled' } }
      }
      const refund = /^\/v1\/payments\/([^/]+)\/refund$/.exec(path)
      if (refund) {
        const key = String(headers['x-refund-idempotency'] ?? '')
        if (!refunds.has(key))
          refunds.set(key, { paymentId: decodeURIComponent(refund[1] ?? ''), amount: body.amount })
        return { status: 200, body: { id: `rfnd_${key}`, status: 'processed' } }
      }
      return undefined
    })
  })
  afterAll(() => razorpay.close())
  const clock = createClockFile()
  afterAll(() => clock.remove())
  const { server, client, admin } = useTestServer(dialect, {
    admin: ADMIN,
    env: () => ({
      CLOCK_OFFSET_FILE: clock.file,
      SUBSCRIPTION_SWEEP_SECONDS: '0.1',
      RAZORPAY_KEY_ID: keyId,
      RAZORPAY_KEY_SECRET: keySecret,
      RAZORPAY_WEBHOOK_SECRET: webhookSecret,
      RAZORPAY_API_URL: razorpay.url,
    }),
  })

  const open = (viewer: TestAccount, tierId: string) =>
    client.post<{ orderId: string; amount: number; message?: string }>(
      '/auth/user/subscriptions',
      { tierId },
      { token: viewer.token },
    )
  const createdFor = (viewer: TestAccount) => created.filter((row) => row.viewerId === viewer.userId)
  const cancelsOf = (id: string) => cancels.filter((row) => row.id === id)
  const signed = (orderId: string, paymentId: string) => ({
    orderId,
    paymentId,
    signature: createHmac('sha256', keySecret).update(`${paymentId}|${orderId}`).digest('hex'),
  })
  const verify = (viewer: TestAccount, orderId: string, paymentId: string) =>
    client.post<{ message: string; subscription?: { state: string } }>(
      '/auth/user/subscription-verify',
      signed(orderId, paymentId),
      { token: viewer.token },
    )
  const charged = (subscriptionId: string, payment: { id: string; amount: number }, at: number) => {
    const body = JSON.stringify({
      entity: 'event',
      event: 'subscription.charged',
      created_at: at,
      payload: {
        subscription: { entity: { id: subscriptionId, entity: 'subscription', status: 'active' } },
        payment: { entity: { ...payment, entity: 'payment', status: 'captured' } },
      },
    })
    return client.call<{ status: string }>('POST', '/auth/user/razorpay-webhook', {
      rawBody: body,
      headers: {
        'content-type': 'application/json',
        'x-razorpay-signature': createHmac('sha256', webhookSecret).update(body).digest('hex'),
      },
    })
  }
  const orphans = async () =>
    (
      await client.get<{ payments: Array<{ paymentId: string; orderId: string; status: string }> }>(
        '/auth/admin/orphan-payments',
        { token: admin.token },
      )
    ).body.payments
  const chargesOfPayment = (paymentId: string) =>
    server.app.db
      .selectFrom('subscription_charges')
      .select('id')
      .where('payment_id', '=', paymentId)
      .execute()
  const ledgerOf = async (paymentId: string) =>
    (await ledgerRows(server)).filter((row) => row.payment_id === paymentId)

  it('answers the open checkout again, even to a double click, and asks Razorpay once', async () => {
    const streamer = await createCreatorAccount(server)
    const tier = await createTier(client, streamer, { name: 'Gold', price: 149 })
    const viewer = await createVerifiedAccount(server)

    const first = await open(viewer, tier.id)
    expect(first.status).toBe(200)
    const again = await open(viewer, tier.id)
    const doubleClick = await Promise.all([open(viewer, tier.id), open(viewer, tier.id)])
    for (const answer of [again, ...doubleClick]) {
      expect(answer.status).toBe(200)
      expect(answer.body.orderId).toBe(first.body.orderId)
    }
    expect(createdFor(viewer)).toEqual([{ id: first.body.orderId, viewerId: viewer.userId }])
    expect(cancelsOf(first.body.orderId)).toEqual([])

    // A double click on a fresh checkout: still one subscription at Razorpay.
    const other = await createVerifiedAccount(server)
    const both = await Promise.all([open(other, tier.id), open(other, tier.id)])
    expect(both.map((answer) => answer.status)).toEqual([200, 200])
    expect(both[1]?.body.orderId).toBe(both[0]?.body.orderId)
    expect(createdFor(other)).toHaveLength(1)

    // The one checkout is the one paid.
    const paid = await verify(viewer, first.body.orderId, `pay_${dialect}_once`)
    expect(paid.status).toBe(200)
    expect((await mySubscriptions(client, viewer)).map((row) => row.state)).toEqual(['active'])
  })

  it('cancels at Razorpay a checkout let go for another tier, and refunds its late payment once', async () => {
    const streamer = await createCreatorAccount(server)
    const silver = await createTier(client, streamer, { name: 'Silver', price: 99 })
    const gold = await createTier(client, streamer, { name: 'Gold', price: 149 })
    const viewer = await createVerifiedAccount(server)

    const letGo = (await open(viewer, silver.id)).body.orderId
    const kept = (await open(viewer, gold.id)).body.orderId
    expect(kept).not.toBe(letGo)
    expect(createdFor(viewer)).toHaveLength(2)
    // The one let go is cancelled at Razorpay at once: nothing was paid on it.
    expect(cancelsOf(letGo)).toEqual([{ id: letGo, atCycleEnd: 0 }])

    // Paid all the same (the checkout was still open in another tab): refunded, not kept.
    const payment = `pay_${dialect}_let_go`
    const refused = await verify(viewer, letGo, payment)
    expect(refused.status).toBe(409)
    expect(refused.body.message).toBe(subscriptionMessages.paymentRefunded)
    expect((await verify(viewer, letGo, payment)).status).toBe(409)
    // Razorpay's word of it, twice, and a month later another charge on the mandate.
    const at = Math.floor(Date.now() / 1000)
    for (const _ of [1, 2])
      expect((await charged(letGo, { id: payment, amount: 9_900 }, at)).status).toBe(200)
    const nextMonth = `pay_${dialect}_let_go_next`
    for (const _ of [1, 2])
      expect((await charged(letGo, { id: nextMonth, amount: 9_900 }, at + 100)).status).toBe(200)

    expect(refunds.get(`orphan-${payment}`)).toEqual({ paymentId: payment, amount: 9_900 })
    expect(refunds.get(`orphan-${nextMonth}`)).toEqual({ paymentId: nextMonth, amount: 9_900 })
    expect([...refunds.values()].filter((row) => row.paymentId === payment)).toHaveLength(1)
    expect(await chargesOfPayment(payment)).toEqual([])
    expect(await ledgerOf(payment)).toEqual([])
    expect(cancelsOf(letGo)).toHaveLength(1)
    const listed = (await orphans()).filter((row) => row.orderId === letGo)
    expect(listed.map((row) => [row.paymentId, row.status]).sort()).toEqual(
      [
        [nextMonth, 'refunded'],
        [payment, 'refunded'],
      ].sort(),
    )
    // Nothing runs for it; the open checkout is still the other one.
    expect(await mySubscriptions(client, viewer)).toEqual([])
    expect((await open(viewer, gold.id)).body.orderId).toBe(kept)
    expect(await unbalancedGroups(server)).toEqual([])
  })

  it('refunds a first payment that lost to another subscription, and cancels its mandate', async () => {
    const streamer = await createCreatorAccount(server)
    const gold = await createTier(client, streamer, { name: 'Gold', price: 149 })
    const viewer = await createVerifiedAccount(server)
    const first = (await open(viewer, gold.id)).body.orderId
    expect((await verify(viewer, first, `pay_${dialect}_winner`)).status).toBe(200)
    // An older checkout of the same viewer, opened before this server let only one be open, paid late.
    const [row] = await server.app.db
      .selectFrom('subscriptions')
      .selectAll()
      .where('provider_subscription_id', '=', first)
      .execute()
    const straySub = `sub_${dialect}_stray_checkout`
    await server.app.db
      .insertInto('subscriptions')
      .values({
        ...row!,
        id: `stray-${dialect}`,
        provider_subscription_id: straySub,
        status: 'created',
        current_period_start: null,
        current_period_end: null,
      })
      .execute()
    const lost = `pay_${dialect}_loser`
    const answer = await verify(viewer, straySub, lost)
    expect(answer.status).toBe(409)
    expect(answer.body.message).toBe(subscriptionMessages.paymentRefunded)
    expect(
      (await charged(straySub, { id: lost, amount: 14_900 }, Math.floor(Date.now() / 1000))).status,
    ).toBe(200)
    expect(refunds.get(`orphan-${lost}`)).toEqual({ paymentId: lost, amount: 14_900 })
    expect(cancelsOf(straySub)).toEqual([{ id: straySub, atCycleEnd: 0 }])
    expect(cancelsOf(first)).toEqual([])
    expect((await mySubscriptions(client, viewer)).map((sub) => sub.state)).toEqual(['active'])
  })

  it('refunds once and cancels a charge of a subscription unknown here', async () => {
    const unknown = `sub_${dialect}_never_opened`
    const payment = `pay_${dialect}_unknown`
    const at = Math.floor(Date.now() / 1000)
    for (const _ of [1, 2, 3])
      expect((await charged(unknown, { id: payment, amount: 4_900 }, at)).body.status).toBe('success')
    expect(refunds.get(`orphan-${payment}`)).toEqual({ paymentId: payment, amount: 4_900 })
    expect(cancelsOf(unknown)).toEqual([{ id: unknown, atCycleEnd: 0 }])
    expect((await orphans()).find((row) => row.paymentId === payment)).toMatchObject({
      orderId: unknown,
      status: 'refunded',
    })
  })

  it('tries a refused cancel again until Razorpay agrees', async () => {
    const streamer = await createCreatorAccount(server)
    const silver = await createTier(client, streamer, { name: 'Silver', price: 99 })
    const gold = await createTier(client, streamer, { name: 'Gold', price: 149 })
    const viewer = await createVerifiedAccount(server)
    const letGo = (await open(viewer, silver.id)).body.orderId
    refusingCancels = true
    try {
      expect((await open(viewer, gold.id)).status).toBe(200)
      expect(cancelsOf(letGo)).toEqual([])
    } finally {
      refusingCancels = false
    }
    // The sweep tries again a while after the refused attempt.
    clock.set(60_000)
    await eventually(
      async () => cancelsOf(letGo),
      (sent) => sent.length > 0,
    )
    const row = await server.app.db
      .selectFrom('subscriptions')
      .select(['status', 'provider_cancelled_at'])
      .where('provider_subscription_id', '=', letGo)
      .executeTakeFirstOrThrow()
    expect(row.status).toBe('ended')
    expect(cancelsOf(letGo)).toHaveLength(1)
    clock.set(0)
  })
})
