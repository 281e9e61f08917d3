// The creator's payouts, newest first, with their status: what was sent, and what failed and why.
import { Badge, Table, Text } from '@mantine/core'
import type { EarningsPayout } from '../../../../contract/earnings'
import { formatRupees } from '../../../../contract/money'
import { PAYOUT_STATUS_LABELS } from '../../../../contract/payouts'
import { formatInstantDay, PAYOUT_STATUS_COLORS } from '../earnings-format'

export function PayoutHistory({ payouts }: { payouts: EarningsPayout[] }) {
  if (payouts.length === 0) {
    return (
      <Text c="dimmed" size="sm">
        No payouts yet. Payouts are made on the 1st and the 15th to your payout account.
      </Text>
    )
  }
  return (
    <Table.ScrollContainer minWidth={320}>
      <Table striped verticalSpacing="sm" horizontalSpacing="xs" aria-label="Payout history">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Date</Table.Th>
            <Table.Th ta="right">Amount</Table.Th>
            <Table.Th>Status</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {payouts.map((payout) => (
            <Table.Tr key={payout.id}>
              <Table.Td>{formatInstantDay(payout.createdAt)}</Table.Td>
              <Table.Td ta="right" fw={600}>
                {formatRupees(payout.amount, { alwaysPaise: true })}
              </Table.Td>
              <Table.Td>
                <Badge variant="light" color={PAYOUT_STATUS_COLORS[payout.status]}>
                  {PAYOUT_STATUS_LABELS[payout.status]}
                </Badge>
                {payout.failureReason ? (
                  <Text size="xs" c="dimmed" mt={2} style={{ overflowWrap: 'anywhere' }}>
                    {payout.failureReason}
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
