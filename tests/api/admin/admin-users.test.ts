import { expect, it } from 'vitest'
import { type AdminUser, adminUserSearchMessages } from '../../../contract/admin-users'
import type { Card } from '../../../contract/cards'
import { createCard } from '../../support/cards'
import { createCreatorAccount, createVerifiedAccount, uniqueName } from '../../support/factories'
import { describeOnEachDialect, useTestServer } from '../../support/use-test-server'

const ADMIN_EMAIL = 'users-admin@cardcast.test'
const ADMIN_PASSWORD = 'admin-secret-1'
const huge = 'x'.repeat(1_000_000)

describeOnEachDialect('admin user management on %s', (dialect) => {
  const { server, client, admin } = useTestServer(dialect, {
    admin: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD },
  })

  const newUser = (overrides: Record<string, unknown> = {}) => {
    const username = uniqueName('member')
    return {
      username,
      emailId: `${username}@example.test`,
      password: 'secret123',
      dateOfBirth: '1999-04-30',
      ...overrides,
    }
  }
  const create = (body: Record<string, unknown>) =>
    client.post<{ user: AdminUser; error?: string }>('/auth/admin/users', body, { token: admin.token })
  /** The first page (of the largest size: the list is paged) and how many users match in all. */
  const page = async (query = '') => {
    const separator = query ? '&' : '?'
    const response = await client.get<{ users: AdminUser[]; total: number }>(
      `/auth/admin/users${query}${separator}limit=100`,
      { token: admin.token },
    )
    expect(response.status).toBe(200)
    return response.body
  }
  const list = async (query = '') => (await page(query)).users
  const total = async (query = '') => (await page(query)).total

  it('adds a user with the defaults (viewer, verified) who can then log in', async () => {
    const body = newUser({ youtubeLink: 'https://youtube.com/@someone', description: 'Hello' })
    const response = await create(body)
    expect(response.status).toBe(201)
    expect(response.body).toMatchObject({
      success: true,
      message: 'User added successfully',
      user: {
        username: body.username,
        emailId: body.emailId,
        user_type: 'viewer',
        isVerified: true,
        dateOfBirth: '1999-04-30',
        youtubeLink: 'https://youtube.com/@someone',
        instagramLink: '',
        description: 'Hello',
      },
    })
    expect(JSON.stringify(response.body)).not.toMatch(/secret123|password/i)
    const stored = await server.app.users.byEmail(body.emailId)
    expect(stored?.password_hash).toMatch(/^\$argon2id\$/)
    const login = await client.post('/auth/user/login-user', { emailId: body.emailId, password: 'secret123' })
    expect(login.body).toMatchObject({ login: true, verify: true, user_type: 'viewer' })
  })

  it('adds an unverified creator when asked, and refuses a taken email or username with 409', async () => {
    const body = newUser({ user_type: 'creator', isVerified: false })
    expect((await create(body)).body.user).toMatchObject({ user_type: 'creator', isVerified: false })
    const sameEmail = await create(newUser({ emailId: body.emailId.toUpperCase() }))
    expect(sameEmail.status).toBe(409)
    expect(sameEmail.body.error).toBe('An account with this email already exists.')
    const sameName = await create(newUser({ username: body.username.toUpperCase() }))
    expect(sameName.status).toBe(409)
    expect(sameName.body.error).toBe('This username is already taken.')
  })

  it('filters by user type and verification', async () => {
    const creator = newUser({ user_type: 'creator', isVerified: true })
    const pending = newUser({ user_type: 'viewer', isVerified: false })
    await create(creator)
    await create(pending)
    const creators = await list('?user_type=creator')
    expect(creators.length).toBeGreaterThan(0)
    expect(creators.every((u) => u.user_type === 'creator')).toBe(true)
    expect(creators.map((u) => u.emailId)).toContain(creator.emailId)
    const unverified = await list('?isVerified=false')
    expect(unverified.every((u) => !u.isVerified)).toBe(true)
    expect(unverified.map((u) => u.emailId)).toContain(pending.emailId)
    const both = await list('?user_type=creator&isVerified=true')
    expect(both.every((u) => u.user_type === 'creator' && u.isVerified)).toBe(true)
    expect(both.map((u) => u.emailId)).toContain(creator.emailId)
    const all = await list('?user_type=all&isVerified=all')
    expect(await total('?user_type=all&isVerified=all')).toBe(await total())
    expect(await total('?user_type=creator')).toBe(
      (await total('?user_type=creator&isVerified=true')) +
        (await total('?user_type=creator&isVerified=false')),
    )
    expect(all.map((u) => u.emailId)).toEqual(expect.arrayContaining([creator.emailId, pending.emailId]))
    const bad = await client.get('/auth/admin/users?user_type=admin', { token: admin.token })
    expect(bad.status).toBe(400)
  })

  it('finds users by a whole email (any case) or the start of a username, a page at a time', async () => {
    const tag = uniqueName('find')
    const names = ['a', 'b', 'c', 'd', 'e', 'f', 'g'].map((letter) => `${tag}${letter}`)
    for (const [index, name] of names.entries()) {
      const created = await create(
        newUser({
          username: name,
          emailId: `${name}@example.test`,
          user_type: index < 2 ? 'creator' : 'viewer',
        }),
      )
      expect(created.status).toBe(201)
    }
    // Their address holds the tag, their username does not: a part of an address finds nobody.
    const other = newUser({ emailId: `x${tag}@example.test` })
    await create(other)

    // The start of a username, any case, spaces around it dropped: the 7, paged like the list.
    const search = `?q=${encodeURIComponent(` ${tag.toUpperCase()} `)}`
    const first = await client.get<{ users: AdminUser[]; total: number; nextCursor: string | null }>(
      `/auth/admin/users${search}&limit=5`,
      { token: admin.token },
    )
    expect(first.status).toBe(200)
    expect(first.body.total).toBe(7)
    expect(first.body.users.map((user) => user.username)).toEqual(names.slice(2).reverse())
    const second = await client.get<{ users: AdminUser[]; total: number; nextCursor: string | null }>(
      `/auth/admin/users${search}&limit=5&cursor=${encodeURIComponent(first.body.nextCursor ?? '')}`,
      { token: admin.token },
    )
    expect(second.body.users.map((user) => user.username)).toEqual(names.slice(0, 2).reverse())
    expect(second.body.nextCursor).toBeNull()
    // With the filters: the two creators among them.
    expect((await list(`${search}&user_type=creator`)).map((user) => user.username).sort()).toEqual(
      names.slice(0, 2),
    )

    // A whole address in any case finds its one user; a part of one, or the middle of a name, nobody.
    const byEmail = await list(`?q=${encodeURIComponent(other.emailId.toUpperCase())}`)
    expect(byEmail.map((user) => user.emailId)).toEqual([other.emailId])
    expect(await total(`?q=${encodeURIComponent(`${tag}a@example`)}`)).toBe(0)
    expect(await total(`?q=${tag.slice(2)}`)).toBe(0)
    // Wildcards are letters like any other: '%' and '_' match no username.
    expect(await total('?q=%25')).toBe(0)
    expect(await total('?q=_')).toBe(0)
    // Empty: every user.
    expect(await total('?q=')).toBe(await total())

    const tooLong = await client.get<{ error: string }>(`/auth/admin/users?q=${'a'.repeat(101)}`, {
      token: admin.token,
    })
    expect(tooLong.status).toBe(400)
    expect(JSON.stringify(tooLong.body)).toContain(adminUserSearchMessages.tooLong)
    const twice = await client.get('/auth/admin/users?q=a&q=b', { token: admin.token })
    expect(twice.status).toBe(400)
  })

  it('edits a user addressed by email, including the email itself and a null birth date', async () => {
    const body = newUser()
    await create(body)
    const newEmail = `${uniqueName('moved')}@example.test`
    const edit = await client.put<{ user: AdminUser }>(
      `/auth/admin/users/${encodeURIComponent(body.emailId)}`,
      {
        username: `${body.username}x`,
        emailId: newEmail,
        dateOfBirth: null,
        user_type: 'creator',
        isVerified: false,
        instagramLink: 'https://instagram.com/someone',
        description: 'Now a creator',
      },
      { token: admin.token },
    )
    expect(edit.status).toBe(200)
    expect(edit.body).toMatchObject({
      success: true,
      message: 'User updated successfully',
      user: {
        username: `${body.username}x`,
        emailId: newEmail,
        dateOfBirth: null,
        user_type: 'creator',
        isVerified: false,
        instagramLink: 'https://instagram.com/someone',
        description: 'Now a creator',
      },
    })
    expect(await server.app.users.byEmail(body.emailId)).toBeUndefined()

    const missing = await client.put(
      `/auth/admin/users/${encodeURIComponent(body.emailId)}`,
      { username: 'a' },
      { token: admin.token },
    )
    expect(missing.status).toBe(404)
    const other = newUser()
    await create(other)
    const clash = await client.put(
      `/auth/admin/users/${encodeURIComponent(newEmail)}`,
      { emailId: other.emailId },
      { token: admin.token },
    )
    expect(clash.status).toBe(409)
    const keepsOwnName = await client.put(
      `/auth/admin/users/${encodeURIComponent(newEmail)}`,
      { username: `${body.username}X`, dateOfBirth: '2001-02-03' },
      { token: admin.token },
    )
    expect(keepsOwnName.status).toBe(200)
    expect(keepsOwnName.body.user).toMatchObject({ dateOfBirth: '2001-02-03', emailId: newEmail })
  })

  it('deletes a user by id; their purchases stay and their cards leave the market', async () => {
    const body = newUser({ user_type: 'creator' })
    const { user } = (await create(body)).body
    const { db } = server.app
    const now = new Date().toISOString()
    await db
      .insertInto('cards')
      .values({
        id: `card-${user._id}`,
        title: 'Their card',
        description: 'd',
        image_url: '/cards/1.png',
        categories: '["Reward"]',
        rarity: 'Common',
        price_paise: 0,
        duration_seconds: 10,
        creator_id: user._id,
        creator_name: body.username,
        streamer_email: body.emailId,
        created_at: now,
        deleted_at: null,
      })
      .execute()
    await db
      .insertInto('purchases')
      .values({
        id: `purchase-${user._id}`,
        card_id: 'some-card',
        user_id: user._id,
        user_email: body.emailId,
        streamer_email: 'streamer@example.test',
        title: 'Bought',
        description: 'd',
        amount_paise: 0,
        payment_id: 'free',
        order_id: 'free',
        is_used: 0,
        used_at: null,
        use_key: null,
        purchase_date: now,
        deleted_at: null,
      })
      .execute()

    const userToken = await server.app.tokens.sign(user._id, 'user', 600)
    const streamUrl = (await client.get<{ url: string }>('/auth/user/showStreamerURL', { token: userToken }))
      .body.url
    const overlayEvents = `/overlay/events?key=${new URL(streamUrl).searchParams.get('key')}`

    const response = await client.delete(`/auth/admin/users/${user._id}`, { token: admin.token })
    expect(response.body).toMatchObject({ success: true, message: 'User deleted successfully' })
    // Their stream URL stops working, and so does their session.
    expect((await fetch(`${server.url}${overlayEvents}`)).status).toBe(404)
    expect((await client.get('/auth/user/getUser', { token: userToken })).status).toBe(401)
    expect(await server.app.users.byId(user._id)).toBeUndefined()
    expect((await list()).map((u) => u._id)).not.toContain(user._id)
    const purchase = await db
      .selectFrom('purchases')
      .selectAll()
      .where('user_id', '=', user._id)
      .executeTakeFirst()
    expect(purchase?.deleted_at).toBeNull()
    const card = await db
      .selectFrom('cards')
      .selectAll()
      .where('creator_id', '=', user._id)
      .executeTakeFirst()
    expect(card?.deleted_at).toEqual(expect.any(String))
    expect((await client.delete(`/auth/admin/users/${user._id}`, { token: admin.token })).status).toBe(404)
    const login = await client.post('/auth/user/login-user', { emailId: body.emailId, password: 'secret123' })
    expect(login.status).toBe(401)
  })

  it('answers every bad create or edit body with a 4xx and a message, and creates nothing', async () => {
    const valid: Record<string, unknown> = newUser()
    const before = await total()
    const cases: Array<[string, unknown]> = [
      ['empty object', {}],
      ['array', []],
      ['null', null],
      ['bad user_type', { ...valid, user_type: 'admin' }],
      ['bad isVerified', { ...valid, isVerified: 'maybe' }],
      ['impossible date', { ...valid, dateOfBirth: '2001-02-30' }],
      ['future date', { ...valid, dateOfBirth: '2999-01-01' }],
      ['date with time', { ...valid, dateOfBirth: '2001-02-03T00:00:00Z' }],
      ['javascript link', { ...valid, youtubeLink: 'javascript:alert(1)' }],
      ['short password', { ...valid, password: '123' }],
    ]
    for (const field of Object.keys(valid)) {
      const { [field]: _, ...missing } = valid
      cases.push([`${field} missing`, missing])
      cases.push([`${field} a number`, { ...valid, [field]: 42 }])
      cases.push([`${field} an array`, { ...valid, [field]: ['x'] }])
      cases.push([`${field} 1 MB long`, { ...valid, [field]: huge }])
    }
    for (const [label, body] of cases) {
      const response = await client.post('/auth/admin/users', body, { token: admin.token })
      expect(response.status, label).toBeGreaterThanOrEqual(400)
      expect(response.status, label).toBeLessThan(500)
      expect(response.body.error, label).toEqual(expect.any(String))
    }
    expect(
      (await client.post('/auth/admin/users', { ...valid, dateOfBirth: undefined }, { token: admin.token }))
        .body.error,
    ).toBe('Date of birth is required.')
    expect(await total()).toBe(before)

    await create(valid)
    const path = `/auth/admin/users/${encodeURIComponent(String(valid.emailId))}`
    for (const body of [
      [],
      null,
      { username: 42 },
      { emailId: 'nope' },
      { dateOfBirth: 'yesterday' },
      { isVerified: [] },
      { description: huge },
    ]) {
      const response = await client.put(path, body, { token: admin.token })
      expect(response.status, JSON.stringify(body).slice(0, 60)).toBeGreaterThanOrEqual(400)
      expect(response.status).toBeLessThan(500)
    }
    const malformed = await client.call('PUT', path, { token: admin.token, rawBody: '{"username": ' })
    expect(malformed.status).toBe(400)
    expect(
      (await client.get(`/auth/admin/users?isVerified=${huge.slice(0, 5000)}`, { token: admin.token }))
        .status,
    ).toBe(400)
    const longId = await client.delete(`/auth/admin/users/${'x'.repeat(500)}`, { token: admin.token })
    expect(longId.status).toBeGreaterThanOrEqual(400)
    expect(longId.status).toBeLessThan(500)
  })
})

describeOnEachDialect('a demoted creator on %s', (dialect) => {
  const { server, client, admin } = useTestServer(dialect, {
    admin: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD },
  })

  it('takes their cards off sale (not listed, not orderable, not free to take) until they are a creator again', async () => {
    const creator = await createCreatorAccount(server)
    const paid = await createCard(client, creator, { cardTitle: 'Paid', price: 49 })
    const free = await createCard(client, creator, { cardTitle: 'Free', price: 0 })
    const viewer = await createVerifiedAccount(server)
    const market = async () =>
      (await client.get<{ cards: Card[] }>('/auth/user/getCards')).body.cards.map((card) => card._id)
    const setRole = (user_type: 'viewer' | 'creator') =>
      client.put(
        `/auth/admin/users/${encodeURIComponent(creator.emailId)}`,
        { user_type },
        { token: admin.token },
      )
    const order = () =>
      client.post(
        '/auth/user/payment-order',
        { cardId: paid._id, amount: 49, currency: 'INR' },
        { token: viewer.token },
      )
    const take = () =>
      client.post(
        '/auth/user/createTransaction',
        { cardId: free._id, paymentId: 'free', orderId: 'free' },
        { token: viewer.token },
      )
    expect(await market()).toEqual(expect.arrayContaining([paid._id, free._id]))

    expect((await setRole('viewer')).status).toBe(200)
    const listed = await market()
    expect(listed).not.toContain(paid._id)
    expect(listed).not.toContain(free._id)
    expect((await order()).status).toBe(404)
    expect((await take()).status).toBe(404)
    const { db } = server.app
    const orders = () =>
      db.selectFrom('payment_orders').select('id').where('user_id', '=', viewer.userId).execute()
    const purchases = () =>
      db.selectFrom('purchases').select('id').where('user_id', '=', viewer.userId).execute()
    expect(await orders()).toHaveLength(0)
    expect(await purchases()).toHaveLength(0)

    expect((await setRole('creator')).status).toBe(200)
    expect(await market()).toEqual(expect.arrayContaining([paid._id, free._id]))
    expect((await order()).status).toBe(200)
    expect((await take()).status).toBe(201)
  })
})
