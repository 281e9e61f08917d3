import { createECDH, randomBytes } from 'node:crypto'
import { afterAll, expect, it } from 'vitest'
import { communityMailSubjects, communityMessages } from '../../../contract/community'
import { createCard } from '../../support/cards'
import {
  confirmPledge,
  openPledge,
  payAndVerify,
  pledge,
  readCommunity,
  startCommunity,
} from '../../support/community'
import { createCreatorAccount, createVerifiedAccount, type TestAccount } from '../../support/factories'
import { createClockFile, ledgerRows, sharePaise, sumOf, unbalancedGroups } from '../../support/money'
import { openOverlayStream } from '../../support/overlay'
import { approveViewers, eventually, streamKeyOf } from '../../support/stream'
import type { TestServer } from '../../support/test-server'
import { describeOnEachDialect, useTestServer } from '../../support/use-test-server'

// Community cards on both databases: a funded one sends its card into the line credited to its
// contributors and books its sale; an unfunded or cancelled one refunds every contribution exactly
// once; parallel contributions near the goal neither overshoot the accounting nor lose a payment;
// and the attacks on it (a contribution recorded as a purchase, someone else's order, a free ride).

const MINUTE = 60_000

/** A device's push subscription on a push service nobody runs (the server only stores what to send). */
function deviceSubscription() {
  const ecdh = createECDH('prime256v1')
  return {
    endpoint: `https://push.example.test/${randomBytes(8).toString('hex')}`,
    keys: { p256dh: ecdh.generateKeys().toString('base64url'), auth: randomBytes(16).toString('base64url') },
  }
}

const pledgesOf = (server: TestServer, communityId: string) =>
  server.app.db
    .selectFrom('community_pledges')
    .selectAll()
    .where('community_id', '=', communityId)
    .orderBy('created_at')
    .execute()
const communityRow = (server: TestServer, id: string) =>
  server.app.db.selectFrom('community_cards').selectAll().where('id', '=', id).executeTakeFirstOrThrow()
/** Σ of the pledges account over the whole ledger: the contributions held, neither sold nor refunded. */
const pledgesAccount = async (server: TestServer) => sumOf(await ledgerRows(server), 'pledges')

describeOnEachDialect('community cards on %s', (dialect) => {
  const clock = createClockFile()
  afterAll(() => clock.remove())
  const { server, client } = useTestServer(dialect, {
    env: () => ({ CLOCK_OFFSET_FILE: clock.file, DELIVERY_SWEEP_SECONDS: '0.1' }),
  })

  async function streamerWithCard(title = 'Dance for a minute') {
    const streamer = await createCreatorAccount(server)
    const card = await createCard(client, streamer, { cardTitle: title })
    return { streamer, card }
  }
  const viewers = (n: number) => Promise.all(Array.from({ length: n }, () => createVerifiedAccount(server)))

  it('funds at the goal: the card goes into the line credited to its contributors, and the sale is booked 80/20', async () => {
    clock.set(0)
    const { streamer, card } = await streamerWithCard('Sing in Hindi')
    const [ana, ben, cai] = (await viewers(3)) as [TestAccount, TestAccount, TestAccount]
    await approveViewers(server.app.db, streamer.userId, [ana.userId, cai.userId])
    // The streamer's overlay is on air, and reports each card it shows.
    const overlay = await openOverlayStream(server.url, await streamKeyOf(client, streamer))
    const started = await startCommunity(client, streamer, { cardId: card._id, goal: 200, minutes: 10 })
    expect(started).toMatchObject({ status: 'open', goal: 200, pledged: 0, contributors: 0, top: [] })

    expect((await pledge(client, ana, started.id, 100)).confirmed.status).toBe(201)
    const second = await pledge(client, ben, started.id, 50)
    expect(second.confirmed.body.message).toBe(communityMessages.pledged)
    // Before the goal: the money is held in the pledges account, nothing is sold.
    expect(second.confirmed.body.community).toMatchObject({ status: 'open', pledged: 150, contributors: 2 })
    expect(second.confirmed.body.community.top.map((top) => top.amount)).toEqual([100, 50])
    expect(await pledgesAccount(server)).toBe(15_000)

    // Cai's ₹60 passes the goal: it counts in full, and the card is funded with ₹210.
    const third = await pledge(client, cai, started.id, 60)
    expect(third.confirmed.status).toBe(201)
    expect(third.confirmed.body.community).toMatchObject({ status: 'funded', pledged: 210, contributors: 3 })
    expect(third.confirmed.body.community.you).toEqual({ pledged: 60 })

    // The card is a purchase of the biggest contributor, spent on a use in the streamer's line.
    const row = await communityRow(server, started.id)
    const purchase = await server.app.db
      .selectFrom('purchases')
      .selectAll()
      .where('id', '=', row.purchase_id ?? '')
      .executeTakeFirstOrThrow()
    expect(purchase).toMatchObject({ user_id: ana.userId, card_id: card._id, is_used: 1 })
    expect(Number(purchase.amount_paise)).toBe(21_000)
    const use = await server.app.db
      .selectFrom('stream_uses')
      .selectAll()
      .where('purchase_id', '=', purchase.id)
      .executeTakeFirstOrThrow()
    expect(use).toMatchObject({ streamer_id: streamer.userId, title: 'Sing in Hindi' })
    expect(['queued', 'sent', 'shown']).toContain(use.status)
    // Names under the streamer's rules: in the default 'approve' mode, Ben, never approved, is 'a viewer'.
    expect(use.viewer_name).toBe(`Community: ${ana.username}, ${cai.username}, a viewer`)

    // It goes on air like any used card: sent to the overlay, credited, and shown once it reports it.
    await eventually(
      () =>
        server.app.db
          .selectFrom('stream_uses')
          .select('status')
          .where('id', '=', use.id)
          .executeTakeFirstOrThrow(),
      (row) => row.status === 'shown',
    )
    expect(overlay.events.filter((event) => event.title === 'Sing in Hindi')).toMatchObject([
      { kind: 'card', usedBy: `Community: ${ana.username}, ${cai.username}, a viewer` },
    ])
    overlay.close()

    // The books: the pledges account gives the ₹210 to the sale, split 80/20 for the streamer.
    const sale = await ledgerRows(server, [purchase.id])
    expect(sale.filter((line) => line.group_key === `pledges-sold:${started.id}`)).toHaveLength(2)
    const share = sale.find((line) => line.group_key === `sale:${purchase.id}` && line.account === 'creator')
    expect(share).toMatchObject({ creator_id: streamer.userId, amount_paise: sharePaise(21_000) })
    expect(await pledgesAccount(server)).toBe(0)
    expect(await unbalancedGroups(server)).toEqual([])
    expect((await pledgesOf(server, started.id)).map((p) => p.status)).toEqual(['sold', 'sold', 'sold'])

    // Funded is final: no more contributions, no cancel, and each contributor hears it once.
    expect((await openPledge(client, ben, started.id, 10)).status).toBe(409)
    const cancel = await client.post(`/auth/user/community-cards/${started.id}/cancel`, undefined, {
      token: streamer.token,
    })
    expect(cancel.status).toBe(409)
    for (const viewer of [ana, ben, cai])
      await server.smtp.waitForMail(viewer.emailId, { subject: /^Funded!/ })
  })

  it('refunds every contribution in full, once, when the deadline passes short of the goal', async () => {
    clock.set(0)
    const { streamer, card } = await streamerWithCard('Push-ups')
    const [ana, ben] = (await viewers(2)) as [TestAccount, TestAccount]
    // Ana's phone asked for notifications.
    const device = await client.post('/auth/user/push-subscriptions', deviceSubscription(), {
      token: ana.token,
    })
    expect(device.status).toBeLessThan(300)
    const { id } = await startCommunity(client, streamer, { cardId: card._id, goal: 500, minutes: 5 })
    const first = await pledge(client, ana, id, 40)
    await pledge(client, ben, id, 25)
    await pledge(client, ana, id, 10)
    expect((await readCommunity(client, ana, id)).body.community).toMatchObject({
      pledged: 75,
      contributors: 2,
    })
    const heldBefore = await pledgesAccount(server)

    clock.set(6 * MINUTE)
    const refunded = await eventually(
      () => pledgesOf(server, id),
      (rows) => rows.every((row) => row.status === 'refunded'),
    )
    expect((await communityRow(server, id)).status).toBe('unfunded')
    // Each with its own idempotency key, in full.
    expect(refunded.map((row) => row.refund_id)).toEqual(
      refunded.map((row) => `rfnd_sim_pledge-refund-${row.id}`),
    )
    expect(refunded.map((row) => Number(row.amount_paise))).toEqual([4000, 2500, 1000])
    expect(heldBefore - (await pledgesAccount(server))).toBe(7500)
    const refundGroups = (await ledgerRows(server)).filter((line) =>
      refunded.some((row) => line.group_key === `pledge-refund:${row.id}`),
    )
    expect(refundGroups).toHaveLength(6)
    expect(await unbalancedGroups(server)).toEqual([])

    // Told by mail, once per contribution, however many sweeps run after.
    const subject = communityMailSubjects.refunded('Push-ups', '₹40')
    const mail = await server.smtp.waitForMail(ana.emailId, { subject: /^Refunded ₹40/ })
    expect(mail.subject).toBe(subject)
    expect(mail.text).toContain(first.paymentId)
    await server.smtp.waitForMail(ben.emailId, { subject: /^Refunded ₹25/ })
    await new Promise((resolve) => setTimeout(resolve, 500))
    expect(server.smtp.to(ana.emailId).filter((m) => m.subject.startsWith('Refunded'))).toHaveLength(2)
    expect(server.smtp.to(ben.emailId).filter((m) => m.subject.startsWith('Refunded'))).toHaveLength(1)
    expect((await pledgesOf(server, id)).every((row) => row.status === 'refunded')).toBe(true)
    // And by push: one to her device per contribution of hers, of its own kind, with the amount.
    const pushes = await server.app.db
      .selectFrom('push_outbox')
      .selectAll()
      .where('kind', '=', 'community-refunded')
      .where(
        'event_key',
        'in',
        refunded.map((row) => row.id),
      )
      .execute()
    expect(pushes.map((push) => push.event_key).sort()).toEqual(
      refunded
        .filter((row) => row.user_id === ana.userId)
        .map((row) => row.id)
        .sort(),
    )
    expect(pushes.map((push) => JSON.parse(push.payload).notification.body)).toContain(
      "Your ₹40 for 'Push-ups' was refunded in full",
    )

    // Ended: no contribution is taken, and a payment of an order opened before is refunded at once.
    expect((await openPledge(client, ben, id, 10)).body).toMatchObject({ error: communityMessages.closed })
  })

  it('refunds everyone when the streamer cancels, and only the streamer may', async () => {
    clock.set(0)
    const { streamer, card } = await streamerWithCard('Cancel me')
    const [ana] = (await viewers(1)) as [TestAccount]
    const { id } = await startCommunity(client, streamer, { cardId: card._id, goal: 300, minutes: 30 })
    await pledge(client, ana, id, 120)
    const byViewer = await client.post(`/auth/user/community-cards/${id}/cancel`, undefined, {
      token: ana.token,
    })
    expect(byViewer.status).toBe(403)
    const other = await createCreatorAccount(server)
    const byOther = await client.post(`/auth/user/community-cards/${id}/cancel`, undefined, {
      token: other.token,
    })
    expect(byOther.status).toBe(403)
    const cancelled = await client.post<{ community: { status: string } }>(
      `/auth/user/community-cards/${id}/cancel`,
      undefined,
      { token: streamer.token },
    )
    expect(cancelled.status).toBe(200)
    expect(cancelled.body.community.status).toBe('cancelled')
    const rows = await eventually(
      () => pledgesOf(server, id),
      (found) => found.every((row) => row.status === 'refunded'),
    )
    expect(rows).toHaveLength(1)
    await server.smtp.waitForMail(ana.emailId, { subject: /^Refunded ₹120/ })
    // The streamer may start another now.
    expect((await startCommunity(client, streamer, { cardId: card._id, goal: 200, minutes: 5 })).status).toBe(
      'open',
    )
  })

  it('counts parallel contributions near the goal exactly: the ones before it sell, the late ones are refunded, none lost', async () => {
    clock.set(0)
    const { streamer, card } = await streamerWithCard('Photo finish')
    const crowd = await viewers(8)
    const { id } = await startCommunity(client, streamer, { cardId: card._id, goal: 200, minutes: 10 })
    // Every checkout is paid before any is confirmed: then all eight confirm at once.
    const paid = await Promise.all(
      crowd.map(async (viewer) => {
        const order = await openPledge(client, viewer, id, 70)
        expect(order.status).toBe(200)
        return {
          viewer,
          orderId: order.body.orderId,
          paymentId: await payAndVerify(client, viewer, order.body.orderId),
        }
      }),
    )
    const answers = await Promise.all(
      paid.map(({ viewer, orderId, paymentId }) => confirmPledge(client, viewer, id, orderId, paymentId)),
    )
    expect(answers.map((answer) => answer.status)).toEqual(paid.map(() => 201))

    // ₹70 × 3 = ₹210 reaches ₹200: three count and are sold, the five after are refunded in full.
    const rows = await eventually(
      () => pledgesOf(server, id),
      (found) =>
        found.length === 8 && found.every((row) => row.status === 'sold' || row.status === 'refunded'),
    )
    const counted = rows.filter((row) => row.counted === 1)
    expect(counted).toHaveLength(3)
    expect(counted.every((row) => row.status === 'sold')).toBe(true)
    expect(rows.filter((row) => row.counted === 0).every((row) => row.status === 'refunded')).toBe(true)
    expect(answers.filter((answer) => answer.body.message === communityMessages.pledgedLate)).toHaveLength(5)
    // One payment, one contribution: none lost, none twice.
    expect(new Set(rows.map((row) => row.payment_id))).toEqual(new Set(paid.map((p) => p.paymentId)))

    const row = await communityRow(server, id)
    expect(row.status).toBe('funded')
    const purchases = await server.app.db
      .selectFrom('purchases')
      .selectAll()
      .where('card_id', '=', card._id)
      .execute()
    expect(purchases).toHaveLength(1)
    expect(Number(purchases[0]?.amount_paise)).toBe(21_000)
    // The books: what was taken (8 × ₹70) is the sale plus the refunds, and the pledges account is empty.
    const lines = await ledgerRows(server)
    const taken = lines
      .filter((line) => rows.some((p) => line.group_key === `pledge:${p.id}`) && line.account === 'provider')
      .reduce((sum, line) => sum - line.amount_paise, 0)
    const returned = lines
      .filter(
        (line) => rows.some((p) => line.group_key === `pledge-refund:${p.id}`) && line.account === 'provider',
      )
      .reduce((sum, line) => sum + line.amount_paise, 0)
    expect(taken).toBe(8 * 7000)
    expect(returned).toBe(5 * 7000)
    expect(
      sumOf(
        lines.filter((line) => line.group_key === `sale:${row.purchase_id}`),
        'provider',
      ),
    ).toBe(-21_000)
    expect(await pledgesAccount(server)).toBe(0)
    expect(await unbalancedGroups(server)).toEqual([])
  })

  it('refuses the attacks: a contribution recorded as a purchase, someone else’s order, a free ride, bad goals', async () => {
    clock.set(0)
    const { streamer, card } = await streamerWithCard('Attack me')
    const [ana, ben] = (await viewers(2)) as [TestAccount, TestAccount]
    const { id } = await startCommunity(client, streamer, { cardId: card._id, goal: 1000, minutes: 10 })
    const order = await openPledge(client, ana, id, 10)
    expect(order.body).toMatchObject({ amount: 10, cardId: card._id, communityId: id })
    const paymentId = await payAndVerify(client, ana, order.body.orderId)

    // A ₹10 contribution's order handed to createTransaction buys no card.
    const asPurchase = await client.post(
      '/auth/user/createTransaction',
      { cardId: card._id, paymentId, orderId: order.body.orderId },
      { token: ana.token },
    )
    expect(asPurchase.status).toBe(409)
    expect(asPurchase.body).toMatchObject({ error: communityMessages.notForPurchase })
    expect(
      await server.app.db.selectFrom('purchases').select('id').where('card_id', '=', card._id).execute(),
    ).toEqual([])
    // Someone else's paid order, an unpaid one, a wrong payment id.
    expect((await confirmPledge(client, ben, id, order.body.orderId, paymentId)).status).toBe(404)
    const unpaid = await openPledge(client, ben, id, 15)
    expect((await confirmPledge(client, ben, id, unpaid.body.orderId, 'pay_made_up')).status).toBe(402)
    expect((await confirmPledge(client, ana, id, order.body.orderId, 'pay_made_up')).status).toBe(402)
    // Confirmed twice: counted once.
    expect((await confirmPledge(client, ana, id, order.body.orderId, paymentId)).status).toBe(201)
    const again = await confirmPledge(client, ana, id, order.body.orderId, paymentId)
    expect(again.body.community).toMatchObject({ pledged: 10, contributors: 1 })
    expect(await pledgesOf(server, id)).toHaveLength(1)

    // Amounts: whole rupees of at least ₹10; never on one's own card.
    for (const amount of [9, 10.5, 0, -10, 100_001])
      expect((await openPledge(client, ben, id, amount)).status).toBe(400)
    expect((await openPledge(client, streamer, id, 50)).body).toMatchObject({
      error: communityMessages.ownCard,
    })
    expect((await client.get(`/auth/user/community-cards/nope`, { token: ana.token })).status).toBe(404)

    // Starting: Creator Pro only, one's own card, the goal and the minutes in bounds, one open at a time.
    const free = await createCreatorAccount(server, { plan: 'free' })
    const freeCard = await createCard(client, free, { cardTitle: 'Free plan card' })
    const start = (who: TestAccount, body: Record<string, unknown>) =>
      client.post('/auth/user/community-cards', body, { token: who.token })
    expect((await start(free, { cardId: freeCard._id, goal: 200, minutes: 5 })).body).toMatchObject({
      error: communityMessages.proNeeded,
    })
    expect((await start(ana, { cardId: card._id, goal: 200, minutes: 5 })).status).toBe(403)
    const other = await streamerWithCard('Not yours')
    expect((await start(other.streamer, { cardId: card._id, goal: 200, minutes: 5 })).status).toBe(403)
    for (const bad of [
      { goal: 199, minutes: 5 },
      { goal: 100_001, minutes: 5 },
      { goal: 200, minutes: 4 },
      { goal: 200, minutes: 61 },
      { goal: 200.5, minutes: 5 },
    ])
      expect((await start(other.streamer, { cardId: other.card._id, ...bad })).status).toBe(400)
    expect((await start(streamer, { cardId: card._id, goal: 200, minutes: 5 })).status).toBe(409)
  })
})
