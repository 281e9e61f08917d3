import { expect, it } from 'vitest'
import { MAX_PAGE_SIZE } from '../../../contract/constants'
import type { OwnedCard } from '../../../contract/purchases'
import { createCreatorAccount, createVerifiedAccount, type TestAccount } from '../../support/factories'
import {
  insertCard,
  insertPurchases,
  newestFirst,
  type PurchaseSeed,
  tiedTimestamps,
  walkPages,
} from '../../support/paging'
import { describeOnEachDialect, useTestServer } from '../../support/use-test-server'

// Security review: "cursor paging on lists that grow". My Cards (`getUserCards`) answers a page at a
// time, newest purchase first, and never the whole list.

describeOnEachDialect('getUserCards paging on %s', (dialect) => {
  const { server, client } = useTestServer(dialect)

  async function seedPurchases(buyer: TestAccount, count: number, distinctTimes: number) {
    const creator = await createCreatorAccount(server)
    const card = {
      id: '',
      title: `Paged ${buyer.username}`,
      streamerEmail: creator.emailId,
    }
    card.id = await insertCard(server, {
      title: card.title,
      createdAt: new Date().toISOString(),
      creator: { id: creator.userId, username: creator.username, email: creator.emailId },
    })
    const dates = tiedTimestamps(count, distinctTimes, Date.UTC(2024, 5, 1) + Math.floor(Math.random() * 1e6))
    const seeds: PurchaseSeed[] = dates.map((purchaseDate, index) => ({
      card,
      buyer: { id: buyer.userId, email: buyer.emailId },
      purchaseDate,
      used: index % 3 === 0,
    }))
    const ids = await insertPurchases(server, seeds)
    const rows = ids.map((id, index) => ({ id, date: dates[index] as string }))
    return newestFirst(
      rows,
      (row) => row.date,
      (row) => row.id,
    ).map((row) => row.id)
  }

  const url = (limit?: number) => (cursor?: string) => {
    const params = new URLSearchParams()
    if (limit !== undefined) params.set('limit', String(limit))
    if (cursor) params.set('cursor', cursor)
    const query = params.toString()
    return `/auth/user/getUserCards${query ? `?${query}` : ''}`
  }
  const cardsOf = (body: Record<string, unknown>) => body.cards as OwnedCard[]

  it('walks every page once, newest purchase first, with pages ending inside runs of equal times', async () => {
    const buyer = await createVerifiedAccount(server)
    const expected = await seedPurchases(buyer, 23, 4)
    for (const limit of [1, 5, 7, 23, 50]) {
      const pages = await walkPages(client, buyer.token, url(limit), cardsOf)
      const seen = pages.flatMap((page) => page.rows.map((card) => card.transactionId))
      expect(seen, `limit ${limit}`).toEqual(expected)
      expect(pages.length).toBe(Math.max(1, Math.ceil(expected.length / limit)))
      expect(pages.every((page) => page.rows.length <= limit)).toBe(true)
      expect(pages.at(-1)?.nextCursor).toBeNull()
    }
    const first = await client.get<{ status: string; cards: OwnedCard[] }>(url(5)(), { token: buyer.token })
    expect(first.body.status).toBe('success')
    expect(first.body.cards[0]).toMatchObject({
      isUsed: expect.any(Boolean),
      purchaseDate: expect.any(String),
    })
  })

  it('answers at most MAX_PAGE_SIZE cards when no limit is asked, and the rest after', async () => {
    const buyer = await createVerifiedAccount(server)
    const expected = await seedPurchases(buyer, MAX_PAGE_SIZE + 5, 10)
    const first = await client.get<{ cards: OwnedCard[]; nextCursor: string | null }>(url()(), {
      token: buyer.token,
    })
    expect(first.status).toBe(200)
    expect(first.body.cards).toHaveLength(MAX_PAGE_SIZE)
    expect(first.body.nextCursor).toEqual(expect.any(String))
    const rest = await client.get<{ cards: OwnedCard[]; nextCursor: string | null }>(
      url()(first.body.nextCursor ?? ''),
      { token: buyer.token },
    )
    expect(rest.body.cards.map((card) => card.transactionId)).toEqual(expected.slice(MAX_PAGE_SIZE))
    expect(rest.body.nextCursor).toBeNull()
  })

  it("never shows another viewer's purchases, whatever cursor is sent", async () => {
    const alice = await createVerifiedAccount(server)
    const bob = await createVerifiedAccount(server)
    const alices = await seedPurchases(alice, 12, 3)
    const bobs = await seedPurchases(bob, 4, 2)
    const alicePage = await client.get<{ nextCursor: string }>(url(5)(), { token: alice.token })
    expect(alicePage.body.nextCursor).toEqual(expect.any(String))
    // Bob replays Alice's cursor: he gets his own cards past that position, never hers.
    const replay = await client.get<{ cards: OwnedCard[] }>(url(5)(alicePage.body.nextCursor), {
      token: bob.token,
    })
    expect(replay.status).toBe(200)
    for (const card of replay.body.cards) {
      expect(bobs).toContain(card.transactionId)
      expect(alices).not.toContain(card.transactionId)
    }
    const bobAll = await walkPages(client, bob.token, url(3), cardsOf)
    expect(bobAll.flatMap((page) => page.rows.map((card) => card.transactionId))).toEqual(bobs)
  })

  it('refuses a limit out of range and a malformed or tampered cursor with 400 and an error', async () => {
    const buyer = await createVerifiedAccount(server)
    await seedPurchases(buyer, 6, 2)
    const first = await client.get<{ nextCursor: string }>(url(2)(), { token: buyer.token })
    const cursor = first.body.nextCursor
    const decoded = Buffer.from(cursor, 'base64url').toString('utf8')
    const tampered = [
      `${cursor}A`,
      cursor.slice(0, -2),
      `${cursor}==`,
      'not-a-cursor',
      '!!!',
      Buffer.from(decoded.replace('"a"', '"z"')).toString('base64url'),
      Buffer.from(JSON.stringify({ sort: 'x', id: 'y' })).toString('base64url'),
      Buffer.from(JSON.stringify(['a', 42, 'id'])).toString('base64url'),
      Buffer.from(JSON.stringify(['a', '2024-01-01T00:00:00.000Z', 'x\ny'])).toString('base64url'),
      'x'.repeat(201),
    ]
    for (const bad of tampered) {
      const response = await client.get(url(2)(bad), { token: buyer.token })
      expect(response.status, bad).toBe(400)
      expect(response.body, bad).toMatchObject({ status: 'error', error: 'Invalid page cursor.' })
    }
    for (const limit of ['0', '-1', '101', '2.5', 'ten', '']) {
      const response = await client.get(`/auth/user/getUserCards?limit=${limit}`, { token: buyer.token })
      expect(response.status, `limit=${limit}`).toBe(400)
      expect(response.body.error, `limit=${limit}`).toEqual(expect.any(String))
    }
    // The cursor comes after the token: without a session it is 401, whatever the query.
    expect((await client.get(url(2)('not-a-cursor'))).status).toBe(401)
  })
})
