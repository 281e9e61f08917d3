// Creator analytics over 100,000 purchases on SQLite (DESIGN.md budget: under 100 ms). A temp database
// migrated to the latest schema, one creator with 1,000 cards and 100,000 purchases spread over the
// last year (a fifth of them used), four other creators with 25,000 purchases between them, and some
// deleted purchases; then the analytics of the one creator for the last 30 days and for 366 days
// (the longest range a request may ask for), the median of several runs, beside `select 1` and a plain
// scan of the purchases table on the same database in the same run. `npx tsx bench/analytics.ts` runs
// it alone.

import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { type Insertable, type Kysely, sql } from 'kysely'
import { ANALYTICS_MAX_DAYS, lastDays } from '../contract/analytics'
import { istToday } from '../contract/dates'
import { openDatabase } from '../server/db/database'
import { migrateToLatest } from '../server/db/migrate'
import type { Database } from '../server/db/schema'
import type { CardTable, PurchaseTable } from '../server/db/schema-marketplace'
import { createAnalyticsRepository } from '../server/modules/analytics/analytics-repository'

export interface AnalyticsFigures {
  purchases: number
  creatorPurchases: number
  creatorCards: number
  /** Median milliseconds of the whole analytics call (five queries and their assembly). */
  last30DaysMs: number
  last366DaysMs: number
  /** Median milliseconds of `select 1` through the same Kysely instance: the floor. */
  selectOneMs: number
  /**
   * Median milliseconds of one pass over the whole purchases table (count and sum, no index): how fast
   * this machine reads 125,000 rows right now, for scale.
   */
  tableScanMs: number
  runs: number
  seedSeconds: number
}

const CREATOR_CARDS = 1000
const CREATOR_PURCHASES = 100_000
const OTHER_CREATORS = 4
const OTHER_CARDS = 250
const OTHER_PURCHASES = 25_000
const BUYERS = 5000
const DAY_MS = 86_400_000
const BATCH = 500

/** A small deterministic generator, so every run seeds the same data. */
function random(seed: number) {
  let state = seed
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648
    return state / 2_147_483_648
  }
}

async function seed(db: Kysely<Database>) {
  const next = random(42)
  const now = Date.now()
  const cards: Array<{ id: string; creator: string; price: number }> = []
  const cardRows: Insertable<CardTable>[] = []
  for (let creator = 0; creator <= OTHER_CREATORS; creator++) {
    const count = creator === 0 ? CREATOR_CARDS : OTHER_CARDS
    for (let i = 0; i < count; i++) {
      const card = {
        id: `card-${creator}-${i}`,
        creator: `creator-${creator}`,
        price: (i % 50) * 1000 + (i % 3) * 50,
      }
      cards.push(card)
      cardRows.push({
        id: card.id,
        title: `Card ${creator}/${i}`,
        description: 'Bench card',
        image_url: '/cards/preset-1.svg',
        categories: '["Challenge"]',
        rarity: 'Common',
        price_paise: card.price,
        duration_seconds: 10,
        creator_id: card.creator,
        creator_name: `Creator ${creator}`,
        streamer_email: `creator-${creator}@example.test`,
        created_at: new Date(now - 400 * DAY_MS).toISOString(),
        deleted_at: null,
      })
    }
  }
  await db.transaction().execute(async (trx) => {
    for (let i = 0; i < cardRows.length; i += BATCH)
      await trx
        .insertInto('cards')
        .values(cardRows.slice(i, i + BATCH))
        .execute()
    const total = CREATOR_PURCHASES + OTHER_PURCHASES
    for (let start = 0; start < total; start += BATCH) {
      const rows: Insertable<PurchaseTable>[] = []
      for (let n = start; n < Math.min(total, start + BATCH); n++) {
        const ours = n < CREATOR_PURCHASES
        const index = ours
          ? Math.floor(next() * CREATOR_CARDS)
          : CREATOR_CARDS + Math.floor(next() * OTHER_CREATORS * OTHER_CARDS)
        const card = cards[index] as (typeof cards)[number]
        const boughtAt = now - Math.floor(next() * 365 * DAY_MS)
        const used = next() < 0.2
        rows.push({
          id: `purchase-${n}`,
          card_id: card.id,
          user_id: `buyer-${Math.floor(next() * BUYERS)}`,
          user_email: 'buyer@example.test',
          streamer_email: `${card.creator}@example.test`,
          title: 'Bench card',
          description: 'Bench card',
          amount_paise: card.price,
          payment_id: card.price === 0 ? 'free' : `pay-${n}`,
          order_id: card.price === 0 ? 'free' : `order-${n}`,
          is_used: used ? 1 : 0,
          used_at: used
            ? new Date(Math.min(now, boughtAt + Math.floor(next() * 3 * DAY_MS))).toISOString()
            : null,
          use_key: null,
          purchase_date: new Date(boughtAt).toISOString(),
          deleted_at: n % 997 === 0 ? new Date(now).toISOString() : null,
        })
      }
      await trx.insertInto('purchases').values(rows).execute()
    }
  })
}

async function medianMs(runs: number, fn: () => Promise<unknown>): Promise<number> {
  for (let i = 0; i < 3; i++) await fn()
  const times: number[] = []
  for (let i = 0; i < runs; i++) {
    const started = performance.now()
    await fn()
    times.push(performance.now() - started)
  }
  times.sort((a, b) => a - b)
  return Number((times[Math.floor(times.length / 2)] as number).toFixed(2))
}

export async function benchAnalytics(
  runs = Number(process.env.BENCH_ANALYTICS_RUNS ?? 21),
): Promise<AnalyticsFigures> {
  const dataDir = mkdtempSync(join(tmpdir(), 'cardcast-bench-analytics-'))
  const database = openDatabase({ dataDir })
  try {
    const { db } = database
    await migrateToLatest(db)
    const seeded = performance.now()
    await seed(db)
    const seedSeconds = Number(((performance.now() - seeded) / 1000).toFixed(2))
    const analytics = createAnalyticsRepository(db)
    const today = istToday()
    const creator = 'creator-0'
    const selectOneMs = await medianMs(runs, () => sql`select 1`.execute(db))
    const tableScanMs = await medianMs(runs, () =>
      sql`select count(*), sum(amount_paise) from purchases`.execute(db),
    )
    const last30DaysMs = await medianMs(runs, () => analytics.forCreator(creator, lastDays(30, today)))
    const last366DaysMs = await medianMs(runs, () =>
      analytics.forCreator(creator, lastDays(ANALYTICS_MAX_DAYS, today)),
    )
    return {
      purchases: CREATOR_PURCHASES + OTHER_PURCHASES,
      creatorPurchases: CREATOR_PURCHASES,
      creatorCards: CREATOR_CARDS,
      last30DaysMs,
      last366DaysMs,
      selectOneMs,
      tableScanMs,
      runs,
      seedSeconds,
    }
  } finally {
    await database.close()
    rmSync(dataDir, { recursive: true, force: true })
  }
}

if (import.meta.url === `file://${process.argv[1]}`) console.log(await benchAnalytics())
