// Helpers for the cursor-paging tests: rows written straight to the database with chosen timestamps
// (so that pages end inside a run of equal timestamps), the order the server must answer in, and a
// walk over every page of a list.
import { randomBytes } from 'node:crypto'
import { expect } from 'vitest'
import type { Client } from './http'
import type { TestServer } from './test-server'

/** An id like the server's own (hex), so the database and JavaScript order it alike. */
export const hexId = () => randomBytes(12).toString('hex')

/** `count` timestamps drawn from `distinct` instants: many rows share one. */
export function tiedTimestamps(count: number, distinct: number, base = Date.UTC(2024, 0, 1)): string[] {
  return Array.from({ length: count }, (_, index) =>
    new Date(base + (index % distinct) * 60_000).toISOString(),
  )
}

/** Newest first, ties broken by id (highest first): the order every paged list answers in. */
export function newestFirst<Row>(rows: Row[], sort: (row: Row) => string, id: (row: Row) => string): Row[] {
  const compare = (a: string, b: string) => (a < b ? 1 : a > b ? -1 : 0)
  return [...rows].sort((a, b) => compare(sort(a), sort(b)) || compare(id(a), id(b)))
}

export interface WalkedPage<Row> {
  rows: Row[]
  total?: number
  nextCursor: string | null
  prevCursor?: string | null
}

/**
 * Follows `nextCursor` from the first page (or `prevCursor` from `start`, backwards) to the end;
 * returns every page. Fails on a page that answers anything but 200.
 */
export async function walkPages<Row>(
  client: Client,
  token: string,
  url: (cursor?: string) => string,
  rowsOf: (body: Record<string, unknown>) => Row[],
  options: { backwardsFrom?: string; maxPages?: number } = {},
): Promise<WalkedPage<Row>[]> {
  const pages: WalkedPage<Row>[] = []
  let next: string | undefined
  let path = options.backwardsFrom ?? url()
  for (let guard = 0; guard < (options.maxPages ?? 200); guard += 1) {
    const response = await client.get<Record<string, unknown>>(path, { token })
    expect(response.status, `${path}: ${JSON.stringify(response.body)}`).toBe(200)
    const body = response.body
    const page: WalkedPage<Row> = {
      rows: rowsOf(body),
      total: body.total as number | undefined,
      nextCursor: body.nextCursor as string | null,
      prevCursor: body.prevCursor as string | null | undefined,
    }
    pages.push(page)
    next = (options.backwardsFrom ? page.prevCursor : page.nextCursor) ?? undefined
    if (!next) return pages
    path = url(next)
  }
  throw new Error('too many pages')
}

/** Sets a user's creation time (users are made through the repository, which stamps "now"). */
export async function setUserCreatedAt(server: TestServer, id: string, createdAt: string): Promise<void> {
  await server.app.db.updateTable('users').set({ created_at: createdAt }).where('id', '=', id).execute()
}

export interface CardSeed {
  id?: string
  title: string
  categories?: string[]
  rarity?: string
  pricePaise?: number
  createdAt: string
  creator: { id: string; username: string; email: string }
}

export async function insertCard(server: TestServer, seed: CardSeed): Promise<string> {
  const id = seed.id ?? hexId()
  await server.app.db
    .insertInto('cards')
    .values({
      id,
      title: seed.title,
      description: `About ${seed.title}`,
      image_url: '/cards/preset-1.svg',
      categories: JSON.stringify(seed.categories ?? ['Reward']),
      rarity: seed.rarity ?? 'Common',
      price_paise: seed.pricePaise ?? 0,
      duration_seconds: 10,
      creator_id: seed.creator.id,
      creator_name: seed.creator.username,
      streamer_email: seed.creator.email,
      created_at: seed.createdAt,
      deleted_at: null,
    })
    .execute()
  return id
}

export interface PurchaseSeed {
  card: { id: string; title: string; streamerEmail: string; pricePaise?: number }
  buyer: { id: string; email: string }
  purchaseDate: string
  used?: boolean
}

export async function insertPurchases(server: TestServer, seeds: PurchaseSeed[]): Promise<string[]> {
  const rows = seeds.map((seed) => {
    const id = hexId()
    const paid = (seed.card.pricePaise ?? 0) > 0
    return {
      id,
      card_id: seed.card.id,
      user_id: seed.buyer.id,
      user_email: seed.buyer.email,
      streamer_email: seed.card.streamerEmail,
      title: seed.card.title,
      description: 'bought in a paging test',
      amount_paise: seed.card.pricePaise ?? 0,
      payment_id: paid ? `pay_${id}` : 'free',
      order_id: paid ? `order_${id}` : 'free',
      is_used: seed.used ? 1 : 0,
      used_at: seed.used ? seed.purchaseDate : null,
      use_key: null,
      purchase_date: seed.purchaseDate,
      deleted_at: null,
    }
  })
  for (let start = 0; start < rows.length; start += 50) {
    await server.app.db
      .insertInto('purchases')
      .values(rows.slice(start, start + 50))
      .execute()
  }
  return rows.map((row) => row.id)
}
