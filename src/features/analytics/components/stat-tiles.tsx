// The range's totals as tiles: each one a labelled group, so that a screen reader (and a test) reads
// 'Sales, 4' rather than a loose number.
import { SimpleGrid } from '@mantine/core'
import type { AnalyticsTotals } from '../../../../contract/analytics'
import { REVENUE_SHARE_PERCENT } from '../../../../contract/constants'
import { formatRupees } from '../../../../contract/money'
import { FigureTile } from '../../../components/figure-tile'
import { formatDay, formatUseRate } from '../analytics-format'

interface StatTilesProps {
  totals: AnalyticsTotals
  /** How many different cards sold in the range. */
  cardsSold: number
  nextPayoutDate: string
}

export function StatTiles({ totals, cardsSold, nextPayoutDate }: StatTilesProps) {
  const count = (n: number) => n.toLocaleString('en-IN')
  return (
    // Beside the side navigation (from 768 px) the column is narrow: three tiles from md, four from lg.
    <SimpleGrid cols={{ base: 2, md: 3, lg: 4 }} spacing="sm">
      <FigureTile label="Sales" value={count(totals.sales)} hint="Cards bought, free ones included" />
      <FigureTile label="Revenue" value={formatRupees(totals.revenue)} hint="What buyers paid" />
      <FigureTile
        label={`Your ${REVENUE_SHARE_PERCENT}% share`}
        value={formatRupees(totals.creatorShare)}
        hint="Your earnings from these sales"
      />
      <FigureTile label="Uses" value={count(totals.uses)} hint="Cards used on your stream" />
      <FigureTile label="Use rate" value={formatUseRate(totals.uses, totals.sales)} hint="Uses ÷ sales" />
      <FigureTile label="Unique buyers" value={count(totals.buyers)} hint="Different viewers who bought" />
      <FigureTile label="Cards sold" value={count(cardsSold)} hint="Different cards bought" />
      <FigureTile
        label="Next payout"
        value={formatDay(nextPayoutDate, 'medium')}
        hint="Payouts are made on the 1st and the 15th"
      />
    </SimpleGrid>
  )
}
