import { addMonths } from 'date-fns'
import { afterAll, expect, it } from 'vitest'
import type { MySubscription } from '../../../contract/subscriptions'
import { recordSubscriptionCharge } from '../../../server/modules/subscriptions/charges'
import { createCreatorAccount, createVerifiedAccount, type TestAccount } from '../../support/factories'
import { createClockFile, ledgerRows, sharePaise, toPaise } from '../../support/money'
import { eventually } from '../../support/stream'
import { createTier, mySubscriptions, subscribe, subscriptionCharges } from '../../support/subscriptions'
import { describeOnEachDialect, useTestServer } from '../../support/use-test-server'

const HOUR_MS = 3600_000

// A month passes on the money clock (CLOCK_OFFSET_FILE) and the subscription renews once: after a
// pre-debit notice mailed at least 24 hours before, for the amount the notice named. A cancelled
// subscription, or one whose tier was retired, ends at its period's end instead, charged nothing more.
describeOnEachDialect('subscription renewals on %s', (dialect) => {
  const clock = createClockFile()
  afterAll(() => clock.remove())
  const { server, client } = useTestServer(dialect, {
    env: () => ({ CLOCK_OFFSET_FILE: clock.file, SUBSCRIPTION_SWEEP_SECONDS: '0.1' }),
  })

  /** Moves the money clock so that it reads `at`. */
  const clockAt = (at: number) => clock.set(at - Date.now())
  const mine = (viewer: TestAccount) => mySubscriptions(client, viewer)
  const chargesOf = (subscriptionId: string) => subscriptionCharges(server, subscriptionId)
  /** Lets a few sweeps pass, for anything the server would (wrongly) do. */
  const aFewSweeps = () => new Promise((resolve) => setTimeout(resolve, 600))

  it('mails a pre-debit notice, then charges the amount it named once, 80/20, and runs another month', async () => {
    clock.set(0)
    const streamer = await createCreatorAccount(server)
    const tier = await createTier(client, streamer, { price: 149 })
    const viewer = await createVerifiedAccount(server)
    const subscription = await subscribe(client, viewer, tier.id)
    const end = Date.parse(subscription.currentPeriodEnd)

    clockAt(end - 47 * HOUR_MS)
    const notice = await server.smtp.waitForMail(viewer.emailId, { subject: /renews on/ })
    expect(notice.subject).toContain(streamer.username)
    expect(notice.text).toContain('₹149 will be charged then')
    expect(notice.text).toContain('/my-subscriptions')
    // A price change after the notice applies from the period after.
    await client.put(
      `/auth/user/subscription-tiers/${tier.id}`,
      { name: tier.name, price: 199, perks: tier.perks },
      {
        token: streamer.token,
      },
    )
    await aFewSweeps()
    expect(await chargesOf(subscription.id)).toHaveLength(1)
    expect(server.smtp.to(viewer.emailId).filter((mail) => /renews on/.test(mail.subject))).toHaveLength(1)
    // The same notice in the app, with the amount it named.
    expect((await mine(viewer))[0]?.renewal).toEqual({ amount: 149, noticeSent: true })

    clockAt(end + 60_000)
    const charges = await eventually(
      () => chargesOf(subscription.id),
      (rows) => rows.length === 2,
    )
    await aFewSweeps()
    expect(await chargesOf(subscription.id)).toHaveLength(2)
    const renewal = charges[1]!
    expect(Number(renewal.amount_paise)).toBe(toPaise(149))
    expect(renewal.period_start).toBe(subscription.currentPeriodEnd)
    expect(renewal.period_end).toBe(addMonths(end, 1).toISOString())
    const lines = (await ledgerRows(server)).filter((row) => row.payment_id === renewal.payment_id)
    expect(lines.find((row) => row.account === 'creator')?.amount_paise).toBe(sharePaise(toPaise(149)))
    const [renewed] = await mine(viewer)
    expect(renewed).toMatchObject({ state: 'active', price: 149, currentPeriodEnd: renewal.period_end })

    // The next notice names the new price.
    clockAt(Date.parse(renewal.period_end) - 47 * HOUR_MS)
    await eventually(
      async () => server.smtp.to(viewer.emailId).filter((mail) => /renews on/.test(mail.subject)),
      (mails) => mails.length === 2,
    )
    expect(server.smtp.to(viewer.emailId).at(-1)?.text).toContain('₹199 will be charged then')
    clock.set(0)
  })

  it('never charges without a notice at least 24 hours old', async () => {
    clock.set(0)
    const streamer = await createCreatorAccount(server)
    const tier = await createTier(client, streamer)
    const viewer = await createVerifiedAccount(server)
    const subscription = await subscribe(client, viewer, tier.id)
    const end = Date.parse(subscription.currentPeriodEnd)

    // Straight past the end (the server was down, say): the notice goes now, the charge waits.
    clockAt(end + HOUR_MS)
    await server.smtp.waitForMail(viewer.emailId, { subject: /renews on/ })
    await aFewSweeps()
    expect(await chargesOf(subscription.id)).toHaveLength(1)
    expect((await mine(viewer))[0]?.state).toBe('active')

    clockAt(end + 26 * HOUR_MS)
    await eventually(
      () => chargesOf(subscription.id),
      (rows) => rows.length === 2,
    )
    clock.set(0)
  })

  it('charges nothing for a renewal decided before its subscriber cancelled', async () => {
    clock.set(0)
    const streamer = await createCreatorAccount(server)
    const tier = await createTier(client, streamer)
    const viewer = await createVerifiedAccount(server)
    const subscription = await subscribe(client, viewer, tier.id)
    const end = subscription.currentPeriodEnd
    clockAt(Date.parse(end) - 47 * HOUR_MS)
    await server.smtp.waitForMail(viewer.emailId, { subject: /renews on/ })
    await client.post(`/auth/user/subscriptions/${subscription.id}/cancel`, {}, { token: viewer.token })
    // As a sweep that read the subscription before the cancel would go on to charge it.
    clockAt(Date.parse(end) + 60_000)
    await recordSubscriptionCharge(
      server.app,
      subscription.id,
      { paymentId: 'pay_sim_stale_read', amountPaise: 14_900 },
      { renewalOf: end },
    )
    expect(await chargesOf(subscription.id)).toHaveLength(1)
    expect((await mine(viewer))[0]?.state).toBe('ended')
    clock.set(0)
  })

  it('ends a cancelled subscription, and one whose tier was retired, at the period’s end, charging nothing', async () => {
    clock.set(0)
    const streamer = await createCreatorAccount(server)
    const kept = await createTier(client, streamer, { name: 'Kept' })
    const retiring = await createTier(client, streamer, { name: 'Retiring' })
    const cancelling = await createVerifiedAccount(server)
    const onRetired = await createVerifiedAccount(server)
    const first = await subscribe(client, cancelling, kept.id)
    const second = await subscribe(client, onRetired, retiring.id)
    await client.post(`/auth/user/subscriptions/${first.id}/cancel`, {}, { token: cancelling.token })
    await client.delete(`/auth/user/subscription-tiers/${retiring.id}`, { token: streamer.token })
    expect((await mine(onRetired))[0]?.state).toBe('cancelling')

    const end = Math.max(Date.parse(first.currentPeriodEnd), Date.parse(second.currentPeriodEnd))
    clockAt(end - 47 * HOUR_MS)
    await aFewSweeps()
    clockAt(end + 60_000)
    for (const viewer of [cancelling, onRetired])
      await eventually(
        () => mine(viewer),
        (rows) => rows[0]?.state === 'ended',
      )
    await aFewSweeps()
    expect(await chargesOf(first.id)).toHaveLength(1)
    expect(await chargesOf(second.id)).toHaveLength(1)
    for (const viewer of [cancelling, onRetired])
      expect(server.smtp.to(viewer.emailId).filter((mail) => /renews on/.test(mail.subject))).toEqual([])
    // Ended: subscribing again (to an offered tier) is allowed.
    expect((await subscribe(client, onRetired, kept.id)).state).toBe('active')
    clock.set(0)
  })
})

// The site's hourly budget of account mail is one: the second notice is refused, so it does not count,
// and that subscription is not charged, however long after its end.
describeOnEachDialect('a pre-debit notice the mailer refuses, on %s', (dialect) => {
  const clock = createClockFile()
  afterAll(() => clock.remove())
  const { server, client } = useTestServer(dialect, {
    env: () => ({
      CLOCK_OFFSET_FILE: clock.file,
      SUBSCRIPTION_SWEEP_SECONDS: '0.1',
      MAIL_HOURLY_BUDGET: '1',
    }),
  })
  const clockAt = (at: number) => clock.set(at - Date.now())
  const chargesOf = async (subscriptionId: string) =>
    (
      await server.app.db
        .selectFrom('subscription_charges')
        .select('id')
        .where('subscription_id', '=', subscriptionId)
        .execute()
    ).length
  const noticesTo = (email: string) => server.smtp.to(email).filter((mail) => /renews on/.test(mail.subject))

  it('charges nothing for a renewal whose notice was never sent', async () => {
    const streamer = await createCreatorAccount(server)
    const tier = await createTier(client, streamer)
    const viewers = [await createVerifiedAccount(server), await createVerifiedAccount(server)]
    const subscriptions = [
      await subscribe(client, viewers[0]!, tier.id),
      await subscribe(client, viewers[1]!, tier.id),
    ]
    const end = Math.max(...subscriptions.map((subscription) => Date.parse(subscription.currentPeriodEnd)))

    clockAt(end - 47 * HOUR_MS)
    await eventually(
      async () => viewers.map((viewer) => noticesTo(viewer.emailId).length),
      (counts) => counts.includes(1),
    )
    clockAt(end + 25 * HOUR_MS)
    await eventually(
      () => Promise.all(subscriptions.map((subscription) => chargesOf(subscription.id))),
      (counts) => counts.includes(2),
    )
    await new Promise((resolve) => setTimeout(resolve, 600))
    const told = viewers.findIndex((viewer) => noticesTo(viewer.emailId).length === 1)
    const untold = 1 - told
    expect(noticesTo(viewers[untold]!.emailId)).toEqual([])
    expect(await chargesOf(subscriptions[told]!.id)).toBe(2)
    expect(await chargesOf(subscriptions[untold]!.id)).toBe(1)
    const mine = await client.get<{ subscriptions: MySubscription[] }>('/auth/user/subscriptions', {
      token: viewers[untold]!.token,
    })
    expect(mine.body.subscriptions[0]?.renewal).toMatchObject({ noticeSent: false })
    clock.set(0)
  })
})
