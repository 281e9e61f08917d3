// How the analytics page writes its figures: days as '5 Mar', the use rate as a percentage.
import { format, parseISO } from 'date-fns'
import { formatRupees } from '../../../contract/money'

const dayFormats = { short: 'd MMM', medium: 'd MMM yyyy', long: 'd MMMM yyyy' } as const

/** A 'YYYY-MM-DD' day: '5 Mar', '5 Mar 2026' or '5 March 2026'. Calendar dates: no time zone applies. */
export const formatDay = (day: string, style: keyof typeof dayFormats = 'short') =>
  format(parseISO(day), dayFormats[style])

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
