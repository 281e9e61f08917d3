// The chart's figures as a table: its text alternative, shown on request.
import { Trans, useLingui } from '@lingui/react/macro'
import { Table } from '@mantine/core'
import type { AnalyticsDay } from '../../../../contract/analytics'
import type { Locale } from '../../../../contract/locales'
import { formatRupees } from '../../../../contract/money'
import { formatDay } from '../analytics-format'

export function DaysTable({ daily }: { daily: AnalyticsDay[] }) {
  const { t, i18n } = useLingui()
  return (
    <Table.ScrollContainer minWidth={360} maxHeight={420}>
      <Table striped stickyHeader verticalSpacing={6} aria-label={t`Sales, revenue and uses per day`}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>
              <Trans>Day</Trans>
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
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {daily.map((day) => (
            <Table.Tr key={day.date}>
              <Table.Th scope="row" fw={500}>
                <time dateTime={day.date}>{formatDay(day.date, 'long', i18n.locale as Locale)}</time>
              </Table.Th>
              <Table.Td ta="right">{day.sales}</Table.Td>
              <Table.Td ta="right">{formatRupees(day.revenue)}</Table.Td>
              <Table.Td ta="right">{day.uses}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  )
}
