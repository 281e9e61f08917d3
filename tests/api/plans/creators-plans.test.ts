import { createHmac } from 'node:crypto'
import { addMonths, subDays } from 'date-fns'
import { afterAll, beforeAll, expect, it } from 'vitest'
import type { Card } from '../../../contract/cards'
import { CREATOR_PRO_PRICE_RUPEES } from '../../../contract/constants'
import { planMessages } from '../../../contract/plan-rules'
import { createCard } from '../../support/cards'
import { createCreatorAccount, createVerifiedAccount, type TestAccount } from '../../support/factories'
import { type RazorpayStandIn, startRazorpayStandIn } from '../../support/razorpay-stand-in'
import { describeOnEachDialect, useTestServer } from '../../support/use-test-server'

interface PlanStatus {
  status: string
  plan: 'free' | 'pro'
  proUntil: string | null
  error?: string
}
interface Order {
  orderId: string
  amount: number
  keyId: string
  currency: string
  provider: string
  error?: string
}
interface Checkout {
  orderId: string
  paymentId: string
  signature: string
}

/** Milliseconds apart of two ISO instants (end dates are computed on the server, a moment later). */
const apart = (a: string | null, b: Date) => Math.abs(Date.parse(a ?? '') - b.getTime())

describeOnEachDialect('Creator plans with simulated payments on %s', (dialect) => {
  const { server, client } = useTestServer(dialect)

  const planOf = async (account: TestAccount) =>
    (await client.get<PlanStatus>('/auth/user/plan', { token: account.token })).body
  const order = (account: TestAccount, body: Record<string, unknown> = { plan: 'pro' }) =>
    client.post<Order>('/auth/user/plan-order', body, { token: account.token })
  const checkout = async (account: TestAccount, orderId: string) =>
    (
      await client.post<Checkout>(
        '/auth/user/payment-simulate',
        { orderId, outcome: 'success' },
        { token: account.token },
      )
    ).body
  const verify = (account: TestAccount, paid: Checkout) =>
    client.post<PlanStatus>('/auth/user/plan-verify', paid, { token: account.token })
  /** The whole purchase of a month of Creator Pro, as the browser does it. */
  const buyPro = async (account: TestAccount) => {
    const opened = await order(account)
    expect(opened.status).toBe(200)
    const answer = await verify(account, await checkout(account, opened.body.orderId))
    expect(answer.status).toBe(200)
    return answer.body
  }

  it('makes a viewer a creator on the free plan once, and refuses creators and strangers', async () => {
    const viewer = await createVerifiedAccount(server)
    const first = await client.post<{ user: { user_type: string; plan: string } }>(
      '/auth/user/become-creator',
      {},
      { token: viewer.token },
    )
    expect(first.status).toBe(200)
    expect(first.body.user).toMatchObject({ user_type: 'creator', plan: 'free', proUntil: null })
    const profile = await client.get<{ user: { user_type: string } }>('/auth/user/getUser', {
      token: viewer.token,
    })
    expect(profile.body.user.user_type).toBe('creator')

    const again = await client.post('/auth/user/become-creator', {}, { token: viewer.token })
    expect(again.status).toBe(409)
    expect(again.body.error).toBe(planMessages.alreadyCreator)
    const creator = await createCreatorAccount(server, { plan: 'free' })
    expect((await client.post('/auth/user/become-creator', {}, { token: creator.token })).status).toBe(409)
    expect((await client.post('/auth/user/become-creator', {})).status).toBe(401)

    // The new creator may publish free cards straight away.
    const card = await createCard(client, viewer, { price: 0, cardTitle: 'First free card' })
    expect(card.price).toBe(0)
  })

  it('refuses a priced card to a free creator, and nothing is created', async () => {
    const creator = await createCreatorAccount(server, { plan: 'free' })
    const refused = await client.post(
      '/auth/user/createCard',
      {
        cardTitle: 'Priced',
        description: 'x',
        imageUrl: '/cards/preset-1.svg',
        category: ['Reward'],
        rarity: 'Rare',
        price: 49,
      },
      { token: creator.token },
    )
    expect(refused.status).toBe(403)
    expect(refused.body.error).toBe(planMessages.proNeededToSell)
    const mine = await client.get<{ cards: Card[] }>(`/auth/user/getStreamerCards/${creator.userId}`)
    expect(mine.body.cards).toHaveLength(0)
  })

  it('sells Creator Pro at the server price: a month on, and a second purchase extends from the end', async () => {
    const viewer = await createVerifiedAccount(server)
    expect(await planOf(viewer)).toEqual({ status: 'success', plan: 'free', proUntil: null, renewal: null })

    const opened = await order(viewer, { plan: 'pro', amount: 1 })
    expect(opened.body).toMatchObject({
      status: 'success',
      amount: CREATOR_PRO_PRICE_RUPEES,
      currency: 'INR',
    })

    const before = new Date()
    const first = await verify(viewer, await checkout(viewer, opened.body.orderId))
    expect(first.body.plan).toBe('pro')
    expect(apart(first.body.proUntil, addMonths(before, 1))).toBeLessThan(60_000)
    // A viewer who buys Pro becomes a creator, and may now sell.
    const profile = await client.get<{ user: { user_type: string; plan: string; proUntil: string } }>(
      '/auth/user/getUser',
      { token: viewer.token },
    )
    expect(profile.body.user).toMatchObject({
      user_type: 'creator',
      plan: 'pro',
      proUntil: first.body.proUntil,
    })
    expect((await createCard(client, viewer, { price: 49 })).price).toBe(49)

    const second = await buyPro(viewer)
    expect(second.proUntil).toBe(addMonths(new Date(first.body.proUntil ?? ''), 1).toISOString())
    expect(await planOf(viewer)).toEqual({
      status: 'success',
      plan: 'pro',
      proUntil: second.proUntil,
      renewal: null,
    })
  })

  it('lists Creator Pro streamers first, with their plan, and the free ones after', async () => {
    const free = await createCreatorAccount(server, { plan: 'free' })
    const pro = await createVerifiedAccount(server)
    await buyPro(pro)
    const list = (query = '') =>
      client.get<{ streamers: Array<{ _id: string; plan: string }> }>(
        `/auth/user/getStreamers?limit=100${query}`,
      )
    const plans = (await list()).body.streamers.map((streamer) => streamer.plan)
    expect(plans).toEqual([...plans].sort((a, b) => Number(b === 'pro') - Number(a === 'pro')))
    expect((await list(`&id=${pro.userId}`)).body.streamers[0]?.plan).toBe('pro')
    expect((await list(`&id=${free.userId}`)).body.streamers[0]?.plan).toBe('free')
  })

  it("refuses a forged signature, another user's order, a card order, a replay and an unknown plan", async () => {
    const buyer = await createVerifiedAccount(server)
    const other = await createVerifiedAccount(server)
    const opened = await order(buyer)
    const paid = await checkout(buyer, opened.body.orderId)

    const forged = await verify(buyer, { ...paid, signature: 'f'.repeat(64) })
    expect(forged.status).toBe(400)
    expect(forged.body.error).toBe(planMessages.verifyFailed)
    expect((await verify(other, paid)).status).toBe(404)
    expect(
      (
        await client.post(
          '/auth/user/payment-simulate',
          { orderId: opened.body.orderId, outcome: 'success' },
          { token: other.token },
        )
      ).status,
    ).toBe(404)

    // A cheap card's paid order is no Creator Pro order.
    const creator = await createCreatorAccount(server)
    const cheap = await createCard(client, creator, { price: 1 })
    const cardOrder = await client.post<Order>(
      '/auth/user/payment-order',
      { cardId: cheap._id },
      { token: buyer.token },
    )
    const cardPaid = await checkout(buyer, cardOrder.body.orderId)
    expect((await verify(buyer, cardPaid)).status).toBe(404)

    const unknown = await order(buyer, { plan: 'enterprise' })
    expect(unknown.status).toBe(400)
    expect(unknown.body.error).toBe(planMessages.unknownPlan)
    expect(await planOf(buyer)).toMatchObject({ plan: 'free', proUntil: null })
    expect(await planOf(other)).toMatchObject({ plan: 'free', proUntil: null })

    // The genuine payment still works, once; a second payment id for the same order is refused.
    const ok = await verify(buyer, paid)
    expect(ok.body.plan).toBe('pro')
    const retry = await verify(buyer, paid)
    expect(retry.body.proUntil).toBe(ok.body.proUntil)
    const otherPayment = await checkout(buyer, opened.body.orderId)
    expect((await verify(buyer, otherPayment)).status).toBe(409)
    const periods = await server.app.db
      .selectFrom('plan_periods')
      .select('payment_id')
      .where('user_id', '=', buyer.userId)
      .execute()
    expect(periods).toEqual([{ payment_id: paid.paymentId }])
  })

  it('tells the market and the streamer page until when each priced card is for sale', async () => {
    const until = addMonths(new Date(), 1).toISOString()
    const ending = await createCreatorAccount(server, { plan: 'pro', proUntil: until })
    const endless = await createCreatorAccount(server)
    const [endingCard, freeCard, endlessCard] = [
      await createCard(client, ending, { price: 25, cardTitle: 'Ends with Pro' }),
      await createCard(client, ending, { price: 0, cardTitle: 'Always free' }),
      await createCard(client, endless, { price: 25, cardTitle: 'Pro without end' }),
    ]
    const market = (await client.get<{ cards: Card[] }>('/auth/user/getCards')).body.cards
    const find = (cards: Card[], id: string) => cards.find((card) => card._id === id)
    expect(find(market, endingCard._id)?.forSaleUntil).toBe(until)
    expect(find(market, freeCard._id)).not.toHaveProperty('forSaleUntil')
    expect(find(market, endlessCard._id)?.forSaleUntil).toBeNull()
    const page = await client.get<{ cards: Card[] }>(`/auth/user/getStreamerCards/${ending.userId}`)
    expect(find(page.body.cards, endingCard._id)?.forSaleUntil).toBe(until)
  })

  it('returns to free at the end date: priced cards stay listed but cannot be bought until Pro is back', async () => {
    const creator = await createVerifiedAccount(server)
    await buyPro(creator)
    const priced = await createCard(client, creator, { price: 99, cardTitle: 'Lapsing card' })
    const buyer = await createVerifiedAccount(server)
    const buyOrder = () =>
      client.post<Order>('/auth/user/payment-order', { cardId: priced._id }, { token: buyer.token })
    expect((await buyOrder()).status).toBe(200)

    // The end date passes (no job runs: the plan is read at request time).
    await server.app.users.update(creator.userId, { pro_until: subDays(new Date(), 1).toISOString() })
    expect(await planOf(creator)).toEqual({ status: 'success', plan: 'free', proUntil: null, renewal: null })
    const refused = await buyOrder()
    expect(refused.status).toBe(409)
    expect(refused.body.error).toBe(planMessages.streamerNotPro)
    const market = await client.get<{ cards: Card[] }>('/auth/user/getCards')
    expect(market.body.cards.map((card) => card._id)).toContain(priced._id)
    // Listed, and the market is told it is paused (its Buy reads Unavailable).
    const listed = market.body.cards.find((card) => card._id === priced._id)
    expect(Date.parse(listed?.forSaleUntil ?? '')).toBeLessThan(Date.now())
    const newPriced = await client.post(
      '/auth/user/createCard',
      {
        cardTitle: 'Another',
        description: 'x',
        imageUrl: '/cards/preset-1.svg',
        category: ['Reward'],
        rarity: 'Rare',
        price: 5,
      },
      { token: creator.token },
    )
    expect(newPriced.status).toBe(403)

    // Buying again starts a fresh month from now, and sales resume.
    const before = new Date()
    const renewed = await buyPro(creator)
    expect(apart(renewed.proUntil, addMonths(before, 1))).toBeLessThan(60_000)
    expect((await buyOrder()).status).toBe(200)
  })
})

describeOnEachDialect('Creator Pro with Razorpay on %s', (dialect) => {
  const keyId = 'rzp_test_key'
  const keySecret = 'rzp_test_secret'
  const webhookSecret = 'rzp_webhook_secret'
  let razorpay: RazorpayStandIn
  const ordersSeen: Array<{ amount: number; currency: string }> = []

  beforeAll(async () => {
    // The real HTTP call, answered by a stand-in that checks the key pair (tests/support/razorpay-stand-in.ts).
    razorpay = await startRazorpayStandIn({ keyId, keySecret }, ({ method, path, body }) => {
      if (method !== 'POST' || path !== '/v1/orders') return undefined
      ordersSeen.push({ amount: Number(body.amount), currency: String(body.currency) })
      return { status: 200, body: { id: `order_pro_${dialect}_${ordersSeen.length}`, amount: body.amount } }
    })
  })
  afterAll(() => razorpay.close())
  const { server, client } = useTestServer(dialect, {
    env: () => ({
      RAZORPAY_KEY_ID: keyId,
      RAZORPAY_KEY_SECRET: keySecret,
      RAZORPAY_WEBHOOK_SECRET: webhookSecret,
      RAZORPAY_API_URL: razorpay.url,
    }),
  })

  const webhook = (body: string) =>
    client.call('POST', '/auth/user/razorpay-webhook', {
      rawBody: body,
      headers: {
        'content-type': 'application/json',
        'x-razorpay-signature': createHmac('sha256', webhookSecret).update(body).digest('hex'),
      },
    })
  const orderPaid = (orderId: string, paymentId: string) =>
    JSON.stringify({
      event: 'order.paid',
      payload: {
        payment: { entity: { id: paymentId, order_id: orderId, status: 'captured' } },
        order: { entity: { id: orderId, status: 'paid' } },
      },
    })

  it('orders 349 rupees in paise, and the webhook and plan-verify racing activate one month once', async () => {
    const viewer = await createVerifiedAccount(server)
    const opened = await client.post<Order>('/auth/user/plan-order', { plan: 'pro' }, { token: viewer.token })
    expect(opened.body).toMatchObject({ keyId, amount: 349, provider: 'razorpay' })
    expect(ordersSeen.at(-1)).toMatchObject({ amount: 34_900, currency: 'INR' })

    const paymentId = 'pay_pro_race'
    const signature = createHmac('sha256', keySecret)
      .update(`${opened.body.orderId}|${paymentId}`)
      .digest('hex')
    const before = new Date()
    const [hook, verified] = await Promise.all([
      webhook(orderPaid(opened.body.orderId, paymentId)),
      client.post<PlanStatus>(
        '/auth/user/plan-verify',
        { orderId: opened.body.orderId, paymentId, signature },
        { token: viewer.token },
      ),
    ])
    expect(hook.status).toBe(200)
    expect(verified.status).toBe(200)
    const plan = (await client.get<PlanStatus>('/auth/user/plan', { token: viewer.token })).body
    expect(plan.plan).toBe('pro')
    expect(apart(plan.proUntil, addMonths(before, 1))).toBeLessThan(60_000)
    const periods = await server.app.db
      .selectFrom('plan_periods')
      .select(['payment_id', 'amount_paise'])
      .where('user_id', '=', viewer.userId)
      .execute()
    expect(periods).toEqual([{ payment_id: paymentId, amount_paise: 34_900 }])

    // A replayed notice changes nothing.
    await webhook(orderPaid(opened.body.orderId, paymentId))
    expect((await client.get<PlanStatus>('/auth/user/plan', { token: viewer.token })).body).toEqual(plan)
  })

  it('activates Creator Pro from the webhook alone when the browser never came back', async () => {
    const viewer = await createVerifiedAccount(server)
    const opened = await client.post<Order>('/auth/user/plan-order', { plan: 'pro' }, { token: viewer.token })
    const answer = await webhook(orderPaid(opened.body.orderId, 'pay_pro_hook_only'))
    expect(answer.body).toMatchObject({ status: 'success' })
    const profile = await client.get<{ user: { plan: string; user_type: string } }>('/auth/user/getUser', {
      token: viewer.token,
    })
    expect(profile.body.user).toMatchObject({ plan: 'pro', user_type: 'creator' })
  })
})
