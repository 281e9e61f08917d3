import { addMonths } from 'date-fns'
import { afterAll, expect, it } from 'vitest'
import type { SimulatedPayment } from '../../../contract/payments'
import type { StreamerTiersResponse, SubscriptionResponse } from '../../../contract/subscriptions'
import { subscriptionMessages } from '../../../contract/subscriptions'
import { createCreatorAccount, createVerifiedAccount, type TestAccount } from '../../support/factories'
import { createClockFile, DAY_MS, earningsOf, ledgerRows, sharePaise, toPaise } from '../../support/money'
import { createTier, mySubscriptions, payFirstMonth, subscribe } from '../../support/subscriptions'
import { describeOnEachDialect, useTestServer } from '../../support/use-test-server'

// A viewer subscribes to a streamer's tier through the simulated provider: the first month is paid
// once however often it is reported, written to the ledger 80/20 like a card sale, and listed for the
// subscriber; cancelling keeps the subscription to its period's end, resuming undoes that. Every
// refusal changes nothing.
describeOnEachDialect('subscriptions on %s', (dialect) => {
  const clock = createClockFile()
  afterAll(() => clock.remove())
  const { server, client, admin } = useTestServer(dialect, {
    env: () => ({ CLOCK_OFFSET_FILE: clock.file }),
    admin: { email: 'subscriptions-admin@cardcast.test', password: 'subscriptions-admin-1' },
  })

  const mine = (viewer: TestAccount) => mySubscriptions(client, viewer)
  const act = (viewer: TestAccount, id: string, action: 'cancel' | 'resume') =>
    client.post<SubscriptionResponse & { error?: string }>(
      `/auth/user/subscriptions/${id}/${action}`,
      {},
      {
        token: viewer.token,
      },
    )

  it("shows a streamer's offered tiers to anyone, cheapest first, and whether they take subscribers", async () => {
    const streamer = await createCreatorAccount(server)
    await createTier(client, streamer, { name: 'Gold', price: 149 })
    const supporter = await createTier(client, streamer, {
      name: 'Supporter',
      price: 29,
      monthlyAllowance: 0,
    })
    const retired = await createTier(client, streamer, { name: 'Old', price: 99 })
    await client.delete(`/auth/user/subscription-tiers/${retired.id}`, { token: streamer.token })

    const shown = await client.get<StreamerTiersResponse>(`/auth/user/getStreamerTiers/${streamer.userId}`)
    expect(shown.status).toBe(200)
    expect(shown.body.open).toBe(true)
    expect(shown.body.tiers.map((tier) => [tier.name, tier.price])).toEqual([
      ['Supporter', 29],
      ['Gold', 149],
    ])
    expect(shown.body.tiers[0]).toEqual({
      id: supporter.id,
      name: 'Supporter',
      price: 29,
      perks: supporter.perks,
      monthlyAllowance: 0,
      badgeColour: 'yellow',
    })

    await server.app.users.update(streamer.userId, {
      pro_until: new Date(Date.now() - 1000).toISOString(),
    })
    expect(
      (await client.get<StreamerTiersResponse>(`/auth/user/getStreamerTiers/${streamer.userId}`)).body.open,
    ).toBe(false)
    const viewer = await createVerifiedAccount(server)
    expect((await client.get(`/auth/user/getStreamerTiers/${viewer.userId}`)).status).toBe(404)
  })

  it('takes the first month once, pays the streamer 80% after the hold, and lists the subscription', async () => {
    const streamer = await createCreatorAccount(server)
    const tier = await createTier(client, streamer, { price: 149 })
    const viewer = await createVerifiedAccount(server)

    const { opened, payment } = await payFirstMonth(client, viewer, tier.id)
    expect(opened.amount).toBe(149)
    expect(await mine(viewer)).toEqual([])
    const verifiedAt = Date.now()
    const first = await client.post<SubscriptionResponse>('/auth/user/subscription-verify', payment, {
      token: viewer.token,
    })
    expect(first.status).toBe(200)
    expect(first.body.message).toBe(subscriptionMessages.subscribed(streamer.username, 'Gold'))
    const subscription = first.body.subscription
    expect(subscription).toMatchObject({
      state: 'active',
      price: 149,
      streamer: { id: streamer.userId, username: streamer.username },
      tier: { id: tier.id, name: 'Gold', retired: false },
    })
    const periodEnd = Date.parse(subscription.currentPeriodEnd)
    expect(Math.abs(periodEnd - addMonths(verifiedAt, 1).getTime())).toBeLessThan(60_000)

    // The same payment reported again extends nothing and is written once.
    const again = await client.post<SubscriptionResponse>('/auth/user/subscription-verify', payment, {
      token: viewer.token,
    })
    expect(again.status).toBe(200)
    expect(again.body.subscription.currentPeriodEnd).toBe(subscription.currentPeriodEnd)
    const lines = (await ledgerRows(server)).filter((row) => row.payment_id === payment.paymentId)
    // Cardcast's ₹29.80 carries GST (18% inclusive: ₹4.55), moved to the tax account (docs/tax.md).
    expect(lines.map((row) => [row.kind, row.account, row.amount_paise]).sort()).toEqual(
      [
        ['subscription', 'creator', sharePaise(toPaise(149))],
        ['subscription', 'platform', toPaise(149) - sharePaise(toPaise(149))],
        ['subscription', 'provider', -toPaise(149)],
        ['gst', 'platform', -455],
        ['gst', 'tax', 455],
      ].sort(),
    )
    expect((await earningsOf(client, streamer)).onHold).toBe(sharePaise(toPaise(149)) / 100)
    expect(await mine(viewer)).toEqual([subscription])
  })

  it('cancels at the period’s end, resumes, and ends when the period is over', async () => {
    clock.set(0)
    const streamer = await createCreatorAccount(server)
    const tier = await createTier(client, streamer)
    const viewer = await createVerifiedAccount(server)
    const subscription = await subscribe(client, viewer, tier.id)

    const cancelled = await act(viewer, subscription.id, 'cancel')
    expect(cancelled.status).toBe(200)
    expect(cancelled.body.subscription.state).toBe('cancelling')
    expect(cancelled.body.message).toMatch(
      /^Subscription cancelled\. Your perks stay until \d{1,2} \w{3} \d{4}/,
    )
    expect(cancelled.body.subscription.currentPeriodEnd).toBe(subscription.currentPeriodEnd)
    expect((await act(viewer, subscription.id, 'resume')).body.subscription.state).toBe('active')
    await act(viewer, subscription.id, 'cancel')

    // A second subscription to the same streamer while one runs is refused.
    const twice = await client.post<{ error: string }>(
      '/auth/user/subscriptions',
      { tierId: tier.id },
      {
        token: viewer.token,
      },
    )
    expect(twice.status).toBe(409)
    expect(twice.body.error).toBe(subscriptionMessages.alreadySubscribed(streamer.username))

    clock.set(32 * DAY_MS)
    expect((await mine(viewer))[0]?.state).toBe('ended')
    const late = await act(viewer, subscription.id, 'resume')
    expect(late.status).toBe(409)
    expect(late.body.error).toBe(subscriptionMessages.notActive)
    // Over: subscribing again is one step, as the first time.
    expect((await subscribe(client, viewer, tier.id)).state).toBe('active')
    expect((await mine(viewer)).map((row) => row.state)).toEqual(['active', 'ended'])
    clock.set(0)
  })

  it('refuses what cannot be subscribed to, a forged payment and another viewer’s subscription', async () => {
    const streamer = await createCreatorAccount(server)
    const tier = await createTier(client, streamer)
    const viewer = await createVerifiedAccount(server)
    const open = (account: TestAccount, tierId: string) =>
      client.post<{ error: string }>('/auth/user/subscriptions', { tierId }, { token: account.token })

    const own = await open(streamer, tier.id)
    expect(own.status).toBe(409)
    expect(own.body.error).toBe(subscriptionMessages.notYourself)
    expect((await open(viewer, 'no-such-tier')).status).toBe(404)
    const retired = await createTier(client, streamer, { name: 'Retired' })
    await client.delete(`/auth/user/subscription-tiers/${retired.id}`, { token: streamer.token })
    expect((await open(viewer, retired.id)).body.error).toBe(subscriptionMessages.tierNotOffered)
    const lapsed = await createCreatorAccount(server)
    const lapsedTier = await createTier(client, lapsed)
    await server.app.users.update(lapsed.userId, { pro_until: new Date(Date.now() - 1000).toISOString() })
    const notTaking = await open(viewer, lapsedTier.id)
    expect(notTaking.status).toBe(409)
    expect(notTaking.body.error).toBe(subscriptionMessages.streamerNotTaking)

    const { payment } = await payFirstMonth(client, viewer, tier.id)
    const forged = await client.post(
      '/auth/user/subscription-verify',
      { ...payment, signature: 'f'.repeat(64) },
      {
        token: viewer.token,
      },
    )
    expect(forged.status).toBe(400)
    const other = await createVerifiedAccount(server)
    const stolen = await client.post('/auth/user/subscription-verify', payment, { token: other.token })
    expect(stolen.status).toBe(404)
    expect(await mine(viewer)).toEqual([])
    expect((await ledgerRows(server)).filter((row) => row.payment_id === payment.paymentId)).toEqual([])

    // Two checkouts of one subscription: the second payment buys no second month.
    const { opened, payment: firstPayment } = await payFirstMonth(client, other, tier.id)
    const secondPayment = (
      await client.post<SimulatedPayment>(
        '/auth/user/payment-simulate',
        { orderId: opened.orderId, outcome: 'success' },
        {
          token: other.token,
        },
      )
    ).body
    const paid = await client.post<SubscriptionResponse>('/auth/user/subscription-verify', firstPayment, {
      token: other.token,
    })
    expect(paid.status).toBe(200)
    const extra = await client.post('/auth/user/subscription-verify', secondPayment, { token: other.token })
    expect(extra.status).toBe(409)
    expect((await mine(other))[0]?.currentPeriodEnd).toBe(paid.body.subscription.currentPeriodEnd)
    expect((await ledgerRows(server)).filter((row) => row.payment_id === secondPayment.paymentId)).toEqual([])

    const subscription = paid.body.subscription
    const meddling = await act(viewer, subscription.id, 'cancel')
    expect(meddling.status).toBe(404)
    expect((await mine(other))[0]?.state).toBe('active')
  })

  it('pays only the newest checkout, at the price it opened with, and stops renewing a lapsed streamer', async () => {
    const streamer = await createCreatorAccount(server)
    const tier = await createTier(client, streamer, { price: 149 })
    const viewer = await createVerifiedAccount(server)
    // Opened twice: the one open checkout is answered again.
    const newer = await payFirstMonth(client, viewer, tier.id)
    const again = await payFirstMonth(client, viewer, tier.id)
    expect(again.opened.orderId).toBe(newer.opened.orderId)
    // A price raised after the checkout opened: that checkout is refused, nothing is stored.
    await client.put(
      `/auth/user/subscription-tiers/${tier.id}`,
      { name: tier.name, price: 199, perks: tier.perks },
      {
        token: streamer.token,
      },
    )
    const stale = await client.post<{ error: string }>('/auth/user/subscription-verify', newer.payment, {
      token: viewer.token,
    })
    expect(stale.status).toBe(409)
    expect(stale.body.error).toBe(subscriptionMessages.tierNotOffered)
    expect(await mine(viewer)).toEqual([])
    const paid = await subscribe(client, viewer, tier.id)
    expect(paid).toMatchObject({ state: 'active', price: 199 })
    expect(await mine(viewer)).toHaveLength(1)
    // The checkout at the old price was let go by the new one: paid late, it buys nothing.
    const late = await client.post<{ error: string }>('/auth/user/subscription-verify', again.payment, {
      token: viewer.token,
    })
    expect(late.status).toBe(409)
    expect(late.body.error).toBe(subscriptionMessages.paymentRefunded)
    expect(await mine(viewer)).toHaveLength(1)

    // The streamer's Creator Pro ends: the subscription runs to its period's end and renews no more.
    await server.app.users.update(streamer.userId, {
      pro_until: new Date(Date.now() - 1000).toISOString(),
    })
    expect((await mine(viewer))[0]).toMatchObject({ state: 'cancelling', renewal: null })
  })

  it('lets an administrator delete a streamer with subscribers: the subscriptions go, the ledger stays', async () => {
    const streamer = await createCreatorAccount(server)
    const tier = await createTier(client, streamer)
    const viewer = await createVerifiedAccount(server)
    const { payment } = await payFirstMonth(client, viewer, tier.id)
    await client.post('/auth/user/subscription-verify', payment, { token: viewer.token })
    const removed = await client.delete(`/auth/admin/users/${streamer.userId}`, { token: admin.token })
    expect(removed.status).toBe(200)
    expect(await mine(viewer)).toEqual([])
    // The charge's three lines and its GST's two stay.
    expect((await ledgerRows(server)).filter((row) => row.payment_id === payment.paymentId)).toHaveLength(5)
  })
})
