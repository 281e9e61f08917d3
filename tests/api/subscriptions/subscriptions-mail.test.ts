import { afterAll, expect, it } from 'vitest'
import { createCreatorAccount, createVerifiedAccount } from '../../support/factories'
import { createClockFile } from '../../support/money'
import { createTier, payFirstMonth, subscriptionCharges } from '../../support/subscriptions'
import { describeOnEachDialect, useTestServer } from '../../support/use-test-server'

const HOUR_MS = 3600_000

// A subscriber is mailed when their subscription starts and each time it renews (the mail is the
// charge's receipt: amount, period, payment id) and when it ends without renewing; once each, however
// often the payment is reported.
describeOnEachDialect('subscription mail on %s', (dialect) => {
  const clock = createClockFile()
  afterAll(() => clock.remove())
  const { server, client } = useTestServer(dialect, {
    env: () => ({ CLOCK_OFFSET_FILE: clock.file, SUBSCRIPTION_SWEEP_SECONDS: '0.1' }),
  })
  /** Moves the money clock so that it reads `at`. */
  const clockAt = (at: number) => clock.set(at - Date.now())
  /** Lets a few sweeps pass, for anything the server would (wrongly) send. */
  const aFewSweeps = () => new Promise((resolve) => setTimeout(resolve, 600))

  it('mails a receipt when it starts and when it renews, and a notice when it ends', async () => {
    clock.set(0)
    const streamer = await createCreatorAccount(server)
    const tier = await createTier(client, streamer, { name: 'Gold', price: 149 })
    const viewer = await createVerifiedAccount(server)
    const { payment } = await payFirstMonth(client, viewer, tier.id)
    const verify = () => client.post('/auth/user/subscription-verify', payment, { token: viewer.token })
    expect((await verify()).status).toBe(200)
    const started = await server.smtp.waitForMail(viewer.emailId, { subject: /has started$/ })
    expect(started.subject).toBe(`Your subscription to ${streamer.username} has started`)
    expect(started.text).toContain(`Your Gold subscription to ${streamer.username} has started.`)
    expect(started.text).toContain('Amount paid: ₹149.00')
    expect(started.text).toContain(`Payment ID: ${payment.paymentId}`)
    expect(started.text).toMatch(/Paid on: .+ IST/)
    expect(started.text).toContain('/my-subscriptions')
    // The same payment verified again records nothing new and mails nothing more.
    expect((await verify()).status).toBe(200)

    const [first] = await subscriptionCharges(
      server,
      (await server.app.subscriptions.ofViewer(viewer.userId))[0]?.id ?? '',
    )
    const end = Date.parse(first?.period_end ?? '')
    clockAt(end - 47 * HOUR_MS)
    await server.smtp.waitForMail(viewer.emailId, { subject: /renews on/ })
    clockAt(end + 60_000)
    const renewed = await server.smtp.waitForMail(viewer.emailId, { subject: /has renewed$/ })
    expect(renewed.subject).toBe(`Your subscription to ${streamer.username} has renewed`)
    expect(renewed.text).toContain('Amount paid: ₹149.00')
    expect(renewed.text).toMatch(/Payment ID: pay_sim_renew_/)

    // Cancelled: it runs to the end of the month paid for, then ends, and the subscriber is told.
    const subscriptionId = first?.subscription_id ?? ''
    expect(
      (await client.post(`/auth/user/subscriptions/${subscriptionId}/cancel`, {}, { token: viewer.token }))
        .status,
    ).toBe(200)
    const charges = await subscriptionCharges(server, subscriptionId)
    clockAt(Date.parse(charges.at(-1)?.period_end ?? '') + 60_000)
    const ended = await server.smtp.waitForMail(viewer.emailId, { subject: /has ended$/ })
    expect(ended.subject).toBe(`Your subscription to ${streamer.username} has ended`)
    expect(ended.text).toContain('Its perks have ended, and nothing more will be charged.')

    await aFewSweeps()
    const subjects = server.smtp.to(viewer.emailId).map((mail) => mail.subject)
    expect(subjects.filter((subject) => /has (started|renewed|ended)$/.test(subject))).toHaveLength(3)
    const kinds = await server.app.db
      .selectFrom('mail_outbox')
      .select(['subject', 'category'])
      .where('recipient', '=', viewer.emailId)
      .where('subject', 'like', 'Your subscription to%')
      .execute()
    expect(kinds.map((row) => row.category).sort()).toEqual(['notice', 'receipt', 'receipt'])
    clock.set(0)
  })
})
