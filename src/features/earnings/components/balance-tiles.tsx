// The creator's money as four tiles, each a labelled group, so a screen reader (and a test) reads
// 'Available, ₹120' rather than a loose number.
import { Paper, SimpleGrid, Text } from '@mantine/core'
import { useId } from 'react'
import type { EarningsResponse } from '../../../contract/earnings'
import { formatRupees } from '../../../contract/money'
import { formatPayday } from '../earnings-format'

function BalanceTile({ label, value, hint }: { label: string; value: string; hint: string }) {
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

function nextPayoutHint({ nextPayout, minimumPayout, available }: EarningsResponse): string {
  if (nextPayout.amount > 0) return `${formatRupees(nextPayout.amount)} due on that day`
  if (available < 0) return 'Nothing due: a refund is being made up first'
  return `Nothing due yet: payouts start at ${formatRupees(minimumPayout)}`
}

export function BalanceTiles({ earnings }: { earnings: EarningsResponse }) {
  return (
    // Beside the side navigation (from 768 px) the column is narrow: two tiles a row until lg.
    <SimpleGrid cols={{ base: 2, lg: 4 }} spacing="sm">
      <BalanceTile
        label="Available"
        value={formatRupees(earnings.available)}
        hint="Past the hold: paid on the next payout day"
      />
      <BalanceTile
        label="On hold"
        value={formatRupees(earnings.onHold)}
        hint={`Held ${earnings.holdDays} ${earnings.holdDays === 1 ? 'day' : 'days'} after each sale`}
      />
      <BalanceTile
        label="Lifetime"
        value={formatRupees(earnings.lifetime)}
        hint="Your share of every sale, less refunds"
      />
      <BalanceTile
        label="Next payout"
        value={formatPayday(earnings.nextPayout.date)}
        hint={nextPayoutHint(earnings)}
      />
    </SimpleGrid>
  )
}
