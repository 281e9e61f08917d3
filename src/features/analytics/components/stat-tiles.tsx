// The range's totals as tiles: each one a labelled group, so that a screen reader (and a test) reads
// 'Sales, 4' rather than a loose number.
import { Paper, SimpleGrid, Text } from '@mantine/core'
import { useId } from 'react'
import type { AnalyticsTotals } from '../../../contract/analytics'
import { REVENUE_SHARE_PERCENT } from '../../../contract/constants'
import { formatRupees } from '../../../contract/money'
import { formatDay, formatUseRate } from '../analytics-format'

function StatTile({ label, value, hint }: { label: string; value: string; hint: string }) {
  const id = useId()
  return (
    <Paper withBorder radius="md" p="md" role="group" aria-labelledby={id}>
      <Text id={id} size="xs" tt="uppercase" fw={700} c="dimmed" lts={0.4}>
        {label}
      </Text>
      <Text fz={{ base: 20, xs: 24 }} fw={800} lh={1.25} mt={4} style={{ overflowWrap: 'anywhere' }}>
        {value}
      </Text>
      <Text size="xs" c="dimmed" mt={2}>
        {hint}
      </Text>
    </Paper>
  )
}

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
      <StatTile label="Sales" value={count(totals.sales)} hint="Cards bought, free ones included" />
      <StatTile label="Revenue" value={formatRupees(totals.revenue)} hint="What buyers paid" />
      <StatTile
        label={`Your ${REVENUE_SHARE_PERCENT}% share`}
        value={formatRupees(totals.creatorShare)}
        hint="Your earnings from these sales"
      />
      <StatTile label="Uses" value={count(totals.uses)} hint="Cards used on your stream" />
      <StatTile label="Use rate" value={formatUseRate(totals.uses, totals.sales)} hint="Uses ÷ sales" />
      <StatTile label="Unique buyers" value={count(totals.buyers)} hint="Different viewers who bought" />
      <StatTile label="Cards sold" value={count(cardsSold)} hint="Different cards bought" />
      <StatTile
        label="Next payout"
        value={formatDay(nextPayoutDate, 'medium')}
        hint="Payouts are made on the 1st and the 15th"
      />
    </SimpleGrid>
  )
}
