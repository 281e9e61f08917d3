// How the analytics page writes its figures: days as '5 Mar 2026' (the chart's axis drops the year),
// the use rate as a percentage, and the charts' summaries in words, all in the language shown.
import type { I18n } from '@lingui/core'
import { msg, plural } from '@lingui/core/macro'
import { formatDay as formatFullDay } from '../../../contract/dates'
import { DEFAULT_LOCALE, type Locale } from '../../../contract/locales'
import { formatRupees } from '../../../contract/money'

/**
 * A 'YYYY-MM-DD' IST day in the one date format ('5 Mar 2026', '5 मार्च 2026' in Hindi); 'short' is
 * the chart axis's tick, the same without its year ('5 Mar'). Calendar dates: no time zone applies.
 */
export const formatDay = (
  day: string,
  style: 'short' | 'medium' | 'long' = 'short',
  locale: Locale = DEFAULT_LOCALE,
) => {
  const full = formatFullDay(day, locale)
  return style === 'short' ? full.replace(/ \d{4}$/, '') : full
}

/** Uses ÷ sales as a whole percentage; a dash without sales. (Uses may count earlier purchases.) */
export function formatUseRate(uses: number, sales: number): string {
  if (sales === 0) return '—'
  return `${Math.round((uses / sales) * 100)}%`
}

/** The busiest day by `key` (the first one on a tie), or undefined when every day is zero. */
function busiest<Day extends { date: string }>(days: Day[], value: (day: Day) => number) {
  let best: Day | undefined
  for (const day of days) if (value(day) > 0 && (!best || value(day) > value(best))) best = day
  return best
}

interface DayFigures {
  date: string
  sales: number
  revenue: number
  uses: number
}

/** What the sales-and-uses chart shows, in words (its accessible name), in `i18n`'s language. */
export function salesUsesSummary(i18n: I18n, daily: DayFigures[]): string {
  const locale = i18n.locale as Locale
  const [first, last] = [daily[0], daily.at(-1)]
  if (!first || !last) return i18n._(msg`Sales and uses per day: no days.`)
  const sales = daily.reduce((sum, day) => sum + day.sales, 0)
  const uses = daily.reduce((sum, day) => sum + day.uses, 0)
  const top = busiest(daily, (day) => day.sales)
  const from = formatDay(first.date, 'long', locale)
  const to = formatDay(last.date, 'long', locale)
  const salesText = plural(sales, { one: '# sale', other: '# sales' })
  const usesText = plural(uses, { one: '# use', other: '# uses' })
  if (!top)
    return i18n._(msg`Sales and uses per day from ${from} to ${to}: ${salesText} and ${usesText} in all.`)
  const topDay = formatDay(top.date, 'long', locale)
  const topSales = top.sales
  return i18n._(
    msg`Sales and uses per day from ${from} to ${to}: ${salesText} and ${usesText} in all; most sales on ${topDay} (${topSales}).`,
  )
}

/** What the revenue chart shows, in words (its accessible name), in `i18n`'s language. */
export function revenueSummary(i18n: I18n, daily: DayFigures[]): string {
  const locale = i18n.locale as Locale
  const revenue = formatRupees(Math.round(daily.reduce((sum, day) => sum + day.revenue, 0) * 100) / 100)
  const top = busiest(daily, (day) => day.revenue)
  if (!top) return i18n._(msg`Revenue per day: ${revenue} in all.`)
  const topDay = formatDay(top.date, 'long', locale)
  const topRevenue = formatRupees(top.revenue)
  return i18n._(msg`Revenue per day: ${revenue} in all; highest on ${topDay} (${topRevenue}).`)
}
