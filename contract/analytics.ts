// Creator analytics (Creator Pro): `GET /auth/user/analytics?from=YYYY-MM-DD&to=YYYY-MM-DD`. The query,
// the answer, the messages, and the day arithmetic the server and the page share.
//
// Days are IST days (India's, as every date the product writes: contract/dates.ts): a purchase made at
// 2025-03-01T19:00:00Z (00:30 IST) counts on 2025-03-02 wherever the creator is. Dates travel as
// 'YYYY-MM-DD' strings; arithmetic on them is calendar arithmetic (date-fns on the date alone), so the
// machine's time zone never shifts a day. Only "today" reads the clock, in IST (`istToday`).
import { addDays, differenceInCalendarDays, format, isValid, parseISO } from 'date-fns'
import { z } from 'zod'

/** The range when the query names none: the last 30 days, today included. */
export const ANALYTICS_DEFAULT_DAYS = 30
/** The longest range one request may ask for (a leap year). */
export const ANALYTICS_MAX_DAYS = 366
/** The range picker's presets. */
export const ANALYTICS_PRESET_DAYS = [7, 30, 90] as const

export const analyticsMessages = {
  badDate: 'Dates must be real days written as YYYY-MM-DD.',
  fromAfterTo: "The range's start ('from') must not be after its end ('to').",
  rangeTooLong: `A range may cover at most ${ANALYTICS_MAX_DAYS} days.`,
  loading: 'Loading analytics...',
  failed: 'Failed to fetch analytics.',
} as const

// ---- days ----

const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/

/** A 'YYYY-MM-DD' string as a date-fns date (local midnight: only its calendar date is ever read). */
const parseDay = (day: string) => parseISO(day)
const formatDay = (date: Date) => format(date, 'yyyy-MM-dd')

/** True for a real calendar day written YYYY-MM-DD ('2025-02-30' is not one). */
export const isIsoDay = (value: string) => DAY_PATTERN.test(value) && isValid(parseDay(value))

export const addDaysToDay = (day: string, days: number) => formatDay(addDays(parseDay(day), days))

/** How many days `from`..`to` covers, both included. */
export const daysInRange = (from: string, to: string) =>
  differenceInCalendarDays(parseDay(to), parseDay(from)) + 1

/** Every day of `from`..`to`, both included, in order. */
export function eachDayOfRange(from: string, to: string): string[] {
  return Array.from({ length: Math.max(0, daysInRange(from, to)) }, (_, i) => addDaysToDay(from, i))
}

/** The last `days` days, today included. */
export const lastDays = (days: number, today: string) => ({ from: addDaysToDay(today, 1 - days), to: today })

export type AnalyticsRange = { from: string; to: string }

/**
 * The range a query asks for, its absent ends filled in: no `to` is today; no `from` is 29 days before
 * `to`. A message instead when the range runs backwards or is longer than ANALYTICS_MAX_DAYS.
 */
export function resolveAnalyticsRange(
  query: { from?: string | undefined; to?: string | undefined },
  today: string,
): { range: AnalyticsRange } | { error: string } {
  const to = query.to ?? today
  const from = query.from ?? addDaysToDay(to, 1 - ANALYTICS_DEFAULT_DAYS)
  if (!isIsoDay(from) || !isIsoDay(to)) return { error: analyticsMessages.badDate }
  if (from > to) return { error: analyticsMessages.fromAfterTo }
  if (daysInRange(from, to) > ANALYTICS_MAX_DAYS) return { error: analyticsMessages.rangeTooLong }
  return { range: { from, to } }
}

// ---- the call ----

const isoDay = z
  .string({ error: analyticsMessages.badDate })
  .regex(DAY_PATTERN, analyticsMessages.badDate)
  .refine(isIsoDay, analyticsMessages.badDate)

export const analyticsQuerySchema = z.object({
  from: isoDay.optional().meta({
    description: `First day (IST), YYYY-MM-DD. Absent: ${ANALYTICS_DEFAULT_DAYS - 1} days before \`to\`.`,
  }),
  to: isoDay.optional().meta({
    description: `Last day (IST), YYYY-MM-DD, included. Absent: today. At most ${ANALYTICS_MAX_DAYS} days in all.`,
  }),
})
export type AnalyticsQuery = z.input<typeof analyticsQuerySchema>

const count = z.number().int().nonnegative()
const rupees = z.number().nonnegative().describe('Rupees.')

export const analyticsTotalsSchema = z
  .object({
    sales: count.describe('Purchases of your cards made in the range; a free card taken is a sale of ₹0.'),
    revenue: rupees.describe('What buyers paid for them, in rupees.'),
    creatorShare: rupees.describe(
      'Your share of the revenue (80%, rounded down to the paisa on each purchase), in rupees.',
    ),
    uses: count.describe('Purchases of your cards used in the range (counted on the day of use).'),
    buyers: count.describe('Distinct users who bought any of your cards in the range.'),
  })
  .describe('The range as a whole. Purchases an administrator deleted are left out.')

export const analyticsDaySchema = z.object({
  date: z.string().describe('The IST day, YYYY-MM-DD.'),
  sales: count,
  revenue: rupees,
  uses: count,
})

export const analyticsCardSchema = z.object({
  cardId: z.string(),
  cardTitle: z.string(),
  sales: count,
  revenue: rupees,
  uses: count,
})

export const analyticsTierSchema = z.object({
  tierId: z.string(),
  name: z.string(),
  active: count.describe("Subscriptions running at the range's end (or now, for a range ending today)."),
  new: count.describe('Subscriptions whose first month was paid in the range.'),
  cancelled: count.describe('Subscriptions their subscriber cancelled in the range (and did not resume).'),
  monthlyRevenue: rupees.describe("What the subscriptions running at the range's end paid for their month."),
})

export const analyticsSubscriptionsSchema = analyticsTierSchema
  .omit({ tierId: true, name: true })
  .extend({
    churn: z
      .number()
      .nonnegative()
      .describe(
        'Cancellations in the range by subscriptions running at its start, over those (0 when none ran).',
      ),
    tiers: z.array(analyticsTierSchema).describe('The same by tier, retired tiers included, cheapest first.'),
  })
  .describe('Your subscribers: monthlyRevenue of all tiers is the monthly recurring revenue (MRR).')

export const analyticsResponseSchema = z
  .object({
    status: z.literal('success'),
    from: z.string().describe('The first day of the range (IST), YYYY-MM-DD.'),
    to: z.string().describe('The last day of the range (IST), YYYY-MM-DD, included.'),
    totals: analyticsTotalsSchema,
    daily: z
      .array(analyticsDaySchema)
      .describe('Every IST day of the range, in order, days without sales or uses included as zeros.'),
    cards: z
      .array(analyticsCardSchema)
      .describe('Each of your cards sold or used in the range (deleted cards included), most sales first.'),
    subscriptions: analyticsSubscriptionsSchema,
    nextPayoutDate: z
      .string()
      .describe('The next payout day after today: the 1st or the 15th (payouts run on UTC days).'),
  })
  .describe("A Creator Pro streamer's sales and uses over a range of IST days; money in rupees.")
export type AnalyticsResponse = z.output<typeof analyticsResponseSchema>
export type AnalyticsTotals = AnalyticsResponse['totals']
export type AnalyticsDay = AnalyticsResponse['daily'][number]
export type AnalyticsCard = AnalyticsResponse['cards'][number]
export type AnalyticsSubscriptions = AnalyticsResponse['subscriptions']
