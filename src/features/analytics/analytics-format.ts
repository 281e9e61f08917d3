// How the analytics page writes its figures: days as '5 Mar 2026' (the chart's axis drops the year),
// the use rate as a percentage.
import { formatDay as formatFullDay } from '../../../contract/dates'
import { formatRupees } from '../../../contract/money'

/**
 * A 'YYYY-MM-DD' IST day in the one date format ('5 Mar 2026'); 'short' is the chart axis's tick,
 * the same without its year ('5 Mar'). Calendar dates: no time zone applies.
 */
export const formatDay = (day: string, style: 'short' | 'medium' | 'long' = 'short') => {
  const full = formatFullDay(day)
  return style === 'short' ? full.replace(/ \d{4}$/, '') : full
}

/** Uses ÷ sales as a whole percentage; a dash without sales. (Uses may count earlier purchases.) */
export function formatUseRate(uses: number, sales: number): string {
  if (sales === 0) return '—'
  return `${Math.round((uses / sales) * 100)}%`
}

export const plural = (count: number, one: string, many = `${one}s`) =>
  `${count.toLocaleString('en-IN')} ${count === 1 ? one : many}`

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

/** What the sales-and-uses chart shows, in words (its accessible name). */
export function salesUsesSummary(daily: DayFigures[]): string {
  const [first, last] = [daily[0], daily.at(-1)]
  if (!first || !last) return 'Sales and uses per day: no days.'
  const sales = daily.reduce((sum, day) => sum + day.sales, 0)
  const uses = daily.reduce((sum, day) => sum + day.uses, 0)
  const top = busiest(daily, (day) => day.sales)
  return (
    `Sales and uses per day from ${formatDay(first.date, 'long')} to ${formatDay(last.date, 'long')}: ` +
    `${plural(sales, 'sale')} and ${plural(uses, 'use')} in all` +
    (top ? `; most sales on ${formatDay(top.date, 'long')} (${top.sales}).` : '.')
  )
}

/** What the revenue chart shows, in words (its accessible name). */
export function revenueSummary(daily: DayFigures[]): string {
  const revenue = Math.round(daily.reduce((sum, day) => sum + day.revenue, 0) * 100) / 100
  const top = busiest(daily, (day) => day.revenue)
  return (
    `Revenue per day: ${formatRupees(revenue)} in all` +
    (top ? `; highest on ${formatDay(top.date, 'long')} (${formatRupees(top.revenue)}).` : '.')
  )
}
