// The creator's payouts, newest first, with their status: what was sent, and what failed and why.
import { Trans, useLingui } from '@lingui/react/macro'
import { Badge, Table, Text } from '@mantine/core'
import type { EarningsPayout } from '../../../../contract/earnings'
import { formatRupees } from '../../../../contract/money'
import { PAYOUT_STATUS_LABELS } from '../../../../contract/payouts'
import { useDates } from '../../../lib/use-dates'
import { useLabel } from '../../../lib/use-label'
import { PAYOUT_STATUS_COLORS } from '../earnings-format'

export function PayoutHistory({ payouts }: { payouts: EarningsPayout[] }) {
  const { t } = useLingui()
  const show = useLabel()
  const dates = useDates()
  if (payouts.length === 0) {
    return (
      <Text c="dimmed" size="sm">
        <Trans>No payouts yet. Payouts are made on the 1st and the 15th to your payout account.</Trans>
      </Text>
    )
  }
  return (
    <Table.ScrollContainer minWidth={320}>
      <Table striped verticalSpacing="sm" horizontalSpacing="xs" aria-label={t`Payout history`}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>
              <Trans>Date</Trans>
            </Table.Th>
            <Table.Th ta="right">
              <Trans>Amount</Trans>
            </Table.Th>
            <Table.Th>
              <Trans>Status</Trans>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {payouts.map((payout) => (
            <Table.Tr key={payout.id}>
              <Table.Td>{dates.date(payout.createdAt)}</Table.Td>
              <Table.Td ta="right" fw={600}>
                {formatRupees(payout.amount, { alwaysPaise: true })}
              </Table.Td>
              <Table.Td>
                <Badge variant="light" color={PAYOUT_STATUS_COLORS[payout.status]}>
                  {show(PAYOUT_STATUS_LABELS[payout.status])}
                </Badge>
                {payout.failureReason ? (
                  <Text size="xs" c="dimmed" mt={2} style={{ overflowWrap: 'anywhere' }}>
                    {show(payout.failureReason)}
                  </Text>
                ) : null}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  )
}
