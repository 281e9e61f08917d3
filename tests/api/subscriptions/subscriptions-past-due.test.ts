import { afterAll, expect, it } from 'vitest'
import type { Card } from '../../../contract/cards'
import { PAST_DUE_GRACE_DAYS } from '../../../contract/constants'
import type { SimulatedPayment } from '../../../contract/payments'
import { subscriberCardMessages } from '../../../contract/subscriber-cards'
import type { SubscriptionResponse } from '../../../contract/subscriptions'
import { createCard } from '../../support/cards'
import { createCreatorAccount, createVerifiedAccount, type TestAccount } from '../../support/factories'
import { createClockFile, ledgerRows, sharePaise, toPaise } from '../../support/money'
import { eventually } from '../../support/stream'
import { createTier, mySubscriptions, subscribe, subscriptionCharges } from '../../support/subscriptions'
import { describeOnEachDialect, useTestServer } from '../../support/use-test-server'

const HOUR_MS = 3600_000
const DAY_MS = 24 * HOUR_MS

// A renewal the provider declines (the simulated mandate set to 'decline', as a card without funds)
// makes the subscription past-due: the subscriber is mailed and keeps the perks for
// PAST_DUE_GRACE_DAYS while they pay from My Subscriptions; unpaid by then, it is halted and the perks
// end. Paid in time, it runs on from where it stopped, charged once.
describeOnEachDialect('past-due and halted subscriptions on %s', (dialect) => {
  const clock = createClockFile()
  afterAll(() => clock.remove())
  const { server, client } = useTestServer(dialect, {
    env: () => ({ CLOCK_OFFSET_FILE: clock.file, SUBSCRIPTION_SWEEP_SECONDS: '0.1' }),
  })

  const clockAt = (at: number) => clock.set(at - Date.now())
  const mine = (viewer: TestAccount) => mySubscriptions(client, viewer)
  const chargesOf = (subscriptionId: string) => subscriptionCharges(server, subscriptionId)
  const takeFree = (viewer: TestAccount, card: Card) =>
    client.post<{ message: string }>(
      '/auth/user/createTransaction',
      { cardId: card._id, paymentId: 'free', orderId: 'free' },
      { token: viewer.token },
    )

  /** A Gold subscriber whose mandate declines, the month run out and the renewal refused. */
  async function pastDueSubscriber() {
    const streamer = await createCreatorAccount(server)
    const gold = await createTier(client, streamer, { name: 'Gold', price: 149 })
    const forGold = await createCard(client, streamer, { subscribersOnly: true, minTierId: gold.id })
    const viewer = await createVerifiedAccount(server)
    const subscription = await subscribe(client, viewer, gold.id, 'decline')
    const end = Date.parse(subscription.currentPeriodEnd)
    clockAt(end - 47 * HOUR_MS)
    await server.smtp.waitForMail(viewer.emailId, { subject: /renews on/ })
    clockAt(end + 60_000)
    const failed = await server.smtp.waitForMail(viewer.emailId, { subject: /payment failed/ })
    return { streamer, viewer, subscription, end, forGold, failed }
  }

  it('keeps the perks while past-due, and paying runs it on from its end, charged once', async () => {
    clock.set(0)
    const { viewer, subscription, end, forGold, failed } = await pastDueSubscriber()
    expect(failed.text).toContain('₹149 renewal of your Gold subscription')
    expect(failed.text).toContain('/my-subscriptions')
    const [pastDue] = await eventually(
      () => mine(viewer),
      (rows) => rows[0]?.state === 'past-due',
    )
    // The grace runs from the sweep that met the refusal, a moment after the clock moved.
    const graceOver = Date.parse(pastDue?.payBy ?? '') - (end + 60_000 + PAST_DUE_GRACE_DAYS * DAY_MS)
    expect(graceOver).toBeGreaterThanOrEqual(0)
    expect(graceOver).toBeLessThan(10_000)
    expect(pastDue?.renewal?.amount).toBe(149)
    expect(await chargesOf(subscription.id)).toHaveLength(1)
    // Perks stay meanwhile: the Gold card opens.
    expect((await takeFree(viewer, forGold)).status).toBe(201)
    // Nothing is owed on an active subscription, nor on someone else's.
    const stranger = await createVerifiedAccount(server)
    expect(
      (await client.post(`/auth/user/subscriptions/${subscription.id}/pay`, {}, { token: stranger.token }))
        .status,
    ).toBe(404)

    clockAt(end + 2 * DAY_MS)
    const order = await client.post<{ orderId: string; amount: number }>(
      `/auth/user/subscriptions/${subscription.id}/pay`,
      {},
      { token: viewer.token },
    )
    expect(order.status).toBe(200)
    expect(order.body.amount).toBe(149)
    const paid = await client.post<SimulatedPayment>(
      '/auth/user/payment-simulate',
      { orderId: order.body.orderId, outcome: 'success' },
      { token: viewer.token },
    )
    const verify = () =>
      client.post<SubscriptionResponse>('/auth/user/subscription-verify', paid.body, { token: viewer.token })
    const [first, again] = [await verify(), await verify()]
    expect(first.status).toBe(200)
    expect(again.status).toBe(200)
    expect(first.body.subscription).toMatchObject({ state: 'active', payBy: null })
    // The paid month follows the one that ended: the grace days are part of it.
    expect(first.body.subscription.currentPeriodEnd).toBe(
      new Date(new Date(end).setUTCMonth(new Date(end).getUTCMonth() + 1)).toISOString(),
    )
    expect(await chargesOf(subscription.id)).toHaveLength(2)
    const lines = (await ledgerRows(server)).filter((row) => row.payment_id === paid.body.paymentId)
    expect(lines.reduce((sum, row) => sum + Number(row.amount_paise), 0)).toBe(0)
    expect(lines.find((row) => row.account === 'creator')?.amount_paise).toBe(sharePaise(toPaise(149)))
    expect(Math.abs(lines.find((row) => row.account === 'provider')?.amount_paise ?? 0)).toBe(toPaise(149))
    expect(
      (await client.post(`/auth/user/subscriptions/${subscription.id}/pay`, {}, { token: viewer.token }))
        .status,
    ).toBe(409)
    clock.set(0)
  })

  it('halts an unpaid one after the grace: perks end, nothing more is charged, and one may subscribe again', async () => {
    clock.set(0)
    const { streamer, viewer, subscription, end, forGold } = await pastDueSubscriber()
    await eventually(
      () => mine(viewer),
      (rows) => rows[0]?.state === 'past-due',
    )
    clockAt(end + 60_000 + PAST_DUE_GRACE_DAYS * DAY_MS + HOUR_MS)
    const halted = await server.smtp.waitForMail(viewer.emailId, { subject: /has stopped/ })
    expect(halted.text).toContain('its perks have ended')
    const [row] = await eventually(
      () => mine(viewer),
      (rows) => rows[0]?.state === 'halted',
    )
    expect(row).toMatchObject({ allowanceLeft: 0, payBy: null, renewal: null })
    const refused = await takeFree(viewer, forGold)
    expect(refused.status).toBe(403)
    expect(refused.body.message).toBe(subscriberCardMessages.locked('Gold'))
    expect(
      (await client.post(`/auth/user/subscriptions/${subscription.id}/pay`, {}, { token: viewer.token }))
        .status,
    ).toBe(409)
    expect(await chargesOf(subscription.id)).toHaveLength(1)

    // Subscribing again starts afresh.
    const tiers = await client.get<{ tiers: Array<{ id: string }> }>(
      `/auth/user/getStreamerTiers/${streamer.userId}`,
    )
    const again = await subscribe(client, viewer, tiers.body.tiers[0]!.id)
    expect(again.state).toBe('active')
    clock.set(0)
  })

  it('ends a past-due subscription at once when its subscriber cancels', async () => {
    clock.set(0)
    const { viewer, subscription, forGold } = await pastDueSubscriber()
    await eventually(
      () => mine(viewer),
      (rows) => rows[0]?.state === 'past-due',
    )
    const cancelled = await client.post<SubscriptionResponse>(
      `/auth/user/subscriptions/${subscription.id}/cancel`,
      {},
      { token: viewer.token },
    )
    expect(cancelled.status).toBe(200)
    expect(cancelled.body.subscription.state).toBe('ended')
    expect((await takeFree(viewer, forGold)).status).toBe(403)
    clock.set(0)
  })
})
