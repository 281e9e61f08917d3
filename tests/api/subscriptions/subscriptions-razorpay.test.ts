import { createHmac } from 'node:crypto'
import { afterAll, beforeAll, expect, it } from 'vitest'
import type { SubscriptionResponse } from '../../../contract/subscriptions'
import { subscriptionMessages } from '../../../contract/subscriptions'
import { createCreatorAccount, createVerifiedAccount, type TestAccount } from '../../support/factories'
import { createClockFile, ledgerRows, sharePaise, toPaise } from '../../support/money'
import {
  openPush,
  type PushServiceStandIn,
  startPushServiceStandIn,
} from '../../support/push-service-stand-in'
import { type RazorpayStandIn, startRazorpayStandIn } from '../../support/razorpay-stand-in'
import { eventually } from '../../support/stream'
import { createTier, mySubscriptions, subscriptionCharges } from '../../support/subscriptions'
import { describeOnEachDialect, useTestServer } from '../../support/use-test-server'

// Subscriptions through Razorpay Subscriptions, against a local stand-in of its REST API: a monthly
// plan per tier and price (made once), a subscription on it paid at the checkout with
// `subscription_id` and verified by Razorpay's signature rule, cancellation at Razorpay before here,
// and the signed `subscription.*` webhooks, each applied once however often and in whatever order.

describeOnEachDialect('Razorpay Subscriptions on %s', (dialect) => {
  const keyId = 'rzp_test_subscriptions'
  const keySecret = 'rzp_subscriptions_secret'
  const webhookSecret = 'rzp_subscriptions_webhook_secret'
  const calls: Array<{ path: string; body: Record<string, unknown> }> = []
  let failCancel = false
  let razorpay: RazorpayStandIn
  let made = 0

  beforeAll(async () => {
    razorpay = await startRazorpayStandIn({ keyId, keySecret }, ({ method, path, body }) => {
      calls.push({ path, body })
      made += 1
      if (method === 'POST' && path === '/v1/plans')
        return { status: 200, body: { id: `plan_${dialect}_${made}` } }
      if (method === 'POST' && path === '/v1/subscriptions')
        return {
          status: 200,
          body: { id: `sub_${dialect}_${made}`, status: 'created', plan_id: body.plan_id },
        }
      const cancel = /^\/v1\/subscriptions\/([^/]+)\/cancel$/.exec(path)
      if (method === 'POST' && cancel) {
        if (failCancel)
          return { status: 400, body: { error: { description: 'Subscription cannot be cancelled' } } }
        return { status: 200, body: { id: cancel[1], status: 'active' } }
      }
      return undefined
    })
  })
  afterAll(() => razorpay.close())
  // The subscriber's phone, told of a failed renewal (subscription-pushes.ts).
  let pushService: PushServiceStandIn
  beforeAll(async () => {
    pushService = await startPushServiceStandIn()
  })
  afterAll(() => pushService.close())
  const clock = createClockFile()
  afterAll(() => clock.remove())
  const { server, client } = useTestServer(dialect, {
    env: () => ({
      CLOCK_OFFSET_FILE: clock.file,
      SUBSCRIPTION_SWEEP_SECONDS: '0.1',
      RAZORPAY_KEY_ID: keyId,
      RAZORPAY_KEY_SECRET: keySecret,
      RAZORPAY_WEBHOOK_SECRET: webhookSecret,
      RAZORPAY_API_URL: razorpay.url,
    }),
  })

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
  /** A `subscription.*` event as Razorpay sends it; `at`: its created_at, in seconds. */
  const subscriptionEvent = (
    name: string,
    subscriptionId: string,
    at: number,
    payment?: { id: string; amount: number },
  ) => ({
    entity: 'event',
    event: `subscription.${name}`,
    created_at: at,
    payload: {
      subscription: { entity: { id: subscriptionId, entity: 'subscription', status: name } },
      ...(payment ? { payment: { entity: { ...payment, entity: 'payment', status: 'captured' } } } : {}),
    },
  })
  const mine = (viewer: TestAccount) => mySubscriptions(client, viewer)
  const chargesOf = (subscriptionId: string) => subscriptionCharges(server, subscriptionId)

  /** Opens a subscription at the stand-in and answers what the checkout would hand back, signed. */
  async function openAndPay(viewer: TestAccount, tierId: string, paymentId: string) {
    const opened = await client.post<{
      orderId: string
      provider: string
      keyId: string
      amount: number
      recurring: boolean
    }>('/auth/user/subscriptions', { tierId }, { token: viewer.token })
    expect(opened.status).toBe(200)
    const signature = createHmac('sha256', keySecret)
      .update(`${paymentId}|${opened.body.orderId}`)
      .digest('hex')
    return { opened: opened.body, payment: { orderId: opened.body.orderId, paymentId, signature } }
  }

  it('opens on one plan per tier price, verifies the checkout once, and the charged webhook adds nothing', async () => {
    const streamer = await createCreatorAccount(server)
    const tier = await createTier(client, streamer, { name: 'Gold', price: 149 })
    const [first, second] = [await createVerifiedAccount(server), await createVerifiedAccount(server)]
    const a = await openAndPay(first, tier.id, `pay_${dialect}_first_a`)
    await openAndPay(second, tier.id, `pay_${dialect}_first_b`)
    expect(a.opened).toMatchObject({ provider: 'razorpay', keyId, amount: 149, recurring: true })
    const plans = calls.filter((call) => call.path === '/v1/plans')
    const planBodies = plans.filter((call) => JSON.stringify(call.body).includes(streamer.username))
    expect(planBodies).toHaveLength(1)
    expect(planBodies[0]?.body).toMatchObject({ period: 'monthly', interval: 1, item: { amount: 14_900 } })
    // Both subscriptions on that one plan.
    const subscribed = calls.filter((call) => call.path === '/v1/subscriptions').slice(-2)
    expect(subscribed.map((call) => call.body.plan_id)).toEqual([
      expect.stringMatching(/^plan_/),
      subscribed[0]?.body.plan_id,
    ])

    // A forged signature is refused; the real one makes it active, once however often it is sent.
    const forged = await client.post(
      '/auth/user/subscription-verify',
      { ...a.payment, signature: 'f'.repeat(64) },
      {
        token: first.token,
      },
    )
    expect(forged.status).toBe(400)
    const verify = () =>
      client.post<SubscriptionResponse>('/auth/user/subscription-verify', a.payment, { token: first.token })
    expect((await verify()).status).toBe(200)
    expect((await verify()).body.subscription.state).toBe('active')
    const id = (await mine(first))[0]!.id
    // The same payment's charged webhook, twice: still one month.
    const at = Math.floor(Date.now() / 1000)
    const charged = subscriptionEvent('charged', a.opened.orderId, at, {
      id: a.payment.paymentId,
      amount: 14_900,
    })
    expect((await webhook(charged)).status).toBe(200)
    expect((await webhook(charged)).status).toBe(200)
    expect(await chargesOf(id)).toHaveLength(1)
    const lines = (await ledgerRows(server)).filter((row) => row.payment_id === a.payment.paymentId)
    expect(lines.find((row) => row.account === 'creator')?.amount_paise).toBe(sharePaise(toPaise(149)))
  })

  it('applies renewals, failures and endings once, in any order, from signed webhooks only', async () => {
    const streamer = await createCreatorAccount(server)
    const tier = await createTier(client, streamer, { name: 'Silver', price: 99 })
    const viewer = await createVerifiedAccount(server)
    const { opened, payment } = await openAndPay(viewer, tier.id, `pay_${dialect}_renew_1`)
    const sub = opened.orderId
    const t0 = Math.floor(Date.now() / 1000)

    // The webhook comes before the browser's verify: it starts the subscription, and the verify agrees.
    expect(
      (await webhook(subscriptionEvent('charged', sub, t0, { id: payment.paymentId, amount: 9_900 }))).body
        .status,
    ).toBe('success')
    const verified = await client.post<SubscriptionResponse>('/auth/user/subscription-verify', payment, {
      token: viewer.token,
    })
    expect(verified.status).toBe(200)
    const id = verified.body.subscription.id
    const firstEnd = verified.body.subscription.currentPeriodEnd

    // A forged event changes nothing.
    expect((await webhook(subscriptionEvent('halted', sub, t0 + 10), 'not-the-secret')).status).toBe(400)
    expect((await mine(viewer))[0]?.state).toBe('active')

    // A month's renewal, delivered three times: one more month, continuing the first.
    const renewal = subscriptionEvent('charged', sub, t0 + 100, {
      id: `pay_${dialect}_renew_2`,
      amount: 9_900,
    })
    for (let i = 0; i < 3; i++) await webhook(renewal)
    const charges = await chargesOf(id)
    expect(charges).toHaveLength(2)
    expect(charges.find((row) => row.payment_id === `pay_${dialect}_renew_2`)?.period_start).toBe(firstEnd)

    // A failure older than that renewal, arriving late, is ignored.
    expect((await webhook(subscriptionEvent('pending', sub, t0 + 50))).body.status).toBe('ignored')
    expect((await mine(viewer))[0]?.state).toBe('active')
    // A newer failure makes it past-due, and the subscriber's phone is told; the next charge makes it
    // active again.
    const phone = pushService.newDevice()
    expect(
      (await client.post('/auth/user/push-subscriptions', phone.subscription, { token: viewer.token }))
        .status,
    ).toBe(200)
    await webhook(subscriptionEvent('pending', sub, t0 + 200))
    expect((await mine(viewer))[0]).toMatchObject({ state: 'past-due' })
    const [failed] = await pushService.waitFor(phone, 1)
    if (!failed) throw new Error('no push')
    const publicKey = String((await client.get('/push/public-key')).body.publicKey)
    expect((await openPush(phone, failed, publicKey)).payload.notification).toMatchObject({
      title: 'Subscription payment failed',
      body: `Your subscription to ${streamer.username} could not be paid`,
      navigate: '/my-subscriptions',
    })
    await webhook(
      subscriptionEvent('charged', sub, t0 + 300, { id: `pay_${dialect}_renew_3`, amount: 9_900 }),
    )
    expect((await mine(viewer))[0]).toMatchObject({ state: 'active', payBy: null })
    expect(await chargesOf(id)).toHaveLength(3)
    // Halted after spent retries; a late copy of an older failure changes nothing more.
    await webhook(subscriptionEvent('pending', sub, t0 + 400))
    await webhook(subscriptionEvent('halted', sub, t0 + 500))
    await webhook(subscriptionEvent('pending', sub, t0 + 450))
    expect((await mine(viewer))[0]?.state).toBe('halted')
    // Razorpay retries a failed charge itself: 'Pay now' is the simulated provider's alone.
    const pay = await client.post<{ message: string }>(
      `/auth/user/subscriptions/${id}/pay`,
      {},
      { token: viewer.token },
    )
    expect(pay.status).toBe(409)
  })

  it('cancels at Razorpay first: a refusal there changes nothing here; cancelled ones cannot resume', async () => {
    const streamer = await createCreatorAccount(server)
    const tier = await createTier(client, streamer, { name: 'Bronze', price: 49 })
    const viewer = await createVerifiedAccount(server)
    const { opened, payment } = await openAndPay(viewer, tier.id, `pay_${dialect}_cancel_1`)
    const verified = await client.post<SubscriptionResponse>('/auth/user/subscription-verify', payment, {
      token: viewer.token,
    })
    const id = verified.body.subscription.id
    const cancel = () =>
      client.post<SubscriptionResponse & { message: string }>(
        `/auth/user/subscriptions/${id}/cancel`,
        {},
        {
          token: viewer.token,
        },
      )

    failCancel = true
    const refused = await cancel()
    failCancel = false
    expect(refused.status).toBe(502)
    expect(refused.body.message).toBe(subscriptionMessages.cancelFailedAtProvider)
    expect((await mine(viewer))[0]?.state).toBe('active')

    const done = await cancel()
    expect(done.status).toBe(200)
    expect(done.body.subscription.state).toBe('cancelling')
    const sent = calls.filter((call) => call.path === `/v1/subscriptions/${opened.orderId}/cancel`)
    expect(sent.at(-1)?.body).toEqual({ cancel_at_cycle_end: 1 })
    const resumed = await client.post<{ message: string }>(
      `/auth/user/subscriptions/${id}/resume`,
      {},
      {
        token: viewer.token,
      },
    )
    expect(resumed.status).toBe(409)
    expect(resumed.body.message).toBe(subscriptionMessages.resumeUnavailable)

    // Razorpay's own word of the cancellation, again: it still runs to its paid month's end.
    await webhook(subscriptionEvent('cancelled', opened.orderId, Math.floor(Date.now() / 1000)))
    expect((await mine(viewer))[0]?.state).toBe('cancelling')
  })

  it('cancels at Razorpay, before its month ends, a subscription whose tier was retired', async () => {
    clock.set(0)
    const streamer = await createCreatorAccount(server)
    const tier = await createTier(client, streamer, { name: 'Retiring', price: 59 })
    const viewer = await createVerifiedAccount(server)
    const { opened, payment } = await openAndPay(viewer, tier.id, `pay_${dialect}_retired_1`)
    const verified = await client.post<SubscriptionResponse>('/auth/user/subscription-verify', payment, {
      token: viewer.token,
    })
    await client.delete(`/auth/user/subscription-tiers/${tier.id}`, { token: streamer.token })
    const cancels = () => calls.filter((call) => call.path === `/v1/subscriptions/${opened.orderId}/cancel`)
    expect(cancels()).toEqual([])

    clock.set(Date.parse(verified.body.subscription.currentPeriodEnd) - 47 * 3600_000 - Date.now())
    await eventually(
      async () => cancels(),
      (sent) => sent.length === 1,
    )
    await new Promise((resolve) => setTimeout(resolve, 400))
    expect(cancels()).toHaveLength(1)
    expect(cancels()[0]?.body).toEqual({ cancel_at_cycle_end: 1 })
    expect((await mine(viewer))[0]?.state).toBe('cancelling')
    clock.set(0)
  })
})
