// The streamer's subscribers over the range: tiles (running at its end, MRR, new, cancelled, churn)
// and the same by tier. Shown once the streamer offers a tier.
import { Trans, useLingui } from '@lingui/react/macro'
import { SimpleGrid, Stack, Table } from '@mantine/core'
import type { AnalyticsSubscriptions } from '../../../../contract/analytics'
import { formatRupees } from '../../../../contract/money'
import { FigureTile } from '../../../components/figure-tile'

const count = (n: number) => n.toLocaleString('en-IN')
const percent = (fraction: number) =>
  `${(fraction * 100).toLocaleString('en-IN', { maximumFractionDigits: 1 })}%`

export function SubscriberFigures({ figures }: { figures: AnalyticsSubscriptions }) {
  const { t } = useLingui()
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 2, md: 3, lg: 5 }} spacing="sm">
        <FigureTile
          label={t`Subscribers`}
          value={count(figures.active)}
          hint={t`Running at the range's end`}
        />
        <FigureTile
          label={t`Monthly recurring revenue`}
          value={formatRupees(figures.monthlyRevenue)}
          hint={t`What they paid for the month`}
        />
        <FigureTile
          label={t`New subscribers`}
          value={count(figures.new)}
          hint={t`First month paid in the range`}
        />
        <FigureTile label={t`Cancelled`} value={count(figures.cancelled)} hint={t`Cancelled in the range`} />
        <FigureTile
          label={t`Churn`}
          value={percent(figures.churn)}
          hint={t`Cancelled ÷ running at the start`}
        />
      </SimpleGrid>
      {/* Wider than a phone: the table scrolls sideways rather than break the tier names. */}
      <Table.ScrollContainer minWidth={460}>
        <Table striped verticalSpacing="sm" horizontalSpacing="xs" aria-label={t`Subscribers by tier`}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>
                <Trans>Tier</Trans>
              </Table.Th>
              <Table.Th ta="right">
                <Trans>Subscribers</Trans>
              </Table.Th>
              <Table.Th ta="right">
                <Trans>MRR</Trans>
              </Table.Th>
              <Table.Th ta="right">
                <Trans>New</Trans>
              </Table.Th>
              <Table.Th ta="right">
                <Trans>Cancelled</Trans>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {figures.tiers.map((tier) => (
              <Table.Tr key={tier.tierId}>
                <Table.Th scope="row" fw={600} style={{ overflowWrap: 'anywhere' }}>
                  {tier.name}
                </Table.Th>
                <Table.Td ta="right">{count(tier.active)}</Table.Td>
                <Table.Td ta="right">{formatRupees(tier.monthlyRevenue)}</Table.Td>
                <Table.Td ta="right">{count(tier.new)}</Table.Td>
                <Table.Td ta="right">{count(tier.cancelled)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Stack>
  )
}
