import { beforeAll, describe, expect, it } from 'vitest'
import { type AnalyticsResponse, addDaysToDay, analyticsMessages } from '../../../contract/analytics'
import type { Card } from '../../../contract/cards'
import { istToday } from '../../../contract/dates'
import { nextPayoutDate } from '../../../contract/earnings'
import { planMessages } from '../../../contract/plan-rules'
import { newId } from '../../../server/db/ids'
import { buyPaidCard, createCard, getFreeCard } from '../../support/cards'
import { createCreatorAccount, createVerifiedAccount, type TestAccount } from '../../support/factories'
import { describeOnEachDialect, useTestServer } from '../../support/use-test-server'

// GET /auth/user/analytics: the figures are the sums of the purchases and uses made here (through the
// API today, and written with a date into the database for other days), on both dialects.

describeOnEachDialect('creator analytics on %s', (dialect) => {
  const { server, client } = useTestServer(dialect)
  const today = istToday()
  const day = (offset: number) => addDaysToDay(today, offset)
  /** An ISO timestamp at noon (UTC) of the day `offset` days from today. */
  const noon = (offset: number) => `${day(offset)}T12:00:00.000Z`

  let creator: TestAccount
  let paid: Card
  let cheap: Card
  let free: Card

  const makePro = (account: TestAccount) =>
    server.app.users.update(account.userId, { plan: 'pro', pro_until: null })

  const analytics = (account: TestAccount | undefined, query = '') =>
    client.get<AnalyticsResponse & { error?: string }>(`/auth/user/analytics${query}`, {
      ...(account ? { token: account.token } : {}),
    })

  /** A purchase written straight into the database, on a chosen day. */
  async function insertPurchase(
    card: Card,
    buyer: TestAccount,
    amountPaise: number,
    at: { bought: string; used?: string; deleted?: string; refunded?: string },
  ) {
    const id = newId()
    await server.app.db
      .insertInto('purchases')
      .values({
        id,
        card_id: card._id,
        user_id: buyer.userId,
        user_email: buyer.emailId,
        streamer_email: creator.emailId,
        title: card.cardTitle,
        description: card.description,
        amount_paise: amountPaise,
        payment_id: `pay_${id}`,
        order_id: `order_${id}`,
        is_used: at.used ? 1 : 0,
        used_at: at.used ?? null,
        use_key: null,
        purchase_date: at.bought,
        deleted_at: at.deleted ?? null,
        refunded_at: at.refunded ?? null,
      })
      .execute()
  }

  beforeAll(async () => {
    creator = await createCreatorAccount(server)
    await makePro(creator)
    paid = await createCard(client, creator, { price: 99.5, cardTitle: 'Paid card' })
    cheap = await createCard(client, creator, { price: 10.01, cardTitle: 'Cheap card' })
    free = await createCard(client, creator, { price: 0, cardTitle: 'Free card' })
    const [alice, bob, carol, dave] = (await Promise.all(
      [1, 2, 3, 4].map(() => createVerifiedAccount(server)),
    )) as [TestAccount, TestAccount, TestAccount, TestAccount]

    // Today, through the API: two paid purchases (simulated payments), a free one, and its use.
    await buyPaidCard(client, alice, paid)
    await buyPaidCard(client, bob, cheap)
    const freeOne = await getFreeCard(client, alice, free)
    const use = await client.post(
      '/auth/user/useCard',
      { cardId: free._id, transactionId: freeOne._id },
      { token: alice.token },
    )
    expect(use.status).toBe(200)

    // Other days: bought 3 days ago and used 2 days ago; bought 40 days ago (before the default range)
    // and used yesterday; bought today but deleted by an administrator.
    await insertPurchase(paid, bob, 9950, { bought: noon(-3), used: noon(-2) })
    await insertPurchase(paid, carol, 9950, { bought: noon(-40), used: noon(-1) })
    await insertPurchase(paid, dave, 9950, { bought: noon(0), used: noon(0), deleted: noon(0) })
    // Bought 6 days ago and refunded 5 days ago; bought 7 days ago, used, then refunded.
    await insertPurchase(paid, carol, 9950, { bought: noon(-6), refunded: noon(-5) })
    await insertPurchase(cheap, dave, 1001, { bought: noon(-7), used: noon(-7), refunded: noon(-6) })

    // Another creator's sale, which is not this creator's.
    const other = await createCreatorAccount(server)
    await makePro(other)
    await buyPaidCard(client, alice, await createCard(client, other, { price: 5, cardTitle: 'Not mine' }))
  })

  it('sums the last 30 days by default: sales, revenue, the 80% share, uses and buyers', async () => {
    const response = await analytics(creator)
    expect(response.status).toBe(200)
    const body = response.body
    expect(body).toMatchObject({ status: 'success', from: day(-29), to: today })
    // Sales: paid 99.50 + cheap 10.01 + free 0 today, paid 99.50 three days ago (the 40-day-old one,
    // the deleted one and the refunded ones do not count). Share: floor(80% of each purchase, in paise).
    expect(body.totals).toEqual({
      sales: 4,
      revenue: 209.01,
      creatorShare: (7960 + 800 + 0 + 7960) / 100,
      // The free card today, the paid card two days ago, the 40-day-old purchase used yesterday and the
      // cheap card used seven days ago, before its refund.
      uses: 4,
      buyers: 2,
    })
  })

  it('gives every day of the range, zeros included, summing to the totals', async () => {
    const { body } = await analytics(creator)
    expect(body.daily).toHaveLength(30)
    expect(body.daily[0]?.date).toBe(day(-29))
    expect(body.daily.at(-1)?.date).toBe(today)
    const on = (offset: number) => body.daily.find((entry) => entry.date === day(offset))
    expect(on(0)).toEqual({ date: today, sales: 3, revenue: 109.51, uses: 1 })
    expect(on(-1)).toEqual({ date: day(-1), sales: 0, revenue: 0, uses: 1 })
    expect(on(-2)).toEqual({ date: day(-2), sales: 0, revenue: 0, uses: 1 })
    expect(on(-3)).toEqual({ date: day(-3), sales: 1, revenue: 99.5, uses: 0 })
    expect(on(-4)).toEqual({ date: day(-4), sales: 0, revenue: 0, uses: 0 })
    const sum = (key: 'sales' | 'revenue' | 'uses') =>
      Math.round(body.daily.reduce((total, entry) => total + entry[key], 0) * 100) / 100
    expect({ sales: sum('sales'), revenue: sum('revenue'), uses: sum('uses') }).toEqual({
      sales: body.totals.sales,
      revenue: body.totals.revenue,
      uses: body.totals.uses,
    })
  })

  it('lists each card sold or used, most sales first, and no other creator’s', async () => {
    const { body } = await analytics(creator)
    expect(body.cards).toEqual([
      { cardId: paid._id, cardTitle: 'Paid card', sales: 2, revenue: 199, uses: 2 },
      { cardId: cheap._id, cardTitle: 'Cheap card', sales: 1, revenue: 10.01, uses: 1 },
      { cardId: free._id, cardTitle: 'Free card', sales: 1, revenue: 0, uses: 1 },
    ])
  })

  it('reads a chosen range: a day 40 days ago holds only that purchase', async () => {
    const response = await analytics(creator, `?from=${day(-40)}&to=${day(-40)}`)
    expect(response.status).toBe(200)
    expect(response.body).toMatchObject({
      from: day(-40),
      to: day(-40),
      totals: { sales: 1, revenue: 99.5, creatorShare: 79.6, uses: 0, buyers: 1 },
      daily: [{ date: day(-40), sales: 1, revenue: 99.5, uses: 0 }],
      cards: [{ cardId: paid._id, sales: 1, revenue: 99.5, uses: 0 }],
    })
  })

  it('counts a refunded purchase as no sale, and a use made before its refund as a use', async () => {
    const response = await analytics(creator, `?from=${day(-7)}&to=${day(-5)}`)
    expect(response.status).toBe(200)
    expect(response.body).toMatchObject({
      totals: { sales: 0, revenue: 0, creatorShare: 0, uses: 1, buyers: 0 },
      daily: [
        { date: day(-7), sales: 0, revenue: 0, uses: 1 },
        { date: day(-6), sales: 0, revenue: 0, uses: 0 },
        { date: day(-5), sales: 0, revenue: 0, uses: 0 },
      ],
      cards: [{ cardId: cheap._id, sales: 0, revenue: 0, uses: 1 }],
    })
  })

  it('counts each purchase and use on its IST day: 18:30 UTC is the next day’s midnight', async () => {
    // Another creator of their own, so that the figures above stay as they are.
    const ist = await createCreatorAccount(server)
    await makePro(ist)
    const card = await createCard(client, ist, { price: 20, cardTitle: 'Midnight card' })
    const buyer = await createVerifiedAccount(server)
    const at = (offset: number, time: string) => `${day(offset)}T${time}Z`
    const insert = async (bought: string, used?: string) => {
      const id = newId()
      await server.app.db
        .insertInto('purchases')
        .values({
          id,
          card_id: card._id,
          user_id: buyer.userId,
          user_email: buyer.emailId,
          streamer_email: ist.emailId,
          title: card.cardTitle,
          description: card.description,
          amount_paise: 2000,
          payment_id: `pay_${id}`,
          order_id: `order_${id}`,
          is_used: used ? 1 : 0,
          used_at: used ?? null,
          use_key: null,
          purchase_date: bought,
          deleted_at: null,
          refunded_at: null,
        })
        .execute()
    }
    // 23:59 IST of day -10; 00:00 IST of day -9 (used at 00:30 IST of day -8); 23:59 IST of day -11.
    await insert(at(-10, '18:29:59.999'))
    await insert(at(-10, '18:30:00.000'), at(-9, '19:00:00.000'))
    await insert(at(-11, '18:29:00.000'))
    const response = await analytics(ist, `?from=${day(-10)}&to=${day(-8)}`)
    expect(response.status).toBe(200)
    expect(response.body).toMatchObject({
      totals: { sales: 2, revenue: 40, uses: 1, buyers: 1 },
      daily: [
        { date: day(-10), sales: 1, revenue: 20, uses: 0 },
        { date: day(-9), sales: 1, revenue: 20, uses: 0 },
        { date: day(-8), sales: 0, revenue: 0, uses: 1 },
      ],
    })
  })

  it('fills in a missing end: from alone runs to today, to alone starts 29 days before', async () => {
    const fromOnly = await analytics(creator, `?from=${day(-5)}`)
    expect(fromOnly.body).toMatchObject({ from: day(-5), to: today })
    expect(fromOnly.body.daily).toHaveLength(6)
    const toOnly = await analytics(creator, `?to=${day(-10)}`)
    expect(toOnly.body).toMatchObject({ from: day(-39), to: day(-10), totals: { sales: 0, uses: 0 } })
  })

  it('names the next payout day: the 1st or the 15th after today', async () => {
    const { body } = await analytics(creator)
    const now = new Date()
    const expected =
      now.getUTCDate() < 15
        ? new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 15))
        : new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1))
    expect(body.nextPayoutDate).toBe(expected.toISOString().slice(0, 10))
  })

  it('answers 400 with a clear message for bad ranges', async () => {
    const cases: Array<[string, string]> = [
      ['?from=yesterday', analyticsMessages.badDate],
      ['?from=2025-13-01', analyticsMessages.badDate],
      ['?to=2025-02-30', analyticsMessages.badDate],
      ['?from=2025/01/01', analyticsMessages.badDate],
      ['?from=2025-03-02&to=2025-03-01', analyticsMessages.fromAfterTo],
      [`?from=${day(1)}`, analyticsMessages.fromAfterTo],
      ['?from=2024-01-01&to=2025-01-01', analyticsMessages.rangeTooLong],
    ]
    for (const [query, message] of cases) {
      const response = await analytics(creator, query)
      expect({ query, status: response.status, error: response.body.error }).toEqual({
        query,
        status: 400,
        error: message,
      })
    }
    // 366 days, a leap year's worth, is the longest range allowed.
    expect((await analytics(creator, '?from=2024-01-01&to=2024-12-31')).status).toBe(200)
  })

  it('refuses a viewer, a free creator and a lapsed Pro creator with 403', async () => {
    const viewer = await createVerifiedAccount(server)
    const refusedViewer = await analytics(viewer)
    expect(refusedViewer.status).toBe(403)
    expect(refusedViewer.body.error).toBe(planMessages.creatorsOnly)

    const freeCreator = await createCreatorAccount(server)
    await server.app.users.update(freeCreator.userId, { plan: 'free', pro_until: null })
    const refusedFree = await analytics(freeCreator)
    expect(refusedFree.status).toBe(403)
    expect(refusedFree.body.error).toBe(planMessages.proNeededForAnalytics)

    const lapsed = await createCreatorAccount(server)
    await server.app.users.update(lapsed.userId, { plan: 'pro', pro_until: noon(-1) })
    const refusedLapsed = await analytics(lapsed)
    expect(refusedLapsed.status).toBe(403)
    expect(refusedLapsed.body.error).toBe(planMessages.proNeededForAnalytics)
  })

  it('answers 401 without a token', async () => {
    const response = await analytics(undefined)
    expect(response.status).toBe(401)
    expect(response.body).toMatchObject({ status: 'jwterror' })
  })
})

describe('the next payout day', () => {
  it('is the 15th before it, the 1st of the next month from it on', () => {
    expect(nextPayoutDate('2025-01-01')).toBe('2025-01-15')
    expect(nextPayoutDate('2025-01-14')).toBe('2025-01-15')
    expect(nextPayoutDate('2025-01-15')).toBe('2025-02-01')
    expect(nextPayoutDate('2025-02-28')).toBe('2025-03-01')
    expect(nextPayoutDate('2025-12-31')).toBe('2026-01-01')
  })
})
