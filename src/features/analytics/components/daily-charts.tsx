// The per-day charts (recharts, drawn in Mantine's colours and CSS variables, so light and dark schemes
// both hold). This module is the only one that imports recharts, and the page loads it lazily: the
// chart code stays out of every other chunk. The figures' text alternative is the page's (a summary
// label and the table of days), so the charts themselves are pictures.
import { useLingui } from '@lingui/react/macro'
import {
  Area,
  AreaChart,
  Bar,
  BarChart,
  CartesianGrid,
  Legend,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts'
import type { AnalyticsDay } from '../../../../contract/analytics'
import type { Locale } from '../../../../contract/locales'
import { formatRupees } from '../../../../contract/money'
import { formatDay } from '../analytics-format'

export const chartColors = {
  sales: 'var(--mantine-color-violet-6)',
  uses: 'var(--mantine-color-teal-6)',
  revenue: 'var(--mantine-color-orange-6)',
} as const

const HEIGHT = 240
const axisTick = { fill: 'var(--mantine-color-dimmed)', fontSize: 12 }
const grid = { stroke: 'var(--mantine-color-default-border)', strokeDasharray: '3 3', vertical: false }
/** The tooltip, its day in `locale`. */
const tooltipStyle = (locale: Locale) => ({
  contentStyle: {
    background: 'var(--mantine-color-body)',
    border: '1px solid var(--mantine-color-default-border)',
    borderRadius: 8,
    color: 'var(--mantine-color-text)',
    fontSize: 13,
  },
  labelStyle: { fontWeight: 700, marginBottom: 4 },
  cursor: { fill: 'var(--mantine-color-default-hover)', stroke: 'var(--mantine-color-default-border)' },
  labelFormatter: (day: unknown) => formatDay(String(day), 'long', locale),
})
const legendStyle = { fontSize: 13, color: 'var(--mantine-color-text)' }
/** The days' axis, its ticks in `locale`. */
const xAxis = (locale: Locale) =>
  ({
    dataKey: 'date',
    tick: axisTick,
    tickFormatter: (day: string) => formatDay(day, 'short', locale),
    tickLine: false,
    axisLine: { stroke: 'var(--mantine-color-default-border)' },
    minTickGap: 20,
  }) as const

export function SalesUsesChart({ daily }: { daily: AnalyticsDay[] }) {
  const { t, i18n } = useLingui()
  const locale = i18n.locale as Locale
  return (
    <ResponsiveContainer width="100%" height={HEIGHT}>
      <BarChart data={daily} margin={{ top: 8, right: 8, bottom: 0, left: -16 }} accessibilityLayer={false}>
        <CartesianGrid {...grid} />
        <XAxis {...xAxis(locale)} />
        <YAxis allowDecimals={false} tick={axisTick} tickLine={false} axisLine={false} width={48} />
        <Tooltip {...tooltipStyle(locale)} />
        <Legend wrapperStyle={legendStyle} iconType="circle" iconSize={9} />
        <Bar dataKey="sales" name={t`Sales`} fill={chartColors.sales} radius={[3, 3, 0, 0]} maxBarSize={18} />
        <Bar dataKey="uses" name={t`Uses`} fill={chartColors.uses} radius={[3, 3, 0, 0]} maxBarSize={18} />
      </BarChart>
    </ResponsiveContainer>
  )
}

export function RevenueChart({ daily }: { daily: AnalyticsDay[] }) {
  const { t, i18n } = useLingui()
  const locale = i18n.locale as Locale
  return (
    <ResponsiveContainer width="100%" height={HEIGHT}>
      <AreaChart data={daily} margin={{ top: 8, right: 8, bottom: 0, left: -8 }} accessibilityLayer={false}>
        <defs>
          <linearGradient id="analytics-revenue-fill" x1="0" y1="0" x2="0" y2="1">
            <stop offset="0%" stopColor={chartColors.revenue} stopOpacity={0.35} />
            <stop offset="100%" stopColor={chartColors.revenue} stopOpacity={0.02} />
          </linearGradient>
        </defs>
        <CartesianGrid {...grid} />
        <XAxis {...xAxis(locale)} />
        <YAxis
          tick={axisTick}
          tickLine={false}
          axisLine={false}
          width={56}
          tickFormatter={(rupees: number) => formatRupees(rupees)}
        />
        <Tooltip {...tooltipStyle(locale)} formatter={(rupees) => formatRupees(Number(rupees))} />
        <Area
          type="monotone"
          dataKey="revenue"
          name={t`Revenue`}
          stroke={chartColors.revenue}
          strokeWidth={2}
          fill="url(#analytics-revenue-fill)"
        />
      </AreaChart>
    </ResponsiveContainer>
  )
}
