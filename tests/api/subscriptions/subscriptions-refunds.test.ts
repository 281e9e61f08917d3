import { afterAll, expect, it } from 'vitest'
import type { Card } from '../../../contract/cards'
import type { AdminPayoutBatch } from '../../../contract/payouts'
import { refundMessages } from '../../../contract/refunds'
import {
  type AdminSubscriptionChargesResponse,
  type ChargeRefundResponse,
  chargeRefundMessages,
} from '../../../contract/subscription-charges'
import { createCard } from '../../support/cards'
import { createCreatorAccount, createVerifiedAccount, type TestAccount } from '../../support/factories'
import {
  createClockFile,
  DAY_MS,
  earningsOf,
  givePayoutAccount,
  ledgerRows,
  sumOf,
  unbalancedGroups,
} from '../../support/money'
import { createTier, mySubscriptions, subscribe } from '../../support/subscriptions'
import { describeOnEachDialect, useTestServer } from '../../support/use-test-server'

// An administrator refunds a subscription charge (POST /auth/admin/subscription-charges/{id}/refund):
// once however often asked, the charge's 80/20 entries reversed, the subscriber mailed, and the month
// it paid for ended now: its perks go and it renews no more.

const ADMIN = { email: 'charge-refund-admin@cardcast.test', password: 'admin-secret-1' }

describeOnEachDialect('subscription charge refunds on %s', (dialect) => {
  const clock = createClockFile()
  afterAll(() => clock.remove())
  const { server, client, admin } = useTestServer(dialect, {
    admin: ADMIN,
    env: () => ({ CLOCK_OFFSET_FILE: clock.file }),
  })

  const charges = async () =>
    (
      await client.get<AdminSubscriptionChargesResponse>('/auth/admin/subscription-charges', {
        token: admin.token,
      })
    ).body.charges
  const refund = (id: string, reason = 'Charged by mistake', token = admin.token) =>
    client.post<ChargeRefundResponse & { message: string }>(
      `/auth/admin/subscription-charges/${id}/refund`,
      { reason },
      { token },
    )
  const mine = (viewer: TestAccount) => mySubscriptions(client, viewer)
  const takeFree = (viewer: TestAccount, card: Card) =>
    client.post(
      '/auth/user/createTransaction',
      { cardId: card._id, paymentId: 'free', orderId: 'free' },
      { token: viewer.token },
    )

  it('refunds a charge once: ledger reversed, subscriber mailed, the month and its perks over', async () => {
    const streamer = await createCreatorAccount(server)
    const gold = await createTier(client, streamer, { name: 'Gold', price: 149 })
    const forGold = await createCard(client, streamer, { subscribersOnly: true, minTierId: gold.id })
    const viewer = await createVerifiedAccount(server)
    await subscribe(client, viewer, gold.id)
    const listed = (await charges()).find((charge) => charge.subscriber.emailId === viewer.emailId)
    expect(listed).toMatchObject({
      streamer: streamer.username,
      tier: 'Gold',
      amount: 149,
      refund: null,
      subscriber: { username: viewer.username },
    })
    const charge = listed!
    expect((await earningsOf(client, streamer)).onHold).toBe(119.2)

    // Three at once: one refund.
    const answers = await Promise.all([refund(charge.id), refund(charge.id), refund(charge.id)])
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409, 409])
    const done = answers.find((answer) => answer.status === 200)!
    expect(done.body.message).toBe(chargeRefundMessages.processed)
    expect(done.body.charge.refund).toMatchObject({ status: 'processed', reason: 'Charged by mistake' })
    expect(answers.find((answer) => answer.status === 409)?.body.message).toMatch(
      /already been refunded|already under way/,
    )
    expect((await refund(charge.id)).body.message).toBe(chargeRefundMessages.alreadyRefunded)

    const lines = (await ledgerRows(server)).filter((row) => row.payment_id === charge.paymentId)
    expect(sumOf(lines, 'creator')).toBe(0)
    expect(sumOf(lines, 'platform')).toBe(0)
    expect(sumOf(lines, 'provider')).toBe(0)
    expect(await unbalancedGroups(server)).toEqual([])
    expect((await earningsOf(client, streamer)).lifetime).toBe(0)

    const mail = await server.smtp.waitForMail(viewer.emailId, {
      subject: /subscription payment was refunded/,
    })
    expect(mail.text).toContain('Gold subscription payment')
    expect(mail.text).toContain('Reason: Charged by mistake')
    expect((await mine(viewer))[0]).toMatchObject({ state: 'ended', renewal: null, allowanceLeft: 0 })
    expect((await takeFree(viewer, forGold)).status).toBe(403)
  })

  it('pays the streamer’s 80% of a charge out once its hold is over', async () => {
    clock.set(0)
    const streamer = await createCreatorAccount(server)
    await givePayoutAccount(client, server.app.db, streamer, { upiId: 'streamer.subs@okicici' })
    const tier = await createTier(client, streamer, { name: 'Gold', price: 149 })
    const viewer = await createVerifiedAccount(server)
    await subscribe(client, viewer, tier.id)
    expect((await earningsOf(client, streamer)).available).toBe(0)

    clock.set(8 * DAY_MS)
    expect((await earningsOf(client, streamer)).available).toBe(119.2)
    const run = await client.post<{ batch: AdminPayoutBatch | null }>(
      '/auth/admin/payouts/run',
      {},
      {
        token: admin.token,
      },
    )
    expect(run.status).toBe(200)
    expect(run.body.batch?.payouts).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ creatorEmail: streamer.emailId, amount: 119.2, status: 'processed' }),
      ]),
    )
    expect((await earningsOf(client, streamer)).available).toBe(0)
    clock.set(0)
  })

  it('answers 404 for an unknown charge, 400 without a reason, and 401 to a viewer', async () => {
    const streamer = await createCreatorAccount(server)
    const tier = await createTier(client, streamer)
    const viewer = await createVerifiedAccount(server)
    await subscribe(client, viewer, tier.id)
    const charge = (await charges()).find((row) => row.subscriber.emailId === viewer.emailId)!
    expect((await refund('no-such-charge')).status).toBe(404)
    const noReason = await refund(charge.id, '   ')
    expect(noReason.status).toBe(400)
    expect(noReason.body.message).toBe(refundMessages.reasonRequired)
    expect((await refund(charge.id, 'Mine now', viewer.token)).status).toBe(401)
    expect((await charges()).find((row) => row.id === charge.id)?.refund).toBeNull()
    expect((await mine(viewer))[0]?.state).toBe('active')
  })
})
