import { createHmac } from 'node:crypto'
import { afterAll, beforeAll, expect, it } from 'vitest'
import type { AuctionPayResponse } from '../../../contract/auctions'
import {
  AUCTION_LAPSE_BAN_DAYS,
  AUCTION_SOFT_CLOSE_MAX_MINUTES,
  auctionMessages,
  nextMinimumBidPaise,
} from '../../../contract/auctions'
import { HOURLY_QUOTAS } from '../../../contract/constants'
import { newId } from '../../../server/db/ids'
import { bid, payOffer, readAuction, startAuction } from '../../support/auctions'
import { createCard } from '../../support/cards'
import { createCreatorAccount, createVerifiedAccount, type TestAccount } from '../../support/factories'
import { createClockFile, DAY_MS, ledgerRows, unbalancedGroups } from '../../support/money'
import { type RazorpayStandIn, startRazorpayStandIn } from '../../support/razorpay-stand-in'
import { approveViewers, eventually } from '../../support/stream'
import { createTier, subscribe } from '../../support/subscriptions'
import type { TestServer } from '../../support/test-server'
import { describeOnEachDialect, useTestServer } from '../../support/use-test-server'

// Attacks on the money of auctions: paying one offer twice, paying an offer that passed after the
// auction was sold, opening orders past the payment-order quota, stretching the soft close forever,
// bidding by the smallest step at any price, letting offers lapse without consequence, and a demoted
// creator still taking money through auctions, offers and subscription renewals.

const MINUTE = 60_000
const HOUR = 60 * MINUTE

const auctionRow = (server: TestServer, id: string) =>
  server.app.db.selectFrom('auctions').selectAll().where('id', '=', id).executeTakeFirstOrThrow()
const offersOf = (server: TestServer, auctionId: string) =>
  server.app.db.selectFrom('auction_offers').selectAll().where('auction_id', '=', auctionId).execute()
const ordersOf = (server: TestServer, userId: string) =>
  server.app.db
    .selectFrom('payment_orders')
    .selectAll()
    .where('user_id', '=', userId)
    .where('auction_offer_id', 'is not', null)
    .execute()
const purchasesOf = (server: TestServer, userId: string) =>
  server.app.db.selectFrom('purchases').selectAll().where('user_id', '=', userId).execute()
const orphansOf = (server: TestServer, paymentId: string) =>
  server.app.db.selectFrom('orphan_payments').selectAll().where('payment_id', '=', paymentId).execute()

describeOnEachDialect('auction money attacks on %s', (dialect) => {
  const clock = createClockFile()
  afterAll(() => clock.remove())
  const { server, client, admin } = useTestServer(dialect, {
    admin: { email: 'auction-attacks-admin@cardcast.test', password: 'admin-secret-1' },
    env: () => ({
      CLOCK_OFFSET_FILE: clock.file,
      DELIVERY_SWEEP_SECONDS: '0.1',
      SUBSCRIPTION_SWEEP_SECONDS: '0.1',
    }),
  })

  async function streamerWithCard() {
    const streamer = await createCreatorAccount(server)
    const card = await createCard(client, streamer, { cardTitle: 'Sing my song' })
    return { streamer, card }
  }
  const viewers = (n: number) => Promise.all(Array.from({ length: n }, () => createVerifiedAccount(server)))
  /** Moves the money clock so that it reads `at`. */
  const clockAt = (at: number) => clock.set(at - Date.now())
  const statusOf = async (viewer: TestAccount, id: string) =>
    (await readAuction(client, viewer, id)).auction.status
  const checkout = (viewer: TestAccount, id: string) =>
    client.post<AuctionPayResponse & { message?: string }>(`/auth/user/auctions/${id}/pay`, undefined, {
      token: viewer.token,
    })
  /** Pays an opened checkout the browser's way: the simulated payment, verify, createTransaction. */
  async function payOrder(viewer: TestAccount, order: AuctionPayResponse) {
    const paid = await client.post<{ orderId: string; paymentId: string; signature: string }>(
      '/auth/user/payment-simulate',
      { orderId: order.orderId, outcome: 'success' },
      { token: viewer.token },
    )
    const verified = await client.post('/auth/user/payment-verify', paid.body, { token: viewer.token })
    const recorded = await client.post<{ message?: string; transaction?: { _id: string } }>(
      '/auth/user/createTransaction',
      { cardId: order.cardId, paymentId: paid.body.paymentId, orderId: order.orderId },
      { token: viewer.token },
    )
    return { paymentId: paid.body.paymentId, verified: verified.status, recorded }
  }
  /** An auction of one bid by `winner` at `amount`, ended and awaiting the winner's payment. */
  async function wonBy(winner: TestAccount, amount = 50, others: Array<[TestAccount, number]> = []) {
    const { streamer, card } = await streamerWithCard()
    clock.set(0)
    const { id } = await startAuction(client, streamer, { cardId: card._id, reserve: 50, durationMinutes: 1 })
    for (const [other, otherAmount] of others)
      expect((await bid(client, other, id, otherAmount)).status).toBe(201)
    expect((await bid(client, winner, id, amount)).status).toBe(201)
    clock.set(2 * MINUTE)
    await eventually(
      () => statusOf(winner, id),
      (status) => status === 'awaiting-payment',
    )
    return { streamer, card, id }
  }

  it('opens one order per offer: a second checkout answers the same order, and paying twice buys once', async () => {
    const [ana] = await viewers(1)
    const { id } = await wonBy(ana!, 80)
    // Five checkouts at once, then one more: one order, one use of the quota.
    const [first, ...others] = await Promise.all(Array.from({ length: 5 }, () => checkout(ana!, id)))
    const second = await checkout(ana!, id)
    expect(first!.status).toBe(200)
    for (const answer of [...others, second]) {
      expect(answer.status).toBe(200)
      expect(answer.body.orderId).toBe(first!.body.orderId)
    }
    expect(await ordersOf(server, ana!.userId)).toHaveLength(1)
    const quotaUses = await server.app.db
      .selectFrom('quota_uses')
      .select('id')
      .where('user_id', '=', ana!.userId)
      .where('action', '=', 'paymentOrder')
      .execute()
    expect(quotaUses).toHaveLength(1)

    const paid = await payOrder(ana!, first!.body)
    expect(paid.recorded.status).toBe(200)
    // The same order paid again: the provider's second payment is refused and records nothing.
    const again = await payOrder(ana!, first!.body)
    expect(again.verified).toBe(409)
    expect(again.recorded.status).toBe(402)
    expect((await checkout(ana!, id)).status).toBe(409)
    expect(await purchasesOf(server, ana!.userId)).toHaveLength(1)
    const lines = await ledgerRows(server, [paid.recorded.body.transaction!._id])
    expect(lines.reduce((sum, line) => sum + line.amount_paise, 0)).toBe(0)
    expect(await unbalancedGroups(server)).toEqual([])
  })

  it("counts an offer's checkout in the hourly payment-order quota", async () => {
    const [ana] = await viewers(1)
    const { id } = await wonBy(ana!)
    const at = new Date().toISOString()
    await server.app.db
      .insertInto('quota_uses')
      .values(
        Array.from({ length: HOURLY_QUOTAS.paymentOrder }, () => ({
          id: newId(),
          user_id: ana!.userId,
          action: 'paymentOrder',
          created_at: at,
        })),
      )
      .execute()
    const refused = await checkout(ana!, id)
    expect(refused.status).toBe(429)
    expect(await ordersOf(server, ana!.userId)).toHaveLength(0)
  })

  it('refunds a payment for an offer that passed once another bidder bought the card, once, listed for the admin', async () => {
    const [ana, ben] = await viewers(2)
    const { id, streamer } = await wonBy(ana!, 90, [[ben!, 70]])
    // Ana opens her checkout and waits; her offer passes to Ben, who pays.
    const stale = await checkout(ana!, id)
    expect(stale.status).toBe(200)
    clock.set(2 * MINUTE + 15 * MINUTE + 1000)
    await eventually(
      () => readAuction(client, ben!, id),
      (body) => body.auction.you?.offer?.amount === 70,
    )
    const bens = await payOffer(client, ben!, id)
    expect(bens.status).toBe(200)

    // Now Ana pays the order she kept: it buys nothing, and her money goes back.
    const late = await payOrder(ana!, stale.body)
    expect(late.recorded.status).toBe(409)
    expect(late.recorded.body.message).toBe(auctionMessages.paidAfterSale)
    expect(await purchasesOf(server, ana!.userId)).toHaveLength(0)
    const orphans = await orphansOf(server, late.paymentId)
    expect(orphans).toMatchObject([{ status: 'refunded', amount_paise: 9000, provider: 'simulated' }])
    // Recorded again (a retried createTransaction): still one orphan, still no card.
    const retried = await client.post<{ message?: string }>(
      '/auth/user/createTransaction',
      { cardId: stale.body.cardId, paymentId: late.paymentId, orderId: stale.body.orderId },
      { token: ana!.token },
    )
    expect(retried.status).toBe(409)
    expect(await orphansOf(server, late.paymentId)).toHaveLength(1)
    const listed = await client.get<{ payments: Array<{ paymentId: string; status: string }> }>(
      '/auth/admin/orphan-payments',
      { token: admin.token },
    )
    expect(listed.body.payments).toEqual(
      expect.arrayContaining([expect.objectContaining({ paymentId: late.paymentId, status: 'refunded' })]),
    )
    // Sold once, to Ben, for his bid; the ledger holds one sale and balances.
    expect((await readAuction(client, ben!, id)).auction).toMatchObject({
      status: 'sold',
      outcome: { amount: 70 },
    })
    const sales = (await ledgerRows(server)).filter((line) => line.creator_id === streamer.userId)
    expect(new Set(sales.map((line) => line.group_key)).size).toBeGreaterThanOrEqual(1)
    expect(await unbalancedGroups(server)).toEqual([])
  })

  it(`stops the soft close from stretching the end more than ${AUCTION_SOFT_CLOSE_MAX_MINUTES} minutes in total`, async () => {
    clock.set(0)
    const { streamer, card } = await streamerWithCard()
    const [ana, ben] = await viewers(2)
    const auction = await startAuction(client, streamer, { cardId: card._id, durationMinutes: 1 })
    const firstEnd = Date.parse(auction.endsAt)
    const cap = firstEnd + AUCTION_SOFT_CLOSE_MAX_MINUTES * MINUTE
    let latestEnd = firstEnd
    let amount = 50
    // Ana and Ben answer each other 10 seconds before every end.
    for (let turn = 0; turn < 30; turn++) {
      clockAt(latestEnd - 10_000)
      const placed = await bid(client, turn % 2 === 0 ? ana! : ben!, auction.id, amount)
      if (placed.status !== 201) break
      amount = placed.body.auction.nextMinimum
      const end = Date.parse(placed.body.auction.endsAt)
      expect(end).toBeLessThanOrEqual(cap)
      if (end === latestEnd) break
      latestEnd = end
    }
    expect(latestEnd).toBe(cap)
    // At the cap bidding is over, however late the last bid was.
    clockAt(cap + 1000)
    const tooLate = await bid(client, ana!, auction.id, amount + 100)
    expect(tooLate.status).toBe(409)
    expect(tooLate.body.message).toBe(auctionMessages.notLive)
    expect(Date.parse((await auctionRow(server, auction.id)).ends_at)).toBe(cap)
  })

  it('raises the minimum step with the price: at least 5% above ₹200, the same rule in the form and the server', async () => {
    clock.set(0)
    const { streamer, card } = await streamerWithCard()
    const [ana, ben] = await viewers(2)
    // Named on air: in the default 'approve' mode a bidder's name shows once approved (stream/moderation.ts).
    await approveViewers(server.app.db, streamer.userId, [ana!.userId, ben!.userId])
    const { id } = await startAuction(client, streamer, { cardId: card._id, reserve: 50, increment: 10 })
    expect(nextMinimumBidPaise(5000, 1000, 20_000)).toBe(21_000)
    expect(nextMinimumBidPaise(5000, 1000, 30_000)).toBe(31_500)
    expect(nextMinimumBidPaise(5000, 5000, 30_000)).toBe(35_000)
    // 5% of ₹315 is ₹15.75: whole rupees, rounded up.
    expect(nextMinimumBidPaise(5000, 1000, 31_500)).toBe(33_100)

    expect((await bid(client, ana!, id, 200)).body.auction.nextMinimum).toBe(210)
    expect((await bid(client, ben!, id, 300)).body.auction.nextMinimum).toBe(315)
    // One rupee more than the fixed increment is no longer enough.
    const small = await bid(client, ana!, id, 310)
    expect(small.status).toBe(400)
    expect(small.body.message).toBe(auctionMessages.bidTooLow(315))
    expect((await bid(client, ana!, id, 315, 2000)).body.auction.nextMinimum).toBe(331)
    // A proxy answers by the same rule: Ben's 400 is met at 400 + 5%.
    const answered = await bid(client, ben!, id, 400)
    expect(answered.body.auction).toMatchObject({ topBid: 420, topBidder: ana!.username, nextMinimum: 441 })
    const amounts = (await readAuction(client, ana!, id)).auction.bids.map((entry) => entry.amount).reverse()
    for (let i = 1; i < amounts.length; i++)
      expect(amounts[i]! * 100).toBeGreaterThanOrEqual(nextMinimumBidPaise(5000, 1000, amounts[i - 1]! * 100))
  })

  it(`bars a winner who let an offer lapse from that streamer's auctions for ${AUCTION_LAPSE_BAN_DAYS} days`, async () => {
    const [ana, ben] = await viewers(2)
    const { streamer, card, id } = await wonBy(ana!, 60)
    clock.set(2 * MINUTE + 15 * MINUTE + 1000)
    await eventually(
      () => statusOf(ana!, id),
      (status) => status === 'unsold',
    )
    const next = await startAuction(client, streamer, { cardId: card._id, durationMinutes: 5 })
    const barred = await bid(client, ana!, next.id, 50)
    expect(barred.status).toBe(403)
    expect(barred.body.message).toBe(auctionMessages.lapsedRecently)
    expect((await readAuction(client, ana!, next.id)).auction.bidCount).toBe(0)
    // Another bidder, and another streamer's auction, are not touched.
    expect((await bid(client, ben!, next.id, 50)).status).toBe(201)
    const elsewhere = await streamerWithCard()
    const other = await startAuction(client, elsewhere.streamer, { cardId: elsewhere.card._id })
    expect((await bid(client, ana!, other.id, 50)).status).toBe(201)

    // Seven days on, Ana may bid on the streamer's auctions again.
    clock.set(AUCTION_LAPSE_BAN_DAYS * DAY_MS + HOUR)
    await eventually(
      () => statusOf(ana!, next.id),
      (status) => status !== 'live',
    )
    const later = await startAuction(client, streamer, { cardId: card._id })
    expect((await bid(client, ana!, later.id, 50)).status).toBe(201)
  })

  it('takes no more money for a demoted creator: live auctions and open offers end, subscriptions stop renewing', async () => {
    const [ana, ben, fan] = await viewers(3)
    const { streamer, card, id: won } = await wonBy(ana!, 60)
    const tier = await createTier(client, streamer, { price: 149 })
    const subscription = await subscribe(client, fan!, tier.id)
    // Ana's checkout is open when the streamer is demoted; a new auction takes bids, another has none.
    const open = await checkout(ana!, won)
    expect(open.status).toBe(200)
    const quiet = await startAuction(client, streamer, { cardId: card._id, durationMinutes: 5 })

    const demoted = await client.put(
      `/auth/admin/users/${encodeURIComponent(streamer.emailId)}`,
      { user_type: 'viewer' },
      { token: admin.token },
    )
    expect(demoted.status).toBe(200)

    expect((await auctionRow(server, quiet.id)).status).toBe('cancelled')
    expect((await auctionRow(server, won)).status).toBe('unsold')
    expect((await offersOf(server, won)).map((offer) => offer.status)).toEqual(['expired'])
    // Letting an offer go because its streamer was demoted is no lapse of Ana's.
    expect((await offersOf(server, won))[0]?.lapsed_at).toBeNull()
    expect((await bid(client, ben!, quiet.id, 50)).status).toBe(409)
    expect((await checkout(ana!, won)).status).toBe(409)
    // The order Ana opened before is paid anyway: it buys nothing, and the money goes back.
    const late = await payOrder(ana!, open.body)
    expect(late.recorded.status).toBe(409)
    expect(await purchasesOf(server, ana!.userId)).toHaveLength(0)
    expect(await orphansOf(server, late.paymentId)).toMatchObject([{ status: 'refunded' }])

    // The subscription runs to the end of the month paid for (nothing refunded), then stops.
    const row = await server.app.db
      .selectFrom('subscriptions')
      .selectAll()
      .where('id', '=', subscription.id)
      .executeTakeFirstOrThrow()
    expect(row.cancel_at_period_end).toBe(1)
    expect(row.status).toBe('active')
    clock.set(Date.parse(subscription.currentPeriodEnd) - Date.now() + MINUTE)
    await eventually(
      () =>
        server.app.db
          .selectFrom('subscriptions')
          .select('status')
          .where('id', '=', subscription.id)
          .executeTakeFirstOrThrow(),
      (current) => current.status === 'ended',
    )
    const charges = await server.app.db
      .selectFrom('subscription_charges')
      .selectAll()
      .where('subscription_id', '=', subscription.id)
      .execute()
    expect(charges).toHaveLength(1)
    expect(await unbalancedGroups(server)).toEqual([])
  })

  it('refuses a bid and a renewal once the streamer is no creator, however the role was lost', async () => {
    clock.set(0)
    const { streamer, card } = await streamerWithCard()
    const [ana, fan] = await viewers(2)
    const tier = await createTier(client, streamer, { price: 99 })
    const subscription = await subscribe(client, fan!, tier.id)
    const auction = await startAuction(client, streamer, { cardId: card._id })
    // The role changed with nothing else: no auction cancelled, no subscription cancelled.
    await server.app.db
      .updateTable('users')
      .set({ user_type: 'viewer' })
      .where('id', '=', streamer.userId)
      .execute()
    const refused = await bid(client, ana!, auction.id, 50)
    expect(refused.status).toBe(409)
    expect(refused.body.message).toBe(auctionMessages.streamerNotSelling)
    expect((await readAuction(client, ana!, auction.id)).auction.bidCount).toBe(0)

    clock.set(Date.parse(subscription.currentPeriodEnd) - Date.now() + MINUTE)
    await eventually(
      () =>
        server.app.db
          .selectFrom('subscriptions')
          .select('status')
          .where('id', '=', subscription.id)
          .executeTakeFirstOrThrow(),
      (current) => current.status === 'ended',
    )
    expect(server.smtp.to(fan!.emailId).some((mail) => /renews on/.test(mail.subject))).toBe(false)
  })
})

describeOnEachDialect('auction money attacks with Razorpay on %s', (dialect) => {
  const keyId = 'rzp_test_auctions'
  const keySecret = 'rzp_auctions_secret'
  const webhookSecret = 'rzp_auctions_webhook_secret'
  let razorpay: RazorpayStandIn
  let made = 0
  const refundsMade = new Map<string, { paymentId: string; amount: number }>()
  const cancelled: string[] = []

  beforeAll(async () => {
    razorpay = await startRazorpayStandIn({ keyId, keySecret }, ({ method, path, headers, body }) => {
      made += 1
      if (method !== 'POST') return undefined
      const refund = /^\/v1\/payments\/([^/]+)\/refund$/.exec(path)
      if (refund) {
        const key = String(headers['x-refund-idempotency'] ?? '')
        if (!refundsMade.has(key))
          refundsMade.set(key, {
            paymentId: decodeURIComponent(refund[1] ?? ''),
            amount: Number(body.amount),
          })
        return { status: 200, body: { id: `rfnd_${key}`, status: 'processed' } }
      }
      if (path === '/v1/orders')
        return {
          status: 200,
          body: { id: `order_${dialect}_${made}`, amount: body.amount, status: 'created' },
        }
      if (path === '/v1/plans') return { status: 200, body: { id: `plan_${dialect}_${made}` } }
      if (path === '/v1/subscriptions')
        return {
          status: 200,
          body: { id: `sub_${dialect}_${made}`, status: 'created', plan_id: body.plan_id },
        }
      const cancel = /^\/v1\/subscriptions\/([^/]+)\/cancel$/.exec(path)
      if (cancel) {
        cancelled.push(decodeURIComponent(cancel[1] ?? ''))
        return { status: 200, body: { id: cancel[1], status: 'active' } }
      }
      return undefined
    })
  })
  afterAll(() => razorpay.close())
  const clock = createClockFile()
  afterAll(() => clock.remove())
  const { server, client, admin } = useTestServer(dialect, {
    admin: { email: 'auction-razorpay-admin@cardcast.test', password: 'admin-secret-1' },
    env: () => ({
      CLOCK_OFFSET_FILE: clock.file,
      DELIVERY_SWEEP_SECONDS: '0.1',
      RAZORPAY_KEY_ID: keyId,
      RAZORPAY_KEY_SECRET: keySecret,
      RAZORPAY_WEBHOOK_SECRET: webhookSecret,
      RAZORPAY_API_URL: razorpay.url,
    }),
  })

  const captured = (paymentId: string, orderId: string, amount: number) => {
    const event = JSON.stringify({
      event: 'payment.captured',
      payload: { payment: { entity: { id: paymentId, order_id: orderId, status: 'captured', amount } } },
    })
    return client.call<{ status: string }>('POST', '/auth/user/razorpay-webhook', {
      rawBody: event,
      headers: {
        'content-type': 'application/json',
        'x-razorpay-signature': createHmac('sha256', webhookSecret).update(event).digest('hex'),
      },
    })
  }
  const checkout = (viewer: TestAccount, id: string) =>
    client.post<AuctionPayResponse>(`/auth/user/auctions/${id}/pay`, undefined, { token: viewer.token })

  it('refunds a captured payment for a passed offer of a sold auction once, with its own key, and cancels a demoted creator’s subscriptions at Razorpay', async () => {
    clock.set(0)
    const streamer = await createCreatorAccount(server)
    const card = await createCard(client, streamer, { cardTitle: 'Shout-out' })
    const [ana, ben, fan] = await Promise.all([1, 2, 3].map(() => createVerifiedAccount(server)))
    const { id } = await startAuction(client, streamer, { cardId: card._id, reserve: 50, durationMinutes: 1 })
    await bid(client, ben!, id, 70)
    await bid(client, ana!, id, 90)
    clock.set(2 * MINUTE)
    await eventually(
      async () => (await readAuction(client, ana!, id)).auction.status,
      (status) => status === 'awaiting-payment',
    )
    const anas = await checkout(ana!, id)
    expect(anas.status).toBe(200)
    clock.set(2 * MINUTE + 15 * MINUTE + 1000)
    await eventually(
      () => readAuction(client, ben!, id),
      (body) => body.auction.you?.offer?.amount === 70,
    )
    const bens = await checkout(ben!, id)
    expect((await captured(`pay_${dialect}_ben`, bens.body.orderId, 7000)).body.status).toBe('success')
    expect((await readAuction(client, ben!, id)).auction.status).toBe('sold')

    // Ana's order, paid late and announced three times: refunded once, under the orphan's key.
    for (let i = 0; i < 3; i++)
      expect((await captured(`pay_${dialect}_ana`, anas.body.orderId, 9000)).status).toBe(200)
    expect(refundsMade.get(`orphan-pay_${dialect}_ana`)).toEqual({
      paymentId: `pay_${dialect}_ana`,
      amount: 9000,
    })
    expect([...refundsMade.keys()].filter((key) => key.includes(`pay_${dialect}_ana`))).toHaveLength(1)
    expect(await purchasesOf(server, ana!.userId)).toHaveLength(0)
    expect(await purchasesOf(server, ben!.userId)).toHaveLength(1)
    expect(await unbalancedGroups(server)).toEqual([])

    // A subscription at Razorpay, paid; the creator is demoted: Razorpay is told to stop it.
    const tier = await createTier(client, streamer, { price: 149 })
    const opened = await client.post<{ orderId: string }>(
      '/auth/user/subscriptions',
      { tierId: tier.id },
      { token: fan!.token },
    )
    const paymentId = `pay_${dialect}_fan`
    const signature = createHmac('sha256', keySecret)
      .update(`${paymentId}|${opened.body.orderId}`)
      .digest('hex')
    const verified = await client.post(
      '/auth/user/subscription-verify',
      { orderId: opened.body.orderId, paymentId, signature },
      { token: fan!.token },
    )
    expect(verified.status).toBe(200)
    // An auction taking bids when the streamer is demoted ends unsold: no offer is made.
    const bidOn = await startAuction(client, streamer, { cardId: card._id, reserve: 50 })
    expect((await bid(client, ben!, bidOn.id, 50)).status).toBe(201)
    const demoted = await client.put(
      `/auth/admin/users/${encodeURIComponent(streamer.emailId)}`,
      { user_type: 'viewer' },
      { token: admin.token },
    )
    expect(demoted.status).toBe(200)
    expect(cancelled).toContain(opened.body.orderId)
    const row = await server.app.db
      .selectFrom('subscriptions')
      .select(['status', 'cancel_at_period_end'])
      .where('provider_subscription_id', '=', opened.body.orderId)
      .executeTakeFirstOrThrow()
    expect(row).toEqual({ status: 'active', cancel_at_period_end: 1 })
    const ended = await server.app.db
      .selectFrom('auctions')
      .select(['status', 'live'])
      .where('id', '=', bidOn.id)
      .executeTakeFirstOrThrow()
    expect(ended).toEqual({ status: 'unsold', live: null })
    expect(
      await server.app.db
        .selectFrom('auction_offers')
        .select('id')
        .where('auction_id', '=', bidOn.id)
        .execute(),
    ).toHaveLength(0)
  })
})
