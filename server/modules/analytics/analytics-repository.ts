import { type Kysely, sql } from 'kysely'
import {
  type AnalyticsCard,
  type AnalyticsDay,
  type AnalyticsRange,
  type AnalyticsTotals,
  addDaysToDay,
  eachDayOfRange,
} from '../../../contract/analytics'
import { REVENUE_SHARE_PERCENT } from '../../../contract/constants'
import { istDayStart } from '../../../contract/dates'
import { paiseToRupees } from '../../../contract/money'
import type { Database } from '../../db/schema'

// A creator's sales and uses over a range of IST days (contract/analytics.ts), summed by the database
// (both dialects, one query text each). Timestamps are ISO-8601 UTC text, the form every stored
// timestamp takes, so a range of days is a range of text that agrees with time on either dialect:
// (`from` − 1)T18:30:00.000Z ≤ t < `to`T18:30:00.000Z. IST is UTC+5:30 all year, so a timestamp's IST
// day is its UTC day (its first ten characters), or the next one from 18:30 UTC on: the database
// groups by the UTC day and that half of it, with no dialect's date functions, and the days are named
// here.
//
// A sale is a purchase of one of the creator's cards (deleted cards included: they were sold), made in
// the range; a free card taken is a sale of ₹0. A use is such a purchase used in the range, counted on
// the day of its use. Purchases an administrator deleted count for nothing; a refunded one is no sale
// (its money went back: the ledger reverses the share), though a use made before the refund stays a
// use. The creator's share is
// REVENUE_SHARE_PERCENT of each purchase rounded down to the paisa (integer division of non-negative
// paise), then summed. Indexes: migration 010-analytics-indexes.

/** 00:00 IST, as the UTC time of day a stored timestamp writes at characters 12 to 16. */
const IST_MIDNIGHT_UTC = '18:30'

/** The IST day of a row grouped by its UTC day and whether it is past 18:30 UTC (then: the next day). */
const istDayOf = (row: { utc_day: string; late: number | string }) =>
  Number(row.late) ? addDaysToDay(row.utc_day, 1) : row.utc_day

/** What PostgreSQL hands back for count() and sum() (bigint/numeric as strings); null for an empty sum. */
const int = (value: number | null | undefined) => value ?? 0

export interface CreatorAnalytics {
  totals: AnalyticsTotals
  daily: AnalyticsDay[]
  cards: AnalyticsCard[]
}

export function createAnalyticsRepository(db: Kysely<Database>) {
  /** The creator's purchases (not deleted), joined to their cards. */
  const creatorPurchases = (creatorId: string) =>
    db
      .selectFrom('purchases as p')
      .innerJoin('cards as c', 'c.id', 'p.card_id')
      .where('c.creator_id', '=', creatorId)
      .where('p.deleted_at', 'is', null)

  /** The purchases made in the range and not refunded. */
  const salesIn = (creatorId: string, start: string, end: string) =>
    creatorPurchases(creatorId)
      .where('p.refunded_at', 'is', null)
      .where('p.purchase_date', '>=', start)
      .where('p.purchase_date', '<', end)

  /** The purchases used in the range. The literal 1 lets SQLite use the partial index on used ones. */
  const usesIn = (creatorId: string, start: string, end: string) =>
    creatorPurchases(creatorId)
      .where(sql<boolean>`p.is_used = 1`)
      .where('p.used_at', '>=', start)
      .where('p.used_at', '<', end)

  // Written out in full (no parameters) so that PostgreSQL sees the select and GROUP BY as one expression.
  const saleDay = sql<string>`substr(p.purchase_date, 1, 10)`
  const saleLate = sql<number>`case when substr(p.purchase_date, 12, 5) >= ${sql.lit(IST_MIDNIGHT_UTC)} then 1 else 0 end`
  const useDay = sql<string>`substr(p.used_at, 1, 10)`
  const useLate = sql<number>`case when substr(p.used_at, 12, 5) >= ${sql.lit(IST_MIDNIGHT_UTC)} then 1 else 0 end`
  const revenuePaise = sql<number | null>`sum(p.amount_paise)`
  const sharePaise = sql<number | null>`sum(p.amount_paise * ${sql.lit(REVENUE_SHARE_PERCENT)} / 100)`

  return {
    async forCreator(creatorId: string, { from, to }: AnalyticsRange): Promise<CreatorAnalytics> {
      const start = istDayStart(from)
      const end = istDayStart(addDaysToDay(to, 1))
      const [salesByDay, usesByDay, salesByCard, usesByCard, buyers] = await Promise.all([
        salesIn(creatorId, start, end)
          .select([
            saleDay.as('utc_day'),
            saleLate.as('late'),
            (eb) => eb.fn.countAll<number>().as('sales'),
            revenuePaise.as('revenue'),
            sharePaise.as('share'),
          ])
          .groupBy([saleDay, saleLate])
          .execute(),
        usesIn(creatorId, start, end)
          .select([useDay.as('utc_day'), useLate.as('late'), (eb) => eb.fn.countAll<number>().as('uses')])
          .groupBy([useDay, useLate])
          .execute(),
        // By card id alone: the title depends on the key (PostgreSQL accepts it so), and SQLite walks the
        // creator's cards in id order (index cards_creator_card), so the grouping needs no sort.
        salesIn(creatorId, start, end)
          .select([
            'c.id as cardId',
            'c.title as cardTitle',
            (eb) => eb.fn.countAll<number>().as('sales'),
            revenuePaise.as('revenue'),
          ])
          .groupBy('c.id')
          .execute(),
        usesIn(creatorId, start, end)
          .select(['c.id as cardId', 'c.title as cardTitle', (eb) => eb.fn.countAll<number>().as('uses')])
          .groupBy('c.id')
          .execute(),
        salesIn(creatorId, start, end)
          .select(sql<number>`count(distinct p.user_id)`.as('buyers'))
          .executeTakeFirst(),
      ])

      const days = new Map(
        eachDayOfRange(from, to).map((date) => [date, { date, sales: 0, revenuePaise: 0, uses: 0 }]),
      )
      const totals = { sales: 0, revenuePaise: 0, sharePaise: 0, uses: 0 }
      for (const row of salesByDay) {
        // Two groups may name one IST day (the late half of one UTC day, the early half of the next).
        const day = days.get(istDayOf(row))
        if (day) {
          day.sales += int(row.sales)
          day.revenuePaise += int(row.revenue)
        }
        totals.sales += int(row.sales)
        totals.revenuePaise += int(row.revenue)
        totals.sharePaise += int(row.share)
      }
      for (const row of usesByDay) {
        const day = days.get(istDayOf(row))
        if (day) day.uses += int(row.uses)
        totals.uses += int(row.uses)
      }

      const cards = new Map<
        string,
        { cardId: string; cardTitle: string; sales: number; revenuePaise: number; uses: number }
      >()
      for (const row of salesByCard) {
        cards.set(row.cardId, {
          cardId: row.cardId,
          cardTitle: row.cardTitle,
          sales: int(row.sales),
          revenuePaise: int(row.revenue),
          uses: 0,
        })
      }
      for (const row of usesByCard) {
        const card = cards.get(row.cardId)
        if (card) card.uses = int(row.uses)
        else {
          const { cardId, cardTitle } = row
          cards.set(cardId, { cardId, cardTitle, sales: 0, revenuePaise: 0, uses: int(row.uses) })
        }
      }

      return {
        totals: {
          sales: totals.sales,
          revenue: paiseToRupees(totals.revenuePaise),
          creatorShare: paiseToRupees(totals.sharePaise),
          uses: totals.uses,
          buyers: int(buyers?.buyers),
        },
        daily: [...days.values()].map(({ revenuePaise, ...day }) => ({
          ...day,
          revenue: paiseToRupees(revenuePaise),
        })),
        cards: [...cards.values()]
          .sort(
            (a, b) =>
              b.sales - a.sales ||
              b.revenuePaise - a.revenuePaise ||
              b.uses - a.uses ||
              a.cardTitle.localeCompare(b.cardTitle),
          )
          .map(({ revenuePaise, ...card }) => ({ ...card, revenue: paiseToRupees(revenuePaise) })),
      }
    },
  }
}

export type AnalyticsRepository = ReturnType<typeof createAnalyticsRepository>
