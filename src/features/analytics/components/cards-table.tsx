// The per-card figures, most sales first (the server's order): the creator's top cards.
import { Trans, useLingui } from '@lingui/react/macro'
import { Badge, Table, Text } from '@mantine/core'
import type { AnalyticsCard } from '../../../../contract/analytics'
import { formatRupees } from '../../../../contract/money'
import { formatUseRate } from '../analytics-format'

export function CardsTable({ cards }: { cards: AnalyticsCard[] }) {
  const { t } = useLingui()
  return (
    <Table.ScrollContainer minWidth={340}>
      <Table
        striped
        highlightOnHover
        verticalSpacing="sm"
        horizontalSpacing="xs"
        aria-label={t`Your cards by sales`}
      >
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={40}>#</Table.Th>
            <Table.Th>
              <Trans>Card</Trans>
            </Table.Th>
            <Table.Th ta="right">
              <Trans>Sales</Trans>
            </Table.Th>
            <Table.Th ta="right">
              <Trans>Revenue</Trans>
            </Table.Th>
            <Table.Th ta="right">
              <Trans>Uses</Trans>
            </Table.Th>
            <Table.Th ta="right" visibleFrom="sm">
              <Trans>Use rate</Trans>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {cards.map((card, index) => (
            <Table.Tr key={card.cardId}>
              <Table.Td>
                {index < 3 ? (
                  <Badge variant="light" circle aria-label={t`Top ${index + 1}`}>
                    {index + 1}
                  </Badge>
                ) : (
                  <Text size="sm" c="dimmed" pl={6}>
                    {index + 1}
                  </Text>
                )}
              </Table.Td>
              <Table.Th scope="row" fw={600} style={{ overflowWrap: 'anywhere' }}>
                {card.cardTitle}
              </Table.Th>
              <Table.Td ta="right">{card.sales.toLocaleString('en-IN')}</Table.Td>
              <Table.Td ta="right">{formatRupees(card.revenue)}</Table.Td>
              <Table.Td ta="right">{card.uses.toLocaleString('en-IN')}</Table.Td>
              <Table.Td ta="right" visibleFrom="sm">
                {formatUseRate(card.uses, card.sales)}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  )
}
