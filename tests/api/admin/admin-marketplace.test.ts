import { randomUUID } from 'node:crypto'
import { expect, it } from 'vitest'
import type { ActivityItem, DashboardStats } from '../../../contract/admin-dashboard'
import type { AdminCard, AdminTransaction, UsageCounts } from '../../../contract/admin-marketplace'
import { uniqueName } from '../../support/factories'
import { describeOnEachDialect, useTestServer } from '../../support/use-test-server'

const ADMIN_EMAIL = 'market-admin@cardcast.test'
const ADMIN_PASSWORD = 'admin-secret-1'

describeOnEachDialect('admin cards, transactions and dashboard on %s', (dialect) => {
  const { server, client, admin } = useTestServer(dialect, {
    admin: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD },
  })

  const get = async <T>(path: string) => {
    const response = await client.get<T>(path, { token: admin.token })
    expect(response.status, path).toBe(200)
    return response.body
  }
  const stats = () => get<DashboardStats>('/auth/admin/dashboard/stats')
  const revenue = async () =>
    (await get<{ totalRevenue: number }>('/auth/admin/transactions/revenue')).totalRevenue
  const active = async () => (await get<{ count: number }>('/auth/admin/transactions/active')).count

  /** A user through the admin API (the marketplace routes may not exist yet). */
  async function addUser(userType: 'viewer' | 'creator') {
    const username = uniqueName(userType)
    const emailId = `${username}@example.test`
    const response = await client.post<{ user: { _id: string } }>(
      '/auth/admin/users',
      { username, emailId, password: 'secret123', dateOfBirth: '1990-01-01', user_type: userType },
      { token: admin.token },
    )
    expect(response.status).toBe(201)
    return { id: response.body.user._id, username, emailId }
  }

  async function addCard(creator: { id: string; username: string; emailId: string }, pricePaise: number) {
    const id = randomUUID()
    const title = uniqueName('card')
    await server.app.db
      .insertInto('cards')
      .values({
        id,
        title,
        description: `About ${title}`,
        image_url: '/cards/2.png',
        categories: JSON.stringify(['Reward', 'Challenge']),
        rarity: 'Epic',
        price_paise: pricePaise,
        duration_seconds: 10,
        creator_id: creator.id,
        creator_name: creator.username,
        streamer_email: creator.emailId,
        created_at: new Date().toISOString(),
        deleted_at: null,
      })
      .execute()
    return { id, title, pricePaise, creator }
  }

  async function addPurchase(
    card: Awaited<ReturnType<typeof addCard>>,
    buyer: { id: string; emailId: string },
    options: { used?: boolean } = {},
  ) {
    const id = randomUUID()
    const paid = card.pricePaise > 0
    const now = new Date().toISOString()
    await server.app.db
      .insertInto('purchases')
      .values({
        id,
        card_id: card.id,
        user_id: buyer.id,
        user_email: buyer.emailId,
        streamer_email: card.creator.emailId,
        title: card.title,
        description: 'bought in a test',
        amount_paise: card.pricePaise,
        payment_id: paid ? `pay_${id.slice(0, 8)}` : 'free',
        order_id: paid ? `order_${id.slice(0, 8)}` : 'free',
        is_used: options.used ? 1 : 0,
        used_at: options.used ? now : null,
        use_key: null,
        purchase_date: now,
        deleted_at: null,
      })
      .execute()
    return id
  }

  it('counts users, creators and live cards', async () => {
    const before = await stats()
    const creator = await addUser('creator')
    await addUser('viewer')
    await addUser('viewer')
    const card = await addCard(creator, 4900)
    await addCard(creator, 0)
    expect(await stats()).toEqual({
      totalUsers: before.totalUsers + 3,
      totalStreamers: before.totalStreamers + 1,
      totalCards: before.totalCards + 2,
    })
    await client.delete(`/auth/admin/cards/${card.id}`, { token: admin.token })
    expect((await stats()).totalCards).toBe(before.totalCards + 1)
  })

  it('lists cards with the spec field names and prices in rupees, counts uses, deletes cards', async () => {
    const creator = await addUser('creator')
    const viewer = await addUser('viewer')
    const card = await addCard(creator, 12_350)
    await addPurchase(card, viewer, { used: true })
    await addPurchase(card, viewer, { used: true })
    await addPurchase(card, viewer)

    const { cards } = await get<{ cards: AdminCard[] }>('/auth/admin/cards?limit=100')
    expect(cards.find((c) => c._id === card.id)).toEqual({
      _id: card.id,
      cardTitle: card.title,
      description: `About ${card.title}`,
      imageUrl: '/cards/2.png',
      category: ['Reward', 'Challenge'],
      rarity: 'Epic',
      price: 123.5,
      duration: 10,
      cooldownSeconds: null,
      viewerCooldownSeconds: null,
      sound: null,
      subscribersOnly: false,
      creatorName: creator.username,
      streamerEmailId: creator.emailId,
      createdAt: expect.any(String),
      timesUsed: 2,
    })
    const counts = await get<UsageCounts>('/auth/admin/cards/usage-counts')
    expect(counts[card.id]).toBe(2)

    const market = async () =>
      (await client.get<{ cards: Array<{ _id: string }> }>('/auth/user/getCards')).body.cards.map(
        (c) => c._id,
      )
    expect(await market()).toContain(card.id) // the catalogue is now cached
    const deleted = await client.delete(`/auth/admin/cards/${card.id}`, { token: admin.token })
    expect(deleted.body).toMatchObject({ success: true, message: 'Card deleted successfully' })
    expect(
      (await get<{ cards: AdminCard[] }>('/auth/admin/cards?limit=100')).cards.map((c) => c._id),
    ).not.toContain(card.id)
    expect(await market()).not.toContain(card.id) // ...and leaves the market at once
    const row = await server.app.db
      .selectFrom('cards')
      .select('deleted_at')
      .where('id', '=', card.id)
      .executeTakeFirst()
    expect(row?.deleted_at).toEqual(expect.any(String))
    expect((await client.delete(`/auth/admin/cards/${card.id}`, { token: admin.token })).status).toBe(404)
    expect((await client.delete('/auth/admin/cards/no-such-card', { token: admin.token })).status).toBe(404)
  })

  it('lists transactions, counts unused ones, sums paid revenue in rupees, deletes records', async () => {
    const revenueBefore = await revenue()
    const activeBefore = await active()
    const creator = await addUser('creator')
    const viewer = await addUser('viewer')
    const paid = await addCard(creator, 4900)
    const cheap = await addCard(creator, 1250)
    const free = await addCard(creator, 0)
    const paidPurchase = await addPurchase(paid, viewer)
    await addPurchase(cheap, viewer, { used: true })
    const freePurchase = await addPurchase(free, viewer)

    expect(await revenue()).toBeCloseTo(revenueBefore + 61.5, 5)
    expect(await active()).toBe(activeBefore + 2)

    const { transactions } = await get<{ transactions: AdminTransaction[] }>(
      '/auth/admin/transactions?limit=100',
    )
    expect(transactions.find((t) => t._id === paidPurchase)).toEqual({
      _id: paidPurchase,
      cardId: paid.id,
      streamerEmailId: creator.emailId,
      userEmailId: viewer.emailId,
      title: paid.title,
      description: 'bought in a test',
      isUsed: false,
      purchaseDate: expect.any(String),
      paymentId: expect.stringMatching(/^pay_/),
      orderId: expect.stringMatching(/^order_/),
      amount: 49,
      refundedAt: null,
      refundStatus: null,
    })
    expect(transactions.find((t) => t._id === freePurchase)).toMatchObject({ paymentId: 'free', amount: 0 })

    const deleted = await client.delete(`/auth/admin/transactions/${paidPurchase}`, { token: admin.token })
    expect(deleted.body).toMatchObject({ success: true, message: 'Transaction deleted successfully' })
    const after = await get<{ transactions: AdminTransaction[] }>('/auth/admin/transactions?limit=100')
    expect(after.transactions.map((t) => t._id)).not.toContain(paidPurchase)
    expect(await active()).toBe(activeBefore + 1)
    // The money was received: removing the record from the list refunds nobody.
    expect(await revenue()).toBeCloseTo(revenueBefore + 61.5, 5)
    const row = await server.app.db
      .selectFrom('purchases')
      .select('deleted_at')
      .where('id', '=', paidPurchase)
      .executeTakeFirst()
    expect(row?.deleted_at).toEqual(expect.any(String))
    expect(
      (await client.delete(`/auth/admin/transactions/${paidPurchase}`, { token: admin.token })).status,
    ).toBe(404)
  })

  it('shows real recent activity, newest first: sign-ups, cards, purchases, uses, admin actions', async () => {
    const creator = await addUser('creator')
    const card = await addCard(creator, 2500)
    const viewer = await addUser('viewer')
    await addPurchase(card, viewer, { used: true })
    await client.put('/auth/admin/profile', { name: 'Ada Admin' }, { token: admin.token })

    const activity = await get<ActivityItem[]>('/auth/admin/dashboard/activity')
    expect(activity.length).toBeLessThanOrEqual(20)
    const stamps = activity.map((item) => item.timestamp)
    expect(stamps).toEqual([...stamps].sort().reverse())
    expect(activity[0]).toMatchObject({
      type: 'admin',
      user: { name: 'Ada Admin' },
      description: 'Updated profile',
    })
    const types = new Set(activity.map((item) => item.type))
    for (const type of ['signup', 'card_created', 'purchase', 'card_used', 'admin'])
      expect(types).toContain(type)
    expect(activity).toContainEqual({
      timestamp: expect.any(String),
      user: { name: viewer.username },
      type: 'purchase',
      description: `Bought "${card.title}" for ₹25.00`,
    })
    expect(activity).toContainEqual(
      expect.objectContaining({ type: 'card_created', user: { name: creator.username } }),
    )
  })
})
