import { expect, it } from 'vitest'
import type { AdminCard, AdminCardsSummary, AdminTransaction } from '../../../contract/admin-marketplace'
import type { AdminUser } from '../../../contract/admin-users'
import { uniqueName } from '../../support/factories'
import {
  insertCard,
  insertPurchases,
  newestFirst,
  setUserCreatedAt,
  tiedTimestamps,
  walkPages,
} from '../../support/paging'
import { describeOnEachDialect, useTestServer } from '../../support/use-test-server'

// Security review: "cursor paging on lists that grow". The admin tables filter on the server and
// answer a page at a time (the spec's sizes), with the count of matching rows and the cursors.

describeOnEachDialect('admin list paging on %s', (dialect) => {
  const { server, client, admin } = useTestServer(dialect, {
    admin: { email: 'paging-admin@cardcast.test', password: 'admin-secret-1' },
  })
  const db = () => server.app.db

  const pathWith = (path: string, params: Record<string, string>) => (cursor?: string) => {
    const query = new URLSearchParams(params)
    if (cursor) query.set('cursor', cursor)
    return `${path}?${query}`
  }

  /** Every page forwards, then every page backwards from `from=end`: both must list `expected`. */
  async function expectWalks<Row>(
    path: string,
    params: Record<string, string>,
    key: string,
    idOf: (row: Row) => string,
    expected: string[],
  ) {
    const rowsOf = (body: Record<string, unknown>) => body[key] as Row[]
    const limit = Number(params.limit ?? 10)
    const forwards = await walkPages(client, admin.token, pathWith(path, params), rowsOf)
    const label = `${path} ${JSON.stringify(params)}`
    expect(
      forwards.flatMap((page) => page.rows.map(idOf)),
      label,
    ).toEqual(expected)
    expect(
      forwards.every((page) => page.total === expected.length),
      label,
    ).toBe(true)
    expect(forwards.length, label).toBe(Math.max(1, Math.ceil(expected.length / limit)))
    expect(forwards[0]?.prevCursor, label).toBeNull()

    const last = pathWith(path, { ...params, from: 'end' })()
    const backwards = await walkPages(client, admin.token, pathWith(path, params), rowsOf, {
      backwardsFrom: last,
    })
    const pages = backwards.reverse()
    expect(
      pages.flatMap((page) => page.rows.map(idOf)),
      `${label} backwards`,
    ).toEqual(expected)
    // Counted from the end, the pages are the same pages: only the last may be short.
    expect(
      pages.map((page) => page.rows.length),
      `${label} backwards`,
    ).toEqual(forwards.map((page) => page.rows.length))
  }

  it('pages users newest first through ties, with filters and total on the server', async () => {
    const stamps = tiedTimestamps(28, 5, Date.UTC(2023, 2, 1))
    for (const [index, createdAt] of stamps.entries()) {
      const username = uniqueName('paged')
      const user = await server.app.users.create({
        username,
        email: `${username}@example.test`,
        passwordHash: 'x',
        userType: index % 3 === 0 ? 'creator' : 'viewer',
        isVerified: index % 4 !== 0,
      })
      await setUserCreatedAt(server, user.id, createdAt)
    }
    const all = await db()
      .selectFrom('users')
      .select(['id', 'created_at', 'user_type', 'is_verified'])
      .execute()
    const order = (rows: typeof all) =>
      newestFirst(
        rows,
        (row) => row.created_at,
        (row) => row.id,
      ).map((row) => row.id)
    const id = (user: AdminUser) => user._id
    await expectWalks('/auth/admin/users', { limit: '5' }, 'users', id, order(all))
    await expectWalks(
      '/auth/admin/users',
      { limit: '10', user_type: 'creator' },
      'users',
      id,
      order(all.filter((row) => row.user_type === 'creator')),
    )
    await expectWalks(
      '/auth/admin/users',
      { limit: '5', isVerified: 'unverified' },
      'users',
      id,
      order(all.filter((row) => Number(row.is_verified) === 0)),
    )
    await expectWalks(
      '/auth/admin/users',
      { limit: '25', user_type: 'viewer', isVerified: 'true' },
      'users',
      id,
      order(all.filter((row) => row.user_type === 'viewer' && Number(row.is_verified) === 1)),
    )

    // No limit: the spec's default page of 10.
    const first = await client.get<{ users: AdminUser[]; total: number }>('/auth/admin/users', {
      token: admin.token,
    })
    expect(first.body.users).toHaveLength(10)
    expect(first.body.total).toBe(all.length)
  })

  it('pages cards with the title search, category and rarity on the server; the tiles come from the server', async () => {
    const creator = await server.app.users.create({
      username: uniqueName('maker'),
      email: `${uniqueName('maker')}@example.test`,
      passwordHash: 'x',
      userType: 'creator',
    })
    const owner = { id: creator.id, username: creator.username, email: creator.email }
    const tag = uniqueName('Tag')
    const stamps = tiedTimestamps(26, 4, Date.UTC(2023, 5, 1))
    const ids: string[] = []
    for (const [index, createdAt] of stamps.entries()) {
      ids.push(
        await insertCard(server, {
          title: index % 2 === 0 ? `${tag} 100%_off ${index}` : `Plain ${index}`,
          categories: index % 3 === 0 ? ['Reward', 'Challenge'] : ['Special'],
          rarity: index % 4 === 0 ? 'Legendary' : 'Common',
          pricePaise: 1000 + index,
          createdAt,
          creator: owner,
        }),
      )
    }
    // A used purchase of one card: its row says so.
    const usedCard = ids[2] as string
    await insertPurchases(server, [
      {
        card: { id: usedCard, title: 'x', streamerEmail: owner.email },
        buyer: { id: creator.id, email: creator.email },
        purchaseDate: new Date().toISOString(),
        used: true,
      },
    ])
    await db()
      .updateTable('cards')
      .set({ deleted_at: new Date().toISOString() })
      .where('id', '=', ids[0] as string)
      .execute()

    const live = await db().selectFrom('cards').selectAll().where('deleted_at', 'is', null).execute()
    const order = (rows: typeof live) =>
      newestFirst(
        rows,
        (row) => row.created_at,
        (row) => row.id,
      ).map((row) => row.id)
    const id = (card: AdminCard) => card._id
    await expectWalks('/auth/admin/cards', { limit: '5' }, 'cards', id, order(live))
    const tagged = live.filter((row) => row.title.toLowerCase().includes(tag.toLowerCase()))
    expect(tagged.length).toBe(12)
    await expectWalks('/auth/admin/cards', { limit: '5', q: tag.toUpperCase() }, 'cards', id, order(tagged))
    // '%' and '_' are text, not wildcards.
    await expectWalks('/auth/admin/cards', { limit: '5', q: `${tag} 100%_off` }, 'cards', id, order(tagged))
    await expectWalks('/auth/admin/cards', { limit: '5', q: `${tag} 100%%` }, 'cards', id, [])
    await expectWalks(
      '/auth/admin/cards',
      { limit: '10', category: 'Reward', rarity: 'Legendary' },
      'cards',
      id,
      order(live.filter((row) => row.categories.includes('"Reward"') && row.rarity === 'Legendary')),
    )
    await expectWalks(
      '/auth/admin/cards',
      { limit: '5', q: tag, category: 'Special' },
      'cards',
      id,
      order(tagged.filter((row) => row.categories.includes('"Special"'))),
    )

    const page = await client.get<{ cards: AdminCard[] }>(
      `/auth/admin/cards?limit=100&q=${encodeURIComponent(tag)}`,
      {
        token: admin.token,
      },
    )
    expect(page.body.cards.find((card) => card._id === usedCard)?.timesUsed).toBe(1)
    expect(
      page.body.cards.filter((card) => card._id !== usedCard).every((card) => card.timesUsed === 0),
    ).toBe(true)

    const summary = await client.get<AdminCardsSummary>('/auth/admin/cards/summary', { token: admin.token })
    expect(summary.status).toBe(200)
    const paise = live.reduce((sum, row) => sum + Number(row.price_paise), 0)
    expect(summary.body).toEqual({ success: true, totalCards: live.length, totalPrice: paise / 100 })
  })

  it('pages transactions with the email-or-title search and the status on the server', async () => {
    const buyerName = uniqueName('Buyer')
    const buyer = { id: 'buyer-id', email: `${buyerName.toLowerCase()}@example.test` }
    const other = { id: 'other-id', email: `${uniqueName('other')}@example.test` }
    const title = uniqueName('Deal')
    const card = { id: 'card-id', title, streamerEmail: 'streamer@example.test', pricePaise: 500 }
    const plain = { id: 'card-2', title: 'Plain card', streamerEmail: 'streamer@example.test' }
    const dates = tiedTimestamps(31, 6, Date.UTC(2023, 8, 1))
    await insertPurchases(
      server,
      dates.map((purchaseDate, index) => ({
        card: index % 2 === 0 ? card : plain,
        buyer: index % 3 === 0 ? buyer : other,
        purchaseDate,
        used: index % 5 === 0,
      })),
    )
    const live = await db().selectFrom('purchases').selectAll().where('deleted_at', 'is', null).execute()
    const order = (rows: typeof live) =>
      newestFirst(
        rows,
        (row) => row.purchase_date,
        (row) => row.id,
      ).map((row) => row.id)
    const id = (transaction: AdminTransaction) => transaction._id
    await expectWalks('/auth/admin/transactions', { limit: '10' }, 'transactions', id, order(live))
    const matches = (text: string) =>
      live.filter(
        (row) =>
          row.user_email.includes(text.toLowerCase()) || row.title.toLowerCase().includes(text.toLowerCase()),
      )
    await expectWalks(
      '/auth/admin/transactions',
      { limit: '5', q: buyerName.toUpperCase() },
      'transactions',
      id,
      order(matches(buyerName)),
    )
    await expectWalks(
      '/auth/admin/transactions',
      { limit: '5', q: title },
      'transactions',
      id,
      order(matches(title)),
    )
    await expectWalks(
      '/auth/admin/transactions',
      { limit: '5', status: 'used' },
      'transactions',
      id,
      order(live.filter((row) => Number(row.is_used) === 1)),
    )
    await expectWalks(
      '/auth/admin/transactions',
      { limit: '5', q: title, status: 'unused' },
      'transactions',
      id,
      order(matches(title).filter((row) => Number(row.is_used) === 0)),
    )
  })

  it('refuses a page size outside the spec, a tampered cursor and a cursor with from=end, with 400', async () => {
    const first = await client.get<{ nextCursor: string }>('/auth/admin/users?limit=5', {
      token: admin.token,
    })
    const cursor = first.body.nextCursor
    expect(cursor).toEqual(expect.any(String))
    for (const path of ['/auth/admin/users', '/auth/admin/cards', '/auth/admin/transactions']) {
      for (const query of ['limit=0', 'limit=7', 'limit=101', 'limit=1000', 'limit=ten', 'from=middle']) {
        const response = await client.get(`${path}?${query}`, { token: admin.token })
        expect(response.status, `${path}?${query}`).toBe(400)
        expect(response.body.error, `${path}?${query}`).toEqual(expect.any(String))
      }
      for (const bad of [`${cursor}x`, 'garbage', Buffer.from('["a","t"]').toString('base64url')]) {
        const response = await client.get(`${path}?cursor=${bad}`, { token: admin.token })
        expect(response.status, bad).toBe(400)
        expect(response.body).toMatchObject({ success: false, error: 'Invalid page cursor.' })
      }
      const both = await client.get(`${path}?cursor=${cursor}&from=end`, { token: admin.token })
      expect(both.status).toBe(400)
      expect(both.body.error).toBe('Give either cursor or from=end, not both.')
    }
    expect((await client.get(`/auth/admin/cards?q=${'x'.repeat(101)}`, { token: admin.token })).status).toBe(
      400,
    )
    expect((await client.get('/auth/admin/cards?category=Nope', { token: admin.token })).status).toBe(400)
    expect((await client.get('/auth/admin/transactions?status=maybe', { token: admin.token })).status).toBe(
      400,
    )
  })
})
