// The range's totals as tiles: each one a labelled group, so that a screen reader (and a test) reads
// 'Sales, 4' rather than a loose number.
import { useLingui } from '@lingui/react/macro'
import { SimpleGrid } from '@mantine/core'
import type { AnalyticsTotals } from '../../../../contract/analytics'
import { REVENUE_SHARE_PERCENT } from '../../../../contract/constants'
import type { Locale } from '../../../../contract/locales'
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
  const { t, i18n } = useLingui()
  const count = (n: number) => n.toLocaleString('en-IN')
  return (
    // Beside the side navigation (from 768 px) the column is narrow: three tiles from md, four from lg.
    <SimpleGrid cols={{ base: 2, md: 3, lg: 4 }} spacing="sm">
      <FigureTile label={t`Sales`} value={count(totals.sales)} hint={t`Cards bought, free ones included`} />
      <FigureTile label={t`Revenue`} value={formatRupees(totals.revenue)} hint={t`What buyers paid`} />
      <FigureTile
        label={t`Your ${REVENUE_SHARE_PERCENT}% share`}
        value={formatRupees(totals.creatorShare)}
        hint={t`Your earnings from these sales`}
      />
      <FigureTile label={t`Uses`} value={count(totals.uses)} hint={t`Cards used on your stream`} />
      <FigureTile
        label={t`Use rate`}
        value={formatUseRate(totals.uses, totals.sales)}
        hint={t`Uses ÷ sales`}
      />
      <FigureTile
        label={t`Unique buyers`}
        value={count(totals.buyers)}
        hint={t`Different viewers who bought`}
      />
      <FigureTile label={t`Cards sold`} value={count(cardsSold)} hint={t`Different cards bought`} />
      <FigureTile
        label={t`Next payout`}
        value={formatDay(nextPayoutDate, 'medium', i18n.locale as Locale)}
        hint={t`Payouts are made on the 1st and the 15th`}
      />
    </SimpleGrid>
  )
}
